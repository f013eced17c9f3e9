import {
  ArticlesAdminAnswerSchema,
  EshopCategoriesAdminAnswerSchema,
  EshopCategoryAdminAnswerSchema,
  type EshopCategoryAdminSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { EntityDialog, EntityListPage, useEntityEditor } from '../../ui/entity-editor.tsx';
import {
  CheckboxGroup,
  hasText,
  NameFields,
  OrderField,
  SlugField,
  slugOr,
} from '../../ui/entity-fields.tsx';
import { OpenButton } from '../../ui/list-page.tsx';
import { cleanLocalised, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { Table, td } from '../../ui/page.tsx';
import { ImageField } from '../content/image-field.tsx';

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
  const editor = useEntityEditor<Draft>(list.reload, {
    api,
    base: '/api/eshopcategories',
    answer: EshopCategoryAdminAnswerSchema,
  });
  const open = (c: Category | null) =>
    editor.open(c?.id ?? null, {
      slug: c?.slug ?? '',
      name: c?.name ?? {},
      order: c?.order ?? 0,
      image: c?.image ?? null,
      articleIds: c?.articleIds ?? [],
    });
  const save = () =>
    editor.save((draft) => ({
      ...draft,
      slug: slugOr(draft.slug, draft.name),
      name: cleanLocalised(draft.name),
    }));

  const { editing, set } = editor;
  const d = editing?.draft;
  return (
    <>
      <EntityListPage
        title={t('nav.eshopCategories')}
        newLabel={t('categories.new')}
        onNew={() => open(null)}
        loaded={list}
        items={(data) => data.eshopCategories}
        empty={t('categories.empty')}
      >
        {(categories) => (
          <Table head={[t('services.name'), t('services.products'), t('common.order')]}>
            {categories.map((c) => (
              <tr key={c.id}>
                <td className={td}>
                  <OpenButton onClick={() => open(c)}>{localise(c.name, lang)}</OpenButton>
                </td>
                <td className={td}>{c.articleIds.length}</td>
                <td className={td}>{c.order}</td>
              </tr>
            ))}
          </Table>
        )}
      </EntityListPage>
      {editing && d && (
        <EntityDialog
          title={editing.id ? localise(d.name, lang) : t('categories.new')}
          wide
          editor={editor}
          canSave={hasText(d.name)}
          onSave={save}
        >
          <NameFields value={d.name} onChange={(name) => set({ name })} langs={company.langs} />
          <SlugField value={d.slug} name={d.name} onChange={(slug) => set({ slug })} />
          <OrderField value={d.order} onChange={(order) => set({ order })} min={0} />
          <ImageField label={t('slides.image')} value={d.image} onChange={(image) => set({ image })} />
          <CheckboxGroup
            legend={t('services.products')}
            options={products.data?.articles.map((p) => ({ id: p.id, label: localise(p.name, lang) }))}
            value={d.articleIds}
            onChange={(articleIds) => set({ articleIds })}
            listClassName="grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2"
          />
        </EntityDialog>
      )}
    </>
  );
}
