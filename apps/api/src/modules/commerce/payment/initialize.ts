// POST /api/payment/initialize (spec §7): prices the cart on the server, then in one transaction
// reserves what it holds — the coupon use and stock by cartId, the booking hold kept at least as
// long as the payment, pending e-shop and gift orders — and records the payment; the provider is
// asked afterwards, so a slow provider never holds our locks (ADR 0010). A customer has one
// unpaid cart at a time: a new one replaces the carts the provider was not yet working on.
import { randomBytes } from 'node:crypto';
import type { Lang, PaymentInitialize, PaymentInitializeAnswer } from '@eclat/contracts';
import {
  cartDeadlines,
  DEFAULT_BOOKER,
  isKnownCustomer,
  isPaymentEnabled,
  isPaymentOpen,
  maxPerCustomer,
  mergeSettings,
} from '@eclat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers, payments } from '../../../db/schema.ts';
import type { ProviderName, StartResult } from '../../../platform/payments/provider.ts';
import { providerFor } from '../../../platform/payments/registry.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { extendHolds } from '../../booking/appointments/repository.ts';
import { attachOrderToCart } from '../../booking/booking-orders/repository.ts';
import { CouponRejected, reserveCoupon } from '../coupons/redeem.ts';
import { insertEshopOrderLines, insertPendingEshopOrder } from '../eshop/repository.ts';
import { reserveStock } from '../eshop/stock.ts';
import { insertPendingGiftOrder } from '../gifts/repository.ts';
import { findPayment, lockOpenCarts, noRefunds, type PaymentCart, savePayment } from './cart.ts';
import { type PaymentDeps, paymentSettings, providerContext } from './context.ts';
import { PaymentError } from './errors.ts';
import { bookingNotPending, couponRefused, pendingBooking, pricesOf, quoteCart } from './quote.ts';
import { releasePayment } from './release.ts';
import { insertPayment } from './repository.ts';

/** The customer's address for the cart, and whether anyone vouches for them (cartDeadlines). */
async function cartHolder(db: Db, companyId: number, customerId: number) {
  const [customer] = await db
    .select({
      email: customers.email,
      emailVerified: customers.emailVerified,
      phoneVerified: customers.phoneVerified,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)));
  const paid = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.customerId, customerId),
        inArray(payments.status, ['succeeded', 'refunded']),
      ),
    )
    .limit(1);
  return {
    email: customer?.email ?? null,
    known: isKnownCustomer({
      emailVerified: customer?.emailVerified ?? false,
      phoneVerified: customer?.phoneVerified ?? false,
      hasPaidBefore: paid.length > 0,
    }),
  };
}

