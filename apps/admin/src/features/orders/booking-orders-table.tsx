import type { BookingOrder } from '@eclat/contracts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { statusKey, statusTone } from '../today/status.ts';
import { OrdersTable } from './orders-table.tsx';

export function BookingOrdersTable({
  orders,
  onOpen,
}: {
  orders: BookingOrder[];
  onOpen: (order: BookingOrder) => void;
}) {
  const { t } = useI18n();
  return (
    <OrdersTable
      orders={orders}
      onOpen={onOpen}
      column={{ head: t('today.shop'), cell: (o) => o.shop.name }}
      status={(o) => <Badge tone={statusTone(o.status)}>{t(statusKey(o.status))}</Badge>}
    />
  );
}
