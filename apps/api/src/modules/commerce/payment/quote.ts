// Pricing a cart on the server (issue 6: "prices always recomputed on the server"): bookings from
// their pending order, products at the pick-up shop, vouchers as bought, the coupon evaluated
// again and a gift code's balance applied to the booking part. Reads only; nothing is written.
import type { Lang, PaymentInitialize, Prices } from '@eclat/contracts';
import {
  type CheckoutLineInput,
  type CheckoutTotals,
  type CouponRejection,
  checkoutTotals,
  couponEligibleAmount,
  evaluateCoupon,
  GIFT_VOUCHER_VAT,
  isEshopEnabled,
  localise,
  normaliseGiftCode,
} from '@eclat/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, articles, bookingOrders } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { customerRedemptions, findCouponByCode } from '../coupons/repository.ts';
import { couponRule } from '../coupons/serialize.ts';
import { priceProductLines } from '../eshop/pricing.ts';
import { type GiftPurchase, validateGiftPurchases } from '../gifts/issue.ts';
import { findUsableGift } from '../gifts/redeem.ts';
import { paymentSettings } from './context.ts';
import { PaymentError } from './errors.ts';

const GIFT_LABEL: Record<Lang, string> = {
  fr: 'Bon cadeau',
  en: 'Gift voucher',
  de: 'Gutschein',
  es: 'Tarjeta regalo',
  it: 'Buono regalo',
};

const DEPOSIT_LABEL: Record<Lang, string> = {
  fr: 'Acompte',
  en: 'Deposit',
  de: 'Anzahlung',
  es: 'Depósito',
  it: 'Acconto',
};

export type BookingOrderRow = typeof bookingOrders.$inferSelect;

export type Quote = {
  booking: BookingOrderRow | null;
  products: {
    articleId: number;
    name: Record<string, string>;
    quantity: number;
    unitPrice: number;
    vat: number;
  }[];
  gifts: GiftPurchase[];
  couponId: number | null;
  couponCode: string | null;
  /** What the coupon reduces (bookings and products), cents. */
  couponBase: number;
  giftCode: string | null;
  totals: CheckoutTotals;
};

/** A coupon refused at checkout: 401 when signing in would help, else 422 (as coupons/apply). */
export const couponRefused = (reason: CouponRejection | 'unknown') =>
  new PaymentError(
    reason === 'unknown' ? 404 : reason === 'sign_in_required' ? 401 : 422,
    `coupon refused: ${reason}`,
    `coupon_${reason}`,
    'Ce code promo ne peut pas être utilisé.',
  );

export const bookingNotPending = () =>
  new PaymentError(
    409,
    'the booking is no longer waiting for payment',
    'booking_not_pending',
    'Cette réservation n’est plus en attente de paiement : réservez à nouveau.',
  );

/** A pending booking order of this customer whose held appointments are still held. */
export async function pendingBooking(
  db: Db,
  companyId: number,
  customerId: number,
  orderId: number,
  now: Date,
  lock = false,
) {
  const query = db
    .select()
    .from(bookingOrders)
    .where(
      and(
        eq(bookingOrders.id, orderId),
        eq(bookingOrders.companyId, companyId),
        eq(bookingOrders.customerId, customerId),
      ),
    );
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new HttpError(404, 'booking order not found', { type: 'booking_order' });
  const items = await db
    .select({ appointment: appointments, name: articles.name, vat: articles.vat })
    .from(appointments)
    .innerJoin(articles, eq(articles.id, appointments.articleId))
    .where(and(eq(appointments.bookingOrderId, order.id), eq(appointments.companyId, companyId)))
    .orderBy(asc(appointments.startsAt));
  const held = items.every(
    (i) => i.appointment.status === 'held' && (i.appointment.holdExpiresAt?.getTime() ?? 0) > now.getTime(),
  );
  if (order.status !== 'pending' || items.length === 0 || !held) throw bookingNotPending();
  return { order, items };
}

