import type { Lang } from '@eclat/contracts/langs';
import { LANG_NAMES, useI18n } from '../lib/i18n/i18n.tsx';
import { TextAreaField, TextField } from './fields.tsx';

export type LocalisedValue = Partial<Record<Lang, string>>;

/**
 * One text per enabled language (names in every enabled language, issue 9): fr first, each field
 * labelled with its language so screen readers tell them apart.
 */
export function LocalisedFields({
  label,
  value,
  onChange,
  langs,
  multiline = false,
  required = false,
  name,
}: {
  label: string;
  value: LocalisedValue;
  onChange: (value: LocalisedValue) => void;
  langs: readonly Lang[];
  multiline?: boolean;
  required?: boolean;
  /** Prefix of the inputs' names (e2e tests and autofill). */
  name?: string;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{label}</legend>
      {langs.map((lang) => {
        const common = {
          label: `${label} — ${LANG_NAMES[lang]}`,
          value: value[lang] ?? '',
          name: name ? `${name}-${lang}` : undefined,
          lang,
          required: required && lang === 'fr',
          hint: lang === 'fr' && langs.length > 1 ? t('common.frFallback') : undefined,
        };
        return multiline ? (
          <TextAreaField
            key={lang}
            rows={3}
            {...common}
            onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
          />
        ) : (
          <TextField
            key={lang}
            {...common}
            onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
          />
        );
      })}
    </fieldset>
  );
}

/** A language map without blank entries, as the API stores it. */
export function cleanLocalised(value: LocalisedValue): LocalisedValue {
  return Object.fromEntries(
    Object.entries(value).filter(([, text]) => typeof text === 'string' && text.trim() !== ''),
  );
}
