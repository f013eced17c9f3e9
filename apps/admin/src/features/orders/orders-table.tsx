import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { OpenButton } from '../../ui/list-page.tsx';
import { Table, td } from '../../ui/page.tsx';
import { customerLabel } from '../today/customer-picker.tsx';

type Customer = Parameters<typeof customerLabel>[0];
export type OrderRow = { id: number; createdAt: string; customer: Customer | null; total: number };

/** "—" when an order has no customer (a walk-in, a deleted account). */
export const customerOf = (order: { customer: Customer | null }) =>
  order.customer ? customerLabel(order.customer) : '—';

/**
 * The orders listings (bookings, e-shop, gifts): number, date, customer, one column of the kind's
 * own, total and status.
 */
export function OrdersTable<O extends OrderRow>({
  orders,
  onOpen,
  column,
  status,
}: {
  orders: readonly O[];
  onOpen: (order: O) => void;
  column: { head: string; cell: (order: O) => ReactNode };
  status: (order: O) => ReactNode;
}) {
  const { t, lang } = useI18n();
  return (
    <Table
      head={[
        t('orders.number'),
        t('orders.createdAt'),
        t('today.customer'),
        column.head,
        t('orders.total'),
        t('today.status'),
      ]}
    >
      {orders.map((o) => (
        <tr key={o.id}>
          <td className={td}>
            <OpenButton onClick={() => onOpen(o)}>{t('orders.numberValue', { id: o.id })}</OpenButton>
          </td>
          <td className={td}>{formatDateTime(o.createdAt, lang)}</td>
          <td className={td}>{customerOf(o)}</td>
          <td className={td}>{column.cell(o)}</td>
          <td className={td}>{formatMoney(o.total, lang)}</td>
          <td className={td}>{status(o)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** What an order's dialog gets from its listing. */
export type OrderDialogProps<O> = { order: O; onClose: () => void; onChanged: () => void };

/** The statuses an order may move to next, one button each (cancelling in red). */
export function StatusButtons<S extends string>({
  next,
  label,
  busy,
  onChange,
}: {
  next: readonly S[];
  label: (status: S) => string;
  busy: boolean;
  onChange: (status: S) => void;
}) {
  if (next.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {next.map((to) => (
        <Button
          key={to}
          size="sm"
          variant={to === 'cancelled' ? 'danger' : 'secondary'}
          onClick={() => onChange(to)}
          disabled={busy}
        >
          {label(to)}
        </Button>
      ))}
    </div>
  );
}
