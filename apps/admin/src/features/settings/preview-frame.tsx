import { Monitor, RefreshCw, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { IconButton } from '../../ui/button.tsx';
import { SelectField, SwitchField, TextField } from '../../ui/fields.tsx';
import { type PreviewState, previewMessages, previewSrc, storefrontBase } from './preview.ts';

const TEMPLATE_KEY = 'eclat_admin_storefront_url';
const DEFAULT_TEMPLATE = import.meta.env.VITE_STOREFRONT_URL || 'http://{host}:3000';
const PAGES = ['/', '/services', '/magazine', '/contact', '/gift'] as const;

/**
 * The storefront in an iframe, opened with the preview token (spec §4 marker) and driven by the
 * postMessage protocol as the staff member edits: nothing is saved until they save.
 */
export function PreviewFrame({
  host,
  token,
  state,
  dark,
  onDark,
}: {
  host: string;
  token: string | null;
  state: PreviewState;
  dark: boolean;
  onDark: (dark: boolean) => void;
}) {
  const { t } = useI18n();
  const frame = useRef<HTMLIFrameElement>(null);
  const [template, setTemplate] = useState(() => localStorage.getItem(TEMPLATE_KEY) || DEFAULT_TEMPLATE);
  const [page, setPage] = useState<string>('/');
  const [mobile, setMobile] = useState(false);
  const [round, setRound] = useState(0);
  const sent = useRef<{ state: PreviewState | null; dark: boolean | null }>({ state: null, dark: null });
  const latest = useRef({ state, dark });
  latest.current = { state, dark };
  const resends = useRef<ReturnType<typeof setTimeout>[]>([]);
  const base = storefrontBase(template, host);

  const post = (next: PreviewState, nextDark: boolean) => {
    const target = frame.current?.contentWindow;
    if (!target || !base) return;
    for (const message of previewMessages(sent.current.state, next, {
      before: sent.current.dark,
      after: nextDark,
    })) {
      target.postMessage(message, base);
    }
    sent.current = { state: structuredClone(next), dark: nextDark };
  };

  // Every edit reaches the page at once; a freshly loaded page gets the whole state again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `post` reads refs only.
  useEffect(() => post(state, dark), [state, dark]);
  // The storefront listens once it has hydrated, which the frame's load event does not tell: the
  // whole state is sent again a few times after each load (messages are idempotent).
  const onLoad = () => {
    for (const timer of resends.current) clearTimeout(timer);
    resends.current = [0, 300, 1000, 2500, 5000, 10_000, 20_000].map((ms) =>
      setTimeout(() => {
        sent.current = { state: null, dark: null };
        post(latest.current.state, latest.current.dark);
      }, ms),
    );
  };
  useEffect(() => () => resends.current.forEach(clearTimeout), []);

  return (
    <section aria-label={t('settings.preview')} className="flex h-full flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('settings.previewPage')}
          value={page}
          onChange={(e) => setPage(e.target.value)}
          className="min-w-36"
        >
          {PAGES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </SelectField>
        <div className="min-w-40">
          <SwitchField label={t('settings.previewDark')} checked={dark} onChange={onDark} />
        </div>
        <IconButton
          label={mobile ? t('settings.previewDesktop') : t('settings.previewMobile')}
          onClick={() => setMobile(!mobile)}
        >
          {mobile ? <Monitor aria-hidden size={18} /> : <Smartphone aria-hidden size={18} />}
        </IconButton>
        <IconButton label={t('settings.previewReload')} onClick={() => setRound((n) => n + 1)}>
          <RefreshCw aria-hidden size={18} />
        </IconButton>
      </div>
      {!base ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('settings.previewBadUrl')}
        </p>
      ) : !token ? (
        <div className="flex-1 animate-pulse rounded-xl bg-stone-200" />
      ) : (
        <div className="flex flex-1 justify-center overflow-hidden rounded-xl border border-stone-300 bg-stone-200">
          <iframe
            key={`${base}${page}${round}`}
            ref={frame}
            title={t('settings.previewTitle')}
            // The storefront's shop search asks for the position (spec §4): allowed as on the real site.
            allow="geolocation"
            src={previewSrc(base, token, page)}
            onLoad={onLoad}
            className={`h-full min-h-[32rem] bg-white ${mobile ? 'w-[375px]' : 'w-full'}`}
          />
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-stone-700">{t('settings.storefrontUrl')}</summary>
        <TextField
          className="mt-2"
          label={t('settings.storefrontUrl')}
          hint={t('settings.storefrontUrlHint')}
          name="storefront-url"
          value={template}
          onChange={(e) => {
            setTemplate(e.target.value);
            localStorage.setItem(TEMPLATE_KEY, e.target.value);
          }}
        />
      </details>
    </section>
  );
}
