import { PaymentInitializeAnswerSchema } from '@eclat/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import {
  bearer,
  createShopTenant,
  giftItem,
  holdBooking,
  paymentApp,
  type ShopFixture,
} from '../../../../test-support/payment-kit.ts';
import { defaultPaymentsConfig } from '../../../config.ts';
import {
  appointments,
  bookingOrders,
  companies,
  couponRedemptions,
  coupons,
  eshopOrders,
  giftOrders,
  gifts,
  loyaltyCards,
  loyaltyTransactions,
  payments,
  productStocks,
  refunds,
} from '../../../db/schema.ts';
import { createMessageServices } from '../../../platform/mail/services.ts';
import { defaultProviders } from '../../../platform/payments/registry.ts';
import { settlePayment } from './fulfil.ts';
import { expirePayments } from './sweeper.ts';

const MINUTE = 60_000;

describe.each(engines)('payment lifecycle on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: ShopFixture;
  const start = new Date('2026-06-01T06:00:00Z');
  let clock = start;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createShopTenant(database.db, 'lifecycle', { stock: 10 });
    await database.db
      .insert(coupons)
      .values({ companyId: t.companyId, code: 'CINQ', reductionType: 'fixed', amount: 500 });
    app = await paymentApp(database, { now: () => clock });
  });
  beforeEach(() => {
    clock = start;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const post = (url: string, payload: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: bearer(t.token, token),
      payload: payload as Record<string, unknown>,
    });
  const stock = async () =>
    (await database.db.select().from(productStocks).where(eq(productStocks.articleId, t.productId)))[0];
  const paymentRow = async (cartId: string) =>
    (await database.db.select().from(payments).where(eq(payments.cartId, cartId)))[0];

  /** A held booking at `at`, a voucher and a product, initialized: the cart every test starts from. */
  async function fullCart(at: string, extra: Record<string, unknown> = {}) {
    const customer = await customerToken(database.db, t.companyId);
    const order = await holdBooking(app, t, customer.token, at);
    const res = await post(
      '/api/payment/initialize',
      {
        items: [
          { kind: 'booking', bookingOrderId: order.id },
          giftItem(t),
          { kind: 'product', articleId: t.productId, quantity: 1 },
        ],
        shopId: t.shopId,
        ...extra,
      },
      customer.token,
    );
    expect(res.statusCode).toBe(200);
    return { ...customer, orderId: order.id, init: PaymentInitializeAnswerSchema.parse(res.json()) };
  }

  it('a pay, success and callback replayed 10 times, at once, confirm once: one gift, stock down once, points once', async () => {
    const before = await stock();
    const { token, customerId, orderId, init } = await fullCart('2026-06-02T08:00:00.000Z', {
      couponCode: 'CINQ',
    });
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 3 === 0
        ? post('/api/payment/pay', { cartId: init.cartId }, token)
        : i % 3 === 1
          ? post(`/api/payment/success/${init.cartId}`, {}, token)
          : app.inject({
              method: 'POST',
              url: `/api/payment/callback/${t.token}`,
              payload: { paymentToken: init.result.token },
            }),
    );
    const answers = await Promise.all(calls);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    // And ten more, one after the other.
    for (let i = 0; i < 10; i++)
      expect((await post('/api/payment/pay', { cartId: init.cartId }, token)).statusCode).toBe(200);

    expect(await paymentRow(init.cartId)).toMatchObject({ status: 'succeeded' });
    const [giftOrder] = await database.db
      .select()
      .from(giftOrders)
      .where(eq(giftOrders.paymentRef, init.cartId));
    expect(giftOrder?.status).toBe('paid');
    const issued = await database.db
      .select()
      .from(gifts)
      .where(eq(gifts.giftOrderId, giftOrder?.id ?? -1));
    expect(issued).toHaveLength(1);
    expect(await stock()).toEqual({ ...before, quantity: (before?.quantity ?? 0) - 1 });
    const points = await database.db
      .select({ n: count() })
      .from(loyaltyTransactions)
      .where(
        and(eq(loyaltyTransactions.companyId, t.companyId), eq(loyaltyTransactions.sourceRef, init.cartId)),
      );
    expect(points[0]?.n).toBe(1);
    const [card] = await database.db
      .select()
      .from(loyaltyCards)
      .where(eq(loyaltyCards.customerId, customerId));
    expect(card?.points).toBe(Math.floor(init.prices.total / 100));
    const redeemed = await database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderRef, init.cartId));
    expect(redeemed).toHaveLength(1);
    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.code, 'CINQ'));
    expect(coupon?.uses).toBe(1);
    const [booking] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
    // 500 off 8900 of booking and product: 365 on the booking.
    expect(booking).toMatchObject({ status: 'confirmed', paidAmount: 6500 - 365 });
  });

  it('the sweeper expires an unpaid cart after 15 minutes: stock back, booking and orders expired, slot free', async () => {
    const before = await stock();
    const { token, orderId, init } = await fullCart('2026-06-02T09:00:00.000Z');
    expect((await stock())?.reserved).toBe((before?.reserved ?? 0) + 1);
    expect(await expirePayments(database.db, new Date(start.getTime() + 14 * MINUTE))).toBe(0);
    expect(await paymentRow(init.cartId)).toMatchObject({ status: 'initialized' });
    expect(await expirePayments(database.db, new Date(start.getTime() + 16 * MINUTE))).toBe(1);

    expect(await paymentRow(init.cartId)).toMatchObject({ status: 'expired' });
    expect(await stock()).toEqual(before);
    const [booking] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
    expect(booking?.status).toBe('expired');
    const held = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, orderId));
    expect(held.map((a) => a.status)).toEqual(['expired']);
    const [eshop] = await database.db
      .select()
      .from(eshopOrders)
      .where(eq(eshopOrders.paymentRef, init.cartId));
    const [giftOrder] = await database.db
      .select()
      .from(giftOrders)
      .where(eq(giftOrders.paymentRef, init.cartId));
    expect([eshop?.status, giftOrder?.status]).toEqual(['expired', 'expired']);

    clock = new Date(start.getTime() + 17 * MINUTE);
    const pay = await post('/api/payment/pay', { cartId: init.cartId }, token);
    expect(pay.statusCode).toBe(410);
    expect(pay.json()).toMatchObject({ error: 'payment_expired' });
    expect(pay.json().customErrorMsg).toContain('délai');
    const success = await post(`/api/payment/success/${init.cartId}`, {}, token);
    expect(success.json()).toMatchObject({ status: 'expired', purchase: null });
    // Someone else can now book the very collaborator the hold had.
    const other = await customerToken(database.db, t.companyId);
    const rebook = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(t.token, other.token),
      payload: {
        shopId: t.shopId,
        serviceIds: [t.serviceId],
        start: held[0]?.startsAt.toISOString(),
        employeeId: held[0]?.employeeId,
      },
    });
    expect(rebook.statusCode).toBe(201);
  });

  it('pay after 15 minutes answers 410 and releases the cart at once, without the sweeper', async () => {
    const before = await stock();
    const { token, orderId, init } = await fullCart('2026-06-02T10:00:00.000Z');
    clock = new Date(start.getTime() + 15 * MINUTE + 1000);
    const pay = await post('/api/payment/pay', { cartId: init.cartId }, token);
    expect(pay.statusCode).toBe(410);
    expect(await paymentRow(init.cartId)).toMatchObject({ status: 'expired' });
    expect(await stock()).toEqual(before);
    const [booking] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
    expect(booking?.status).toBe('expired');
  });

  it('a hold that ran out and whose slot was retaken: the rest is delivered, the booking part refunded automatically', async () => {
    const { token, customerId, orderId, init } = await fullCart('2026-06-02T11:00:00.000Z');
    const [held] = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, orderId));
    // Past the hold (15 + 5 minutes): another customer takes that collaborator at that time.
    clock = new Date(start.getTime() + 25 * MINUTE);
    const other = await customerToken(database.db, t.companyId);
    const taken = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(t.token, other.token),
      payload: {
        shopId: t.shopId,
        serviceIds: [t.serviceId],
        start: held?.startsAt.toISOString(),
        employeeId: held?.employeeId,
      },
    });
    expect(taken.statusCode).toBe(201);

    const success = await post(`/api/payment/success/${init.cartId}`, {}, token);
    expect(success.statusCode).toBe(200);
    expect(success.json()).toMatchObject({
      status: 'succeeded',
      refundedAmount: 6500,
      bookingOrder: { status: 'refunded', paidAmount: 6500 },
      eshopOrder: { status: 'paid' },
      giftOrder: { status: 'paid' },
    });
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.targetId, orderId));
    expect(refund).toMatchObject({ target: 'booking', amount: 6500, mode: 'money', reason: 'slot_retaken' });
    const [booking] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
    expect(booking).toMatchObject({ status: 'refunded', refundedAmount: 6500 });
    const [card] = await database.db
      .select()
      .from(loyaltyCards)
      .where(eq(loyaltyCards.customerId, customerId));
    expect(card?.points).toBe(Math.floor((init.prices.total - 6500) / 100));
    // The other customer's booking stands.
    const theirs = await database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.customerId, other.customerId));
    expect(theirs.map((a) => a.status)).toEqual(['held']);
  });

  it('a hold that ran out but whose slot is still free is taken back at payment', async () => {
    const { token, orderId, init } = await fullCart('2026-06-02T12:00:00.000Z');
    clock = new Date(start.getTime() + 25 * MINUTE);
    // The booking engine marks the lapsed hold expired before anyone else books.
    const other = await customerToken(database.db, t.companyId);
    await holdBooking(app, t, other.token, '2026-06-02T14:00:00.000Z');
    const success = await post(`/api/payment/success/${init.cartId}`, {}, token);
    expect(success.json()).toMatchObject({
      status: 'succeeded',
      refundedAmount: 0,
      bookingOrder: { status: 'confirmed' },
    });
    const rows = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, orderId));
    expect(rows.map((a) => a.status)).toEqual(['confirmed']);
  });

  it('a second initialize of the same booking replaces the first cart and frees its stock', async () => {
    const before = await stock();
    const customer = await customerToken(database.db, t.companyId);
    const order = await holdBooking(app, t, customer.token, '2026-06-02T13:00:00.000Z');
    const items = [
      { kind: 'booking', bookingOrderId: order.id },
      { kind: 'product', articleId: t.productId, quantity: 2 },
    ];
    const first = PaymentInitializeAnswerSchema.parse(
      (await post('/api/payment/initialize', { items, shopId: t.shopId }, customer.token)).json(),
    );
    const second = PaymentInitializeAnswerSchema.parse(
      (await post('/api/payment/initialize', { items, shopId: t.shopId }, customer.token)).json(),
    );
    expect(await paymentRow(first.cartId)).toMatchObject({ status: 'cancelled' });
    expect((await stock())?.reserved).toBe((before?.reserved ?? 0) + 2);
    const late = await post('/api/payment/pay', { cartId: first.cartId }, customer.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'payment_closed' });
    expect((await post('/api/payment/pay', { cartId: second.cartId }, customer.token)).json()).toMatchObject({
      status: 'succeeded',
      bookingOrder: { status: 'confirmed' },
    });
    expect(await stock()).toMatchObject({
      quantity: (before?.quantity ?? 0) - 2,
      reserved: before?.reserved,
    });
  });
  it('a provider reporting another amount than asked: nothing delivered, what it took goes back', async () => {
    const before = await stock();
    const { orderId, init } = await fullCart('2026-06-02T14:00:00.000Z');
    const [company] = await database.db.select().from(companies).where(eq(companies.id, t.companyId));
    if (!company) throw new Error('no company');
    const deps = {
      db: database.db,
      now: () => clock,
      payments: { config: defaultPaymentsConfig(), providers: defaultProviders() },
      messages: createMessageServices(database.db, {}),
    };
    const taken = init.prices.total - 100;
    const result = await settlePayment(deps, company, init.cartId, {
      outcome: { status: 'succeeded', providerRef: `free:${init.cartId}`, amount: taken },
    });
    expect(result).toMatchObject({ status: 'failed', action: 'refund_late' });
    const payment = await paymentRow(init.cartId);
    expect(payment).toMatchObject({ status: 'failed', refundedAmount: taken });
    expect((payment?.cart as { attention: string[] } | undefined)?.attention).toContain(
      `amount_mismatch:${taken}`,
    );
    const [refund] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment?.id ?? -1));
    expect(refund).toMatchObject({ amount: taken, reason: 'amount_mismatch', target: 'payment' });
    expect(await stock()).toEqual(before);
    const [booking] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
    expect(booking?.status).toBe('cancelled');
  });
});