export async function initializePayment(
  deps: PaymentDeps,
  company: CompanyRow,
  customerId: number,
  lang: Lang,
  body: PaymentInitialize,
): Promise<PaymentInitializeAnswer> {
  const now = deps.now();
  const quote = await quoteCart(deps.db, company, customerId, lang, body, now);
  const settings = paymentSettings(company);
  // A cart that costs nothing needs no provider.
  const provider: ProviderName = quote.totals.total === 0 ? 'free' : settings.provider;
  if (!isPaymentEnabled({ provider, publicKey: settings.keys.publicKey }))
    throw new PaymentError(
      409,
      'online payment is not set up',
      'payment_disabled',
      'Le paiement en ligne est indisponible.',
    );
  const adapter = providerFor(deps.payments.providers, provider);

  const holder = await cartHolder(deps.db, company.id, customerId);
  const cartId = randomBytes(24).toString('base64url');
  const { paymentExpiresAt: expiresAt, holdUntil, stockUntil } = cartDeadlines(now, holder.known);
  const { totals } = quote;
  const shopId = body.shopId ?? null;
  const cart: PaymentCart = {
    lang,
    customerEmail: holder.email,
    shopId,
    bookingOrderId: quote.booking?.id ?? null,
    eshopOrderId: null,
    giftOrderId: null,
    gifts: quote.gifts.map((g) => ({ ...g, sendAt: g.sendAt?.toISOString() ?? null })),
    couponId: quote.couponId,
    giftCode: quote.giftCode,
    prices: pricesOf(quote),
    parts: totals.parts,
    refunded: noRefunds(),
    token: cartId,
    scenario: { kind: 'confirm-at-once' },
    payId: null,
    attention: [],
  };

  await deps.db.transaction(async (tx) => {
    // Lock order: payments, booking order, coupon, stock rows (ADR 0010). The customer's carts
    // the provider is not working on yet are replaced, and so is the booking's previous cart;
    // their bookings stay held for this cart or another try.
    const previousRef = quote.booking?.transactionId ?? null;
    for (const open of await lockOpenCarts(tx, company.id, customerId))
      if (open.status === 'initialized' || open.cartId === previousRef)
        await releasePayment(tx, open, 'cancelled', now, { keepBooking: true });
    if (quote.booking) {
      const { order } = await pendingBooking(tx, company.id, customerId, quote.booking.id, now, true);
      if (order.transactionId !== previousRef) throw bookingNotPending();
      await attachOrderToCart(tx, {
        companyId: company.id,
        orderId: order.id,
        cartId,
        provider,
        holdUntil,
        now,
        ...(body.customMessage !== undefined ? { customMessage: body.customMessage } : {}),
      });
      await extendHolds(tx, {
        orderId: order.id,
        until: holdUntil,
        now,
        ...(body.customMessage !== undefined ? { customMessage: body.customMessage } : {}),
      });
    }
    if (quote.couponId !== null) {
      try {
        await reserveCoupon(tx, {
          companyId: company.id,
          couponId: quote.couponId,
          customerId,
          orderRef: cartId,
          amount: quote.couponBase,
          now,
          expiresAt: holdUntil,
        });
      } catch (error) {
        if (error instanceof CouponRejected) throw couponRefused(error.reason);
        throw error;
      }
    }
    if (quote.products.length > 0 && shopId !== null) {
      await reserveStock(tx, {
        companyId: company.id,
        shopId,
        ref: cartId,
        lines: quote.products.map((p) => ({ articleId: p.articleId, quantity: p.quantity })),
        expiresAt: stockUntil,
        customerId,
        cap: maxPerCustomer(mergeSettings(DEFAULT_BOOKER, company.booker).products.maxPerCustomer),
      });
      const order = await insertPendingEshopOrder(tx, {
        companyId: company.id,
        customerId,
        shopId,
        status: 'pending',
        total: totals.parts.product.total,
        discount: totals.parts.product.discount,
        couponId: quote.couponId,
        paymentRef: cartId,
        createdAt: now,
        updatedAt: now,
      });
      if (!order) throw new Error('e-shop order not created');
      cart.eshopOrderId = order.id;
      await insertEshopOrderLines(
        tx,
        quote.products.map((p) => ({
          companyId: company.id,
          orderId: order.id,
          articleId: p.articleId,
          name: p.name,
          quantity: p.quantity,
          unitPrice: p.unitPrice,
          vat: p.vat,
        })),
      );
    }
    if (quote.gifts.length > 0) {
      const order = await insertPendingGiftOrder(tx, {
        companyId: company.id,
        customerId,
        shopId: shopId ?? quote.booking?.shopId ?? null,
        status: 'pending',
        total: totals.parts.gift.total,
        paymentRef: cartId,
        createdAt: now,
      });
      if (!order) throw new Error('gift order not created');
      cart.giftOrderId = order.id;
    }
    await insertPayment(tx, {
      companyId: company.id,
      cartId,
      provider,
      status: 'initialized',
      amount: totals.total,
      currency: 'EUR',
      cart: cart as unknown as Record<string, unknown>,
      customerId,
      message: body.customMessage ?? null,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
  });

  const ctx = providerContext(deps, company, provider, { lang, cartId, hasBooking: quote.booking !== null });
  let started: StartResult;
  try {
    started = await adapter.start(ctx, {
      cartId,
      amount: totals.total,
      currency: 'EUR',
      description: `${company.nickname} ${cartId.slice(0, 8)}`,
      customerEmail: cart.customerEmail,
      lang,
      idempotencyKey: `start-${cartId}`,
    });
  } catch (error) {
    // Nothing was taken: the goods go back, the booking stays held for another try.
    await deps.db.transaction(async (tx) => {
      const payment = await findPayment(tx, company.id, cartId, true);
      if (payment && isPaymentOpen(payment.status))
        await releasePayment(tx, payment, 'failed', now, { keepBooking: true });
    });
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    const payment = await findPayment(tx, company.id, cartId, true);
    if (!payment) throw new Error('payment vanished');
    await savePayment(
      tx,
      payment,
      {
        providerRef: started.providerRef ?? payment.providerRef,
        cart: { ...payment.cart, token: started.token, scenario: started.scenario },
      },
      now,
    );
  });
  return {
    cartId,
    provider,
    status: 'initialized',
    expiresAt: expiresAt.toISOString(),
    result: { token: started.token, scenario: started.scenario },
    prices: cart.prices,
  };
}
