// Giving back what an unpaid cart holds (ADR 0010): reserved stock, the coupon use, held
// appointments and the pending orders. Runs inside the caller's transaction, with the payment row
// locked.
import type { Db } from '../../../db/client.ts';
import { changeAppointmentStatus } from '../../booking/appointments/status.ts';
import { releaseCartBookingOrder } from '../../booking/booking-orders/repository.ts';
import { releaseCoupon } from '../coupons/redeem.ts';
import { releasePendingEshopOrder } from '../eshop/repository.ts';
import { releaseStock } from '../eshop/stock.ts';
import { releasePendingGiftOrder } from '../gifts/repository.ts';
import { type LoadedPayment, savePayment } from './cart.ts';

export type ReleaseStatus = 'failed' | 'cancelled' | 'expired';

/**
 * A pending booking order this payment still holds goes to `to` with its held appointments. An
 * order another (newer) payment took over, or one no longer pending, is left alone.
 */
export async function releaseBooking(
  tx: Db,
  payment: LoadedPayment,
  to: 'expired' | 'cancelled',
  now: Date,
): Promise<void> {
  const orderId = payment.cart.bookingOrderId;
  if (orderId === null) return;
  const released = await releaseCartBookingOrder(tx, {
    companyId: payment.companyId,
    orderId,
    cartId: payment.cartId,
    to,
    now,
  });
  if (released.length === 0) return;
  await changeAppointmentStatus(tx, {
    companyId: payment.companyId,
    target: { orderId },
    from: ['held'],
    to,
    by: 'system',
    now,
  });
}

/**
 * The pending e-shop and gift orders of the payment go to `to`; its stock and its coupon use are
 * free again.
 */
export async function releaseGoods(
  tx: Db,
  payment: LoadedPayment,
  to: 'cancelled' | 'expired',
  now: Date,
): Promise<void> {
  const { companyId, cart } = payment;
  await releaseStock(tx, companyId, payment.cartId);
  await releaseCoupon(tx, companyId, payment.cartId, now);
  if (cart.eshopOrderId !== null)
    await releasePendingEshopOrder(tx, { companyId, orderId: cart.eshopOrderId, to, now });
  if (cart.giftOrderId !== null)
    await releasePendingGiftOrder(tx, { companyId, orderId: cart.giftOrderId, to });
}

/**
 * A payment that will not be paid: failed or cancelled at the provider, or past its time. The
 * booking order follows (expired, or cancelled on a failure) unless `keepBooking`: a newer payment
 * of the same booking replaces this one.
 */
export async function releasePayment(
  tx: Db,
  payment: LoadedPayment,
  status: ReleaseStatus,
  now: Date,
  options: { keepBooking?: boolean } = {},
): Promise<void> {
  const to = status === 'expired' ? 'expired' : 'cancelled';
  await releaseGoods(tx, payment, to, now);
  if (!options.keepBooking) await releaseBooking(tx, payment, to, now);
  await savePayment(tx, payment, { status }, now);
}
