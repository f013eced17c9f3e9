import { emptyEshopCart } from '@eclat/domain';
import { CircleAlert, CircleCheck, Clock, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { writeEshopCart } from '../../../lib/cart/eshop-cart-cookie.ts';
import { formatLongDate, formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import type { TextKey } from '../../../locales/index.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { writeBookingCart } from '../../booking/booking-cart-storage.ts';
import { useTracking } from '../../shell/integrations/tracking.ts';
import { useShell } from '../../shell/use-shell.ts';
import { writeGiftCart } from '../gift/gift-cart.ts';
import { giftLineParts, type OutcomeKind, type PaymentOutcome } from './outcome.ts';

const SENT_KEY = 'eclat:purchase-sent';

/**
 * Once a cart is paid: the carts it came from are emptied, and the purchase event (spec §7:
 * currency EUR, tax 0, shipping 0) and the conversion are sent once per cart, after consent.
 */
export function usePaidCart(outcome: PaymentOutcome, kind: OutcomeKind, from: 'cart' | 'booking') {
  const { track, conversion } = useTracking();
  const done = useRef(false);
  useEffect(() => {
    if (kind !== 'paid' || done.current) return;
    done.current = true;
    if (from === 'cart') {
      writeEshopCart(emptyEshopCart());
      writeGiftCart([]);
    } else {
      writeBookingCart({ items: [], total: 0, shopId: null });
    }
    let sent: string[] = [];
    try {
      sent = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '[]') as string[];
    } catch {
      sent = [];
    }
    if (sent.includes(outcome.cartId)) return;
    if (outcome.purchase) track('purchase', outcome.purchase);
    conversion({ amount: outcome.amount, currency: outcome.currency });
    try {
      sessionStorage.setItem(SENT_KEY, JSON.stringify([...sent, outcome.cartId].slice(-20)));
    } catch {
      // Without storage a reload may count the purchase twice; nothing else breaks.
    }
  }, [kind, from, outcome, track, conversion]);
}

const REASONS: Record<Exclude<OutcomeKind, 'paid' | 'pending'>, TextKey<'journeys'>> = {
  failed: 'paymentFailedText',
  cancelled: 'paymentCancelledText',
  expired: 'paymentExpiredText',
};

/** Not paid: why, and the way back to the cart or the booking (both kept). */
export function PaymentNotPaid({ kind, back }: { kind: OutcomeKind; back: 'cart' | 'booking' }) {
  const t = useT('journeys');
  const revalidator = useRevalidator();
  if (kind === 'pending') {
    return (
      <div className="flex flex-col items-start gap-4" data-testid="payment-pending">
        <Clock aria-hidden="true" size={32} />
        <h1 className="font-heading text-3xl">{t('paymentPendingTitle')}</h1>
        <p>{t('paymentPendingText')}</p>
        <button type="button" className={buttonClass.primary} onClick={() => void revalidator.revalidate()}>
          {t('paymentCheckAgain')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4" data-testid="payment-not-paid">
      <CircleAlert aria-hidden="true" size={32} />
      <h1 className="font-heading text-3xl">{t('paymentNotPaidTitle')}</h1>
      <p>{kind === 'paid' ? '' : t(REASONS[kind])}</p>
      <Link to={back === 'cart' ? '/panier' : '/reservation'} className={buttonClass.primary}>
        {back === 'cart' ? t('backToCart') : t('backToBooking')}
      </Link>
    </div>
  );
}

/**
 * A payment return that names no payment of the customer (no cart, a mistyped one, someone
 * else's): says so, and leads to the account's orders, where a payment just made shows.
 */
export function PaymentNotFound({ eshopOrders }: { eshopOrders: boolean }) {
  const t = useT('journeys');
  return (
    <div className="flex flex-col items-start gap-4" data-testid="payment-not-found">
      <SearchX aria-hidden="true" size={32} className="text-muted" />
      <h1 className="font-heading text-3xl">{t('paymentUnknownTitle')}</h1>
      <p className="max-w-prose">{t('paymentUnknownText')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/profile/orders" className={buttonClass.primary}>
          {t('paymentUnknownOrders')}
        </Link>
        {eshopOrders ? (
          <Link to="/profile/eshoporders" className={buttonClass.outline}>
            {t('paymentUnknownEshopOrders')}
          </Link>
        ) : null}
      </div>
      <Link to="/" className="underline underline-offset-4">
        {t('backHome')}
      </Link>
    </div>
  );
}

/** /payments/success: what was bought, where to pick it up, when the vouchers are mailed. */
export function PaymentReceipt({ outcome }: { outcome: PaymentOutcome }) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const money = (cents: number) => formatMoney(cents, lang, currency.code);
  const { prices, eshopOrder, giftOrder } = outcome;
  const giftLabel = (line: { key: string; unitPrice: number }) => {
    const { amount, name } = giftLineParts(line, giftOrder?.gifts);
    return name
      ? t('giftLineFor', { amount: money(amount), name })
      : t('giftLineOf', { amount: money(amount) });
  };
  return (
    <article className="flex flex-col gap-6" data-testid="payment-receipt">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" size={32} className="mt-1 shrink-0 text-primary" />
        <div>
          <h1 className="font-heading text-3xl">{t('paymentThanksTitle')}</h1>
          <p className="text-muted">{t('paymentThanksText')}</p>
        </div>
      </div>
      <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
        {prices.lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-3 p-4">
            <span>
              {line.quantity > 1 ? `${line.quantity} × ` : ''}
              {line.kind === 'gift' ? giftLabel(line) : line.name}
            </span>
            <span className="tabular-nums">{money(line.lineTotal - line.discount)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-3 p-4 font-medium">
          <span>{t('totalPaid')}</span>
          <span className="tabular-nums" data-testid="receipt-total">
            {money(outcome.amount)}
          </span>
        </li>
      </ul>
      {eshopOrder ? (
        <section className="flex flex-col gap-2 rounded-2xl bg-surface p-5 text-sm">
          <h2 className="font-medium">{t('receiptPickupTitle')}</h2>
          <p>{t('receiptPickupText')}</p>
          <Link
            to={`/profile/eshoporders/${eshopOrder.id}`}
            className="self-start underline underline-offset-2"
          >
            {t('seeEshopOrder', { id: eshopOrder.id })}
          </Link>
        </section>
      ) : null}
      {giftOrder ? (
        <section className="flex flex-col gap-2 rounded-2xl bg-surface p-5 text-sm">
          <h2 className="font-medium">{t('receiptGiftsTitle')}</h2>
          <ul>
            {giftOrder.gifts.map((gift) => (
              <li key={gift.id}>
                {t('receiptGiftLine', {
                  amount: money(gift.amount),
                  name: gift.recipientName ?? '',
                  when: gift.sendAt
                    ? formatLongDate(gift.sendAt, locale, 'Europe/Paris')
                    : t('receiptGiftNow'),
                })}
              </li>
            ))}
          </ul>
          <Link to="/profile/gifts" className="self-start underline underline-offset-2">
            {t('giftsSeeAll')}
          </Link>
        </section>
      ) : null}
      <Link to="/" className={`${buttonClass.outline} self-start`}>
        {t('backHome')}
      </Link>
    </article>
  );
}
