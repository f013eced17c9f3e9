import {
  DeletedAnswerSchema,
  GeoGroupmentAdminAnswerSchema,
  type GeoGroupmentAdminSchema,
  GeoGroupmentsAdminAnswerSchema,
  ShopsAdminAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { CheckboxField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { cleanLocalised, LocalisedFields } from '../../ui/localised-fields.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';
import { ImageField } from '../content/image-field.tsx';

type Group = z.infer<typeof GeoGroupmentAdminSchema>;
type Draft = Omit<Group, 'id'>;

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
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft; savedShops: number[] } | null>(
    null,
  );
  const action = useAction();

  const open = (g: Group | null) =>
    setEditing({
      id: g?.id ?? null,
      savedShops: g?.shopIds ?? [],
      draft: g
        ? { ...g }
        : {
            name: {},
            type: 'city',
            shortDescription: {},
            longDescription: {},
            image: null,
            order: 1,
            shopIds: [],
          },
    });

  async function save() {
    if (!editing) return;
    const d = editing.draft;
    const body = {
      name: cleanLocalised(d.name),
      type: d.type.trim() || 'city',
      shortDescription: cleanLocalised(d.shortDescription),
      longDescription: cleanLocalised(d.longDescription),
      image: d.image,
      order: d.order,
    };
    const done = await action.run(async () => {
      const { geogroupment } = editing.id
        ? await api.request(`/api/geogroupments/${editing.id}`, {
            method: 'PUT',
            body,
            schema: GeoGroupmentAdminAnswerSchema,
          })
        : await api.request('/api/geogroupments', {
            method: 'POST',
            body,
            schema: GeoGroupmentAdminAnswerSchema,
          });
      for (const shopId of d.shopIds.filter((id) => !editing.savedShops.includes(id)))
        await api.request(`/api/geogroupments/link/shop/${geogroupment.id}`, {
          method: 'POST',
          body: { shopId },
          schema: GeoGroupmentAdminAnswerSchema,
        });
      for (const shopId of editing.savedShops.filter((id) => !d.shopIds.includes(id)))
        await api.request(`/api/geogroupments/link/shop/${geogroupment.id}`, {
          method: 'DELETE',
          body: { shopId },
          schema: GeoGroupmentAdminAnswerSchema,
        });
      return geogroupment;
    }, t('common.saved'));
    if (done) {
      setEditing(null);
      list.reload();
    }
  }

  async function destroy() {
    if (!editing?.id) return;
    const done = await action.run(
      () =>
        api.request(`/api/geogroupments/${editing.id}`, { method: 'DELETE', schema: DeletedAnswerSchema }),
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
        title={t('nav.geoGroups')}
        description={t('geo.explained')}
        actions={
          <Button variant="primary" icon={<Plus aria-hidden size={18} />} onClick={() => open(null)}>
            {t('geo.new')}
          </Button>
        }
      />
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton />
      ) : list.data.geogroupments.length === 0 ? (
        <EmptyState title={t('geo.empty')} />
      ) : (
        <Table head={[t('services.name'), t('geo.type'), t('nav.shops'), t('common.order')]}>
          {list.data.geogroupments.map((g) => (
            <tr key={g.id}>
              <td className={td}>
                <button
                  type="button"
                  className="font-medium text-brand-800 underline"
                  onClick={() => open(g)}
                >
                  {localise(g.name, lang)}
                </button>
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
      {editing && (
        <Dialog
          open
          onOpenChange={(o) => !o && setEditing(null)}
          title={editing.id ? localise(editing.draft.name, lang) : t('geo.new')}
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
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('geo.type')}
                hint={t('geo.typeHint')}
                value={editing.draft.type}
                onChange={(e) => set({ type: e.target.value })}
              />
              <TextField
                label={t('common.order')}
                type="number"
                value={editing.draft.order}
                onChange={(e) => set({ order: Number(e.target.value) || 0 })}
              />
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
            <fieldset>
              <legend className="mb-1 text-sm font-semibold">{t('nav.shops')}</legend>
              {shops.data?.shops.map((s) => (
                <CheckboxField
                  key={s.id}
                  label={s.name}
                  checked={editing.draft.shopIds.includes(s.id)}
                  onChange={(e) =>
                    set({
                      shopIds: e.target.checked
                        ? [...editing.draft.shopIds, s.id]
                        : editing.draft.shopIds.filter((x) => x !== s.id),
                    })
                  }
                />
              ))}
            </fieldset>
            <FormError error={action.error} />
          </div>
        </Dialog>
      )}
    </>
  );
}
