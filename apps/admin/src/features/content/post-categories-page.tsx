import { StaffPostCategoriesAnswerSchema, StaffPostCategoryAnswerSchema } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { EntityDialog, EntityListPage, useEntityEditor } from '../../ui/entity-editor.tsx';
import { hasText, NameFields, OrderField, SlugField, slugOr } from '../../ui/entity-fields.tsx';
import { OpenButton } from '../../ui/list-page.tsx';
import { cleanLocalised, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { Table, td } from '../../ui/page.tsx';

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
  const editor = useEntityEditor<Draft>(list.reload, {
    api,
    base: '/api/postcategories',
    answer: StaffPostCategoryAnswerSchema,
  });
  const save = () =>
    editor.save((d) => ({ slug: slugOr(d.slug, d.name), name: cleanLocalised(d.name), order: d.order }));

  const { editing, set } = editor;
  return (
    <>
      <EntityListPage
        title={t('nav.postCategories')}
        newLabel={t('categories.new')}
        onNew={() => editor.open(null, { slug: '', name: {}, order: 0 })}
        loaded={list}
        items={(d) => d.postcategories}
        empty={t('categories.empty')}
      >
        {(categories) => (
          <Table head={[t('services.name'), t('shops.slug'), t('common.order')]}>
            {categories.map((c) => (
              <tr key={c.id}>
                <td className={td}>
                  <OpenButton
                    onClick={() => editor.open(c.id, { slug: c.slug, name: c.name, order: c.order })}
                  >
                    {localise(c.name, lang)}
                  </OpenButton>
                </td>
                <td className={td}>{c.slug}</td>
                <td className={td}>{c.order}</td>
              </tr>
            ))}
          </Table>
        )}
      </EntityListPage>
      {editing && (
        <EntityDialog
          title={editing.id ? localise(editing.draft.name, lang) : t('categories.new')}
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
          <OrderField value={editing.draft.order} onChange={(order) => set({ order })} min={0} />
        </EntityDialog>
      )}
    </>
  );
}
