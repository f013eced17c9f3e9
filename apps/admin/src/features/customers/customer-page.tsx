import {
  BackofficeCustomerAnswerSchema,
  type BookingOrder,
  BookingOrderSchema,
  CustomerCreditSchema,
  type EraseAnswer,
  EshopOrderPageSchema,
  GiftOrderPageSchema,
} from '@eclat/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { formatDate, formatDateTime, formatMoney, parseMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { atLeast } from '../../lib/permissions.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Badge, EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Card, PageHeader, Table, td } from '../../ui/page.tsx';
import { BookingOrderDialog } from '../orders/booking-order-dialog.tsx';
import { BookingOrdersTable } from '../orders/booking-orders-table.tsx';
import { customerLabel } from '../today/customer-picker.tsx';
import { PrivacyCard } from './privacy-card.tsx';

const Orders = z.object({ orders: z.array(BookingOrderSchema) }).transform((v) => v.orders);
const Credit = z.object({ credit: CustomerCreditSchema });

/** A customer: who they are, their loyalty card, their visits and orders, their credit. */
export function CustomerPage() {
  const { id } = useParams();
  const customerId = Number(id);
  const { api, viewer } = useSignedIn();
  const { t, lang } = useI18n();
  const [open, setOpen] = useState<BookingOrder | null>(null);
  const customer = useLoad(
    (signal) =>
      api.request(`/api/backoffice/customers/${customerId}`, {
        schema: BackofficeCustomerAnswerSchema,
        signal,
      }),
    [api, customerId],
  );
  const orders = useLoad(
    (signal) => api.request(`/api/stats/booking-orders/customer/${customerId}`, { schema: Orders, signal }),
    [api, customerId],
  );
  const credit = useLoad(
    (signal) => api.request(`/api/stats/credits/customer/${customerId}`, { schema: Credit, signal }),
    [api, customerId],
  );
  const eshop = useLoad(
    (signal) =>
      api.request('/api/eshop/orders', {
        query: { customerId, itemPerPage: 50 },
        schema: EshopOrderPageSchema,
        signal,
      }),
    [api, customerId],
  );
  const gifts = useLoad(
    (signal) =>
      api.request('/api/stats/gift-orders', {
        query: { customerId, itemPerPage: 50 },
        schema: GiftOrderPageSchema,
        signal,
      }),
    [api, customerId],
  );
  const [grant, setGrant] = useState({ amount: '', note: '' });
  const action = useAction();
  // Issue 23: once erased, the file is gone (the API answers 404 for it); the page keeps the
  // privacy card, with the erasure's outcome and the request log.
  const [erased, setErased] = useState<EraseAnswer | null>(null);

  if (erased) {
    return (
      <>
        <PageHeader title={t('privacy.erasedTitle')} description={t('privacy.erasedText')} />
        <PrivacyCard customerId={customerId} customerName="" erased={erased} onErased={setErased} />
      </>
    );
  }

  if (customer.error) return <ErrorNotice error={customer.error} onRetry={customer.reload} />;
  if (!customer.data) return <Skeleton rows={8} />;
  const c = customer.data.customer;
  const cents = parseMoney(grant.amount);

  async function grantCredit() {
    if (!cents) return;
    const done = await action.run(
      () =>
        api.request('/api/stats/old-credit', {
          method: 'POST',
          body: { customerId, amount: cents, ...(grant.note.trim() ? { note: grant.note.trim() } : {}) },
          schema: Credit,
        }),
      t('customers.creditGranted'),
    );
    if (done) {
      setGrant({ amount: '', note: '' });
      credit.setData(done);
    }
  }

  return (
    <>
      <PageHeader title={customerLabel(c)} description={[c.email, c.phone].filter(Boolean).join(' · ')} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title={t('customers.profile')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">{t('customers.status')}</dt>
            <dd>{c.status === 'active' ? t('customers.active') : t('customers.pending')}</dd>
            <dt className="text-stone-600">{t('customers.city')}</dt>
            <dd>{c.city ?? '—'}</dd>
            <dt className="text-stone-600">{t('customers.code')}</dt>
            <dd>{c.code ?? '—'}</dd>
            <dt className="text-stone-600">{t('customers.since')}</dt>
            <dd>{formatDate(c.createdAt, lang)}</dd>
            <dt className="text-stone-600">{t('customers.visits')}</dt>
            <dd>{c.visits}</dd>
            <dt className="text-stone-600">{t('customers.lastVisit')}</dt>
            <dd>{c.lastVisit ? formatDate(c.lastVisit, lang) : '—'}</dd>
            <dt className="text-stone-600">{t('customers.noShows')}</dt>
            <dd data-testid="customer-no-shows">
              {c.noShows > 0 ? <Badge tone="bad">{c.noShows}</Badge> : c.noShows}
            </dd>
            <dt className="text-stone-600">{t('customers.card')}</dt>
            <dd>
              {c.loyalty
                ? `${c.loyalty.number} · ${t('customers.points', { points: c.loyalty.points })}`
                : '—'}
            </dd>
          </dl>
          {c.noPass && <p className="mt-2 text-xs text-stone-600">{t('customers.noPass')}</p>}
        </Card>
        <Card title={t('customers.credit')} className="lg:col-span-2">
          {credit.error ? (
            <ErrorNotice error={credit.error} onRetry={credit.reload} />
          ) : !credit.data ? (
            <Skeleton rows={2} />
          ) : (
            <>
              <p className="mb-2 text-2xl font-semibold">{formatMoney(credit.data.credit.balance, lang)}</p>
              {credit.data.credit.entries.length > 0 && (
                <ul className="mb-3 divide-y divide-stone-100 text-sm">
                  {credit.data.credit.entries.map((e) => (
                    <li key={e.id} className="flex gap-2 py-1">
                      <span className="w-32 shrink-0 text-stone-600">
                        {formatDateTime(e.createdAt, lang)}
                      </span>
                      <span className="flex-1">
                        {t(`credit.${e.kind}`)}
                        {e.bookingOrderId ? ` · ${t('orders.numberValue', { id: e.bookingOrderId })}` : ''}
                        {e.note ? ` · ${e.note}` : ''}
                      </span>
                      <span className={e.amount < 0 ? 'text-red-800' : 'text-emerald-800'}>
                        {formatMoney(e.amount, lang)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {atLeast(viewer, 'manager') && (
                <div className="flex flex-wrap items-end gap-2">
                  <TextField
                    label={t('customers.grantAmount')}
                    inputMode="decimal"
                    value={grant.amount}
                    onChange={(e) => setGrant({ ...grant, amount: e.target.value })}
                  />
                  <TextField
                    label={t('customers.grantNote')}
                    value={grant.note}
                    onChange={(e) => setGrant({ ...grant, note: e.target.value })}
                    className="flex-1"
                  />
                  <Button onClick={grantCredit} disabled={!cents || action.busy}>
                    {t('customers.grant')}
                  </Button>
                </div>
              )}
              <FormError error={action.error} />
            </>
          )}
        </Card>
      </div>
      <h2 className="mt-6 mb-2 text-lg font-semibold">{t('customers.history')}</h2>
      {orders.error ? (
        <ErrorNotice error={orders.error} onRetry={orders.reload} />
      ) : !orders.data ? (
        <Skeleton rows={3} />
      ) : orders.data.length === 0 ? (
        <EmptyState title={t('customers.noBooking')} />
      ) : (
        <BookingOrdersTable orders={orders.data} onOpen={setOpen} />
      )}
      {eshop.data && eshop.data.orders.length > 0 && (
        <>
          <h2 className="mt-6 mb-2 text-lg font-semibold">{t('nav.eshopOrders')}</h2>
          <Table head={[t('orders.number'), t('orders.createdAt'), t('orders.total'), t('today.status')]}>
            {eshop.data.orders.map((o) => (
              <tr key={o.id}>
                <td className={td}>{t('orders.numberValue', { id: o.id })}</td>
                <td className={td}>{formatDateTime(o.createdAt, lang)}</td>
                <td className={td}>{formatMoney(o.total, lang)}</td>
                <td className={td}>
                  <Badge>{t(`eshop.status.${o.status}`)}</Badge>
                </td>
              </tr>
            ))}
          </Table>
        </>
      )}
      {gifts.data && gifts.data.orders.length > 0 && (
        <>
          <h2 className="mt-6 mb-2 text-lg font-semibold">{t('nav.giftOrders')}</h2>
          <Table head={[t('orders.number'), t('orders.createdAt'), t('orders.total'), t('today.status')]}>
            {gifts.data.orders.map((o) => (
              <tr key={o.id}>
                <td className={td}>{t('orders.numberValue', { id: o.id })}</td>
                <td className={td}>{formatDateTime(o.createdAt, lang)}</td>
                <td className={td}>{formatMoney(o.total, lang)}</td>
                <td className={td}>
                  <Badge>{t(`gift.status.${o.status}`)}</Badge>
                </td>
              </tr>
            ))}
          </Table>
        </>
      )}
      {/* Issue 23: the GDPR requests are answered by owners and managers only (the API says 403 to staff). */}
      {atLeast(viewer, 'manager') && (
        <PrivacyCard
          customerId={customerId}
          customerName={customerLabel(c)}
          erased={null}
          onErased={setErased}
        />
      )}
      {open && (
        <BookingOrderDialog
          order={open}
          onClose={() => setOpen(null)}
          onChanged={() => {
            orders.reload();
            credit.reload();
          }}
        />
      )}
    </>
  );
}