export async function quoteCart(
  db: Db,
  company: CompanyRow,
  customerId: number,
  lang: Lang,
  body: PaymentInitialize,
  now: Date,
): Promise<Quote> {
  const companyId = company.id;
  const bookingItems = body.items.filter((i) => i.kind === 'booking');
  const productItems = body.items.filter((i) => i.kind === 'product');
  const giftItems = body.items.filter((i) => i.kind === 'gift');
  const invalid = (path: string, message: string, text = 'Requête invalide') =>
    new HttpError(400, text, { errors: [{ path, message }] });
  if (bookingItems.length > 1) throw invalid('items', 'one booking per cart');
  if (productItems.length > 0 && body.shopId === undefined)
    throw invalid('shopId', 'the pick-up shop is required with products', 'param manquants');
  if (body.giftCode && bookingItems.length === 0) throw invalid('giftCode', 'a gift code pays bookings only');
  if (productItems.length > 0) {
    const booker = company.booker as { eshopEnabled?: unknown };
    const payment = paymentSettings(company);
    if (
      !isEshopEnabled(
        { provider: payment.provider, publicKey: payment.keys.publicKey },
        booker.eshopEnabled === true,
      )
    )
      throw new PaymentError(
        409,
        'the e-shop is closed',
        'eshop_disabled',
        'La boutique en ligne est fermée.',
      );
  }

  const lines: CheckoutLineInput[] = [];
  let booking: BookingOrderRow | null = null;
  const [bookingItem] = bookingItems;
  if (bookingItem) {
    const found = await pendingBooking(db, companyId, customerId, bookingItem.bookingOrderId, now);
    booking = found.order;
    const due = booking.amountDue;
    const [first] = found.items;
    if (due !== null && due < booking.total && first) {
      // A deposit (issue 20): the booking asks amount_due now, the rest is paid at the shop.
      lines.push({
        part: 'booking',
        key: `deposit:${booking.id}`,
        name: `${DEPOSIT_LABEL[lang]} — ${found.items.map((i) => localise(i.name, lang)).join(', ')}`,
        quantity: 1,
        unitPrice: due,
        vat: first.vat,
      });
    } else
      for (const { appointment, name, vat } of found.items)
        lines.push({
          part: 'booking',
          key: `appointment:${appointment.id}`,
          name: localise(name, lang),
          quantity: 1,
          unitPrice: appointment.price,
          vat,
        });
  }

  const gifts: GiftPurchase[] = giftItems.map((g) => ({
    amount: g.amount,
    themeId: g.themeId ?? null,
    recipientName: g.recipientName ?? null,
    recipientEmail: g.recipientEmail ?? null,
    message: g.message ?? null,
    sendAt: g.sendAt ? new Date(g.sendAt) : null,
  }));
  await validateGiftPurchases(db, companyId, gifts, now);
  for (const [i, g] of gifts.entries())
    lines.push({
      part: 'gift',
      key: `gift:${i}`,
      name: g.recipientName ? `${GIFT_LABEL[lang]} — ${g.recipientName}` : GIFT_LABEL[lang],
      quantity: 1,
      unitPrice: g.amount,
      vat: GIFT_VOUCHER_VAT,
    });

  const products =
    productItems.length > 0 && body.shopId !== undefined
      ? await priceProductLines(
          db,
          companyId,
          body.shopId,
          productItems.map((p) => ({ articleId: p.articleId, quantity: p.quantity })),
        )
      : [];
  for (const p of products)
    lines.push({
      part: 'product',
      key: `product:${p.articleId}`,
      name: localise(p.name, lang),
      quantity: p.quantity,
      unitPrice: p.unitPrice,
      vat: p.vat,
    });

  let coupon: { id: number; code: string; reductionType: string; amount: number } | null = null;
  const couponBase = couponEligibleAmount(lines);
  if (body.couponCode) {
    // A first look, with paid uses only; payment initialize reserves the use under the lock.
    const row = await findCouponByCode(db, companyId, body.couponCode, customerId);
    if (!row) throw couponRefused('unknown');
    const outcome = evaluateCoupon(couponRule(row), {
      amount: couponBase,
      now,
      customerId,
      customerUses: await customerRedemptions(db, companyId, row.id, customerId),
    });
    if (!outcome.valid) throw couponRefused(outcome.reason);
    coupon = row;
  }

  let giftBalance = 0;
  if (body.giftCode) {
    const gift = await findUsableGift(db, companyId, body.giftCode, now);
    if (!gift)
      throw new PaymentError(
        409,
        'gift voucher not usable',
        'gift_unusable',
        'Ce bon cadeau ne peut pas être utilisé.',
      );
    giftBalance = gift.balance;
  }

  return {
    booking,
    products: products.map((p) => ({ ...p, name: p.name as Record<string, string> })),
    gifts,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    couponBase,
    giftCode: body.giftCode ? (normaliseGiftCode(body.giftCode) ?? body.giftCode) : null,
    totals: checkoutTotals({ lines, coupon, giftBalance }),
  };
}

/** The prices answer of initialize (and of every later summary). */
export function pricesOf(quote: Pick<Quote, 'totals' | 'couponCode' | 'giftCode'>): Prices {
  const t = quote.totals;
  return {
    currency: 'EUR',
    lines: t.lines.map((l) => ({
      key: l.key,
      kind: l.part,
      name: l.name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      discount: l.discount,
      vat: l.vat,
    })),
    subtotal: t.subtotal,
    discount: t.discount,
    giftUsed: t.giftUsed,
    total: t.total,
    vatLines: t.vatLines,
    couponCode: quote.couponCode,
    giftCode: quote.giftCode,
  };
}
