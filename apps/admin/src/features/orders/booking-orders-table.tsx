import type { BookingOrder } from '@eclat/contracts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { Table, td } from '../../ui/page.tsx';
import { customerLabel } from '../today/customer-picker.tsx';
import { statusKey, statusTone } from '../today/status.ts';

export function BookingOrdersTable({
  orders,
  onOpen,
}: {
  orders: BookingOrder[];
  onOpen: (order: BookingOrder) => void;
}) {
  const { t, lang } = useI18n();
  return (
    <Table
      head={[
        t('orders.number'),
        t('orders.createdAt'),
        t('today.customer'),
        t('today.shop'),
        t('orders.total'),
        t('today.status'),
      ]}
    >
      {orders.map((o) => (
        <tr key={o.id}>
          <td className={td}>
            <button type="button" className="font-medium text-brand-800 underline" onClick={() => onOpen(o)}>
              {t('orders.numberValue', { id: o.id })}
            </button>
          </td>
          <td className={td}>{formatDateTime(o.createdAt, lang)}</td>
          <td className={td}>{o.customer ? customerLabel(o.customer) : '—'}</td>
          <td className={td}>{o.shop.name}</td>
          <td className={td}>{formatMoney(o.total, lang)}</td>
          <td className={td}>
            <Badge tone={statusTone(o.status)}>{t(statusKey(o.status))}</Badge>
          </td>
        </tr>
      ))}
    </Table>
  );
}
