import type { Lang } from '@eclat/contracts/langs';
import { useI18n } from '../lib/i18n/i18n.tsx';
import { slugify } from '../lib/slug.ts';
import { CheckboxField, TextField } from './fields.tsx';
import { LocalisedFields, type LocalisedValue } from './localised-fields.tsx';

// The fields the back office's simple entities share in their edit dialogs (names, slug, order,
// a date-time range, a group of checkboxes) and the checks their save buttons make.

/** Whether a name has been typed in at least one language (the one thing every entity needs). */
export const hasText = (value: LocalisedValue) => Object.values(value).some((text) => text?.trim());

/** The slug typed, or one made from the French name (else the first name given). */
export const slugOr = (slug: string, name: LocalisedValue) =>
  slug || slugify(name.fr ?? Object.values(name).find(Boolean) ?? '');

/** The slug field: lower case, the slug the name would give as placeholder. */
export function SlugField({
  value,
  name,
  onChange,
  className,
}: {
  value: string;
  name: LocalisedValue;
  onChange: (slug: string) => void;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <TextField
      className={className}
      label={t('shops.slug')}
      value={value}
      placeholder={slugify(name.fr ?? '')}
      onChange={(e) => onChange(e.target.value.toLowerCase())}
    />
  );
}

/** The position in a list (a whole number, 0 when cleared). */
export function OrderField({
  value,
  onChange,
  min,
}: {
  value: number;
  onChange: (order: number) => void;
  min?: number;
}) {
  const { t } = useI18n();
  return (
    <TextField
      label={t('common.order')}
      type="number"
      min={min}
      value={value}
      onChange={(e) => onChange(Number(e.target.value) || 0)}
    />
  );
}

/** A start and an end as local date-times (two fields; the caller lays them out). */
export function DateTimeRangeFields({
  start,
  end,
  onChange,
  required,
}: {
  start: string;
  end: string;
  onChange: (changes: { start?: string; end?: string }) => void;
  required?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={t('coupons.start')}
        type="datetime-local"
        value={start}
        onChange={(e) => onChange({ start: e.target.value })}
        required={required}
      />
      <TextField
        label={t('coupons.end')}
        type="datetime-local"
        value={end}
        onChange={(e) => onChange({ end: e.target.value })}
        required={required}
      />
    </>
  );
}

/** The entity's name in every enabled language, French required. */
export function NameFields({
  value,
  onChange,
  langs,
}: {
  value: LocalisedValue;
  onChange: (name: LocalisedValue) => void;
  langs: readonly Lang[];
}) {
  const { t } = useI18n();
  return (
    <LocalisedFields label={t('services.name')} value={value} onChange={onChange} langs={langs} required />
  );
}

/** Ids picked among options (an entity's shops, a category's products), one checkbox each. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  listClassName,
}: {
  legend: string;
  options: readonly { id: number; label: string }[] | undefined;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Lays the checkboxes out (a scrolling grid for long lists); none: one under the other. */
  listClassName?: string;
}) {
  const boxes = options?.map((o) => (
    <CheckboxField
      key={o.id}
      label={o.label}
      checked={value.includes(o.id)}
      onChange={(e) => onChange(e.target.checked ? [...value, o.id] : value.filter((x) => x !== o.id))}
    />
  ));
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {listClassName ? <div className={listClassName}>{boxes}</div> : boxes}
    </fieldset>
  );
}
