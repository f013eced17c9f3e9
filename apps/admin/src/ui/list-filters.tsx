import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n/i18n.tsx';
import { SelectField, TextField } from './fields.tsx';
import type { ListQuery } from './list-page.tsx';

/** The filters above a paged listing: one to four columns as the screen widens. */
export const filterGrid = 'mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4';

/** A choice among values kept in the URL parameter `param`, "all" (no parameter) first. */
export function FilterSelect({
  query,
  param,
  label,
  options,
}: {
  query: ListQuery;
  param: string;
  label: string;
  options: readonly { value: string | number; label: ReactNode }[];
}) {
  const { t } = useI18n();
  return (
    <SelectField
      label={label}
      value={query.get(param)}
      onChange={(e) => query.set({ [param]: e.target.value })}
    >
      <option value="">{t('common.all')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A date window kept in two URL parameters (the orders' start/end by default). */
export function DateRangeFilter({
  query,
  from = 'start',
  to = 'end',
  fromLabel,
  toLabel,
}: {
  query: ListQuery;
  from?: string;
  to?: string;
  fromLabel?: string;
  toLabel?: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={fromLabel ?? t('orders.from')}
        type="date"
        value={query.get(from)}
        onChange={(e) => query.set({ [from]: e.target.value })}
      />
      <TextField
        label={toLabel ?? t('orders.to')}
        type="date"
        value={query.get(to)}
        onChange={(e) => query.set({ [to]: e.target.value })}
      />
    </>
  );
}

/** The orders' customer search, applied when the field is left. */
export function CustomerFilter({ query }: { query: ListQuery }) {
  const { t } = useI18n();
  return (
    <TextField
      label={t('orders.customer')}
      type="search"
      defaultValue={query.get('customer')}
      onBlur={(e) => query.set({ customer: e.target.value.trim() })}
    />
  );
}
