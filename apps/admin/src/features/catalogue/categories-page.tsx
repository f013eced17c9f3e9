import {
  CategoriesAdminAnswerSchema,
  type CategoryAdmin,
  CategoryAdminAnswerSchema,
  DeletedAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { cleanLocalised, LocalisedFields } from '../../ui/localised-fields.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';
import { ImagesField } from '../content/image-field.tsx';
import { slugify } from './slug.ts';

type Draft = Pick<CategoryAdmin, 'slug' | 'name' | 'description' | 'order'> & { images: string[] };

/** Service categories (spec §3 Category): names and descriptions per language, order, images. */
export function CategoriesPage() {
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const list = useLoad(
    (signal) => api.request('/api/categories/bo', { schema: CategoriesAdminAnswerSchema, signal }),
    [api],
  );
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const action = useAction();

  const open = (c: CategoryAdmin | null) =>
    setEditing({
      id: c?.id ?? null,
      draft: c
        ? {
            slug: c.slug,
            name: c.name,
            description: c.description,
            order: c.order,
            images: c.images.map((i) => i.url),
          }
        : { slug: '', name: {}, description: {}, order: (list.data?.categories.length ?? 0) + 1, images: [] },
    });

  async function save() {
    if (!editing) return;
    const d = editing.draft;
    const body = {
      slug: d.slug || slugify(d.name.fr ?? Object.values(d.name).find(Boolean) ?? ''),
      name: cleanLocalised(d.name),
      description: cleanLocalised(d.description),
      order: d.order,
      images: d.images.map((url) => ({ url })),
    };
    const done = await action.run(
      () =>
        editing.id
          ? api.request(`/api/categories/${editing.id}`, {
              method: 'PUT',
              body,
              schema: CategoryAdminAnswerSchema,
            })
          : api.request('/api/categories', { method: 'POST', body, schema: CategoryAdminAnswerSchema }),
      t('common.saved'),
    );
    if (done) {
      setEditing(null);
      list.reload();
    }
  }

  async function destroy() {
    if (!editing?.id) return;
    const done = await action.run(
      () => api.request(`/api/categories/${editing.id}`, { method: 'DELETE', schema: DeletedAnswerSchema }),
      t('common.deleted'),
    );
    if (done) {
      setEditing(null);
      list.reload();
    }
  }

  const set = (changes: Partial<Draft>) =>
    editing && setEditing({ ...editing, draft: { ...editing.draft, ...changes } });
  return (
    <>
      <PageHeader
        title={t('nav.categories')}
        actions={
          <Button variant="primary" icon={<Plus aria-hidden size={18} />} onClick={() => open(null)}>
            {t('categories.new')}
          </Button>
        }
      />
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton />
      ) : list.data.categories.length === 0 ? (
        <EmptyState title={t('categories.empty')} />
      ) : (
        <Table head={[t('services.name'), t('shops.slug'), t('categories.articles'), t('common.order')]}>
          {list.data.categories.map((c) => (
            <tr key={c.id}>
              <td className={td}>
                <button
                  type="button"
                  className="font-medium text-brand-800 underline"
                  onClick={() => open(c)}
                >
                  {localise(c.name, lang)}
                </button>
              </td>
              <td className={td}>{c.slug}</td>
              <td className={td}>{c.articles.length}</td>
              <td className={td}>{c.order}</td>
            </tr>
          ))}
        </Table>
      )}
      {editing && (
        <Dialog
          open
          onOpenChange={(o) => !o && setEditing(null)}
          title={editing.id ? localise(editing.draft.name, lang) : t('categories.new')}
          wide
          footer={
            <>
              {editing.id && (
                <Button variant="danger" onClick={destroy} disabled={action.busy}>
                  {t('common.delete')}
                </Button>
              )}
              <Button
                variant="primary"
                onClick={save}
                disabled={action.busy || !Object.values(editing.draft.name).some((n) => n?.trim())}
              >
                {t('common.save')}
              </Button>
            </>
          }
        >
          <div className="flex flex-col gap-3">
            <LocalisedFields
              label={t('services.name')}
              value={editing.draft.name}
              onChange={(name) => set({ name })}
              langs={company.langs}
              required
            />
            <TextField
              label={t('shops.slug')}
              value={editing.draft.slug}
              placeholder={slugify(editing.draft.name.fr ?? '')}
              onChange={(e) => set({ slug: e.target.value.toLowerCase() })}
            />
            <LocalisedFields
              label={t('services.description')}
              value={editing.draft.description}
              onChange={(description) => set({ description })}
              langs={company.langs}
              multiline
            />
            <TextField
              label={t('common.order')}
              type="number"
              value={editing.draft.order}
              onChange={(e) => set({ order: Number(e.target.value) || 0 })}
            />
            <ImagesField
              label={t('services.images')}
              value={editing.draft.images}
              onChange={(images) => set({ images })}
            />
            <FormError error={action.error} />
          </div>
        </Dialog>
      )}
    </>
  );
}
