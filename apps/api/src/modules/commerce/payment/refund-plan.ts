// Which rows a refund touches and how much it may give back (spec §7 refunds, ADR 0010). Locks
// in one order everywhere — payment, then booking order, then gift order — so refunds, payments
// and the sweeper never deadlock.
import type { RefundRequest } from '@eclat/contracts';
import { allocateRefund, checkRefund, refundableAmount } from '@eclat/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingOrders, eshopOrders, giftOrders, gifts } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { findPayment, findPaymentById, type LoadedPayment } from './cart.ts';
import { PaymentError } from './errors.ts';

export type BookingOrderRow = typeof bookingOrders.$inferSelect;
export type GiftOrderRow = typeof giftOrders.$inferSelect;

/** Cents going back per part of the cart; `unassigned`: money of a payment whose orders never held. */
export type RefundShares = { booking: number; gift: number; product: number; unassigned: number };

export type RefundPlan = {
  target: RefundRequest['target'];
  targetId: number;
  amount: number;
  payment: LoadedPayment | null;
  booking: BookingOrderRow | null;
  giftOrder: GiftOrderRow | null;
  shares: RefundShares;
  customerId: number | null;
};

const PAID = ['succeeded', 'refunded'];
const noShares = (): RefundShares => ({ booking: 0, gift: 0, product: 0, unassigned: 0 });

const refused = (reason: string, refundable: number) =>
  new PaymentError(
    409,
    reason === 'over_refund'
      ? `at most ${refundable} cents can still be refunded`
      : reason === 'nothing_to_refund'
        ? 'nothing left to refund'
        : 'invalid amount',
    reason,
  );

function limit(refundable: number, amount: number): void {
  const check = checkRefund(refundable, 0, amount);
  if (!check.ok) throw refused(check.reason, check.refundable);
}

async function lockBooking(tx: Db, companyId: number, id: number): Promise<BookingOrderRow | null> {
  const [row] = await tx
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.id, id), eq(bookingOrders.companyId, companyId)))
    .for('update');
  return row ?? null;
}

async function lockGiftOrder(tx: Db, companyId: number, id: number): Promise<GiftOrderRow | null> {
  const [row] = await tx
    .select()
    .from(giftOrders)
    .where(and(eq(giftOrders.id, id), eq(giftOrders.companyId, companyId)))
    .for('update');
  return row ?? null;
}

