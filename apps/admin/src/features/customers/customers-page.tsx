import { CUSTOMER_SORTS, CustomerSearchAnswerSchema, ShopsAdminAnswerSchema } from '@eclat/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { formatDate } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { visibleShops } from '../../lib/permissions.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Badge, EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { customerLabel } from '../today/customer-picker.tsx';

const PER_PAGE = 20;
const FILTERS = ['q', 'shopId', 'hasCard', 'status', 'createdFrom', 'createdTo', 'sort'] as const;

/** The customer file: search by name, e-mail, phone or code, with filters, a page at a time. */
export function CustomersPage() {
  const { api, viewer } = useSignedIn();
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const page = Number(params.get('page')) || 1;
  const filters = Object.fromEntries(
    FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])),
  );
  const key = params.toString();
  const shops = useLoad(
    (signal) =>
      api
        .request('/api/shops/bo', { schema: ShopsAdminAnswerSchema, signal })
        .then((r) => visibleShops(viewer, r.shops)),
    [api, viewer],
  );
  const list = useLoad(
    (signal) =>
      api.request('/api/backoffice/customers', {
        query: { ...filters, page, itemPerPage: PER_PAGE },
        schema: CustomerSearchAnswerSchema,
        signal,
      }),
    [api, key],
  );
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('nav.customerList')}
        description={viewer.type === 'access' ? t('customers.deskScope') : undefined}
      />
      <form
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: q.trim() });
        }}
      >
        <TextField
          label={t('customers.search')}
          hint={t('customers.searchHint')}
          type="search"
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onBlur={() => set({ q: q.trim() })}
        />
        <SelectField
          label={t('customers.visited')}
          value={params.get('shopId') ?? ''}
          onChange={(e) => set({ shopId: e.target.value })}
        >
          <option value="">{t('common.all')}</option>
          {shops.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('customers.card')}
          value={params.get('hasCard') ?? ''}
          onChange={(e) => set({ hasCard: e.target.value })}
        >
          <option value="">{t('common.all')}</option>
          <option value="1">{t('customers.withCard')}</option>
          <option value="0">{t('customers.withoutCard')}</option>
        </SelectField>
        <SelectField
          label={t('customers.status')}
          value={params.get('status') ?? ''}
          onChange={(e) => set({ status: e.target.value })}
        >
          <option value="">{t('common.all')}</option>
          <option value="active">{t('customers.active')}</option>
          <option value="pending">{t('customers.pending')}</option>
        </SelectField>
        <TextField
          label={t('customers.createdFrom')}
          type="date"
          value={params.get('createdFrom') ?? ''}
          onChange={(e) => set({ createdFrom: e.target.value })}
        />
        <TextField
          label={t('customers.createdTo')}
          type="date"
          value={params.get('createdTo') ?? ''}
          onChange={(e) => set({ createdTo: e.target.value })}
        />
        <SelectField
          label={t('customers.sort')}
          value={params.get('sort') ?? 'newest'}
          onChange={(e) => set({ sort: e.target.value })}
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
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton rows={8} />
      ) : list.data.customers.length === 0 ? (
        <EmptyState title={t('customers.none')} />
      ) : (
        <>
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
            {list.data.customers.map((c) => (
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
          <Pager
            page={page}
            total={list.data.total}
            perPage={PER_PAGE}
            onPage={(p) => set({ page: String(p) })}
          />
        </>
      )}
    </>
  );
}
