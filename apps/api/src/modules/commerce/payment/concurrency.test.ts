import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import {
  bearer,
  createShopTenant,
  paymentApp,
  type ShopFixture,
} from '../../../../test-support/payment-kit.ts';
import { eshopOrders, payments, productStocks } from '../../../db/schema.ts';

// Issue 6 "Done when": 50 concurrent checkouts of a product with stock 3 → exactly 3 paid orders,
// stock 0, never negative. PGlite serialises writes; PostgreSQL (TEST_DATABASE_URL) is the real
// race. The time limit is for a loaded shared machine; the assertion is the count.
describe.each(engines)('concurrent checkouts on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: ShopFixture;
  let tokens: string[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createShopTenant(database.db, 'lastpiece', { stock: 3 });
    app = await paymentApp(database, { now: () => new Date('2026-06-01T06:00:00Z') });
    tokens = [];
    for (let i = 0; i < 50; i++) tokens.push((await customerToken(database.db, t.companyId)).token);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('50 customers check out the last 3 pieces at once: 3 paid orders, stock 0, never negative', async () => {
    const checkout = async (token: string) => {
      const init = await app.inject({
        method: 'POST',
        url: '/api/payment/initialize',
        headers: bearer(t.token, token),
        payload: { items: [{ kind: 'product', articleId: t.productId, quantity: 1 }], shopId: t.shopId },
      });
      if (init.statusCode !== 200)
        return { step: 'initialize', status: init.statusCode, error: init.json().error };
      const pay = await app.inject({
        method: 'POST',
        url: '/api/payment/pay',
        headers: bearer(t.token, token),
        payload: { cartId: init.json().cartId },
      });
      return { step: 'pay', status: pay.statusCode, error: pay.statusCode === 200 ? null : pay.json().error };
    };
    const outcomes = await Promise.all(tokens.map(checkout));

    const paid = outcomes.filter((o) => o.step === 'pay' && o.status === 200);
    const refused = outcomes.filter((o) => o.step === 'initialize');
    expect(paid).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) expect(r).toEqual({ step: 'initialize', status: 409, error: 'stock' });

    const [row] = await database.db
      .select()
      .from(productStocks)
      .where(eq(productStocks.articleId, t.productId));
    expect(row).toMatchObject({ quantity: 0, reserved: 0 });
    const paidOrders = await database.db
      .select()
      .from(eshopOrders)
      .where(and(eq(eshopOrders.companyId, t.companyId), eq(eshopOrders.status, 'paid')));
    expect(paidOrders).toHaveLength(3);
    const succeeded = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, t.companyId), eq(payments.status, 'succeeded')));
    expect(succeeded).toHaveLength(3);

    // Sold out: the next customer is refused, nothing goes below zero.
    expect(await checkout(tokens[0] as string)).toEqual({ step: 'initialize', status: 409, error: 'stock' });
  }, 180_000);
});
