import {
  GiftThemeAdminAnswerSchema,
  type GiftThemeAdminSchema,
  GiftThemesAdminAnswerSchema,
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
import { Badge, EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SwitchField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { cleanLocalised, LocalisedFields, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';
import { ImageField } from '../content/image-field.tsx';

type Theme = z.infer<typeof GiftThemeAdminSchema>;
type Draft = { name: LocalisedValue; image: string | null; order: number; active: boolean };

/** Gift voucher themes (spec §3 booker.gifts.themes): the designs buyers choose from. */
export function GiftThemesPage() {
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const list = useLoad(
    (signal) =>
      api.request('/api/gifts/themes', { query: { all: 1 }, schema: GiftThemesAdminAnswerSchema, signal }),
    [api],
  );
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const action = useAction();
  const open = (theme: Theme | null) =>
    setEditing({
      id: theme?.id ?? null,
      draft: {
        name: theme?.name ?? {},
        image: theme?.image ?? null,
        order: theme?.order ?? 0,
        active: theme?.active ?? true,
      },
    });

  async function save() {
    if (!editing) return;
    const body = { ...editing.draft, name: cleanLocalised(editing.draft.name) };
    const done = await action.run(
      () =>
        editing.id
          ? api.request(`/api/gifts/themes/${editing.id}`, {
              method: 'PUT',
              body,
              schema: GiftThemeAdminAnswerSchema,
            })
          : api.request('/api/gifts/themes', { method: 'POST', body, schema: GiftThemeAdminAnswerSchema }),
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
          .request(`/api/gifts/themes/${editing.id}`, { method: 'DELETE', schema: NoContent })
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
        title={t('nav.giftThemes')}
        description={t('giftThemes.explained')}
        actions={
          <Button variant="primary" icon={<Plus aria-hidden size={18} />} onClick={() => open(null)}>
            {t('giftThemes.new')}
          </Button>
        }
      />
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton />
      ) : list.data.themes.length === 0 ? (
        <EmptyState title={t('giftThemes.empty')} />
      ) : (
        <Table head={[t('services.name'), t('common.order'), '']}>
          {list.data.themes.map((theme) => (
            <tr key={theme.id}>
              <td className={td}>
                <button
                  type="button"
                  className="font-medium text-brand-800 underline"
                  onClick={() => open(theme)}
                >
                  {localise(theme.name, lang)}
                </button>
              </td>
              <td className={td}>{theme.order}</td>
              <td className={td}>{!theme.active && <Badge>{t('resources.inactive')}</Badge>}</td>
            </tr>
          ))}
        </Table>
      )}
      {editing && d && (
        <Dialog
          open
          onOpenChange={(o) => !o && setEditing(null)}
          title={editing.id ? localise(d.name, lang) : t('giftThemes.new')}
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
            <ImageField label={t('slides.image')} value={d.image} onChange={(image) => set({ image })} />
            <TextField
              label={t('common.order')}
              type="number"
              min={0}
              value={d.order}
              onChange={(e) => set({ order: Number(e.target.value) || 0 })}
            />
            <SwitchField
              label={t('resources.active')}
              checked={d.active}
              onChange={(active) => set({ active })}
            />
            <FormError error={action.error} />
          </div>
        </Dialog>
      )}
    </>
  );
}
