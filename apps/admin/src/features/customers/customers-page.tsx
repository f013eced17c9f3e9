import { CUSTOMER_SORTS, CustomerSearchAnswerSchema } from '@eclat/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { formatDate } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Badge } from '../../ui/feedback.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { DateRangeFilter, FilterSelect, filterGrid } from '../../ui/list-filters.tsx';
import { PagedList, PER_PAGE, useListQuery } from '../../ui/list-page.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';
import { shopOptions, useVisibleShops } from '../shell/use-visible-shops.ts';
import { customerLabel } from '../today/customer-picker.tsx';

const FILTERS = ['q', 'shopId', 'hasCard', 'status', 'createdFrom', 'createdTo', 'sort'] as const;

/** The customer file: search by name, e-mail, phone or code, with filters, a page at a time. */
export function CustomersPage() {
  const { api, viewer } = useSignedIn();
  const { t, lang } = useI18n();
  const query = useListQuery(FILTERS);
  const [q, setQ] = useState(query.get('q'));
  const shops = useVisibleShops();
  const list = useLoad(
    (signal) =>
      api.request('/api/backoffice/customers', {
        query: { ...query.filters, page: query.page, itemPerPage: PER_PAGE },
        schema: CustomerSearchAnswerSchema,
        signal,
      }),
    [api, query.key],
  );

  return (
    <>
      <PageHeader
        title={t('nav.customerList')}
        description={viewer.type === 'access' ? t('customers.deskScope') : undefined}
      />
      <form
        className={filterGrid}
        onSubmit={(e) => {
          e.preventDefault();
          query.set({ q: q.trim() });
        }}
      >
        <TextField
          label={t('customers.search')}
          hint={t('customers.searchHint')}
          type="search"
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onBlur={() => query.set({ q: q.trim() })}
        />
        <FilterSelect
          query={query}
          param="shopId"
          label={t('customers.visited')}
          options={shopOptions(shops.data)}
        />
        <FilterSelect
          query={query}
          param="hasCard"
          label={t('customers.card')}
          options={[
            { value: '1', label: t('customers.withCard') },
            { value: '0', label: t('customers.withoutCard') },
          ]}
        />
        <FilterSelect
          query={query}
          param="status"
          label={t('customers.status')}
          options={[
            { value: 'active', label: t('customers.active') },
            { value: 'pending', label: t('customers.pending') },
          ]}
        />
        <DateRangeFilter
          query={query}
          from="createdFrom"
          to="createdTo"
          fromLabel={t('customers.createdFrom')}
          toLabel={t('customers.createdTo')}
        />
        <SelectField
          label={t('customers.sort')}
          value={query.params.get('sort') ?? 'newest'}
          onChange={(e) => query.set({ sort: e.target.value })}
        >
          {CUSTOMER_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`customers.sort.${s}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="sr-only">
          {t('common.search')}
        </button>
      </form>
      <PagedList
        query={query}
        loaded={list}
        items={(d) => d.customers}
        empty={t('customers.none')}
        skeletonRows={8}
      >
        {(customers) => (
          <Table
            head={[
              t('customers.name'),
              t('customer.phone'),
              t('customer.email'),
              t('customers.visits'),
              t('customers.lastVisit'),
              '',
            ]}
          >
            {customers.map((c) => (
              <tr key={c.id}>
                <td className={td}>
                  <Link className="font-medium text-brand-800 underline" to={`/customers/${c.id}`}>
                    {customerLabel(c)}
                  </Link>
                </td>
                <td className={td}>{c.phone ?? '—'}</td>
                <td className={`${td} break-all`}>{c.email}</td>
                <td className={td}>{c.visits}</td>
                <td className={td}>{c.lastVisit ? formatDate(c.lastVisit, lang) : '—'}</td>
                <td className={`${td} flex gap-1`}>
                  {c.loyalty && (
                    <Badge tone="info">{t('customers.points', { points: c.loyalty.points })}</Badge>
                  )}
                  {c.status === 'pending' && <Badge tone="warn">{t('customers.pending')}</Badge>}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </PagedList>
    </>
  );
}
