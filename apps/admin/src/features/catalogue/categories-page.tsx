import {
  CategoriesAdminAnswerSchema,
  type CategoryAdmin,
  CategoryAdminAnswerSchema,
  DeletedAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { EntityDialog, EntityListPage, useEntityEditor } from '../../ui/entity-editor.tsx';
import { hasText, NameFields, OrderField, SlugField, slugOr } from '../../ui/entity-fields.tsx';
import { OpenButton } from '../../ui/list-page.tsx';
import { cleanLocalised, LocalisedFields } from '../../ui/localised-fields.tsx';
import { Table, td } from '../../ui/page.tsx';
import { ImagesField } from '../content/image-field.tsx';

type Draft = Pick<CategoryAdmin, 'slug' | 'name' | 'description' | 'order'> & { images: string[] };

/** Service categories (spec §3 Category): names and descriptions per language, order, images. */
export function CategoriesPage() {
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const list = useLoad(
    (signal) => api.request('/api/categories/bo', { schema: CategoriesAdminAnswerSchema, signal }),
    [api],
  );
  const editor = useEntityEditor<Draft>(list.reload, {
    api,
    base: '/api/categories',
    answer: CategoryAdminAnswerSchema,
    deleted: DeletedAnswerSchema,
  });
  const open = (c: CategoryAdmin | null) =>
    editor.open(
      c?.id ?? null,
      c
        ? {
            slug: c.slug,
            name: c.name,
            description: c.description,
            order: c.order,
            images: c.images.map((i) => i.url),
          }
        : { slug: '', name: {}, description: {}, order: (list.data?.categories.length ?? 0) + 1, images: [] },
    );
  const save = () =>
    editor.save((d) => ({
      slug: slugOr(d.slug, d.name),
      name: cleanLocalised(d.name),
      description: cleanLocalised(d.description),
      order: d.order,
      images: d.images.map((url) => ({ url })),
    }));

  const { editing, set } = editor;
  return (
    <>
      <EntityListPage
        title={t('nav.categories')}
        newLabel={t('categories.new')}
        onNew={() => open(null)}
        loaded={list}
        items={(d) => d.categories}
        empty={t('categories.empty')}
      >
        {(categories) => (
          <Table head={[t('services.name'), t('shops.slug'), t('categories.articles'), t('common.order')]}>
            {categories.map((c) => (
              <tr key={c.id}>
                <td className={td}>
                  <OpenButton onClick={() => open(c)}>{localise(c.name, lang)}</OpenButton>
                </td>
                <td className={td}>{c.slug}</td>
                <td className={td}>{c.articles.length}</td>
                <td className={td}>{c.order}</td>
              </tr>
            ))}
          </Table>
        )}
      </EntityListPage>
      {editing && (
        <EntityDialog
          title={editing.id ? localise(editing.draft.name, lang) : t('categories.new')}
          wide
          editor={editor}
          canSave={hasText(editing.draft.name)}
          onSave={save}
        >
          <NameFields value={editing.draft.name} onChange={(name) => set({ name })} langs={company.langs} />
          <SlugField
            value={editing.draft.slug}
            name={editing.draft.name}
            onChange={(slug) => set({ slug })}
          />
          <LocalisedFields
            label={t('services.description')}
            value={editing.draft.description}
            onChange={(description) => set({ description })}
            langs={company.langs}
            multiline
          />
          <OrderField value={editing.draft.order} onChange={(order) => set({ order })} />
          <ImagesField
            label={t('services.images')}
            value={editing.draft.images}
            onChange={(images) => set({ images })}
          />
        </EntityDialog>
      )}
    </>
  );
}
