// The payment service with a real adapter (Stripe, official SDK) against the local Stripe stub:
// webhooks verified on the raw body and replayed, a declined card, money refunds, late money.
import { PaymentInitializeAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import {
  bearer,
  createShopTenant,
  giftItem,
  holdBooking,
  paymentApp,
  type ShopFixture,
} from '../../../../test-support/payment-kit.ts';
import { type StripeStub, startStripeStub } from '../../../../test-support/payment-stubs/stripe.stub.ts';
import {
  appointments,
  bookingOrders,
  giftOrders,
  gifts,
  loyaltyTransactions,
  paymentEvents,
  payments,
  productStocks,
  refunds,
} from '../../../db/schema.ts';
import { freeProvider } from '../../../platform/payments/free.ts';
import { stripeProvider } from '../../../platform/payments/stripe.ts';
import { expirePayments } from './sweeper.ts';

const secrets = { secretKey: 'sk_test_eclat', webhookSecret: 'whsec_eclat' };
const MINUTE = 60_000;

describe.each(engines)('payments through Stripe on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let stub: StripeStub;
  let t: ShopFixture;
  const start = new Date('2026-06-01T06:00:00Z');
  let clock = start;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    stub = await startStripeStub(secrets);
    t = await createShopTenant(database.db, 'stripy', {
      stock: 10,
      provider: 'stripe',
      publicKey: 'pk_test_eclat',
      secrets,
    });
    app = await paymentApp(database, {
      now: () => clock,
      providers: { free: freeProvider, stripe: stripeProvider },
      payments: {
        baseUrls: { stripe: stub.baseUrl, paypal: '', payzen: '', saferpay: '', monetico: '' },
        timeoutMs: 1500,
      },
    });
  });
  beforeEach(() => {
    clock = start;
  });
  afterAll(async () => {
    await app?.close();
    await stub?.close();
    await database?.drop();
  });

  const stock = async () =>
    (await database.db.select().from(productStocks).where(eq(productStocks.articleId, t.productId)))[0];
  const paymentRow = async (cartId: string) =>
    (await database.db.select().from(payments).where(eq(payments.cartId, cartId)))[0];
  const webhook = (payload: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: `/api/payment/webhook/stripe/${t.token}`,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  async function cart(at: string) {
    const customer = await customerToken(database.db, t.companyId);
    const order = await holdBooking(app, t, customer.token, at);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/initialize',
      headers: bearer(t.token, customer.token),
      payload: {
        items: [
          { kind: 'booking', bookingOrderId: order.id },
          giftItem(t),
          { kind: 'product', articleId: t.productId, quantity: 1 },
        ],
        shopId: t.shopId,
      },
    });
    expect(res.statusCode).toBe(200);
    const init = PaymentInitializeAnswerSchema.parse(res.json());
    const intentId = (await paymentRow(init.cartId))?.providerRef ?? '';
    return { ...customer, orderId: order.id, init, intentId };
  }

  it('a signed webhook replayed 10 times (and 10 at once) confirms once; a bad signature changes nothing', async () => {
    const before = await stock();
    const { init, intentId } = await cart('2026-06-02T08:00:00.000Z');
    expect(init.provider).toBe('stripe');
    expect(init.result.scenario).toMatchObject({ kind: 'stripe-card', publicKey: 'pk_test_eclat' });
    expect(init.result.token).toContain('_secret_');
    expect(stub.intents.get(intentId)).toMatchObject({
      amount: init.prices.total,
      metadata: { cartId: init.cartId },
    });

    expect((await stub.confirm(intentId, 'pm_card_visa')).status).toBe(200);
    const event = stub.events.find(
      (e) => e.type === 'payment_intent.succeeded' && e.payload.includes(intentId),
    );
    if (!event) throw new Error('no succeeded event');

    const forged = await webhook(event.payload.replace(init.cartId, 'someone-else'), event.signature);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: 'signature' });
    expect(await paymentRow(init.cartId)).toMatchObject({ status: 'initialized' });
    expect(await database.db.select().from(paymentEvents)).toHaveLength(0);

    const sequential = [];
    for (let i = 0; i < 10; i++) sequential.push(await webhook(event.payload, event.signature));
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => webhook(event.payload, event.signature)),
    );
    const all = [...sequential, ...parallel];
    for (const res of all) expect(res.statusCode).toBe(200);
    expect(all.filter((res) => res.json().replayed === false)).toHaveLength(1);

    expect(await paymentRow(init.cartId)).toMatchObject({ status: 'succeeded' });
    const [giftOrder] = await database.db
      .select()
      .from(giftOrders)
      .where(eq(giftOrders.paymentRef, init.cartId));
    expect(
      await database.db
        .select()
        .from(gifts)
        .where(eq(gifts.giftOrderId, giftOrder?.id ?? -1)),
    ).toHaveLength(1);
    expect(await stock()).toEqual({ ...before, quantity: (before?.quantity ?? 0) - 1 });
    expect(
      await database.db
        .select()
        .from(loyaltyTransactions)
        .where(eq(loyaltyTransactions.sourceRef, init.cartId)),
    ).toHaveLength(1);
    expect(
      await database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id)),
    ).toHaveLength(1);

    // Money goes back through Stripe; a Stripe failure records nothing.
    const manager = await staffToken(database.db, t.companyId, 'manager');
    const [booking] = await database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.transactionId, init.cartId));
    const refund = (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/payment/refund',
        headers: bearer(t.token, manager),
        payload: { target: 'booking', id: booking?.id, amount },
      });
    const ok = await refund(1000);
    expect(ok.statusCode).toBe(200);
    expect(stub.refunds).toMatchObject([{ amount: 1000, payment_intent: intentId }]);
    expect(ok.json().refund.providerRef).toBe(stub.refunds[0]?.id);
    stub.failNext(500, { type: 'api_error', message: 'boom' });
    const failed = await refund(500);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      error: 'provider_unavailable',
      customErrorMsg: 'Le service est indisponible.',
    });
    expect(
      await database.db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentId, (await paymentRow(init.cartId))?.id ?? -1)),
    ).toHaveLength(1);
  });

  it('a declined card answers 402 with Stripe’s message and releases the hold and the stock', async () => {
    const before = await stock();
    const { token, orderId, init, intentId } = await cart('2026-06-02T09:00:00.000Z');
    expect((await stock())?.reserved).toBe((before?.reserved ?? 0) + 1);
    expect((await stub.confirm(intentId, 'pm_card_chargeDeclined')).status).toBe(402);
    const pay = await app.inject({
      method: 'POST',
      url: '/api/payment/pay',
      headers: bearer(t.token, token),
      payload: { cartId: init.cartId },
    });
    expect(pay.statusCode).toBe(402);
    expect(pay.json()).toMatchObject({ error: 'payment_failed', customErrorMsg: 'Your card was declined.' });
    expect(await paymentRow(init.cartId)).toMatchObject({ status: 'failed' });
    expect(await stock()).toEqual(before);
    const [booking] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
    expect(booking?.status).toBe('cancelled');
    const rows = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, orderId));
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
    // Stripe's failure event changes nothing more.
    const event = stub.events.find(
      (e) => e.type === 'payment_intent.payment_failed' && e.payload.includes(intentId),
    );
    expect((await webhook(event?.payload ?? '', event?.signature ?? '')).statusCode).toBe(200);
    expect(await paymentRow(init.cartId)).toMatchObject({ status: 'failed', refundedAmount: 0 });
  });

  it('money that arrives after the cart expired goes back in full', async () => {
    const before = await stock();
    const { init, intentId } = await cart('2026-06-02T10:00:00.000Z');
    expect(await expirePayments(database.db, new Date(start.getTime() + 16 * MINUTE))).toBe(1);
    expect(await stock()).toEqual(before);
    await stub.confirm(intentId, 'pm_card_visa');
    const event = stub.events.find(
      (e) => e.type === 'payment_intent.succeeded' && e.payload.includes(intentId),
    );
    expect((await webhook(event?.payload ?? '', event?.signature ?? '')).statusCode).toBe(200);
    const payment = await paymentRow(init.cartId);
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: init.prices.total });
    expect((payment?.cart as { attention: string[] } | undefined)?.attention).toContain('late_payment');
    expect(stub.refunds.filter((r) => r.payment_intent === intentId)).toMatchObject([
      { amount: init.prices.total },
    ]);
    expect(await stock()).toEqual(before);
    const [giftOrder] = await database.db
      .select()
      .from(giftOrders)
      .where(eq(giftOrders.paymentRef, init.cartId));
    expect(giftOrder?.status).toBe('expired');
  });

  it('a provider that does not answer in time: 504, the goods released, the booking kept for another try', async () => {
    const before = await stock();
    const customer = await customerToken(database.db, t.companyId);
    const order = await holdBooking(app, t, customer.token, '2026-06-02T11:00:00.000Z');
    stub.hang();
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/initialize',
      headers: bearer(t.token, customer.token),
      payload: {
        items: [
          { kind: 'booking', bookingOrderId: order.id },
          { kind: 'product', articleId: t.productId, quantity: 1 },
        ],
        shopId: t.shopId,
      },
    });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({
      error: 'provider_timeout',
      customErrorMsg: 'Le service est indisponible.',
    });
    expect(await stock()).toEqual(before);
    const [booking] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, order.id));
    expect(booking?.status).toBe('pending');
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.cartId, booking?.transactionId ?? ''));
    expect(payment?.status).toBe('failed');
  });
});
