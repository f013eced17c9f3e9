// The order summary the storefront shows after paying (POST /api/payment/success/{id}, pay):
// the payment, its booking order with appointments, its e-shop order with lines and its gift
// order with the vouchers issued (never their codes: those go to the recipients).
import type { PaymentSummary } from '@eclat/contracts';
import { type DomainLang, localise, purchaseEvent } from '@eclat/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  appointments,
  bookingOrders,
  eshopOrderLines,
  eshopOrders,
  giftOrders,
  gifts,
} from '../../../db/schema.ts';
import type { LoadedPayment } from './cart.ts';

export async function paymentSummary(
  db: Db,
  payment: LoadedPayment,
  lang: DomainLang,
): Promise<PaymentSummary> {
  const { companyId, cart } = payment;
  let bookingOrder: PaymentSummary['bookingOrder'] = null;
  if (cart.bookingOrderId !== null) {
    const [order] = await db
      .select()
      .from(bookingOrders)
      .where(and(eq(bookingOrders.id, cart.bookingOrderId), eq(bookingOrders.companyId, companyId)));
    if (order) {
      const rows = await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.bookingOrderId, order.id), eq(appointments.companyId, companyId)))
        .orderBy(asc(appointments.startsAt));
      bookingOrder = {
        id: order.id,
        status: order.status,
        shopId: order.shopId,
        paidAmount: order.paidAmount,
        appointments: rows.map((a) => ({
          id: a.id,
          serviceId: a.articleId,
          start: a.startsAt.toISOString(),
          end: a.endsAt.toISOString(),
          status: a.status,
        })),
      };
    }
  }
  let eshopOrder: PaymentSummary['eshopOrder'] = null;
  if (cart.eshopOrderId !== null) {
    const [order] = await db
      .select()
      .from(eshopOrders)
      .where(and(eq(eshopOrders.id, cart.eshopOrderId), eq(eshopOrders.companyId, companyId)));
    if (order) {
      const lines = await db
        .select()
        .from(eshopOrderLines)
        .where(and(eq(eshopOrderLines.orderId, order.id), eq(eshopOrderLines.companyId, companyId)))
        .orderBy(asc(eshopOrderLines.id));
      eshopOrder = {
        id: order.id,
        status: order.status,
        shopId: order.shopId,
        total: order.total,
        lines: lines.map((l) => ({
          articleId: l.articleId,
          name: localise(l.name, lang),
          quantity: l.quantity,
          unitPrice: l.unitPrice,
        })),
      };
    }
  }
  let giftOrder: PaymentSummary['giftOrder'] = null;
  if (cart.giftOrderId !== null) {
    const [order] = await db
      .select()
      .from(giftOrders)
      .where(and(eq(giftOrders.id, cart.giftOrderId), eq(giftOrders.companyId, companyId)));
    if (order) {
      const issued = await db
        .select()
        .from(gifts)
        .where(and(eq(gifts.giftOrderId, order.id), eq(gifts.companyId, companyId)))
        .orderBy(asc(gifts.id));
      giftOrder = {
        id: order.id,
        status: order.status,
        total: order.total,
        gifts: issued.map((g) => ({
          id: g.id,
          amount: g.amount,
          recipientName: g.recipientName,
          sendAt: g.sendAt?.toISOString() ?? null,
        })),
      };
    }
  }
  return {
    cartId: payment.cartId,
    provider: payment.provider,
    status: payment.status,
    amount: payment.amount,
    refundedAmount: payment.refundedAmount,
    currency: 'EUR',
    message: payment.message,
    prices: cart.prices,
    bookingOrder,
    eshopOrder,
    giftOrder,
  };
}

/** Spec §7: the analytics purchase of a paid cart (EUR, tax 0, shipping 0), null otherwise. */
export function purchaseOf(payment: LoadedPayment) {
  if (payment.status !== 'succeeded' && payment.status !== 'refunded') return null;
  const { prices } = payment.cart;
  return purchaseEvent(payment.cartId, {
    total: payment.amount,
    lines: prices.lines.map((l) => ({ ...l, part: l.kind })),
  });
}
