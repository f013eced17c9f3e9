import {
  ESHOP_ORDER_STATUS_VALUES,
  EshopOrderPageSchema,
  StaffEshopOrderAnswerSchema,
  type StaffEshopOrderSchema,
} from '@eclat/contracts';
import { canChangeEshopOrderStatus } from '@eclat/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Badge, EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { customerLabel } from '../today/customer-picker.tsx';

type Order = z.infer<typeof StaffEshopOrderSchema>;
const PER_PAGE = 20;
const tone = (s: string) =>
  s === 'paid' || s === 'ready' ? 'info' : s === 'collected' ? 'good' : s === 'pending' ? 'warn' : 'bad';

/** E-shop orders (click and collect): pending → paid → ready → collected, cancellations restock. */
export function EshopOrdersPage() {
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
      api.request('/api/eshop/orders', {
        query: { ...filters, page, itemPerPage: PER_PAGE },
        schema: EshopOrderPageSchema,
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
      <PageHeader title={t('nav.eshopOrders')} />
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
          {ESHOP_ORDER_STATUS_VALUES.map((s) => (
            <option key={s} value={s}>
              {t(`eshop.status.${s}`)}
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
              t('today.shop'),
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
                <td className={td}>{o.shop?.name ?? '—'}</td>
                <td className={td}>{formatMoney(o.total, lang)}</td>
                <td className={td}>
                  <Badge tone={tone(o.status)}>{t(`eshop.status.${o.status}`)}</Badge>
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
      {open && <EshopOrderDialog order={open} onClose={() => setOpen(null)} onChanged={list.reload} />}
    </>
  );
}

function EshopOrderDialog({
  order,
  onClose,
  onChanged,
}: {
  order: Order;
  onClose: () => void;
  onChanged: () => void;
}) {
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
          {current.customer ? customerLabel(current.customer) : '—'} · {current.shop?.name ?? '—'}
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
        {next.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {next.map((to) => (
              <Button
                key={to}
                size="sm"
                variant={to === 'cancelled' ? 'danger' : 'secondary'}
                onClick={() => change(to)}
                disabled={action.busy}
              >
                {t(`eshop.to.${to}`)}
              </Button>
            ))}
          </div>
        )}
        <FormError error={action.error} />
      </div>
    </Dialog>
  );
}
