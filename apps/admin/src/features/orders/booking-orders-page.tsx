import { type BookingOrder, BookingOrderPageSchema, BookingOrderStatusSchema } from '@eclat/contracts';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { DateRangeFilter, FilterSelect, filterGrid } from '../../ui/list-filters.tsx';
import { PagedList, PER_PAGE, useListQuery } from '../../ui/list-page.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { shopOptions, useVisibleShops } from '../shell/use-visible-shops.ts';
import { statusKey } from '../today/status.ts';
import { BookingOrderDialog } from './booking-order-dialog.tsx';
import { BookingOrdersTable } from './booking-orders-table.tsx';

const FILTERS = ['status', 'shops', 'start', 'end', 'customer', 'origin', 'transactionId', 'sort'] as const;

/** Booking orders of the statistics service (spec §7): filters, pages, and each order's actions. */
export function BookingOrdersPage() {
  const { api } = useSignedIn();
  const { t } = useI18n();
  const query = useListQuery(FILTERS);
  const [open, setOpen] = useState<BookingOrder | null>(null);
  // Typed freely, applied on leaving the field or on Enter (not on every key).
  const [customer, setCustomer] = useState(query.get('customer'));
  const shops = useVisibleShops();
  const list = useLoad(
    (signal) =>
      api.request('/api/stats/booking-orders', {
        query: { ...query.filters, page: query.page, itemPerPage: PER_PAGE },
        schema: BookingOrderPageSchema,
        signal,
      }),
    [api, query.key],
  );

  return (
    <>
      <PageHeader title={t('nav.bookingOrders')} />
      <div className={filterGrid}>
        <TextField
          label={t('orders.customer')}
          type="search"
          value={customer}
          onChange={(e) => setCustomer(e.target.value)}
          onBlur={() => query.set({ customer: customer.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && query.set({ customer: customer.trim() })}
        />
        <FilterSelect
          query={query}
          param="status"
          label={t('today.status')}
          options={BookingOrderStatusSchema.options.map((s) => ({ value: s, label: t(statusKey(s)) }))}
        />
        <FilterSelect query={query} param="shops" label={t('today.shop')} options={shopOptions(shops.data)} />
        <FilterSelect
          query={query}
          param="origin"
          label={t('orders.origin')}
          options={[
            { value: 'web', label: t('today.originWeb') },
            { value: 'backoffice', label: t('today.originBackoffice') },
          ]}
        />
        <DateRangeFilter query={query} />
        <SelectField
          label={t('customers.sort')}
          value={query.params.get('sort') ?? '-createdAt'}
          onChange={(e) => query.set({ sort: e.target.value })}
        >
          <option value="-createdAt">{t('orders.sort.newest')}</option>
          <option value="createdAt">{t('orders.sort.oldest')}</option>
          <option value="-total">{t('orders.sort.highest')}</option>
          <option value="total">{t('orders.sort.lowest')}</option>
        </SelectField>
      </div>
      <PagedList
        query={query}
        loaded={list}
        items={(d) => d.orders}
        empty={t('orders.none')}
        skeletonRows={8}
      >
        {(orders) => <BookingOrdersTable orders={orders} onOpen={setOpen} />}
      </PagedList>
      {open && <BookingOrderDialog order={open} onClose={() => setOpen(null)} onChanged={list.reload} />}
    </>
  );
}
