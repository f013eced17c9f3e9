import {
  GiftOrderAggregateSchema,
  GiftOrderPageSchema,
  GiftShopPaymentsAnswerSchema,
} from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken } from '../../../../test-support/auth.ts';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { giftOrders, gifts, profiles } from '../../../db/schema.ts';

describe.each(engines)('gift statistics on %s', (engine) => {
  let kit: ContentTestKit;
  let shop1: number;
  let shop2: number;
  const ids: Record<string, number> = {};

  const db = () => kit.database.db;
  async function order(
    key: string,
    o: {
      companyId?: number;
      shopId: number | null;
      customerId?: number | null;
      status: string;
      total: number;
      refunded?: number;
      at: string;
    },
  ) {
    const companyId = o.companyId ?? kit.a.companyId;
    const [row] = await db()
      .insert(giftOrders)
      .values({
        companyId,
        shopId: o.shopId,
        customerId: o.customerId ?? null,
        status: o.status,
        total: o.total,
        refundedAmount: o.refunded ?? 0,
        createdAt: new Date(o.at),
      })
      .returning({ id: giftOrders.id });
    ids[key] = row?.id as number;
    return row?.id as number;
  }

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    [shop1, shop2] = kit.a.shopIds as [number, number];
    const buyer = await customerToken(db(), kit.a.companyId);
    await db().insert(profiles).values({
      companyId: kit.a.companyId,
      customerId: buyer.customerId,
      firstname: 'Inès',
      lastname: 'Garnier',
    });
    const paid = await order('paid', {
      shopId: shop1,
      customerId: buyer.customerId,
      status: 'paid',
      total: 8000,
      at: '2026-03-02T10:00:00Z',
    });
    await db()
      .insert(gifts)
      .values([
        {
          companyId: kit.a.companyId,
          giftOrderId: paid,
          code: 'AAAA-BBBB-CCC2',
          amount: 5000,
          balance: 1000,
          status: 'active',
        },
        {
          companyId: kit.a.companyId,
          giftOrderId: paid,
          code: 'AAAA-BBBB-CCC3',
          amount: 3000,
          balance: 3000,
          status: 'active',
        },
      ]);
    await order('refunded', {
      shopId: shop2,
      status: 'refunded',
      total: 4000,
      refunded: 4000,
      at: '2026-03-10T10:00:00Z',
    });
    await order('pending', { shopId: null, status: 'pending', total: 2500, at: '2026-03-15T10:00:00Z' });
    await order('web', { shopId: null, status: 'paid', total: 6000, at: '2026-04-01T10:00:00Z' });
    await order('other', {
      companyId: kit.b.companyId,
      shopId: kit.b.shopIds[0] as number,
      status: 'paid',
      total: 9900,
      at: '2026-03-05T10:00:00Z',
    });
  });
  afterAll(async () => {
    await kit?.close();
  });

  const history = async (q: string, as: 'staff' | 'manager' = 'staff') => {
    const res = await kit.call('GET', `/api/stats/gift-orders${q}`, { as });
    expect(res.statusCode).toBe(200);
    return GiftOrderPageSchema.parse(res.json());
  };

  it('pages the gift order history with its vouchers and filters it', async () => {
    const all = await history('');
    expect(all.total).toBe(4);
    expect(all.orders.map((o) => o.id)).toEqual([ids.web, ids.pending, ids.refunded, ids.paid]);
    const paid = all.orders.find((o) => o.id === ids.paid);
    expect(paid).toMatchObject({ shop: { id: shop1 }, customer: { firstname: 'Inès' }, total: 8000 });
    expect(paid?.gifts.map((g) => [g.code, g.amount, g.balance])).toEqual([
      ['AAAA-BBBB-CCC2', 5000, 1000],
      ['AAAA-BBBB-CCC3', 3000, 3000],
    ]);
    expect((await history('?status=paid,refunded&sort=total')).orders.map((o) => o.id)).toEqual([
      ids.refunded,
      ids.web,
      ids.paid,
    ]);
    expect((await history('?start=2026-03-01&end=2026-03-10')).orders.map((o) => o.id)).toEqual([
      ids.refunded,
      ids.paid,
    ]);
    expect((await history('?customer=garnier')).orders.map((o) => o.id)).toEqual([ids.paid]);
    expect((await history('?page=2&itemPerPage=3')).orders.map((o) => o.id)).toEqual([ids.paid]);
    expect((await kit.call('GET', '/api/stats/gift-orders?status=nope', { as: 'staff' })).statusCode).toBe(
      400,
    );
    expect((await kit.call('GET', '/api/stats/gift-orders')).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/stats/gift-orders', { as: 'customer' })).statusCode).toBe(403);
    const b = GiftOrderPageSchema.parse(
      (await kit.call('GET', '/api/stats/gift-orders', { company: 'b', as: 'manager' })).json(),
    );
    expect(b.orders.map((o) => o.id)).toEqual([ids.other]);
  });

  it('aggregates the same orders and their vouchers', async () => {
    const res = await kit.call('GET', '/api/stats/gift-orders/aggregate?start=2026-03-01&end=2026-03-31', {
      as: 'staff',
    });
    expect(GiftOrderAggregateSchema.parse(res.json())).toEqual({
      count: 3,
      total: 14500,
      refunded: 4000,
      byStatus: { paid: 1, refunded: 1, pending: 1 },
      gifts: { count: 2, amount: 8000, used: 4000, balance: 4000 },
    });
  });

  it('shows an access account the orders of its shops only', async () => {
    const desk = await accessToken(db(), kit.a.companyId, [shop2]);
    const res = await kit.app.inject({
      method: 'GET',
      url: '/api/stats/gift-orders',
      headers: { company: kit.a.token, authorization: `Bearer ${desk}` },
    });
    expect(GiftOrderPageSchema.parse(res.json()).orders.map((o) => o.id)).toEqual([ids.refunded]);
  });

  it('totals paid gift orders per shop between two days (managers)', async () => {
    const url = '/api/stats/shop-payments/gifts?start=2026-03-01&end=2026-04-30';
    const res = await kit.call('GET', url, { as: 'manager' });
    const { shops } = GiftShopPaymentsAnswerSchema.parse(res.json());
    expect(shops).toEqual(
      expect.arrayContaining([
        { shopId: shop1, name: 'alpha Centre', gifts: { count: 1, total: 8000, refunded: 0 } },
        { shopId: shop2, name: 'alpha Gare', gifts: { count: 1, total: 4000, refunded: 4000 } },
        { shopId: null, name: '', gifts: { count: 1, total: 6000, refunded: 0 } },
      ]),
    );
    expect(shops).toHaveLength(3);
    expect((await kit.call('GET', url, { as: 'staff' })).statusCode).toBe(403);
    expect(
      (await kit.call('GET', '/api/stats/shop-payments/gifts?start=2026-03-01', { as: 'manager' })).json()
        .message,
    ).toBe('param manquants');
  });

  it('soft-deletes an order holding no money, never a paid one, never another company’s', async () => {
    expect(
      (await kit.call('DELETE', `/api/stats/gift-orders/${ids.pending}`, { as: 'staff' })).statusCode,
    ).toBe(403);
    const paid = await kit.call('DELETE', `/api/stats/gift-orders/${ids.paid}`, { as: 'manager' });
    expect(paid.statusCode).toBe(409);
    expect(
      (await kit.call('DELETE', `/api/stats/gift-orders/${ids.pending}`, { company: 'b', as: 'manager' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await kit.call('DELETE', `/api/stats/gift-orders/${ids.pending}`, { as: 'manager' })).statusCode,
    ).toBe(204);
    expect(
      (await kit.call('DELETE', `/api/stats/gift-orders/${ids.refunded}`, { as: 'manager' })).statusCode,
    ).toBe(204);
    expect(
      (await kit.call('DELETE', `/api/stats/gift-orders/${ids.refunded}`, { as: 'manager' })).statusCode,
    ).toBe(404);
    const rows = await db()
      .select()
      .from(giftOrders)
      .where(eq(giftOrders.id, ids.pending as number));
    expect(rows[0]?.deletedAt).toBeInstanceOf(Date);
    expect((await history('')).orders.map((o) => o.id)).toEqual([ids.web, ids.paid]);
    const agg = GiftOrderAggregateSchema.parse(
      (await kit.call('GET', '/api/stats/gift-orders/aggregate', { as: 'staff' })).json(),
    );
    expect(agg.count).toBe(2);
  });
});
