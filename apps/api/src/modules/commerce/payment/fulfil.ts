// Settling a payment from the provider's word, exactly once (issue 6 "Idempotency", ADR 0010).
// One transaction with the payment row locked FOR UPDATE: a provider event is recorded in
// payment_events (unique per company, provider and event id) so a replay does nothing, and the
// status machine lets only an open payment be fulfilled or released. Whatever the cart could not
// deliver (a slot retaken after its hold ran out, stock released) is refunded after the commit.
import { type PaymentStatus, paymentTransition } from '@eclat/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { EXCLUSION_VIOLATION, sqlState } from '../../../db/errors.ts';
import { bookingOrders, stockReservations } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import type { Outcome, ProviderName } from '../../../platform/payments/provider.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { recordActivity } from '../../accounts/retention/repository.ts';
import { changeAppointmentStatus } from '../../booking/appointments/status.ts';
import { settleOrderPayment } from '../../booking/booking-orders/repository.ts';
import { queueBookingMessages } from '../../booking/notifications/queue.ts';
import { CouponRejected, commitCoupon } from '../coupons/redeem.ts';
import { setEshopOrderStatus } from '../eshop/repository.ts';
import { commitStock, reclaimStock, releaseStock } from '../eshop/stock.ts';
import { issueGifts } from '../gifts/issue.ts';
import { redeemGift } from '../gifts/redeem.ts';
import { markGiftOrderPaid } from '../gifts/repository.ts';
import { awardLoyaltyPoints } from '../loyalty/award.ts';
import { findPayment, type LoadedPayment, savePayment } from './cart.ts';
import type { PaymentDeps } from './context.ts';
import { PAYMENT_MESSAGES } from './errors.ts';
import { queuePaymentReceipts } from './receipts.ts';
import { refundAutomatically } from './refund.ts';
import { releasePayment } from './release.ts';
import { recordPaymentEvent } from './repository.ts';

export type AutoRefund = { part: 'booking' | 'product' | 'unassigned'; amount: number; reason: string };

export type SettleInput = {
  outcome: Outcome;
  /** A provider notification: recorded so that its replays do nothing. */
  event?: { provider: ProviderName; eventId: string; type: string };
};

export type SettleResult = {
  status: PaymentStatus;
  /** This event was handled before: nothing was done. */
  replayed: boolean;
  action: 'fulfil' | 'release' | 'refund_late' | 'none';
  autoRefunds: AutoRefund[];
  /** Why a payment was refused, for the customer, when we refused it (not the provider). */
  refusal?: string;
};

/** Settles in one transaction, then makes the refunds the fulfilment asked for. */
export async function settlePayment(
  deps: PaymentDeps,
  company: CompanyRow,
  cartId: string,
  input: SettleInput,
  log?: { error: (obj: object, msg: string) => void },
): Promise<SettleResult> {
  const keys = await deps.messages.keys();
  const result = await deps.db.transaction((tx) =>
    settleInTransaction(tx, deps.now(), company.id, cartId, input, keys),
  );
  for (const auto of result.autoRefunds) {
    try {
      await refundAutomatically(deps, company, cartId, auto.part, auto.amount, auto.reason);
    } catch (error) {
      // The money is still owed: staff see it on the payment and refund by hand.
      log?.error({ err: error, cartId, auto }, 'automatic refund failed');
      await noteAttention(
        deps.db,
        company.id,
        cartId,
        `refund_failed:${auto.reason}:${auto.amount}`,
        deps.now(),
      );
    }
  }
  return result;
}

export async function noteAttention(db: Db, companyId: number, cartId: string, note: string, now: Date) {
  await db.transaction(async (tx) => {
    const payment = await findPayment(tx, companyId, cartId, true);
    if (!payment) return;
    await savePayment(
      tx,
      payment,
      { cart: { ...payment.cart, attention: [...payment.cart.attention, note] } },
      now,
    );
  });
}

