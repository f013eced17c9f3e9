import {
  ArticlesAdminAnswerSchema,
  EshopCategoriesAdminAnswerSchema,
  EshopCategoryAdminAnswerSchema,
  type EshopCategoryAdminSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { NoContent } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { CheckboxField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { cleanLocalised, LocalisedFields, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';
import { ImageField } from '../content/image-field.tsx';
import { slugify } from './slug.ts';

type Category = z.infer<typeof EshopCategoryAdminSchema>;
type Draft = {
  slug: string;
  name: LocalisedValue;
  order: number;
  image: string | null;
  articleIds: number[];
};

/** Categories of the online shop, with their products in order. */
export function EshopCategoriesPage() {
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const list = useLoad(
    (signal) =>
      api.request('/api/eshopcategories', {
        query: { all: 1 },
        schema: EshopCategoriesAdminAnswerSchema,
        signal,
      }),
    [api],
  );
  const products = useLoad(
    (signal) =>
      api.request('/api/articles/bo', { query: { type: '2' }, schema: ArticlesAdminAnswerSchema, signal }),
    [api],
  );
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const action = useAction();
  const open = (c: Category | null) =>
    setEditing({
      id: c?.id ?? null,
      draft: {
        slug: c?.slug ?? '',
        name: c?.name ?? {},
        order: c?.order ?? 0,
        image: c?.image ?? null,
        articleIds: c?.articleIds ?? [],
      },
    });

  async function save() {
    if (!editing) return;
    const d = editing.draft;
    const body = {
      ...d,
      slug: d.slug || slugify(d.name.fr ?? Object.values(d.name).find(Boolean) ?? ''),
      name: cleanLocalised(d.name),
    };
    const done = await action.run(
      () =>
        editing.id
          ? api.request(`/api/eshopcategories/${editing.id}`, {
              method: 'PUT',
              body,
              schema: EshopCategoryAdminAnswerSchema,
            })
          : api.request('/api/eshopcategories', {
              method: 'POST',
              body,
              schema: EshopCategoryAdminAnswerSchema,
            }),
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
      () =>
        api
          .request(`/api/eshopcategories/${editing.id}`, { method: 'DELETE', schema: NoContent })
          .then(() => true),
      t('common.deleted'),
    );
    if (done) {
      setEditing(null);
      list.reload();
    }
  }
  const set = (changes: Partial<Draft>) =>
    editing && setEditing({ ...editing, draft: { ...editing.draft, ...changes } });
  const d = editing?.draft;
  return (
    <>
      <PageHeader
        title={t('nav.eshopCategories')}
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
      ) : list.data.eshopCategories.length === 0 ? (
        <EmptyState title={t('categories.empty')} />
      ) : (
        <Table head={[t('services.name'), t('services.products'), t('common.order')]}>
          {list.data.eshopCategories.map((c) => (
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
              <td className={td}>{c.articleIds.length}</td>
              <td className={td}>{c.order}</td>
            </tr>
          ))}
        </Table>
      )}
      {editing && d && (
        <Dialog
          open
          wide
          onOpenChange={(o) => !o && setEditing(null)}
          title={editing.id ? localise(d.name, lang) : t('categories.new')}
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
                disabled={action.busy || !Object.values(d.name).some((n) => n?.trim())}
              >
                {t('common.save')}
              </Button>
            </>
          }
        >
          <div className="flex flex-col gap-3">
            <LocalisedFields
              label={t('services.name')}
              value={d.name}
              onChange={(name) => set({ name })}
              langs={company.langs}
              required
            />
            <TextField
              label={t('shops.slug')}
              value={d.slug}
              placeholder={slugify(d.name.fr ?? '')}
              onChange={(e) => set({ slug: e.target.value.toLowerCase() })}
            />
            <TextField
              label={t('common.order')}
              type="number"
              min={0}
              value={d.order}
              onChange={(e) => set({ order: Number(e.target.value) || 0 })}
            />
            <ImageField label={t('slides.image')} value={d.image} onChange={(image) => set({ image })} />
            <fieldset>
              <legend className="mb-1 text-sm font-semibold">{t('services.products')}</legend>
              <div className="grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2">
                {products.data?.articles.map((p) => (
                  <CheckboxField
                    key={p.id}
                    label={localise(p.name, lang)}
                    checked={d.articleIds.includes(p.id)}
                    onChange={(e) =>
                      set({
                        articleIds: e.target.checked
                          ? [...d.articleIds, p.id]
                          : d.articleIds.filter((x) => x !== p.id),
                      })
                    }
                  />
                ))}
              </div>
            </fieldset>
            <FormError error={action.error} />
          </div>
        </Dialog>
      )}
    </>
  );
}
