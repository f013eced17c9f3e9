import {
  DeletedAnswerSchema,
  GeoGroupmentAdminAnswerSchema,
  type GeoGroupmentAdminSchema,
  GeoGroupmentsAdminAnswerSchema,
  ShopsAdminAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { EntityDialog, EntityListPage, putOrPost, useEntityEditor } from '../../ui/entity-editor.tsx';
import { CheckboxGroup, hasText, NameFields, OrderField } from '../../ui/entity-fields.tsx';
import { TextField } from '../../ui/fields.tsx';
import { OpenButton } from '../../ui/list-page.tsx';
import { cleanLocalised, LocalisedFields } from '../../ui/localised-fields.tsx';
import { Table, td } from '../../ui/page.tsx';
import { ImageField } from '../content/image-field.tsx';

type Group = z.infer<typeof GeoGroupmentAdminSchema>;
// The shops linked when the dialog opened ride along, so that saving sends only the changes.
type Draft = Omit<Group, 'id'> & { savedShops: number[] };

/** Geo groups (spec §3): the cities or areas shops are listed under on a marketplace home. */
export function GeoGroupsPage() {
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const list = useLoad(
    (signal) => api.request('/api/geogroupments/bo', { schema: GeoGroupmentsAdminAnswerSchema, signal }),
    [api],
  );
  const shops = useLoad(
    (signal) => api.request('/api/shops/bo', { schema: ShopsAdminAnswerSchema, signal }),
    [api],
  );
  const editor = useEntityEditor<Draft>(list.reload, {
    api,
    base: '/api/geogroupments',
    answer: GeoGroupmentAdminAnswerSchema,
    deleted: DeletedAnswerSchema,
  });

  const open = (g: Group | null) =>
    editor.open(
      g?.id ?? null,
      g
        ? { ...g, savedShops: g.shopIds }
        : {
            name: {},
            type: 'city',
            shortDescription: {},
            longDescription: {},
            image: null,
            order: 1,
            shopIds: [],
            savedShops: [],
          },
    );

  const save = () =>
    editor.saveWith(async ({ id, draft: d }) => {
      const body = {
        name: cleanLocalised(d.name),
        type: d.type.trim() || 'city',
        shortDescription: cleanLocalised(d.shortDescription),
        longDescription: cleanLocalised(d.longDescription),
        image: d.image,
        order: d.order,
      };
      const { geogroupment } = await putOrPost(
        api,
        '/api/geogroupments',
        id,
        body,
        GeoGroupmentAdminAnswerSchema,
      );
      for (const shopId of d.shopIds.filter((id) => !d.savedShops.includes(id)))
        await api.request(`/api/geogroupments/link/shop/${geogroupment.id}`, {
          method: 'POST',
          body: { shopId },
          schema: GeoGroupmentAdminAnswerSchema,
        });
      for (const shopId of d.savedShops.filter((id) => !d.shopIds.includes(id)))
        await api.request(`/api/geogroupments/link/shop/${geogroupment.id}`, {
          method: 'DELETE',
          body: { shopId },
          schema: GeoGroupmentAdminAnswerSchema,
        });
    });

  const { editing, set } = editor;
  return (
    <>
      <EntityListPage
        title={t('nav.geoGroups')}
        description={t('geo.explained')}
        newLabel={t('geo.new')}
        onNew={() => open(null)}
        loaded={list}
        items={(d) => d.geogroupments}
        empty={t('geo.empty')}
      >
        {(groups) => (
          <Table head={[t('services.name'), t('geo.type'), t('nav.shops'), t('common.order')]}>
            {groups.map((g) => (
              <tr key={g.id}>
                <td className={td}>
                  <OpenButton onClick={() => open(g)}>{localise(g.name, lang)}</OpenButton>
                </td>
                <td className={td}>{g.type}</td>
                <td className={td}>
                  {g.shopIds.map((id) => shops.data?.shops.find((s) => s.id === id)?.name ?? id).join(', ')}
                </td>
                <td className={td}>{g.order}</td>
              </tr>
            ))}
          </Table>
        )}
      </EntityListPage>
      {editing && (
        <EntityDialog
          title={editing.id ? localise(editing.draft.name, lang) : t('geo.new')}
          wide
          editor={editor}
          canSave={hasText(editing.draft.name)}
          onSave={save}
        >
          <NameFields value={editing.draft.name} onChange={(name) => set({ name })} langs={company.langs} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('geo.type')}
              hint={t('geo.typeHint')}
              value={editing.draft.type}
              onChange={(e) => set({ type: e.target.value })}
            />
            <OrderField value={editing.draft.order} onChange={(order) => set({ order })} />
          </div>
          <LocalisedFields
            label={t('geo.short')}
            value={editing.draft.shortDescription}
            onChange={(v) => set({ shortDescription: v })}
            langs={company.langs}
          />
          <LocalisedFields
            label={t('geo.long')}
            value={editing.draft.longDescription}
            onChange={(v) => set({ longDescription: v })}
            langs={company.langs}
            multiline
          />
          <ImageField
            label={t('geo.image')}
            value={editing.draft.image}
            onChange={(image) => set({ image })}
          />
          <CheckboxGroup
            legend={t('nav.shops')}
            options={shops.data?.shops.map((s) => ({ id: s.id, label: s.name }))}
            value={editing.draft.shopIds}
            onChange={(shopIds) => set({ shopIds })}
          />
        </EntityDialog>
      )}
    </>
  );
}