export async function settleInTransaction(
  tx: Db,
  now: Date,
  companyId: number,
  cartId: string,
  input: SettleInput,
  keys: MessageKeys,
): Promise<SettleResult> {
  const payment = await findPayment(tx, companyId, cartId, true);
  if (!payment) throw new HttpError(404, 'payment not found', { type: 'payment' });
  const { outcome, event } = input;
  if (event) {
    const recorded = await recordPaymentEvent(tx, {
      companyId,
      provider: event.provider,
      eventId: event.eventId,
      paymentId: payment.id,
      type: event.type,
    });
    if (recorded.length === 0)
      return { status: payment.status, replayed: true, action: 'none', autoRefunds: [] };
  }
  const providerRef = outcome.providerRef ?? payment.providerRef;
  const { next, action } = paymentTransition(payment.status, outcome.status);

  if (action === 'none') {
    if (next !== payment.status || providerRef !== payment.providerRef)
      await savePayment(tx, payment, { status: next, providerRef }, now);
    return { status: next, replayed: false, action, autoRefunds: [] };
  }
  if (action === 'release') {
    await releasePayment(tx, payment, next as 'failed' | 'cancelled', now);
    return { status: next, replayed: false, action, autoRefunds: [] };
  }
  if (action === 'refund_late') {
    const cart = { ...payment.cart, attention: [...payment.cart.attention, 'late_payment'] };
    await savePayment(tx, payment, { providerRef, cart }, now);
    const amount = outcome.amount ?? payment.amount;
    return {
      status: next,
      replayed: false,
      action,
      autoRefunds: late(amount - payment.refundedAmount, 'late_payment'),
    };
  }
  // Fulfil: the amount the provider took must be the amount asked for.
  if (outcome.amount !== null && outcome.amount !== payment.amount) {
    await releasePayment(tx, { ...payment, providerRef }, 'failed', now);
    const cart = {
      ...payment.cart,
      attention: [...payment.cart.attention, `amount_mismatch:${outcome.amount}`],
    };
    await savePayment(tx, payment, { providerRef, cart }, now);
    return {
      status: 'failed',
      replayed: false,
      action: 'refund_late',
      autoRefunds: late(outcome.amount, 'amount_mismatch'),
    };
  }
  // The one place a payment is accepted: never discounted beyond the coupon's limits.
  const couponNote = await commitCouponOf(tx, payment, now);
  if (couponNote instanceof CouponRejected) {
    await releasePayment(tx, { ...payment, providerRef }, 'failed', now);
    const cart = {
      ...payment.cart,
      attention: [...payment.cart.attention, `coupon_refused:${couponNote.reason}`],
    };
    await savePayment(tx, payment, { providerRef, cart }, now);
    return {
      status: 'failed',
      replayed: false,
      action: 'refund_late',
      autoRefunds: late(outcome.amount ?? payment.amount, 'coupon_refused'),
      refusal: PAYMENT_MESSAGES.couponRefused,
    };
  }
  const notes = couponNote ? [couponNote] : [];
  const autoRefunds = await fulfil(tx, { ...payment, providerRef }, now, notes, keys);
  return { status: 'succeeded', replayed: false, action, autoRefunds };
}

/**
 * The cart's coupon use becomes a paid use: its reservation, or, when the reservation is gone (a
 * cart from before reservations, a crash between two steps), a use taken again within the
 * coupon's limits. A CouponRejected (answered, not thrown) means the discount was not earned:
 * the caller refuses the payment. A note for staff otherwise, or null.
 */
async function commitCouponOf(
  tx: Db,
  payment: LoadedPayment,
  now: Date,
): Promise<CouponRejected | string | null> {
  if (payment.cart.couponId === null) return null;
  try {
    const done = await commitCoupon(tx, {
      companyId: payment.companyId,
      couponId: payment.cart.couponId,
      customerId: payment.customerId,
      orderRef: payment.cartId,
      now,
    });
    return done === 'coupon_gone' ? 'coupon_deleted' : null;
  } catch (error) {
    if (error instanceof CouponRejected) return error;
    throw error;
  }
}

const late = (amount: number, reason: string): AutoRefund[] =>
  amount > 0 ? [{ part: 'unassigned', amount, reason }] : [];

/**
 * Every part of a paid cart, in the lock order of ADR 0010 (payment, coupon, stock, orders,
 * booking); the coupon was committed by the caller.
 */