/** Unspent value of an order's vouchers: a voucher already spent cannot also be paid back. */
async function voucherBalance(tx: Db, companyId: number, giftOrderId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${gifts.balance}), 0)` })
    .from(gifts)
    .where(
      and(
        eq(gifts.companyId, companyId),
        eq(gifts.giftOrderId, giftOrderId),
        sql`${gifts.status} in ('active', 'pending')`,
      ),
    );
  return Number(row?.balance ?? 0);
}

/** What a booking order can still give back: what was paid for it, less what went back. */
const bookingRefundable = (order: BookingOrderRow | null): number =>
  order ? refundableAmount(order.paidAmount, order.refundedAmount) : 0;

async function giftRefundable(tx: Db, order: GiftOrderRow | null): Promise<number> {
  if (!order || (order.status !== 'paid' && order.status !== 'refunded')) return 0;
  return Math.min(
    refundableAmount(order.total, order.refundedAmount),
    await voucherBalance(tx, order.companyId, order.id),
  );
}

async function productRefundable(tx: Db, payment: LoadedPayment): Promise<number> {
  const orderId = payment.cart.eshopOrderId;
  if (orderId === null) return 0;
  const [order] = await tx
    .select({ status: eshopOrders.status })
    .from(eshopOrders)
    .where(and(eq(eshopOrders.id, orderId), eq(eshopOrders.companyId, payment.companyId)));
  if (!order || order.status === 'pending' || order.status === 'expired') return 0;
  return refundableAmount(payment.cart.parts.product.total, payment.cart.refunded.product);
}

const paymentRefundable = (payment: LoadedPayment | null): number | null =>
  payment && PAID.includes(payment.status) ? refundableAmount(payment.amount, payment.refundedAmount) : null;

/** The booking order and gift order that belong to this payment, locked after it. */
async function ordersOf(tx: Db, payment: LoadedPayment) {
  const { bookingOrderId, giftOrderId } = payment.cart;
  const booking = bookingOrderId === null ? null : await lockBooking(tx, payment.companyId, bookingOrderId);
  return {
    booking: booking && booking.transactionId === payment.cartId ? booking : null,
    giftOrder: giftOrderId === null ? null : await lockGiftOrder(tx, payment.companyId, giftOrderId),
  };
}

/** Resolves a staff refund request to its rows and shares; 404 unknown, 409 over the limit. */
export async function planRefund(tx: Db, companyId: number, request: RefundRequest): Promise<RefundPlan> {
  const { target, id: targetId, amount } = request;
  if (target === 'payment') {
    const payment = await findPaymentById(tx, companyId, targetId, true);
    if (!payment) throw new HttpError(404, 'payment not found');
    const { booking, giftOrder } = await ordersOf(tx, payment);
    const parts = [
      bookingRefundable(booking),
      await giftRefundable(tx, giftOrder),
      await productRefundable(tx, payment),
    ];
    const refundable = Math.min(
      paymentRefundable(payment) ?? 0,
      parts.reduce((s, v) => s + v, 0),
    );
    limit(refundable, amount);
    const [b = 0, g = 0, p = 0] = allocateRefund(amount, parts);
    return {
      target,
      targetId,
      amount,
      payment,
      booking,
      giftOrder,
      shares: { booking: b, gift: g, product: p, unassigned: 0 },
      customerId: payment.customerId,
    };
  }
  if (target === 'booking') {
    const [peek] = await tx
      .select({ transactionId: bookingOrders.transactionId })
      .from(bookingOrders)
      .where(and(eq(bookingOrders.id, targetId), eq(bookingOrders.companyId, companyId)));
    if (!peek) throw new HttpError(404, 'booking order not found');
    const payment = peek.transactionId ? await findPayment(tx, companyId, peek.transactionId, true) : null;
    const booking = await lockBooking(tx, companyId, targetId);
    if (!booking) throw new HttpError(404, 'booking order not found');
    const own = payment && booking.transactionId === payment.cartId ? payment : null;
    limit(Math.min(bookingRefundable(booking), paymentRefundable(own) ?? Number.POSITIVE_INFINITY), amount);
    return {
      target,
      targetId,
      amount,
      payment: own,
      booking,
      giftOrder: null,
      shares: { ...noShares(), booking: amount },
      customerId: booking.customerId,
    };
  }
  const [peek] = await tx
    .select({ paymentRef: giftOrders.paymentRef })
    .from(giftOrders)
    .where(and(eq(giftOrders.id, targetId), eq(giftOrders.companyId, companyId)));
  if (!peek) throw new HttpError(404, 'gift order not found');
  const payment = peek.paymentRef ? await findPayment(tx, companyId, peek.paymentRef, true) : null;
  const giftOrder = await lockGiftOrder(tx, companyId, targetId);
  if (!giftOrder) throw new HttpError(404, 'gift order not found');
  limit(
    Math.min(await giftRefundable(tx, giftOrder), paymentRefundable(payment) ?? Number.POSITIVE_INFINITY),
    amount,
  );
  return {
    target,
    targetId,
    amount,
    payment,
    booking: null,
    giftOrder,
    shares: { ...noShares(), gift: amount },
    customerId: giftOrder.customerId ?? payment?.customerId ?? null,
  };
}

/**
 * A refund the service makes on its own (ADR 0010): the part of a paid cart it could not deliver
 * (a slot retaken, stock gone) or money that came after the payment was closed.
 */
export async function planAutomaticRefund(
  tx: Db,
  companyId: number,
  cartId: string,
  part: 'booking' | 'product' | 'unassigned',
  amount: number,
): Promise<RefundPlan> {
  const payment = await findPayment(tx, companyId, cartId, true);
  if (!payment) throw new HttpError(404, 'payment not found');
  const { booking } = await ordersOf(tx, payment);
  const refundable = refundableAmount(payment.amount, payment.refundedAmount);
  limit(part === 'booking' ? Math.min(refundable, bookingRefundable(booking)) : refundable, amount);
  const target = part === 'booking' && booking ? 'booking' : 'payment';
  return {
    target,
    targetId: target === 'booking' && booking ? booking.id : payment.id,
    amount,
    payment,
    booking: part === 'booking' ? booking : null,
    giftOrder: null,
    shares: { ...noShares(), [part]: amount },
    customerId: payment.customerId,
  };
}
