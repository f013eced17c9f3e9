import { StaffPostCategoriesAnswerSchema, StaffPostCategoryAnswerSchema } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { NoContent } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { cleanLocalised, LocalisedFields, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';
import { slugify } from '../catalogue/slug.ts';

type Draft = { slug: string; name: LocalisedValue; order: number };

/** The magazine's sections. */
export function PostCategoriesPage() {
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const list = useLoad(
    (signal) =>
      api.request('/api/postcategories', {
        query: { all: 1 },
        schema: StaffPostCategoriesAnswerSchema,
        signal,
      }),
    [api],
  );
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const action = useAction();

  async function save() {
    if (!editing) return;
    const d = editing.draft;
    const body = {
      slug: d.slug || slugify(d.name.fr ?? Object.values(d.name).find(Boolean) ?? ''),
      name: cleanLocalised(d.name),
      order: d.order,
    };
    const done = await action.run(
      () =>
        editing.id
          ? api.request(`/api/postcategories/${editing.id}`, {
              method: 'PUT',
              body,
              schema: StaffPostCategoryAnswerSchema,
            })
          : api.request('/api/postcategories', {
              method: 'POST',
              body,
              schema: StaffPostCategoryAnswerSchema,
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
          .request(`/api/postcategories/${editing.id}`, { method: 'DELETE', schema: NoContent })
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
  return (
    <>
      <PageHeader
        title={t('nav.postCategories')}
        actions={
          <Button
            variant="primary"
            icon={<Plus aria-hidden size={18} />}
            onClick={() => setEditing({ id: null, draft: { slug: '', name: {}, order: 0 } })}
          >
            {t('categories.new')}
          </Button>
        }
      />
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton />
      ) : list.data.postcategories.length === 0 ? (
        <EmptyState title={t('categories.empty')} />
      ) : (
        <Table head={[t('services.name'), t('shops.slug'), t('common.order')]}>
          {list.data.postcategories.map((c) => (
            <tr key={c.id}>
              <td className={td}>
                <button
                  type="button"
                  className="font-medium text-brand-800 underline"
                  onClick={() =>
                    setEditing({ id: c.id, draft: { slug: c.slug, name: c.name, order: c.order } })
                  }
                >
                  {localise(c.name, lang)}
                </button>
              </td>
              <td className={td}>{c.slug}</td>
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
            <TextField
              label={t('common.order')}
              type="number"
              min={0}
              value={editing.draft.order}
              onChange={(e) => set({ order: Number(e.target.value) || 0 })}
            />
            <FormError error={action.error} />
          </div>
        </Dialog>
      )}
    </>
  );
}
