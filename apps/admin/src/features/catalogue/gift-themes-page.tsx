import {
  GiftThemeAdminAnswerSchema,
  type GiftThemeAdminSchema,
  GiftThemesAdminAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { EntityDialog, EntityListPage, useEntityEditor } from '../../ui/entity-editor.tsx';
import { hasText, NameFields, OrderField } from '../../ui/entity-fields.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { SwitchField } from '../../ui/fields.tsx';
import { OpenButton } from '../../ui/list-page.tsx';
import { cleanLocalised, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { Table, td } from '../../ui/page.tsx';
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
  const editor = useEntityEditor<Draft>(list.reload, {
    api,
    base: '/api/gifts/themes',
    answer: GiftThemeAdminAnswerSchema,
  });
  const open = (theme: Theme | null) =>
    editor.open(theme?.id ?? null, {
      name: theme?.name ?? {},
      image: theme?.image ?? null,
      order: theme?.order ?? 0,
      active: theme?.active ?? true,
    });
  const save = () => editor.save((draft) => ({ ...draft, name: cleanLocalised(draft.name) }));

  const { editing, set } = editor;
  const d = editing?.draft;
  return (
    <>
      <EntityListPage
        title={t('nav.giftThemes')}
        description={t('giftThemes.explained')}
        newLabel={t('giftThemes.new')}
        onNew={() => open(null)}
        loaded={list}
        items={(data) => data.themes}
        empty={t('giftThemes.empty')}
      >
        {(themes) => (
          <Table head={[t('services.name'), t('common.order'), '']}>
            {themes.map((theme) => (
              <tr key={theme.id}>
                <td className={td}>
                  <OpenButton onClick={() => open(theme)}>{localise(theme.name, lang)}</OpenButton>
                </td>
                <td className={td}>{theme.order}</td>
                <td className={td}>{!theme.active && <Badge>{t('resources.inactive')}</Badge>}</td>
              </tr>
            ))}
          </Table>
        )}
      </EntityListPage>
      {editing && d && (
        <EntityDialog
          title={editing.id ? localise(d.name, lang) : t('giftThemes.new')}
          editor={editor}
          canSave={hasText(d.name)}
          onSave={save}
        >
          <NameFields value={d.name} onChange={(name) => set({ name })} langs={company.langs} />
          <ImageField label={t('slides.image')} value={d.image} onChange={(image) => set({ image })} />
          <OrderField value={d.order} onChange={(order) => set({ order })} min={0} />
          <SwitchField
            label={t('resources.active')}
            checked={d.active}
            onChange={(active) => set({ active })}
          />
        </EntityDialog>
      )}
    </>
  );
}
