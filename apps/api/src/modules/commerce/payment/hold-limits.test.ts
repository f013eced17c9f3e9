import { CompanyAdminSchema, PaymentInitializeAnswerSchema } from '@eclat/contracts';
import { and, eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import {
  bearer,
  createShopTenant,
  paymentApp,
  type ShopFixture,
} from '../../../../test-support/payment-kit.ts';
import {
  customers,
  eshopOrders,
  payments,
  productStocks,
  refunds,
  stockReservations,
} from '../../../db/schema.ts';
import { expirePayments } from './sweeper.ts';

const MINUTE = 60_000;

// Issue 16, defect 3: one unpaid cart could hold a product's whole stock for 15 minutes, again
// and again. One customer now holds at most booker.products.maxPerCustomer pieces of a product
// per shop (default 5), and the stock of a customer nobody vouches for is held 5 minutes only,
// taken again at payment if still there (ADR 0010, "Holding limits").
describe.each(engines)('what an unpaid cart may hold on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: ShopFixture;
  const start = new Date('2026-06-01T06:00:00Z');
  let clock = start;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createShopTenant(database.db, 'holdlimits', { stock: 500 });
    app = await paymentApp(database, { now: () => clock });
  }, 60_000);
  beforeEach(() => {
    clock = start;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const post = (url: string, payload: unknown, token?: string, f: ShopFixture = t) =>
    app.inject({ method: 'POST', url, headers: bearer(f.token, token), payload: payload as object });
  const initialize = (token: string, quantity: number, f: ShopFixture = t) =>
    post(
      '/api/payment/initialize',
      { items: [{ kind: 'product', articleId: f.productId, quantity }], shopId: f.shopId },
      token,
      f,
    );
  const stock = async (f: ShopFixture = t) =>
    (
      await database.db
        .select({ quantity: productStocks.quantity, reserved: productStocks.reserved })
        .from(productStocks)
        .where(eq(productStocks.articleId, f.productId))
    )[0];
  /** Pieces reserved (not yet committed or released) by one customer's carts. */
  const heldBy = async (customerId: number) => {
    const [row] = await database.db
      .select({ n: sum(stockReservations.quantity) })
      .from(stockReservations)
      .where(and(eq(stockReservations.customerId, customerId), eq(stockReservations.status, 'reserved')));
    return Number(row?.n ?? 0);
  };
  const reservationOf = async (cartId: string) =>
    (await database.db.select().from(stockReservations).where(eq(stockReservations.ref, cartId)))[0];
  const known = async (f: ShopFixture) => {
    const c = await customerToken(database.db, f.companyId);
    await database.db.update(customers).set({ emailVerified: true }).where(eq(customers.id, c.customerId));
    return c;
  };
  /** The manager sets the cap in the back office (PUT /api/companies/{id}). */
  const setCap = async (cap: number, f: ShopFixture = t) => {
    const manager = await staffToken(database.db, f.companyId, 'manager');
    const headers = bearer(f.token, manager);
    const read = await app.inject({ method: 'GET', url: `/api/companies/${f.companyId}`, headers });
    const current = CompanyAdminSchema.parse(read.json().company);
    return app.inject({
      method: 'PUT',
      url: `/api/companies/${f.companyId}`,
      headers,
      payload: {
        booker: { ...current.booker, products: { ...current.booker.products, maxPerCustomer: cap } },
      },
    });
  };

  it('a cart cannot hold more than the cap: 5 by default, then what the company sets', async () => {
    const before = await stock();
    const c = await customerToken(database.db, t.companyId);
    const over = await initialize(c.token, 6);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      error: 'stock_limit',
      customErrorMsg: expect.stringContaining('5 par client'),
    });
    expect(await stock()).toEqual(before);
    expect(await heldBy(c.customerId)).toBe(0);
    expect((await initialize(c.token, 5)).statusCode).toBe(200);
    expect(await heldBy(c.customerId)).toBe(5);

    expect((await setCap(0)).statusCode).toBe(400);
    expect((await setCap(2)).statusCode).toBe(200);
    const d = await customerToken(database.db, t.companyId);
    expect((await initialize(d.token, 3)).json()).toMatchObject({ error: 'stock_limit' });
    expect((await initialize(d.token, 2)).statusCode).toBe(200);
    expect((await setCap(5)).statusCode).toBe(200);
  });

  it('one customer never holds more than the cap, across carts and at once', async () => {
    expect((await setCap(3)).statusCode).toBe(200);
    const c = await customerToken(database.db, t.companyId);
    const first = PaymentInitializeAnswerSchema.parse((await initialize(c.token, 2)).json());
    // The provider is working on the first cart: it stays, and counts.
    await database.db.update(payments).set({ status: 'pending' }).where(eq(payments.cartId, first.cartId));
    expect((await initialize(c.token, 2)).json()).toMatchObject({ error: 'stock_limit' });
    expect((await initialize(c.token, 1)).statusCode).toBe(200);
    expect(await heldBy(c.customerId)).toBe(3);

    // Twelve carts of 2 at once from one customer: never more than 3 pieces held.
    const d = await customerToken(database.db, t.companyId);
    const answers = await Promise.all(Array.from({ length: 12 }, () => initialize(d.token, 2)));
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(await heldBy(d.customerId)).toBeLessThanOrEqual(3);
    const [all] = await database.db
      .select({ n: sum(stockReservations.quantity) })
      .from(stockReservations)
      .where(and(eq(stockReservations.articleId, t.productId), eq(stockReservations.status, 'reserved')));
    expect((await stock())?.reserved).toBe(Number(all?.n ?? 0));
    expect((await setCap(5)).statusCode).toBe(200);
  }, 60_000);

  it('an unknown customer’s cart holds stock 5 minutes, a known customer’s 20; a late payment takes it again', async () => {
    const f = await createShopTenant(database.db, 'briefhold', { stock: 10 });
    const stranger = await customerToken(database.db, f.companyId);
    const regular = await known(f);
    const strangerCart = PaymentInitializeAnswerSchema.parse((await initialize(stranger.token, 2, f)).json());
    const regularCart = PaymentInitializeAnswerSchema.parse((await initialize(regular.token, 2, f)).json());
    // The payment itself keeps its 15 minutes either way.
    expect(strangerCart.expiresAt).toBe(new Date(start.getTime() + 15 * MINUTE).toISOString());
    expect((await reservationOf(strangerCart.cartId))?.expiresAt).toEqual(
      new Date(start.getTime() + 5 * MINUTE),
    );
    expect((await reservationOf(regularCart.cartId))?.expiresAt).toEqual(
      new Date(start.getTime() + 20 * MINUTE),
    );

    expect(await stock(f)).toEqual({ quantity: 10, reserved: 4 });
    clock = new Date(start.getTime() + 6 * MINUTE);
    await expirePayments(database.db, clock);
    expect((await reservationOf(strangerCart.cartId))?.status).toBe('released');
    expect((await reservationOf(regularCart.cartId))?.status).toBe('reserved');
    expect(await stock(f)).toEqual({ quantity: 10, reserved: 2 });
    const [open] = await database.db.select().from(payments).where(eq(payments.cartId, strangerCart.cartId));
    expect(open?.status).toBe('initialized');

    // The stranger pays at minute 10: the pieces are still there, so they are sold.
    clock = new Date(start.getTime() + 10 * MINUTE);
    expect(
      (await post('/api/payment/pay', { cartId: strangerCart.cartId }, stranger.token, f)).statusCode,
    ).toBe(200);
    const [order] = await database.db
      .select()
      .from(eshopOrders)
      .where(eq(eshopOrders.paymentRef, strangerCart.cartId));
    expect(order?.status).toBe('paid');
    expect((await reservationOf(strangerCart.cartId))?.status).toBe('committed');
    expect(await stock(f)).toEqual({ quantity: 8, reserved: 2 });

    // Having paid once, the stranger is known: the next cart holds 20 minutes.
    const again = PaymentInitializeAnswerSchema.parse((await initialize(stranger.token, 1, f)).json());
    expect((await reservationOf(again.cartId))?.expiresAt).toEqual(new Date(clock.getTime() + 20 * MINUTE));
  });

  it('a brief hold that ran out while someone bought the last pieces: the products are paid back', async () => {
    const f = await createShopTenant(database.db, 'lastpieces', { stock: 2 });
    const stranger = await customerToken(database.db, f.companyId);
    const cart = PaymentInitializeAnswerSchema.parse((await initialize(stranger.token, 2, f)).json());
    const rival = await customerToken(database.db, f.companyId);
    expect((await initialize(rival.token, 1, f)).json()).toMatchObject({ error: 'stock' });

    clock = new Date(start.getTime() + 6 * MINUTE);
    await expirePayments(database.db, clock);
    const bought = await initialize(rival.token, 2, f);
    expect(bought.statusCode).toBe(200);
    expect(
      (await post('/api/payment/pay', { cartId: bought.json().cartId }, rival.token, f)).statusCode,
    ).toBe(200);

    clock = new Date(start.getTime() + 10 * MINUTE);
    expect((await post('/api/payment/pay', { cartId: cart.cartId }, stranger.token, f)).statusCode).toBe(200);
    const [order] = await database.db
      .select()
      .from(eshopOrders)
      .where(eq(eshopOrders.paymentRef, cart.cartId));
    // Cancelled, then refunded in full (ADR 0010: a cancelled order fully refunded ends refunded).
    expect(order?.status).toBe('refunded');
    const [payment] = await database.db.select().from(payments).where(eq(payments.cartId, cart.cartId));
    const back = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment?.id ?? -1));
    expect(back).toMatchObject([{ amount: cart.prices.total, reason: 'stock_released' }]);
    expect(await stock(f)).toEqual({ quantity: 0, reserved: 0 });
  });
});
