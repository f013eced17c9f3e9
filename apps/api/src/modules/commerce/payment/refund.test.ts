import { PaymentInitializeAnswerSchema, RefundAnswerSchema } from '@eclat/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import {
  bearer,
  createShopTenant,
  giftItem,
  holdBooking,
  paymentApp,
  type ShopFixture,
} from '../../../../test-support/payment-kit.ts';
import {
  accessAccounts,
  appointments,
  bookingOrders,
  customerCredits,
  eshopOrders,
  giftOrders,
  gifts,
  payments,
  refunds,
} from '../../../db/schema.ts';

describe.each(engines)('refunds on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: ShopFixture;
  let b: ShopFixture;
  let manager: string;
  const clock = new Date('2026-06-01T06:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createShopTenant(database.db, 'refunda', { stock: 10 });
    b = await createShopTenant(database.db, 'refundb');
    manager = await staffToken(database.db, a.companyId, 'manager');
    app = await paymentApp(database, { now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const refund = (payload: Record<string, unknown>, token = manager, t: ShopFixture = a, query = '') =>
    app.inject({
      method: 'POST',
      url: `/api/payment/refund${query}`,
      headers: bearer(t.token, token),
      payload,
    });
  const refundCount = async () => (await database.db.select({ n: count() }).from(refunds))[0]?.n ?? 0;

  /** A paid cart: booking 65 €, voucher 50 €, product 24 €. */
  async function paidCart(at: string) {
    const customer = await customerToken(database.db, a.companyId);
    const order = await holdBooking(app, a, customer.token, at);
    const init = PaymentInitializeAnswerSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/payment/initialize',
          headers: bearer(a.token, customer.token),
          payload: {
            items: [
              { kind: 'booking', bookingOrderId: order.id },
              giftItem(a),
              { kind: 'product', articleId: a.productId, quantity: 1 },
            ],
            shopId: a.shopId,
          },
        })
      ).json(),
    );
    const pay = await app.inject({
      method: 'POST',
      url: '/api/payment/pay',
      headers: bearer(a.token, customer.token),
      payload: { cartId: init.cartId },
    });
    expect(pay.statusCode).toBe(200);
    const [payment] = await database.db.select().from(payments).where(eq(payments.cartId, init.cartId));
    const [giftOrder] = await database.db
      .select()
      .from(giftOrders)
      .where(eq(giftOrders.paymentRef, init.cartId));
    return {
      ...customer,
      orderId: order.id,
      cartId: init.cartId,
      paymentId: payment?.id ?? -1,
      giftOrderId: giftOrder?.id ?? -1,
    };
  }

  it('refunds partly, then fully, in money and old credit, and the statistics show it', async () => {
    const cart = await paidCart('2026-06-02T08:00:00.000Z');
    const aggregate = async () =>
      (
        await app.inject({ url: '/api/stats/booking-orders/aggregate', headers: bearer(a.token, manager) })
      ).json() as { refunded: number };
    const refundedBefore = (await aggregate()).refunded;

    const partial = await refund({
      target: 'booking',
      id: cart.orderId,
      amount: 2000,
      mode: 'money',
      reason: 'retard',
    });
    expect(partial.statusCode).toBe(200);
    const answer = RefundAnswerSchema.parse(partial.json());
    expect(answer.refund).toMatchObject({ target: 'booking', amount: 2000, mode: 'money' });
    expect(answer.refund.providerRef).toMatch(/^free-refund:/);
    expect(answer.target).toEqual({
      id: cart.orderId,
      status: 'confirmed',
      paid: 6500,
      refundedAmount: 2000,
    });
    expect(answer.payment).toMatchObject({ status: 'succeeded', refundedAmount: 2000 });
    expect((await aggregate()).refunded).toBe(refundedBefore + 2000);

    const over = await refund({ target: 'booking', id: cart.orderId, amount: 4501 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'over_refund' });
    expect(over.json().message).toContain('4500');

    const rest = await refund({ target: 'booking', id: cart.orderId, amount: 4500, mode: 'old_credit' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      target: { status: 'refunded', refundedAmount: 6500 },
      creditBalance: 4500,
    });
    const credits = await database.db
      .select()
      .from(customerCredits)
      .where(eq(customerCredits.customerId, cart.customerId));
    expect(credits).toMatchObject([{ amount: 4500, kind: 'old_credit', bookingOrderId: cart.orderId }]);
    const rows = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, cart.orderId));
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
    expect((await aggregate()).refunded).toBe(refundedBefore + 6500);
    expect((await refund({ target: 'booking', id: cart.orderId, amount: 1 })).json()).toMatchObject({
      error: 'nothing_to_refund',
    });

    // Gift vouchers: never more than their unspent balance.
    const giftPart = await refund({ target: 'gift', id: cart.giftOrderId, amount: 1000 });
    expect(giftPart.json()).toMatchObject({ target: { status: 'paid', refundedAmount: 1000 } });
    const [voucher] = await database.db.select().from(gifts).where(eq(gifts.giftOrderId, cart.giftOrderId));
    expect(voucher).toMatchObject({ balance: 4000, status: 'active' });
    await database.db
      .update(gifts)
      .set({ balance: 1500 })
      .where(eq(gifts.id, voucher?.id ?? -1));
    expect((await refund({ target: 'gift', id: cart.giftOrderId, amount: 1501 })).json()).toMatchObject({
      error: 'over_refund',
    });
    expect((await refund({ target: 'gift', id: cart.giftOrderId, amount: 1500 })).json()).toMatchObject({
      target: { refundedAmount: 2500 },
    });
    const [spent] = await database.db.select().from(gifts).where(eq(gifts.giftOrderId, cart.giftOrderId));
    expect(spent).toMatchObject({ balance: 0, status: 'cancelled' });

    // What the payment still holds is the product: staff cancel the order (pieces back on the
    // shelf), then a payment refund takes that part and the e-shop order ends refunded.
    const [eshop] = await database.db
      .select()
      .from(eshopOrders)
      .where(eq(eshopOrders.paymentRef, cart.cartId));
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/eshop/orders/${eshop?.id}/status`,
      headers: bearer(a.token, manager),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const whole = await refund({ target: 'payment', id: cart.paymentId, amount: 2400 });
    expect(whole.json()).toMatchObject({ payment: { refundedAmount: 6500 + 2500 + 2400 } });
    const [refunded] = await database.db
      .select()
      .from(eshopOrders)
      .where(eq(eshopOrders.id, eshop?.id ?? -1));
    expect(refunded?.status).toBe('refunded');
    expect((await refund({ target: 'payment', id: cart.paymentId, amount: 1 })).json()).toMatchObject({
      error: 'nothing_to_refund',
    });
  });

  it('a payment refunded in full ends refunded; query parameters work as the body', async () => {
    const cart = await paidCart('2026-06-02T09:00:00.000Z');
    const res = await refund({}, manager, a, `?target=payment&id=${cart.paymentId}&amount=13900`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment: { status: 'refunded', refundedAmount: 13900 } });
    const [booking] = await database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, cart.orderId));
    const [giftOrder] = await database.db
      .select()
      .from(giftOrders)
      .where(eq(giftOrders.id, cart.giftOrderId));
    expect([booking?.status, booking?.refundedAmount, giftOrder?.status, giftOrder?.refundedAmount]).toEqual([
      'refunded',
      6500,
      'refunded',
      5000,
    ]);
  });

  it('refuses bad or missing input, customers and other companies, writing nothing', async () => {
    const cart = await paidCart('2026-06-02T10:00:00.000Z');
    const before = await refundCount();
    const missing = await refund({ target: 'booking', amount: 100 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'param manquants', error: 'missing_params' });
    expect((await refund({ target: 'booking', id: cart.orderId, amount: -5 })).statusCode).toBe(400);
    expect((await refund({ target: 'invoice', id: cart.orderId, amount: 5 })).statusCode).toBe(400);
    expect((await refund({ target: 'booking', id: cart.orderId, amount: 5, mode: 'cash' })).statusCode).toBe(
      400,
    );
    expect((await refund({ target: 'booking', id: cart.orderId, amount: 100 }, cart.token)).statusCode).toBe(
      403,
    );
    expect((await refund({ target: 'booking', id: cart.orderId, amount: 100 }, '')).statusCode).toBe(401);
    const staff = await staffToken(database.db, a.companyId, 'staff');
    expect((await refund({ target: 'booking', id: cart.orderId, amount: 100 }, staff)).statusCode).toBe(403);
    const bManager = await staffToken(database.db, b.companyId, 'manager');
    for (const [target, id] of [
      ['booking', cart.orderId],
      ['gift', cart.giftOrderId],
      ['payment', cart.paymentId],
    ] as const) {
      expect((await refund({ target, id, amount: 100 }, bManager, b)).statusCode).toBe(404);
    }
    // A manager's access account limited to the other shop does not see this booking.
    const elsewhere = await accessToken(database.db, a.companyId, [a.shopIds[1] as number]);
    await database.db
      .update(accessAccounts)
      .set({ role: 'manager' })
      .where(eq(accessAccounts.companyId, a.companyId));
    expect((await refund({ target: 'booking', id: cart.orderId, amount: 100 }, elsewhere)).statusCode).toBe(
      404,
    );
    const payzen = await app.inject({
      method: 'POST',
      url: '/api/payment/payzen/refund',
      headers: bearer(a.token, manager),
      payload: { target: 'booking', id: cart.orderId, amount: 100 },
    });
    expect(payzen.statusCode).toBe(409);
    expect(payzen.json()).toMatchObject({ error: 'provider_mismatch' });
    expect(await refundCount()).toBe(before);
    const [booking] = await database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, cart.orderId));
    expect(booking?.refundedAmount).toBe(0);
  });

  it('a booking confirmed without online payment has nothing to refund', async () => {
    const customer = await customerToken(database.db, a.companyId);
    const [order] = await database.db
      .insert(bookingOrders)
      .values({
        companyId: a.companyId,
        shopId: a.shopId,
        customerId: customer.customerId,
        status: 'confirmed',
        total: 5000,
      })
      .returning();
    for (const mode of ['money', 'old_credit']) {
      const res = await refund({ target: 'booking', id: order?.id, amount: 100, mode });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'nothing_to_refund' });
    }
  });
});
