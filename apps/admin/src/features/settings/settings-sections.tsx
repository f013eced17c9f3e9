import type { BookerInput, CompanyAdmin, Themes } from '@eclat/contracts';
import { DEFAULT_SHOP_WORD, MENU_LABEL_KEYS, SHOP_WORDS, type ShopWord } from '@eclat/contracts';
import type { Lang } from '@eclat/contracts/langs';
import { MAX_PER_CUSTOMER_LIMIT, maxPerCustomer, UNKNOWN_CUSTOMER_STOCK_MINUTES } from '@eclat/domain';
import { LANG_NAMES, LANGS, useI18n } from '../../lib/i18n/i18n.tsx';
import { CheckboxField, SelectField, SwitchField, TextAreaField, TextField } from '../../ui/fields.tsx';
import { LocalisedFields } from '../../ui/localised-fields.tsx';
import { Card } from '../../ui/page.tsx';
import { ImageField } from '../content/image-field.tsx';
import { COLOUR_KEYS, type ColourKey, FONT_SLOTS, THEME_FLAGS } from './preview.ts';
import { asMap } from './use-company-admin.ts';

export type SettingsDraft = {
  identity: CompanyAdmin['identity'];
  themes: Themes;
  booker: BookerInput;
  settings: CompanyAdmin['settings'];
  maintenance: boolean;
};
type Props = { draft: SettingsDraft; set: (draft: SettingsDraft) => void; langs: readonly Lang[] };

const HEX = /^#[0-9a-fA-F]{6}$/;

function ColourInput({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  name: string;
}) {
  return (
    <div className="flex items-end gap-2">
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="flex-1"
      />
      <input
        type="color"
        aria-label={label}
        value={HEX.test(value) ? value : '#000000'}
        onChange={(e) => onChange(e.target.value)}
        className="h-[42px] w-12 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
      />
    </div>
  );
}

/** Colours of the light and the dark theme (spec §3 themes.general, "colours exist for light and dark"). */
export function ColoursSection({
  draft,
  set,
  dark,
  setDark,
}: Props & { dark: boolean; setDark: (dark: boolean) => void }) {
  const { t } = useI18n();
  const setName = dark ? 'generalDark' : 'general';
  const colours = draft.themes[setName];
  const setColour = (key: ColourKey, value: string) =>
    set({ ...draft, themes: { ...draft.themes, [setName]: { ...draft.themes[setName], [key]: value } } });
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center gap-4">
        <SelectField
          label={t('settings.colourSet')}
          value={dark ? 'dark' : 'light'}
          onChange={(e) => setDark(e.target.value === 'dark')}
        >
          <option value="light">{t('settings.light')}</option>
          <option value="dark">{t('settings.dark')}</option>
        </SelectField>
        <div className="min-w-56">
          <SwitchField
            label={t('settings.darkDefault')}
            checked={draft.themes.general.dark}
            onChange={(v) =>
              set({ ...draft, themes: { ...draft.themes, general: { ...draft.themes.general, dark: v } } })
            }
          />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {COLOUR_KEYS.map((key) => (
          <ColourInput
            key={key}
            name={`colour-${key}`}
            label={t(`colour.${key}`)}
            value={colours[key]}
            onChange={(v) => setColour(key, v)}
          />
        ))}
      </div>
    </Card>
  );
}

export function TypeSection({ draft, set, langs }: Props) {
  const { t } = useI18n();
  const setIdentity = (changes: Partial<SettingsDraft['identity']>) =>
    set({ ...draft, identity: { ...draft.identity, ...changes } });
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('settings.identity')}>
        <div className="flex flex-col gap-3">
          <LocalisedFields
            label={t('settings.displayName')}
            value={asMap(draft.identity.displayName)}
            onChange={(v) => setIdentity({ displayName: v })}
            langs={langs}
          />
          <ImageField
            label={t('settings.logo')}
            value={draft.identity.logo?.url ?? null}
            onChange={(url) => setIdentity({ logo: url ? { url } : null })}
          />
          <ImageField
            label={t('settings.logoWhite')}
            value={draft.identity.logoWhite?.url ?? null}
            onChange={(url) => setIdentity({ logoWhite: url ? { url } : null })}
          />
          <TextField
            label={t('settings.logoSize')}
            type="number"
            min={16}
            max={200}
            value={draft.identity.logoSize}
            onChange={(e) => setIdentity({ logoSize: Number(e.target.value) || 50 })}
          />
        </div>
      </Card>
      <Card title={t('settings.fonts')}>
        <div className="flex flex-col gap-3">
          {FONT_SLOTS.map((slot) => {
            const font = draft.themes.general[slot];
            const setFont = (changes: Partial<typeof font>) =>
              set({
                ...draft,
                themes: {
                  ...draft.themes,
                  general: { ...draft.themes.general, [slot]: { ...font, ...changes } },
                },
              });
            return (
              <div key={slot} className="grid gap-2 sm:grid-cols-2">
                <TextField
                  label={t(`font.${slot}`)}
                  value={font.name}
                  onChange={(e) => setFont({ name: e.target.value })}
                />
                <TextField
                  label={t('settings.fontUrl', { font: t(`font.${slot}`) })}
                  hint={t('settings.fontUrlHint')}
                  value={font.url ?? ''}
                  onChange={(e) => setFont({ url: e.target.value.trim() || null })}
                />
              </div>
            );
          })}
        </div>
      </Card>
    </div>
  );
}

