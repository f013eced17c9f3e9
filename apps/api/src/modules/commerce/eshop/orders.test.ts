import {
  EshopOrderPageSchema,
  MyEshopOrderAnswerSchema,
  MyEshopOrdersAnswerSchema,
  StaffEshopOrderAnswerSchema,
} from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken } from '../../../../test-support/auth.ts';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { insertOrder, insertProducts, type ShopFixture } from '../../../../test-support/eshop-fixtures.ts';
import { eshopOrders, productStocks, profiles } from '../../../db/schema.ts';

describe.each(engines)('e-shop orders on %s', (engine) => {
  let kit: ContentTestKit;
  let p: ShopFixture;
  let shop1: number;
  let shop2: number;
  let other: { token: string; customerId: number };
  let desk: string;
  const ids = { old: 0, paid: 0, theirs: 0, companyB: 0 };

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    const db = kit.database.db;
    p = await insertProducts(db, kit.a);
    [shop1, shop2] = kit.a.shopIds as [number, number];
    other = await customerToken(db, kit.a.companyId);
    desk = await accessToken(db, kit.a.companyId, [shop2]);
    await db.insert(profiles).values({
      companyId: kit.a.companyId,
      customerId: kit.tokens.customerId,
      firstname: 'Léa',
      lastname: 'Moreau',
    });
    const me = kit.tokens.customerId;
    ids.old = await insertOrder(db, {
      companyId: kit.a.companyId,
      shopId: shop1,
      customerId: me,
      status: 'collected',
      createdAt: new Date('2026-01-10T10:00:00Z'),
      lines: [{ articleId: p.serum, quantity: 1, unitPrice: 5500 }],
    });
    ids.paid = await insertOrder(db, {
      companyId: kit.a.companyId,
      shopId: shop1,
      customerId: me,
      status: 'paid',
      createdAt: new Date('2026-02-10T10:00:00Z'),
      lines: [
        { articleId: p.serum, quantity: 2, unitPrice: 5500 },
        { articleId: p.candle, quantity: 1, unitPrice: 2500, name: { fr: 'Bougie', en: 'Candle' } },
      ],
    });
    ids.theirs = await insertOrder(db, {
      companyId: kit.a.companyId,
      shopId: shop2,
      customerId: other.customerId,
      status: 'pending',
      createdAt: new Date('2026-03-10T10:00:00Z'),
      lines: [{ articleId: p.serum, quantity: 1, unitPrice: 5900 }],
    });
    const customerB = await customerToken(db, kit.b.companyId);
    ids.companyB = await insertOrder(db, {
      companyId: kit.b.companyId,
      shopId: kit.b.shopIds[0] as number,
      customerId: customerB.customerId,
      lines: [{ articleId: p.serum, quantity: 1, unitPrice: 100 }],
    });
  });
  afterAll(async () => {
    await kit?.close();
  });

  const asOther = (url: string) =>
    kit.app.inject({
      method: 'GET',
      url,
      headers: { company: kit.a.token, authorization: `Bearer ${other.token}` },
    });
  const asDesk = (method: 'GET' | 'PUT', url: string, body?: unknown) =>
    kit.app.inject({
      method,
      url,
      headers: { company: kit.a.token, authorization: `Bearer ${desk}` },
      ...(body ? { payload: body as object } : {}),
    });

  describe("the customer's own orders", () => {
    it('lists only the caller’s orders, newest first, with lines and localised names', async () => {
      const res = await kit.call('GET', '/api/eshop/my-orders', { as: 'customer', lang: 'en' });
      expect(res.statusCode).toBe(200);
      const { orders } = MyEshopOrdersAnswerSchema.parse(res.json());
      expect(orders.map((o) => o.id)).toEqual([ids.paid, ids.old]);
      expect(orders[0]).toMatchObject({
        status: 'paid',
        total: 13500,
        shop: { id: shop1 },
        lines: [
          { articleId: p.serum, name: 'Radiance serum', quantity: 2, unitPrice: 5500, lineTotal: 11000 },
          { articleId: p.candle, name: 'Candle', quantity: 1, lineTotal: 2500 },
        ],
      });
      expect(res.json().orders[0].customer).toBeUndefined();
      const theirs = MyEshopOrdersAnswerSchema.parse((await asOther('/api/eshop/my-orders')).json());
      expect(theirs.orders.map((o) => o.id)).toEqual([ids.theirs]);
    });

    it('reads one of them, and answers 404 for anyone else’s', async () => {
      const one = MyEshopOrderAnswerSchema.parse(
        (await kit.call('GET', `/api/eshop/my-orders/${ids.paid}`, { as: 'customer' })).json(),
      );
      expect(one.order.lines[0]?.name).toBe('Sérum éclat');
      expect(
        (await kit.call('GET', `/api/eshop/my-orders/${ids.theirs}`, { as: 'customer' })).statusCode,
      ).toBe(404);
      expect(
        (await kit.call('GET', `/api/eshop/my-orders/${ids.companyB}`, { as: 'customer' })).statusCode,
      ).toBe(404);
      expect((await kit.call('GET', '/api/eshop/my-orders/abc', { as: 'customer' })).statusCode).toBe(400);
    });

    it('is for signed-in customers only', async () => {
      expect((await kit.call('GET', '/api/eshop/my-orders')).statusCode).toBe(401);
      expect((await kit.call('GET', '/api/eshop/my-orders', { as: 'manager' })).statusCode).toBe(403);
    });
  });

  describe('staff listing', () => {
    const list = async (query: string) => {
      const res = await kit.call('GET', `/api/eshop/orders${query}`, { as: 'staff' });
      expect(res.statusCode).toBe(200);
      return EshopOrderPageSchema.parse(res.json());
    };

    it('pages the company’s orders and filters them', async () => {
      const all = await list('');
      expect(all.total).toBe(3);
      expect(all.orders.map((o) => o.id)).toEqual([ids.theirs, ids.paid, ids.old]);
      expect(all.orders[1]?.customer).toMatchObject({
        id: kit.tokens.customerId,
        firstname: 'Léa',
        lastname: 'Moreau',
      });
      const page2 = await list('?page=2&itemPerPage=2');
      expect(page2).toMatchObject({ total: 3, page: 2, itemPerPage: 2 });
      expect(page2.orders.map((o) => o.id)).toEqual([ids.old]);
      expect((await list('?status=paid,collected')).orders.map((o) => o.id)).toEqual([ids.paid, ids.old]);
      expect((await list(`?shops=${shop2}`)).orders.map((o) => o.id)).toEqual([ids.theirs]);
      expect((await list('?start=2026-02-01&end=2026-02-10')).orders.map((o) => o.id)).toEqual([ids.paid]);
      expect((await list(`?customerId=${other.customerId}`)).orders.map((o) => o.id)).toEqual([ids.theirs]);
      expect((await list('?customer=moreau')).orders.map((o) => o.id)).toEqual([ids.paid, ids.old]);
    });

    it('refuses bad filters, customers and anonymous callers; an access account sees its shops', async () => {
      expect((await kit.call('GET', '/api/eshop/orders?status=lost', { as: 'staff' })).statusCode).toBe(400);
      expect((await kit.call('GET', '/api/eshop/orders?itemPerPage=1000', { as: 'staff' })).statusCode).toBe(
        400,
      );
      expect((await kit.call('GET', '/api/eshop/orders')).statusCode).toBe(401);
      expect((await kit.call('GET', '/api/eshop/orders', { as: 'customer' })).statusCode).toBe(403);
      const mine = EshopOrderPageSchema.parse((await asDesk('GET', '/api/eshop/orders')).json());
      expect(mine.orders.map((o) => o.id)).toEqual([ids.theirs]);
      expect((await asDesk('GET', `/api/eshop/orders/${ids.paid}`)).statusCode).toBe(404);
      const b = EshopOrderPageSchema.parse(
        (await kit.call('GET', '/api/eshop/orders', { company: 'b', as: 'manager' })).json(),
      );
      expect(b.orders.map((o) => o.id)).toEqual([ids.companyB]);
      expect(
        (await kit.call('GET', `/api/eshop/orders/${ids.paid}`, { company: 'b', as: 'manager' })).statusCode,
      ).toBe(404);
    });
  });

  describe('status changes', () => {
    const setStatus = (id: number, status: string, company: 'a' | 'b' = 'a') =>
      kit.call('PUT', `/api/eshop/orders/${id}/status`, {
        as: company === 'a' ? 'staff' : 'manager',
        company,
        body: { status },
      });
    const statusOf = async (id: number) =>
      (
        await kit.database.db
          .select({ s: eshopOrders.status })
          .from(eshopOrders)
          .where(eq(eshopOrders.id, id))
      )[0]?.s;
    const stockAt = async (articleId: number, shopId: number) =>
      (
        await kit.database.db
          .select({ q: productStocks.quantity })
          .from(productStocks)
          .where(and(eq(productStocks.articleId, articleId), eq(productStocks.shopId, shopId)))
      )[0]?.q;

    it('follows the lifecycle and refuses any other move with 409, changing nothing', async () => {
      const ready = await setStatus(ids.paid, 'ready');
      expect(ready.statusCode).toBe(200);
      expect(StaffEshopOrderAnswerSchema.parse(ready.json()).order.status).toBe('ready');
      const wrong = await setStatus(ids.paid, 'pending');
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().type).toBe('status');
      expect(await statusOf(ids.paid)).toBe('ready');
      expect((await setStatus(ids.old, 'cancelled')).statusCode).toBe(409);
      expect((await setStatus(ids.paid, 'lost')).statusCode).toBe(400);
    });

    it('puts the pieces of a cancelled paid order back in stock (tracked products only)', async () => {
      const before = await stockAt(p.serum, shop1);
      expect((await setStatus(ids.paid, 'cancelled')).statusCode).toBe(200);
      expect(await stockAt(p.serum, shop1)).toBe((before ?? 0) + 2);
      expect(await stockAt(p.candle, shop1)).toBeUndefined();
      expect((await setStatus(ids.paid, 'refunded')).statusCode).toBe(200);
      expect(await stockAt(p.serum, shop1)).toBe((before ?? 0) + 2);
    });

    it('is staff work, within the shops of an access account and the company', async () => {
      expect(
        (await kit.call('PUT', `/api/eshop/orders/${ids.theirs}/status`, { body: { status: 'paid' } }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await kit.call('PUT', `/api/eshop/orders/${ids.theirs}/status`, {
            as: 'customer',
            body: { status: 'paid' },
          })
        ).statusCode,
      ).toBe(403);
      expect((await setStatus(ids.theirs, 'paid', 'b')).statusCode).toBe(404);
      expect(await statusOf(ids.theirs)).toBe('pending');
      const other = await insertOrder(kit.database.db, {
        companyId: kit.a.companyId,
        shopId: shop1,
        customerId: null,
        status: 'pending',
        lines: [{ articleId: p.candle, quantity: 1, unitPrice: 2500 }],
      });
      expect(
        (await asDesk('PUT', `/api/eshop/orders/${other}/status`, { status: 'expired' })).statusCode,
      ).toBe(404);
      expect(
        (await asDesk('PUT', `/api/eshop/orders/${ids.theirs}/status`, { status: 'expired' })).statusCode,
      ).toBe(200);
      expect(await statusOf(ids.theirs)).toBe('expired');
    });
  });
});
