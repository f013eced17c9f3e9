// Payment receipts (issue 20), queued in the fulfilment transaction: a booking's deposit or
// payment (booking_receipt) and an e-shop order (order_receipt). Vouchers have theirs
// (gift_receipt, queued by issueGifts). A replayed confirmation fulfils nothing and mails nothing.
import { isLang, type Lang, LOCALE_CODES } from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingOrders, customers, profiles, shops } from '../../../db/schema.ts';
import { type MailContext, mailContext } from '../../../platform/mail/company-context.ts';
import { queueMessage } from '../../../platform/mail/outbox-writer.ts';
import type { OrderReceiptVars } from '../../../platform/mail/templates.ts';
import type { LoadedPayment } from './cart.ts';

async function payer(tx: Db, payment: LoadedPayment) {
  if (payment.customerId === null) return { email: payment.cart.customerEmail, name: null };
  const [row] = await tx
    .select({ email: customers.email, firstname: profiles.firstname })
    .from(customers)
    .leftJoin(profiles, and(eq(profiles.customerId, customers.id), eq(profiles.companyId, payment.companyId)))
    .where(and(eq(customers.id, payment.customerId), eq(customers.companyId, payment.companyId)))
    .limit(1);
  return { email: payment.cart.customerEmail ?? row?.email ?? null, name: row?.firstname?.trim() || null };
}

function linesOf(payment: LoadedPayment, kind: 'booking' | 'product', ctx: MailContext) {
  return payment.cart.prices.lines
    .filter((l) => l.kind === kind)
    .map((l) => ({
      label: l.quantity > 1 ? `${l.quantity} × ${l.name}` : l.name,
      detail: null,
      amount: ctx.money(l.lineTotal),
    }));
}

/**
 * The receipts of a fulfilled payment: the booking part when its booking was confirmed, the
 * products when the e-shop order was paid. `parts` says which were delivered.
 */
export async function queuePaymentReceipts(
  tx: Db,
  payment: LoadedPayment,
  parts: { booking: boolean; product: boolean },
  now: Date,
): Promise<number> {
  const { cart, companyId } = payment;
  const to = await payer(tx, payment);
  if (!to.email) return 0;
  const lang: Lang = isLang(cart.lang) ? cart.lang : 'fr';
  const ctx = await mailContext(tx, companyId, lang);
  const paidOn = new Intl.DateTimeFormat(LOCALE_CODES[lang], {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(now);
  let queued = 0;
  const send = async (
    template: 'booking_receipt' | 'order_receipt',
    order: OrderReceiptVars,
    shopId: number | null,
  ) => {
    await queueMessage(tx, {
      companyId,
      channel: 'email',
      to: to.email as string,
      lang,
      template,
      shopId,
      customerId: payment.customerId,
      vars: { company: ctx.company, brand: ctx.brand, order },
    });
    queued++;
  };

  const booking = cart.parts.booking;
  if (parts.booking && cart.bookingOrderId !== null && booking.total > 0) {
    const [order] = await tx
      .select({ id: bookingOrders.id, total: bookingOrders.total, shopId: bookingOrders.shopId })
      .from(bookingOrders)
      .where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.id, cart.bookingOrderId)))
      .limit(1);
    if (order) {
      const reduced = booking.discount + booking.giftUsed;
      const due = order.total - booking.total - reduced;
      await send(
        'booking_receipt',
        {
          customerName: to.name,
          reference: String(order.id),
          paidOn,
          lines: linesOf(payment, 'booking', ctx),
          discount: reduced > 0 ? ctx.money(reduced) : null,
          paid: ctx.money(booking.total),
          dueAtShop: due > 0 ? ctx.money(due) : null,
          pickup: null,
          accountLink: ctx.link('/profile/orders'),
        },
        order.shopId,
      );
    }
  }

  const product = cart.parts.product;
  if (parts.product && cart.eshopOrderId !== null && product.total > 0) {
    const [shop] =
      cart.shopId === null
        ? []
        : await tx
            .select({ name: shops.name, address: shops.address, city: shops.city })
            .from(shops)
            .where(and(eq(shops.companyId, companyId), eq(shops.id, cart.shopId)))
            .limit(1);
    const reduced = product.discount + product.giftUsed;
    await send(
      'order_receipt',
      {
        customerName: to.name,
        reference: String(cart.eshopOrderId),
        paidOn,
        lines: linesOf(payment, 'product', ctx),
        discount: reduced > 0 ? ctx.money(reduced) : null,
        paid: ctx.money(product.total),
        dueAtShop: null,
        pickup: shop ? [shop.name, shop.address, shop.city].filter(Boolean).join(', ') : null,
        accountLink: ctx.link('/profile/orders'),
      },
      cart.shopId,
    );
  }
  return queued;
}