export function LayoutSection({ draft, set }: Props) {
  const { t } = useI18n();
  const general = draft.themes.general;
  const setGeneral = (changes: Partial<typeof general>) =>
    set({ ...draft, themes: { ...draft.themes, general: { ...general, ...changes } } });
  const setBooker = (changes: Partial<BookerInput>) =>
    set({ ...draft, booker: { ...draft.booker, ...changes } });
  return (
    <Card>
      {THEME_FLAGS.map((key) => (
        <SwitchField
          key={key}
          label={t(`layout.${key}`)}
          checked={general[key]}
          onChange={(v) => setGeneral({ [key]: v })}
        />
      ))}
      <SwitchField
        label={t('layout.transparentHeader')}
        checked={draft.booker.transparentHeader}
        onChange={(v) => setBooker({ transparentHeader: v })}
      />
      <SwitchField
        label={t('layout.headerDark')}
        checked={draft.booker.headerDark}
        onChange={(v) => setBooker({ headerDark: v })}
      />
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('layout.containerMaxWidth')}
          value={draft.booker.containerMaxWidth}
          onChange={(e) => setBooker({ containerMaxWidth: Number(e.target.value) === 768 ? 768 : 960 })}
        >
          <option value={768}>768 px</option>
          <option value={960}>960 px</option>
        </SelectField>
        <TextField
          label={t('layout.containedBackgroundColor')}
          value={general.containedBackgroundColor}
          onChange={(e) => setGeneral({ containedBackgroundColor: e.target.value })}
        />
      </div>
    </Card>
  );
}

const BOTTOM_SLOTS = ['services', 'contact', 'boutique', 'gift', 'magazine', 'profile', 'panier'] as const;

