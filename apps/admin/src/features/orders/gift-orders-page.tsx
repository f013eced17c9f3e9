import { GIFT_ORDER_STATUS_VALUES, GiftOrderPageSchema, type GiftOrderSchema } from '@eclat/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { atLeast } from '../../lib/permissions.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Badge, EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { customerLabel } from '../today/customer-picker.tsx';
import { RefundForm } from './refund-form.tsx';

type Order = z.infer<typeof GiftOrderSchema>;
const PER_PAGE = 20;
const tone = (s: string) => (s === 'paid' ? 'good' : s === 'pending' ? 'warn' : 'bad');

/** Gift voucher orders of the statistics service, their vouchers, and refunds. */
export function GiftOrdersPage() {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Order | null>(null);
  const page = Number(params.get('page')) || 1;
  const filters = Object.fromEntries(
    ['status', 'start', 'end', 'customer'].flatMap((k) =>
      params.get(k) ? [[k, params.get(k) as string]] : [],
    ),
  );
  const list = useLoad(
    (signal) =>
      api.request('/api/stats/gift-orders', {
        query: { ...filters, page, itemPerPage: PER_PAGE },
        schema: GiftOrderPageSchema,
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
      <PageHeader title={t('nav.giftOrders')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('orders.customer')}
          type="search"
          defaultValue={params.get('customer') ?? ''}
          onBlur={(e) => set({ customer: e.target.value.trim() })}
        />
        <SelectField
          label={t('today.status')}
          value={params.get('status') ?? ''}
          onChange={(e) => set({ status: e.target.value })}
        >
          <option value="">{t('common.all')}</option>
          {GIFT_ORDER_STATUS_VALUES.map((s) => (
            <option key={s} value={s}>
              {t(`gift.status.${s}`)}
            </option>
          ))}
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
      </div>
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton rows={6} />
      ) : list.data.orders.length === 0 ? (
        <EmptyState title={t('orders.none')} />
      ) : (
        <>
          <Table
            head={[
              t('orders.number'),
              t('orders.createdAt'),
              t('today.customer'),
              t('gift.vouchers'),
              t('orders.total'),
              t('today.status'),
            ]}
          >
            {list.data.orders.map((o) => (
              <tr key={o.id}>
                <td className={td}>
                  <button
                    type="button"
                    className="font-medium text-brand-800 underline"
                    onClick={() => setOpen(o)}
                  >
                    {t('orders.numberValue', { id: o.id })}
                  </button>
                </td>
                <td className={td}>{formatDateTime(o.createdAt, lang)}</td>
                <td className={td}>{o.customer ? customerLabel(o.customer) : '—'}</td>
                <td className={td}>{o.gifts.length}</td>
                <td className={td}>{formatMoney(o.total, lang)}</td>
                <td className={td}>
                  <Badge tone={tone(o.status)}>{t(`gift.status.${o.status}`)}</Badge>
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
      {open && <GiftOrderDialog order={open} onClose={() => setOpen(null)} onChanged={list.reload} />}
    </>
  );
}

function GiftOrderDialog({
  order,
  onClose,
  onChanged,
}: {
  order: Order;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { viewer } = useSignedIn();
  const { t, lang } = useI18n();
  const refundable =
    order.status === 'paid' || order.status === 'refunded' ? order.total - order.refundedAmount : 0;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('orders.giftTitle', { id: order.id })} wide>
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          <Badge tone={tone(order.status)}>{t(`gift.status.${order.status}`)}</Badge> ·{' '}
          {order.customer ? customerLabel(order.customer) : '—'} · {formatMoney(order.total, lang)}
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
