import { GIFT_ORDER_STATUS_VALUES, GiftOrderPageSchema, type GiftOrderSchema } from '@eclat/contracts';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { atLeast } from '../../lib/permissions.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { Table, td } from '../../ui/page.tsx';
import { customerOf, type OrderDialogProps } from './orders-table.tsx';
import { RefundForm } from './refund-form.tsx';
import { StatusOrdersPage } from './status-orders-page.tsx';

type Order = z.infer<typeof GiftOrderSchema>;
const tone = (s: string) => (s === 'paid' ? 'good' : s === 'pending' ? 'warn' : 'bad');

/** Gift voucher orders of the statistics service, their vouchers, and refunds. */
export function GiftOrdersPage() {
  const { t } = useI18n();
  return (
    <StatusOrdersPage
      title={t('nav.giftOrders')}
      path="/api/stats/gift-orders"
      schema={GiftOrderPageSchema}
      statuses={GIFT_ORDER_STATUS_VALUES}
      statusLabel={(s) => t(`gift.status.${s}`)}
      statusTone={tone}
      column={{ head: t('gift.vouchers'), cell: (o) => o.gifts.length }}
      dialog={GiftOrderDialog}
    />
  );
}

function GiftOrderDialog({ order, onClose, onChanged }: OrderDialogProps<Order>) {
  const { viewer } = useSignedIn();
  const { t, lang } = useI18n();
  const refundable =
    order.status === 'paid' || order.status === 'refunded' ? order.total - order.refundedAmount : 0;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('orders.giftTitle', { id: order.id })} wide>
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          <Badge tone={tone(order.status)}>{t(`gift.status.${order.status}`)}</Badge> · {customerOf(order)} ·{' '}
          {formatMoney(order.total, lang)}
          {order.refundedAmount > 0 &&
            ` · ${t('orders.refunded')} ${formatMoney(order.refundedAmount, lang)}`}
        </p>
        <Table
          head={[t('gift.code'), t('gift.recipient'), t('gift.amount'), t('gift.balance'), t('today.status')]}
        >
          {order.gifts.map((g) => (
            <tr key={g.id}>
              <td className={`${td} font-mono`}>{g.code}</td>
              <td className={td}>{g.recipientName ?? '—'}</td>
              <td className={td}>{formatMoney(g.amount, lang)}</td>
              <td className={td}>{formatMoney(g.balance, lang)}</td>
              <td className={td}>{t(`gift.voucher.${g.status}`)}</td>
            </tr>
          ))}
        </Table>
        {atLeast(viewer, 'manager') && refundable > 0 && (
          <RefundForm
            target="gift"
            id={order.id}
            refundable={refundable}
            onDone={() => {
              onChanged();
              onClose();
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