async function fulfil(
  tx: Db,
  payment: LoadedPayment,
  now: Date,
  notes: string[],
  keys: MessageKeys,
): Promise<AutoRefund[]> {
  const { cart, companyId, cartId } = payment;
  const attention = [...cart.attention, ...notes];
  const autoRefunds: AutoRefund[] = [];
  const delivered = { booking: false, product: false };

  if (cart.eshopOrderId !== null) {
    // A reservation that ran out before the money came (a brief hold) is taken again if the
    // pieces are still there; if not, the products are paid back.
    if (
      (await stockWasReleased(tx, companyId, cartId)) &&
      !(await reclaimStock(tx, companyId, cartId, now))
    ) {
      await releaseStock(tx, companyId, cartId);
      await setEshopOrderStatus(tx, {
        companyId,
        orderId: cart.eshopOrderId,
        status: 'cancelled',
        now,
      });
      if (cart.parts.product.total > 0)
        autoRefunds.push({ part: 'product', amount: cart.parts.product.total, reason: 'stock_released' });
    } else {
      await commitStock(tx, companyId, cartId);
      await setEshopOrderStatus(tx, { companyId, orderId: cart.eshopOrderId, status: 'paid', now });
      delivered.product = true;
    }
  }

  if (cart.giftOrderId !== null) {
    await issueGifts(tx, {
      companyId,
      giftOrderId: cart.giftOrderId,
      buyerCustomerId: payment.customerId,
      buyerEmail: cart.customerEmail,
      lang: cart.lang,
      purchases: cart.gifts.map((g) => ({ ...g, sendAt: g.sendAt ? new Date(g.sendAt) : null })),
      now,
    });
    await markGiftOrderPaid(tx, { companyId, orderId: cart.giftOrderId });
  }

  if (cart.bookingOrderId !== null) {
    const outcome = await confirmBooking(tx, payment, now);
    const confirmed = outcome === 'confirmed';
    if (confirmed && cart.giftCode && cart.parts.booking.giftUsed > 0) {
      const wanted = cart.parts.booking.giftUsed;
      try {
        const { used } = await redeemGift(tx, {
          companyId,
          code: cart.giftCode,
          amount: wanted,
          bookingOrderId: cart.bookingOrderId,
          now,
        });
        if (used < wanted) attention.push(`gift_short:${wanted - used}`);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        attention.push(`gift_short:${wanted}`);
      }
    }
    const orderId = cart.bookingOrderId;
    if (confirmed) {
      delivered.booking = true;
      await queueBookingMessages(tx, keys, { companyId, orderId, kind: 'confirmed', now });
    } else if (outcome === 'retaken') {
      // Paid, but the slot was taken meanwhile: the customer is told, and the money goes back.
      await queueBookingMessages(tx, keys, {
        companyId,
        orderId,
        kind: 'cancelled',
        cancelledBy: 'system',
        refund: { amount: cart.parts.booking.total },
        now,
      });
    }
    if (!confirmed && cart.parts.booking.total > 0)
      autoRefunds.push({ part: 'booking', amount: cart.parts.booking.total, reason: 'slot_retaken' });
  }
  await queuePaymentReceipts(tx, payment, delivered, now);

  const refunded = autoRefunds.reduce((s, r) => s + r.amount, 0);
  // A paid order is the customer's activity: their retention clock starts again (issue 23).
  if (payment.customerId !== null) await recordActivity(tx, companyId, payment.customerId, now);
  if (payment.customerId !== null)
    await awardLoyaltyPoints(tx, {
      companyId,
      customerId: payment.customerId,
      amountCents: payment.amount - refunded,
      sourceRef: cartId,
    });
  await savePayment(
    tx,
    payment,
    { status: 'succeeded', providerRef: payment.providerRef, cart: { ...cart, attention } },
    now,
  );
  return autoRefunds;
}

async function stockWasReleased(tx: Db, companyId: number, ref: string): Promise<boolean> {
  const rows = await tx
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.companyId, companyId),
        eq(stockReservations.ref, ref),
        eq(stockReservations.status, 'released'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Confirms the booking order and its appointments. Appointments whose hold ran out are taken
 * back when their slot is still free; the exclusion constraints answer 23P01 when someone booked
 * it meanwhile, and then the order is cancelled and its part refunded (ADR 0010).
 */
async function confirmBooking(
  tx: Db,
  payment: LoadedPayment,
  now: Date,
): Promise<'confirmed' | 'retaken' | 'not_confirmed'> {
  const { companyId, cartId, cart } = payment;
  const orderId = cart.bookingOrderId as number;
  const [order] = await tx
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.id, orderId), eq(bookingOrders.companyId, companyId)))
    .for('update');
  const ours = order?.transactionId === cartId;
  let confirmed = false;
  if (order && ours && order.status === 'pending') {
    try {
      await tx.transaction(async (attempt) => {
        await changeAppointmentStatus(attempt, {
          companyId,
          target: { orderId },
          from: ['held', 'expired'],
          to: 'confirmed',
          by: 'system',
          now,
          with: { holdExpiresAt: null },
        });
      });
      confirmed = true;
    } catch (error) {
      if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
    }
  }
  if (!order || !ours) return 'not_confirmed';
  if (!confirmed && order.status === 'pending')
    await changeAppointmentStatus(tx, {
      companyId,
      target: { orderId },
      from: ['held'],
      to: 'cancelled',
      by: 'system',
      now,
    });
  await settleOrderPayment(tx, {
    companyId,
    orderId,
    status: confirmed ? 'confirmed' : order.status === 'pending' ? 'cancelled' : order.status,
    // What the customer paid for this booking, confirmed or to be refunded.
    paidAmount: cart.parts.booking.total,
    provider: payment.provider,
    now,
  });
  return confirmed ? 'confirmed' : order.status === 'pending' ? 'retaken' : 'not_confirmed';
}
