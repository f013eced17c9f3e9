import {
  type BookingOrder,
  BookingOrderPageSchema,
  BookingOrderStatusSchema,
  ShopsAdminAnswerSchema,
} from '@eclat/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { visibleShops } from '../../lib/permissions.ts';
import { useLoad } from '../../lib/use-load.ts';
import { EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { statusKey } from '../today/status.ts';
import { BookingOrderDialog } from './booking-order-dialog.tsx';
import { BookingOrdersTable } from './booking-orders-table.tsx';

const PER_PAGE = 20;
const FILTERS = ['status', 'shops', 'start', 'end', 'customer', 'origin', 'transactionId', 'sort'] as const;

/** Booking orders of the statistics service (spec §7): filters, pages, and each order's actions. */
export function BookingOrdersPage() {
  const { api, viewer } = useSignedIn();
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<BookingOrder | null>(null);
  const [customer, setCustomer] = useState(params.get('customer') ?? '');
  const page = Number(params.get('page')) || 1;
  const filters = Object.fromEntries(
    FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])),
  );
  const shops = useLoad(
    (signal) =>
      api
        .request('/api/shops/bo', { schema: ShopsAdminAnswerSchema, signal })
        .then((r) => visibleShops(viewer, r.shops)),
    [api, viewer],
  );
  const list = useLoad(
    (signal) =>
      api.request('/api/stats/booking-orders', {
        query: { ...filters, page, itemPerPage: PER_PAGE },
        schema: BookingOrderPageSchema,
        signal,
      }),
    [api, params.toString()],
  );
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('nav.bookingOrders')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('orders.customer')}
          type="search"
          value={customer}
          onChange={(e) => setCustomer(e.target.value)}
          onBlur={() => set({ customer: customer.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && set({ customer: customer.trim() })}
        />
        <SelectField
          label={t('today.status')}
          value={params.get('status') ?? ''}
          onChange={(e) => set({ status: e.target.value })}
        >
          <option value="">{t('common.all')}</option>
          {BookingOrderStatusSchema.options.map((s) => (
            <option key={s} value={s}>
              {t(statusKey(s))}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('today.shop')}
          value={params.get('shops') ?? ''}
          onChange={(e) => set({ shops: e.target.value })}
        >
          <option value="">{t('common.all')}</option>
          {shops.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('orders.origin')}
          value={params.get('origin') ?? ''}
          onChange={(e) => set({ origin: e.target.value })}
        >
          <option value="">{t('common.all')}</option>
          <option value="web">{t('today.originWeb')}</option>
          <option value="backoffice">{t('today.originBackoffice')}</option>
        </SelectField>
        <TextField
          label={t('orders.from')}
          type="date"
          value={params.get('start') ?? ''}
          onChange={(e) => set({ start: e.target.value })}
        />
        <TextField
          label={t('orders.to')}
          type="date"
          value={params.get('end') ?? ''}
          onChange={(e) => set({ end: e.target.value })}
        />
        <SelectField
          label={t('customers.sort')}
          value={params.get('sort') ?? '-createdAt'}
          onChange={(e) => set({ sort: e.target.value })}
        >
          <option value="-createdAt">{t('orders.sort.newest')}</option>
          <option value="createdAt">{t('orders.sort.oldest')}</option>
          <option value="-total">{t('orders.sort.highest')}</option>
          <option value="total">{t('orders.sort.lowest')}</option>
        </SelectField>
      </div>
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton rows={8} />
      ) : list.data.orders.length === 0 ? (
        <EmptyState title={t('orders.none')} />
      ) : (
        <>
          <BookingOrdersTable orders={list.data.orders} onOpen={setOpen} />
          <Pager
            page={page}
            total={list.data.total}
            perPage={PER_PAGE}
            onPage={(p) => set({ page: String(p) })}
          />
        </>
      )}
      {open && <BookingOrderDialog order={open} onClose={() => setOpen(null)} onChanged={list.reload} />}
    </>
  );
}
