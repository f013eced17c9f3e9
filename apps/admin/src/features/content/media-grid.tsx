import { type Media, MediasAnswerSchema, MediaUploadsAnswerSchema } from '@eclat/contracts';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { uploadFiles } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** The company's images, newest first, with an upload button; `onPick` makes them choosable. */
export function MediaGrid({ onPick, dir }: { onPick?: (media: Media) => void; dir?: string }) {
  const { api, company, auth } = useSignedIn();
  const { t, lang } = useI18n();
  const inputId = useId();
  const [limit, setLimit] = useState(48);
  const list = useLoad(
    (signal) => api.request('/api/medias', { query: { limit }, schema: MediasAnswerSchema, signal }),
    [api, limit],
  );
  const upload = useAction();

  async function send(files: FileList | null) {
    if (!files?.length) return;
    const done = await upload.run(
      () =>
        uploadFiles(
          '/api/upload/images',
          [...files],
          MediaUploadsAnswerSchema,
          {
            companyToken: company.token,
            authToken: auth.token,
            lang,
          },
          dir,
        ),
      t('media.uploaded'),
    );
    if (done) list.reload();
  }

  return (
    <div className="flex flex-col gap-3">
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-brand-800 px-4 text-sm font-medium text-white hover:bg-brand-900"
        >
          <Upload aria-hidden size={16} />
          {upload.busy ? t('media.uploading') : t('media.upload')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          multiple
          className="sr-only"
          onChange={(e) => {
            void send(e.target.files);
            e.target.value = '';
          }}
        />
        <p className="mt-1 text-xs text-stone-600">{t('media.limits')}</p>
      </div>
      <FormError error={upload.error} />
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton rows={3} />
      ) : list.data.medias.length === 0 ? (
        <EmptyState title={t('media.empty')} />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {list.data.medias.map((media) => (
              <li key={media.id} className="overflow-hidden rounded-lg border border-stone-200 bg-white">
                <img
                  src={media.url}
                  alt={media.alt[lang] ?? media.alt.fr ?? media.key}
                  loading="lazy"
                  width={media.width ?? undefined}
                  height={media.height ?? undefined}
                  className="aspect-square w-full object-cover"
                />
                <div className="flex flex-col gap-1 p-2">
                  <p className="truncate text-xs text-stone-700" title={media.key}>
                    {media.key}
                  </p>
                  {onPick ? (
                    <button
                      type="button"
                      onClick={() => onPick(media)}
                      className="min-h-9 rounded bg-brand-800 text-xs font-medium text-white hover:bg-brand-900"
                    >
                      {t('media.choose')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      onClick={() => void navigator.clipboard?.writeText(media.url)}
                      className="min-h-9 rounded border border-stone-300 text-xs hover:bg-stone-50"
                    >
                      {t('media.copy')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {list.data.total > list.data.medias.length && (
            <button
              type="button"
              className="min-h-11 text-sm text-brand-800 underline"
              onClick={() => setLimit((n) => n + 48)}
            >
              {t('common.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
