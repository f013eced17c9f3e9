import { type ComponentProps, type ComponentType, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Badge } from '../../ui/feedback.tsx';
import { CustomerFilter, DateRangeFilter, FilterSelect, filterGrid } from '../../ui/list-filters.tsx';
import { PagedList, PER_PAGE, useListQuery } from '../../ui/list-page.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { type OrderDialogProps, type OrderRow, OrdersTable } from './orders-table.tsx';

const FILTERS = ['status', 'start', 'end', 'customer'] as const;

type Tone = ComponentProps<typeof Badge>['tone'];

/** An order's status as a coloured badge. */
export function StatusBadge<S extends string>({
  status,
  label,
  tone,
}: {
  status: S;
  label: (status: S) => string;
  tone: (status: S) => Tone;
}) {
  return <Badge tone={tone(status)}>{label(status)}</Badge>;
}

/**
 * The e-shop and gift orders listings: customer, status and dates as URL filters, a page of
 * orders, and the order's own dialog. The booking orders have more filters and stay apart.
 */
export function StatusOrdersPage<S extends string, O extends OrderRow & { status: S }>({
  title,
  path,
  schema,
  statuses,
  statusLabel,
  statusTone,
  column,
  dialog: OrderDialog,
}: {
  title: string;
  /** The listing's endpoint (its query: the filters, page and itemPerPage). */
  path: string;
  schema: z.ZodType<{ orders: O[]; total: number }>;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  statusTone: (status: S) => Tone;
  column: { head: string; cell: (order: O) => ReactNode };
  dialog: ComponentType<OrderDialogProps<O>>;
}) {
  const { api } = useSignedIn();
  const { t } = useI18n();
  const query = useListQuery(FILTERS);
  const [open, setOpen] = useState<O | null>(null);
  const list = useLoad(
    (signal) =>
      api.request(path, {
        query: { ...query.filters, page: query.page, itemPerPage: PER_PAGE },
        schema,
        signal,
      }),
    [api, query.key],
  );
  return (
    <>
      <PageHeader title={title} />
      <div className={filterGrid}>
        <CustomerFilter query={query} />
        <FilterSelect
          query={query}
          param="status"
          label={t('today.status')}
          options={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
        />
        <DateRangeFilter query={query} />
      </div>
      <PagedList
        query={query}
        loaded={list}
        items={(d) => d.orders}
        empty={t('orders.none')}
        skeletonRows={6}
      >
        {(orders) => (
          <OrdersTable
            orders={orders}
            onOpen={setOpen}
            column={column}
            status={(o) => <StatusBadge status={o.status} label={statusLabel} tone={statusTone} />}
          />
        )}
      </PagedList>
      {open && <OrderDialog order={open} onClose={() => setOpen(null)} onChanged={list.reload} />}
    </>
  );
}