export function MenuSection({ draft, set, langs }: Props) {
  const { t } = useI18n();
  const labels = draft.settings.menuLabels;
  const setSettings = (changes: Partial<SettingsDraft['settings']>) =>
    set({ ...draft, settings: { ...draft.settings, ...changes } });
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('settings.languages')}>
        <p className="mb-2 text-sm text-stone-600">{t('settings.languagesHint')}</p>
        <div className="grid gap-1 sm:grid-cols-3">
          {LANGS.map((l) => (
            <CheckboxField
              key={l}
              name={`lang-${l}`}
              label={LANG_NAMES[l]}
              disabled={l === 'fr'}
              checked={l === 'fr' || Boolean(draft.booker.langs[l])}
              onChange={(e) =>
                set({
                  ...draft,
                  booker: {
                    ...draft.booker,
                    langs: { ...draft.booker.langs, fr: true, [l]: e.target.checked },
                  },
                })
              }
            />
          ))}
        </div>
      </Card>
      <Card title={t('settings.menuLabels')}>
        <p className="mb-2 text-sm text-stone-600">{t('settings.menuLabelsHint')}</p>
        <div className="grid gap-4 lg:grid-cols-2">
          {MENU_LABEL_KEYS.map((key) => (
            <LocalisedFields
              key={key}
              label={t(`menuLabel.${key}`)}
              value={asMap(labels[key])}
              onChange={(v) => setSettings({ menuLabels: { ...labels, [key]: v } })}
              langs={langs}
            />
          ))}
        </div>
      </Card>
      <Card title={t('settings.shopWord')}>
        <p className="mb-2 text-sm text-stone-600">{t('settings.shopWordHint')}</p>
        <SelectField
          label={t('settings.shopWord')}
          value={draft.settings.shopWord ?? DEFAULT_SHOP_WORD}
          onChange={(e) => setSettings({ shopWord: e.target.value as ShopWord })}
        >
          {SHOP_WORDS.map((word) => (
            <option key={word} value={word}>
              {t(`shopWord.${word}`)}
            </option>
          ))}
        </SelectField>
      </Card>
      <Card title={t('settings.bottomBar')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('settings.bottomLeft')}
            value={draft.settings.bottomNavLeft}
            onChange={(e) => setSettings({ bottomNavLeft: e.target.value })}
          >
            {BOTTOM_SLOTS.map((s) => (
              <option key={s} value={s}>
                {t(`slot.${s}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('settings.bottomRight')}
            value={draft.settings.bottomNavRight}
            onChange={(e) => setSettings({ bottomNavRight: e.target.value })}
          >
            {BOTTOM_SLOTS.map((s) => (
              <option key={s} value={s}>
                {t(`slot.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>
    </div>
  );
}

export function HomeSection({ draft, set, langs }: Props) {
  const { t } = useI18n();
  const setBooker = (changes: Partial<BookerInput>) =>
    set({ ...draft, booker: { ...draft.booker, ...changes } });
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('settings.home')}>
        <SelectField
          label={t('settings.homepageType')}
          hint={t('settings.homepageTypeHint')}
          value={draft.booker.homepageType}
          onChange={(e) => setBooker({ homepageType: e.target.value as BookerInput['homepageType'] })}
        >
          <option value="mono">{t('homepage.mono')}</option>
          <option value="mkp">{t('homepage.mkp')}</option>
          <option value="mkp-2">{t('homepage.mkp2')}</option>
        </SelectField>
        <div className="mt-2">
          <SwitchField
            label={t('settings.alertMessages')}
            checked={draft.booker.alertMessages}
            onChange={(v) => setBooker({ alertMessages: v })}
          />
        </div>
      </Card>
      <Card title={t('settings.couponPopup')}>
        <SwitchField
          label={t('settings.couponPopupOn')}
          checked={draft.booker.couponsPopupHome}
          onChange={(v) => setBooker({ couponsPopupHome: v })}
        />
        <div className="mt-2 flex flex-col gap-3">
          <LocalisedFields
            label={t('settings.couponPopupText')}
            value={asMap(draft.booker.couponsPopupText)}
            onChange={(v) => setBooker({ couponsPopupText: v })}
            langs={langs}
            multiline
          />
          <ImageField
            label={t('settings.popupImage')}
            value={draft.booker.popupImg?.url ?? null}
            onChange={(url) => setBooker({ popupImg: url ? { url } : null })}
          />
        </div>
      </Card>
    </div>
  );
}

export function StatusSection({ draft, set, langs }: Props) {
  const { t } = useI18n();
  const setBooker = (changes: Partial<BookerInput>) =>
    set({ ...draft, booker: { ...draft.booker, ...changes } });
  return (
    <Card>
      <SwitchField
        label={t('settings.siteDisabled')}
        hint={t('settings.siteDisabledHint')}
        checked={draft.booker.siteDisabled}
        onChange={(v) => setBooker({ siteDisabled: v })}
      />
      <SwitchField
        label={t('settings.maintenance')}
        hint={t('settings.maintenanceHint')}
        checked={draft.maintenance}
        onChange={(v) => set({ ...draft, maintenance: v })}
      />
      <SwitchField
        label={t('settings.hideDefault')}
        checked={draft.booker.siteDisabledHideDefault}
        onChange={(v) => setBooker({ siteDisabledHideDefault: v })}
      />
      <div className="mt-3">
        <LocalisedFields
          label={t('settings.disabledMessage')}
          value={asMap(draft.booker.siteDisabledMessage)}
          onChange={(v) => setBooker({ siteDisabledMessage: v })}
          langs={langs}
          multiline
        />
      </div>
    </Card>
  );
}

/** What an unpaid basket may hold (ADR 0010, "Holding limits"). */
export function ShopSection({ draft, set }: Props) {
  const { t } = useI18n();
  const products = draft.booker.products;
  return (
    <Card title={t('settings.shopHolds')}>
      <TextField
        label={t('settings.maxPerCustomer')}
        hint={t('settings.maxPerCustomerHint', {
          max: MAX_PER_CUSTOMER_LIMIT,
          minutes: UNKNOWN_CUSTOMER_STOCK_MINUTES,
        })}
        name="max-per-customer"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PER_CUSTOMER_LIMIT}
        step={1}
        className="max-w-xs"
        value={products.maxPerCustomer}
        onChange={(e) =>
          set({
            ...draft,
            booker: {
              ...draft.booker,
              products: { ...products, maxPerCustomer: maxPerCustomer(Number(e.target.value)) },
            },
          })
        }
      />
    </Card>
  );
}

export function CssSection({ draft, set }: Props) {
  const { t } = useI18n();
  return (
    <Card>
      <TextAreaField
        label={t('settings.customCss')}
        hint={t('settings.customCssHint')}
        name="custom-css"
        rows={16}
        spellCheck={false}
        className="font-mono"
        value={draft.themes.general.customCss}
        onChange={(e) =>
          set({
            ...draft,
            themes: { ...draft.themes, general: { ...draft.themes.general, customCss: e.target.value } },
          })
        }
      />
    </Card>
  );
}
