import {
  type BookingOrder,
  BookingOrderStatusSchema,
  CustomerCreditSchema,
  MoveBookingAnswerSchema,
  UseCreditAnswerSchema,
} from '@eclat/contracts';
import { BOOKING_ORDER_STATUSES, canChangeBookingStatus } from '@eclat/domain';
import { useState } from 'react';
import { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { formatDateTime, formatMoney, moneyInput, parseMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { atLeast } from '../../lib/permissions.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { customerLabel } from '../today/customer-picker.tsx';
import { statusKey, statusTone } from '../today/status.ts';
import { type OrderDialogProps, StatusButtons } from './orders-table.tsx';
import { RefundForm } from './refund-form.tsx';

const CreditAnswer = z.object({ credit: CustomerCreditSchema });

/** A booking order: its appointments, status changes along the ADR 0008 lifecycle, credit and refunds. */
export function BookingOrderDialog({ order, onClose, onChanged }: OrderDialogProps<BookingOrder>) {
  const { api, viewer } = useSignedIn();
  const { t, lang } = useI18n();
  const [current, setCurrent] = useState(order);
  const action = useAction();
  const [useAmount, setUseAmount] = useState('');
  const credit = useLoad(
    (signal) =>
      current.customer
        ? api.request(`/api/stats/credits/customer/${current.customer.id}`, { schema: CreditAnswer, signal })
        : Promise.resolve(null),
    [api, current.customer?.id],
  );
  const reload = async () => {
    const { order: fresh } = await api.request(`/api/stats/booking-orders/${current.id}`, {
      schema: MoveBookingAnswerSchema,
    });
    setCurrent(fresh);
    credit.reload();
    onChanged();
  };

  const next = BOOKING_ORDER_STATUSES.filter(
    (to) => canChangeBookingStatus(current.status, to) && to !== 'refunded' && to !== 'expired',
  );
  const change = async (status: (typeof BOOKING_ORDER_STATUSES)[number]) => {
    const done = await action.run(
      () =>
        api.request(`/api/stats/booking-orders/${current.id}/status`, {
          method: 'PUT',
          body: { status: BookingOrderStatusSchema.parse(status) },
          schema: MoveBookingAnswerSchema,
        }),
      t('orders.statusChanged'),
    );
    if (done) {
      setCurrent(done.order);
      onChanged();
    }
  };
  const owed = current.total - current.paidAmount;
  const balance = credit.data?.credit.balance ?? 0;
  const useCents = parseMoney(useAmount);
  const spend = async () => {
    if (!useCents) return;
    const done = await action.run(
      () =>
        api.request('/api/stats/use', {
          method: 'POST',
          body: { bookingOrderId: current.id, amount: useCents },
          schema: UseCreditAnswerSchema,
        }),
      t('orders.creditUsed'),
    );
    if (done) {
      setUseAmount('');
      await reload();
    }
  };
  const refundable = current.paidAmount - current.refundedAmount;

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('orders.bookingTitle', { id: current.id })}
      wide
    >
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">{t('today.status')}</dt>
          <dd>
            <Badge tone={statusTone(current.status)}>{t(statusKey(current.status))}</Badge>
          </dd>
          <dt className="text-stone-600">{t('today.customer')}</dt>
          <dd>{current.customer ? `${customerLabel(current.customer)} · ${current.customer.email}` : '—'}</dd>
          <dt className="text-stone-600">{t('today.shop')}</dt>
          <dd>{current.shop.name}</dd>
          <dt className="text-stone-600">{t('orders.total')}</dt>
          <dd>{formatMoney(current.total, lang)}</dd>
          <dt className="text-stone-600">{t('orders.paid')}</dt>
          <dd>{formatMoney(current.paidAmount, lang)}</dd>
          <dt className="text-stone-600">{t('orders.refunded')}</dt>
          <dd>{formatMoney(current.refundedAmount, lang)}</dd>
          <dt className="text-stone-600">{t('orders.createdAt')}</dt>
          <dd>
            {formatDateTime(current.createdAt, lang)} ·{' '}
            {current.origin === 'web' ? t('today.originWeb') : t('today.originBackoffice')}
          </dd>
          {current.transactionId && (
            <>
              <dt className="text-stone-600">{t('orders.transaction')}</dt>
              <dd className="font-mono text-xs">{current.transactionId}</dd>
            </>
          )}
        </dl>
        <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
          {current.appointments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2 p-2 text-sm">
              <span className="flex-1">
                {formatDateTime(a.start, lang)} · {a.serviceName}
                {a.employee ? ` · ${a.employee}` : ''}
              </span>
              <span>{formatMoney(a.price, lang)}</span>
              <Badge tone={statusTone(a.status)}>{t(statusKey(a.status))}</Badge>
            </li>
          ))}
        </ul>
        <StatusButtons
          next={next}
          label={(to) => t(`orders.to.${to}` as 'orders.to.confirmed')}
          busy={action.busy}
          onChange={change}
        />
        {current.customer && owed > 0 && balance > 0 && current.status !== 'cancelled' && (
          <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
            <legend className="px-1 text-sm font-semibold">{t('orders.useCredit')}</legend>
            <p className="text-sm">{t('orders.creditBalance', { amount: formatMoney(balance, lang) })}</p>
            <div className="flex items-end gap-2">
              <TextField
                label={t('refund.amount')}
                inputMode="decimal"
                value={useAmount}
                placeholder={moneyInput(Math.min(balance, owed))}
                onChange={(e) => setUseAmount(e.target.value)}
              />
              <Button
                onClick={spend}
                disabled={!useCents || useCents > Math.min(balance, owed) || action.busy}
              >
                {t('orders.useCreditSubmit')}
              </Button>
            </div>
          </fieldset>
        )}
        {atLeast(viewer, 'manager') && refundable > 0 && (
          <RefundForm target="booking" id={current.id} refundable={refundable} onDone={reload} />
        )}
        <FormError error={action.error} />
      </div>
    </Dialog>
  );
}
