import {
  PaymentErrorSchema,
  PaymentInitializeAnswerSchema,
  PaymentSuccessAnswerSchema,
} from '@eclat/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import {
  appointments,
  bookingOrders,
  couponRedemptions,
  coupons,
  eshopOrders,
  giftOrders,
  gifts,
  loyaltyCards,
  paymentEvents,
  payments,
  productStocks,
} from '../../../db/schema.ts';

describe.each(engines)('payment service on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: ShopFixture;
  let b: ShopFixture;
  const clock = new Date('2026-06-01T06:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createShopTenant(database.db, 'alpha', { stock: 5 });
    b = await createShopTenant(database.db, 'beta');
    app = await paymentApp(database, { now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const post = (t: ShopFixture, url: string, payload: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: bearer(t.token, token),
      payload: payload as Record<string, unknown>,
    });
  const stockOf = async (t: ShopFixture) => {
    const [row] = await database.db
      .select()
      .from(productStocks)
      .where(eq(productStocks.articleId, t.productId));
    return row;
  };
  const countPayments = async () => (await database.db.select({ n: count() }).from(payments))[0]?.n ?? 0;

  it('initializes a cart of a booking, a gift voucher and a product with prices computed on the server', async () => {
    const { token, customerId } = await customerToken(database.db, a.companyId);
    const order = await holdBooking(app, a, token);
    const res = await post(
      a,
      '/api/payment/initialize',
      {
        items: [
          { kind: 'booking', bookingOrderId: order.id, price: 1 },
          { ...giftItem(a), price: 1 },
          { kind: 'product', articleId: a.productId, quantity: 2, price: 1 },
        ],
        shopId: a.shopId,
        prices: { total: 1 },
        customMessage: 'Allergie aux noix',
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    const body = PaymentInitializeAnswerSchema.parse(res.json());
    expect(body.cartId.length).toBeGreaterThanOrEqual(32);
    expect(body.provider).toBe('free');
    expect(body.result.scenario).toEqual({ kind: 'confirm-at-once' });
    expect(body.prices).toMatchObject({
      subtotal: 6500 + 5000 + 4800,
      discount: 0,
      giftUsed: 0,
      total: 16300,
    });
    expect(body.prices.vatLines).toEqual([
      { rate: 0, gross: 5000, net: 5000, vat: 0 },
      { rate: 20, gross: 11300, net: 9417, vat: 1883 },
    ]);
    expect(await stockOf(a)).toMatchObject({ quantity: 5, reserved: 2 });
    const [eshop] = await database.db
      .select()
      .from(eshopOrders)
      .where(eq(eshopOrders.paymentRef, body.cartId));
    expect(eshop).toMatchObject({ status: 'pending', total: 4800, customerId });
    const [giftOrder] = await database.db
      .select()
      .from(giftOrders)
      .where(eq(giftOrders.paymentRef, body.cartId));
    expect(giftOrder).toMatchObject({ status: 'pending', total: 5000 });
    const [booking] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, order.id));
    expect(booking).toMatchObject({ transactionId: body.cartId, customMessage: 'Allergie aux noix' });
    // The hold lasts at least as long as the payment.
    const held = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, order.id));
    for (const h of held)
      expect(h.holdExpiresAt?.getTime()).toBeGreaterThanOrEqual(Date.parse(body.expiresAt));
  });

  it('pays with the free provider: everything confirmed once, and success answers the purchase event', async () => {
    const { token, customerId } = await customerToken(database.db, a.companyId);
    const order = await holdBooking(app, a, token, '2026-06-02T09:00:00.000Z');
    const before = await stockOf(a);
    const init = PaymentInitializeAnswerSchema.parse(
      (
        await post(
          a,
          '/api/payment/initialize',
          {
            items: [
              { kind: 'booking', bookingOrderId: order.id },
              giftItem(a),
              { kind: 'product', articleId: a.productId, quantity: 1 },
            ],
            shopId: a.shopId,
          },
          token,
        )
      ).json(),
    );
    const pay = await post(a, '/api/payment/pay', { cartId: init.cartId }, token);
    expect(pay.statusCode).toBe(200);
    expect(pay.json()).toMatchObject({
      status: 'succeeded',
      bookingOrder: { status: 'confirmed' },
      eshopOrder: { status: 'paid' },
      giftOrder: { status: 'paid' },
    });
    expect(await stockOf(a)).toMatchObject({
      quantity: (before?.quantity ?? 0) - 1,
      reserved: before?.reserved ?? 0,
    });
    const statuses = await database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.bookingOrderId, order.id));
    expect(statuses.map((s) => s.status)).toEqual(['confirmed']);
    const [card] = await database.db
      .select()
      .from(loyaltyCards)
      .where(eq(loyaltyCards.customerId, customerId));
    expect(card?.points).toBe(Math.floor(init.prices.total / 100));

    const success = await post(a, `/api/payment/success/${init.cartId}`, {}, token);
    expect(success.statusCode).toBe(200);
    const summary = PaymentSuccessAnswerSchema.parse(success.json());
    expect(summary.purchase).toMatchObject({
      transaction_id: init.cartId,
      value: init.prices.total / 100,
      currency: 'EUR',
      tax: 0,
      shipping: 0,
    });
    expect(summary.purchase?.items.map((i) => i.item_category)).toEqual(['booking', 'gift', 'product']);
    expect(summary.giftOrder?.gifts).toHaveLength(1);
    expect(JSON.stringify(summary)).not.toContain(
      (await database.db.select().from(gifts).where(eq(gifts.companyId, a.companyId)))[0]?.code ?? '§',
    );
  });

  it('applies a coupon to bookings and products only, and counts it once paid', async () => {
    const { token } = await customerToken(database.db, a.companyId);
    await database.db
      .insert(coupons)
      .values({ companyId: a.companyId, code: 'DIX', reductionType: 'percentage', amount: 10 });
    const order = await holdBooking(app, a, token, '2026-06-02T10:00:00.000Z');
    const init = PaymentInitializeAnswerSchema.parse(
      (
        await post(
          a,
          '/api/payment/initialize',
          {
            items: [
              { kind: 'booking', bookingOrderId: order.id },
              giftItem(a),
              { kind: 'product', articleId: a.productId, quantity: 1 },
            ],
            shopId: a.shopId,
            couponCode: 'dix',
          },
          token,
        )
      ).json(),
    );
    expect(init.prices).toMatchObject({ discount: 890, total: 6500 + 5000 + 2400 - 890, couponCode: 'DIX' });
    expect(init.prices.lines.find((l) => l.kind === 'gift')?.discount).toBe(0);
    expect((await post(a, '/api/payment/pay', { cartId: init.cartId }, token)).statusCode).toBe(200);
    const used = await database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderRef, init.cartId));
    expect(used).toHaveLength(1);
  });

  it('takes a gift code off the booking part only, and redeems it once paid', async () => {
    const { token } = await customerToken(database.db, a.companyId);
    const [voucher] = await database.db
      .insert(gifts)
      .values({
        companyId: a.companyId,
        code: 'ABCD-2345-EFGH',
        amount: 4000,
        balance: 4000,
        status: 'active',
      })
      .returning();
    const order = await holdBooking(app, a, token, '2026-06-02T11:00:00.000Z');
    const init = PaymentInitializeAnswerSchema.parse(
      (
        await post(
          a,
          '/api/payment/initialize',
          {
            items: [
              { kind: 'booking', bookingOrderId: order.id },
              { kind: 'product', articleId: a.productId, quantity: 1 },
            ],
            shopId: a.shopId,
            giftCode: 'abcd-2345-efgh',
          },
          token,
        )
      ).json(),
    );
    expect(init.prices).toMatchObject({ giftUsed: 4000, total: 6500 - 4000 + 2400 });
    expect((await post(a, '/api/payment/pay', { cartId: init.cartId }, token)).statusCode).toBe(200);
    const [after] = await database.db
      .select()
      .from(gifts)
      .where(eq(gifts.id, voucher?.id ?? -1));
    expect(after?.balance).toBe(0);
    const [booking] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, order.id));
    expect(booking).toMatchObject({ status: 'confirmed', paidAmount: 2500 });
  });

  it('answers the token, the scenario and the message update of a cart', async () => {
    const { token } = await customerToken(database.db, a.companyId);
    const order = await holdBooking(app, a, token, '2026-06-02T12:00:00.000Z');
    const init = PaymentInitializeAnswerSchema.parse(
      (
        await post(
          a,
          '/api/payment/initialize',
          { items: [{ kind: 'booking', bookingOrderId: order.id }] },
          token,
        )
      ).json(),
    );
    expect((await post(a, '/api/payment/token', { cartId: init.cartId }, token)).json()).toEqual({
      cartId: init.cartId,
      provider: 'free',
      token: init.result.token,
      publicKey: null,
    });
    expect((await post(a, '/api/payment/get-scenario', { cartId: init.cartId }, token)).json()).toEqual({
      cartId: init.cartId,
      provider: 'free',
      status: 'initialized',
      scenario: { kind: 'confirm-at-once' },
    });
    const message = await post(
      a,
      '/api/payment/update-message',
      { cartId: init.cartId, message: 'Porte B' },
      token,
    );
    expect(message.statusCode).toBe(200);
    const [booking] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, order.id));
    expect(booking?.customMessage).toBe('Porte B');
    const [payment] = await database.db.select().from(payments).where(eq(payments.cartId, init.cartId));
    expect(payment?.message).toBe('Porte B');
    const tooLong = await post(
      a,
      '/api/payment/update-message',
      { cartId: init.cartId, message: 'x'.repeat(1001) },
      token,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses bad input with a 4xx carrying error and customErrorMsg, writing nothing', async () => {
    const { token } = await customerToken(database.db, a.companyId);
    const order = await holdBooking(app, a, token, '2026-06-02T13:00:00.000Z');
    const before = await countPayments();
    const stockBefore = await stockOf(a);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'missing_params'],
      [{ items: [] }, 400, 'invalid'],
      [{ items: [{ kind: 'product', articleId: a.productId, quantity: 1 }] }, 400, 'missing_params'],
      [
        { items: [{ kind: 'product', articleId: a.productId, quantity: 0 }], shopId: a.shopId },
        400,
        'invalid',
      ],
      [
        {
          items: [
            { kind: 'booking', bookingOrderId: order.id },
            { kind: 'booking', bookingOrderId: order.id },
          ],
        },
        400,
        'invalid',
      ],
      [
        {
          items: [{ kind: 'product', articleId: a.productId, quantity: 1 }],
          shopId: a.shopId,
          giftCode: 'ABCD2345EFGH',
        },
        400,
        'invalid',
      ],
      [{ items: [{ kind: 'booking', bookingOrderId: order.id }], couponCode: 'NOPE' }, 404, 'coupon_unknown'],
      [
        { items: [{ kind: 'booking', bookingOrderId: order.id }], giftCode: 'ZZZZ2222ZZZZ' },
        409,
        'gift_unusable',
      ],
      [
        { items: [{ kind: 'product', articleId: a.productId, quantity: 99 }], shopId: a.shopId },
        409,
        'stock',
      ],
      [{ items: [{ ...giftItem(a), amount: 5 }] }, 400, 'gift'],
      [{ items: [{ kind: 'booking', bookingOrderId: 999_999 }] }, 404, 'booking_order'],
      [
        { items: [{ kind: 'product', articleId: b.productId, quantity: 1 }], shopId: a.shopId },
        404,
        'product',
      ],
    ];
    for (const [payload, status, word] of cases) {
      const res = await post(a, '/api/payment/initialize', payload, token);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      const body = PaymentErrorSchema.parse(res.json());
      expect(body.error, JSON.stringify(payload)).toBe(word);
      expect(body.customErrorMsg.length).toBeGreaterThan(0);
    }
    expect(await countPayments()).toBe(before);
    expect(await stockOf(a)).toEqual(stockBefore);
    const [booking] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, order.id));
    expect(booking?.transactionId).toBeNull();
  });

  it('lets only a signed-in customer initialize, with their own pending booking', async () => {
    const mine = await customerToken(database.db, a.companyId);
    const other = await customerToken(database.db, a.companyId);
    const order = await holdBooking(app, a, mine.token, '2026-06-02T14:00:00.000Z');
    const items = [{ kind: 'booking', bookingOrderId: order.id }];
    expect((await post(a, '/api/payment/initialize', { items })).statusCode).toBe(401);
    expect(
      (await post(a, '/api/payment/initialize', { items }, await staffToken(database.db, a.companyId)))
        .statusCode,
    ).toBe(403);
    expect((await post(a, '/api/payment/initialize', { items }, other.token)).statusCode).toBe(404);
    const confirmed = await database.db
      .insert(bookingOrders)
      .values({
        companyId: a.companyId,
        shopId: a.shopId,
        customerId: mine.customerId,
        status: 'confirmed',
        total: 100,
      })
      .returning();
    const res = await post(
      a,
      '/api/payment/initialize',
      { items: [{ kind: 'booking', bookingOrderId: confirmed[0]?.id }] },
      mine.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'booking_not_pending' });
  });

  it("never lets company B read or pay company A's cart, nor another customer", async () => {
    const { token } = await customerToken(database.db, a.companyId);
    const order = await holdBooking(app, a, token, '2026-06-02T15:00:00.000Z');
    const init = PaymentInitializeAnswerSchema.parse(
      (
        await post(
          a,
          '/api/payment/initialize',
          { items: [{ kind: 'booking', bookingOrderId: order.id }] },
          token,
        )
      ).json(),
    );
    const bCustomer = await customerToken(database.db, b.companyId);
    const aOther = await customerToken(database.db, a.companyId);
    for (const url of [
      '/api/payment/pay',
      '/api/payment/token',
      '/api/payment/get-scenario',
      '/api/payment/update-message',
    ]) {
      const payload = { cartId: init.cartId, message: 'x' };
      expect((await post(b, url, payload, bCustomer.token)).statusCode, url).toBe(404);
      expect((await post(b, url, payload, await staffToken(database.db, b.companyId))).statusCode, url).toBe(
        404,
      );
      expect((await post(a, url, payload, aOther.token)).statusCode, url).toBe(404);
      expect((await post(a, url, payload)).statusCode, url).toBe(401);
    }
    expect((await post(b, `/api/payment/success/${init.cartId}`, {}, bCustomer.token)).statusCode).toBe(404);
    const callback = await app.inject({
      method: 'POST',
      url: `/api/payment/callback/${b.token}`,
      payload: { paymentToken: init.result.token },
    });
    expect(callback.statusCode).toBe(404);
    const [payment] = await database.db.select().from(payments).where(eq(payments.cartId, init.cartId));
    expect(payment?.status).toBe('initialized');
    expect(payment?.message).toBeNull();
  });

  it('confirms through the PayPal-style callback, with the company in the path', async () => {
    const { token } = await customerToken(database.db, a.companyId);
    const order = await holdBooking(app, a, token, '2026-06-02T07:00:00.000Z');
    const init = PaymentInitializeAnswerSchema.parse(
      (
        await post(
          a,
          '/api/payment/initialize',
          { items: [{ kind: 'booking', bookingOrderId: order.id }] },
          token,
        )
      ).json(),
    );
    const res = await app.inject({
      method: 'POST',
      url: `/api/payment/callback/${a.token}?payId=PAYER-1`,
      payload: { paymentToken: init.result.token, prices: { total: 1 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cartId: init.cartId, status: 'succeeded' });
    const [payment] = await database.db.select().from(payments).where(eq(payments.cartId, init.cartId));
    expect((payment?.cart as { payId?: string } | undefined)?.payId).toBe('PAYER-1');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/payment/callback/nope',
      payload: { paymentToken: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'company_error' });
    const missing = await app.inject({
      method: 'POST',
      url: `/api/payment/callback/${a.token}`,
      payload: {},
    });
    expect(missing.json()).toMatchObject({ message: 'param manquants', error: 'missing_params' });
  });

  it('refuses a webhook for a provider that gives none, changing nothing', async () => {
    const snapshot = () =>
      database.db
        .select({ cartId: payments.cartId, status: payments.status, updatedAt: payments.updatedAt })
        .from(payments)
        .where(eq(payments.companyId, a.companyId))
        .orderBy(payments.id);
    const before = await snapshot();
    const res = await app.inject({
      method: 'POST',
      url: `/api/payment/webhook/free/${a.token}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"status":"succeeded"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'provider_invalid' });
    expect(await snapshot()).toEqual(before);
    expect(await database.db.select().from(paymentEvents)).toEqual([]);
  });
});

describe('payment routes in the OpenAPI document', () => {
  it('documents every payment path with its tag', async () => {
    const database = await createTestDatabase('pglite');
    const app = await paymentApp(database);
    try {
      const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
      };
      const expected = [
        ['post', '/api/payment/initialize'],
        ['post', '/api/payment/update-message'],
        ['post', '/api/payment/pay'],
        ['post', '/api/payment/callback/{companyToken}'],
        ['post', '/api/payment/webhook/{provider}/{companyToken}'],
        ['post', '/api/payment/refund'],
        ['post', '/api/payment/payzen/refund'],
        ['post', '/api/payment/token'],
        ['post', '/api/payment/get-scenario'],
        ['post', '/api/payment/success/{id}'],
        ['get', '/api/payment/connect'],
      ] as const;
      for (const [method, path] of expected) {
        const operation = doc.paths[path]?.[method];
        expect(operation?.tags, `${method} ${path}`).toEqual(['payment']);
        expect(operation?.summary?.length, `${method} ${path}`).toBeGreaterThan(10);
      }
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
