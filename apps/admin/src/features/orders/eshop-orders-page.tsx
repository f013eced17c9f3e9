import {
  ESHOP_ORDER_STATUS_VALUES,
  EshopOrderPageSchema,
  StaffEshopOrderAnswerSchema,
  type StaffEshopOrderSchema,
} from '@eclat/contracts';
import { canChangeEshopOrderStatus } from '@eclat/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Table, td } from '../../ui/page.tsx';
import { customerOf, type OrderDialogProps, StatusButtons } from './orders-table.tsx';
import { StatusOrdersPage } from './status-orders-page.tsx';

type Order = z.infer<typeof StaffEshopOrderSchema>;
const tone = (s: string) =>
  s === 'paid' || s === 'ready' ? 'info' : s === 'collected' ? 'good' : s === 'pending' ? 'warn' : 'bad';

/** E-shop orders (click and collect): pending → paid → ready → collected, cancellations restock. */
export function EshopOrdersPage() {
  const { t } = useI18n();
  return (
    <StatusOrdersPage
      title={t('nav.eshopOrders')}
      path="/api/eshop/orders"
      schema={EshopOrderPageSchema}
      statuses={ESHOP_ORDER_STATUS_VALUES}
      statusLabel={(s) => t(`eshop.status.${s}`)}
      statusTone={tone}
      column={{ head: t('today.shop'), cell: (o) => o.shop?.name ?? '—' }}
      dialog={EshopOrderDialog}
    />
  );
}

function EshopOrderDialog({ order, onClose, onChanged }: OrderDialogProps<Order>) {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const [current, setCurrent] = useState(order);
  const action = useAction();
  const next = ESHOP_ORDER_STATUS_VALUES.filter((to) => canChangeEshopOrderStatus(current.status, to));
  const change = async (status: (typeof ESHOP_ORDER_STATUS_VALUES)[number]) => {
    const done = await action.run(
      () =>
        api.request(`/api/eshop/orders/${current.id}/status`, {
          method: 'PUT',
          body: { status },
          schema: StaffEshopOrderAnswerSchema,
        }),
      t('orders.statusChanged'),
    );
    if (done) {
      setCurrent(done.order);
      onChanged();
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('orders.eshopTitle', { id: current.id })}
      wide
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          <Badge tone={tone(current.status)}>{t(`eshop.status.${current.status}`)}</Badge> ·{' '}
          {customerOf(current)} · {current.shop?.name ?? '—'}
        </p>
        <Table head={[t('services.name'), t('eshop.quantity'), t('eshop.unitPrice'), t('orders.total')]}>
          {current.lines.map((l) => (
            <tr key={l.id}>
              <td className={td}>{l.name}</td>
              <td className={td}>{l.quantity}</td>
              <td className={td}>{formatMoney(l.unitPrice, lang)}</td>
              <td className={td}>{formatMoney(l.lineTotal, lang)}</td>
            </tr>
          ))}
        </Table>
        <p className="text-right text-sm">
          {current.discount > 0 && `${t('eshop.discount')} −${formatMoney(current.discount, lang)} · `}
          <strong>{formatMoney(current.total, lang)}</strong>
        </p>
        <StatusButtons next={next} label={(to) => t(`eshop.to.${to}`)} busy={action.busy} onChange={change} />
        <FormError error={action.error} />
      </div>
    </Dialog>
  );
}
