// Issue 17 item 7: a loyalty reward becomes a one-use coupon bound to its customer, usable in the
// cart; never twice (two carts racing), never by another customer or in another company.
import { LoyaltyExchangeAnswerSchema, LoyaltyRewardsAnswerSchema } from '@eclat/contracts';
import { and, eq, sql } from 'drizzle-orm';
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
import { coupons, loyaltyCards, loyaltyTiers, payments } from '../../../db/schema.ts';

describe.each(engines)('loyalty rewards in the cart on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: ShopFixture;
  let other: ShopFixture;
  const tiers = { five: 0, words: 0, otherCompany: 0 };

  const post = (company: string, url: string, payload: unknown, token?: string) =>
    app.inject({ method: 'POST', url, headers: bearer(company, token), payload: payload as object });
  const get = (company: string, url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: bearer(company, token) });
  async function member(points: number, fixture = t) {
    const c = await customerToken(database.db, fixture.companyId);
    await database.db
      .insert(loyaltyCards)
      .values({ companyId: fixture.companyId, customerId: c.customerId, number: `N${c.customerId}`, points });
    return c;
  }
  const cart = (fixture: ShopFixture, token: string, couponCode: string) =>
    post(
      fixture.token,
      '/api/payment/initialize',
      {
        items: [{ kind: 'product', articleId: fixture.productId, quantity: 1 }],
        shopId: fixture.shopId,
        couponCode,
      },
      token,
    );
  async function exchange(token: string, palierId: number) {
    const res = await post(t.token, '/api/loyalty/exchange', { palierId }, token);
    expect(res.statusCode).toBe(200);
    return LoyaltyExchangeAnswerSchema.parse(res.json());
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createShopTenant(database.db, 'rewards-a', { stock: 100 });
    other = await createShopTenant(database.db, 'rewards-b', { stock: 100 });
    const rows = await database.db
      .insert(loyaltyTiers)
      .values([
        {
          companyId: t.companyId,
          name: { fr: 'Perle' },
          reward: { fr: '5 € offerts' },
          pointsRequired: 100,
          rewardValue: 500,
          order: 1,
        },
        {
          companyId: t.companyId,
          name: { fr: 'Or' },
          reward: { fr: 'Un soin offert' },
          pointsRequired: 300,
          rewardValue: 0,
          order: 2,
        },
        {
          companyId: other.companyId,
          name: { fr: 'B' },
          reward: { fr: 'B' },
          pointsRequired: 1,
          rewardValue: 500,
          order: 1,
        },
      ])
      .returning({ id: loyaltyTiers.id });
    [tiers.five, tiers.words, tiers.otherCompany] = rows.map((r) => r.id) as [number, number, number];
    app = await paymentApp(database);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('an exchange yields a one-use coupon of the reward’s value, bound to the customer and listed for them', async () => {
    const c = await member(150);
    const answer = await exchange(c.token, tiers.five);
    expect(answer.card.points).toBe(50);
    expect(answer.coupon).toMatchObject({ amount: 500, used: false, usable: true });
    const [row] = await database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, answer.coupon?.code ?? ''));
    expect(row).toMatchObject({
      customerId: c.customerId,
      companyId: t.companyId,
      maxUses: 1,
      reductionType: 'fixed',
    });
    const list = LoyaltyRewardsAnswerSchema.parse(
      (await get(t.token, '/api/loyalty/rewards', c.token)).json(),
    );
    expect(list.rewards.map((r) => r.code)).toEqual([answer.coupon?.code]);
    // Never offered to everyone in the promo list.
    const offered = (
      await app.inject({ method: 'GET', url: '/api/coupons', headers: bearer(t.token) })
    ).json();
    expect(JSON.stringify(offered)).not.toContain(answer.coupon?.code);
    // Another customer sees none of it.
    const stranger = await member(0);
    expect(
      LoyaltyRewardsAnswerSchema.parse((await get(t.token, '/api/loyalty/rewards', stranger.token)).json())
        .rewards,
    ).toEqual([]);
  });

  it('a reward without a value yields no coupon (claimed at the salon)', async () => {
    const c = await member(300);
    const answer = await exchange(c.token, tiers.words);
    expect(answer.coupon).toBeNull();
    expect(answer.card.points).toBe(0);
  });

  it('the reward pays part of a cart once; then it is used', async () => {
    const c = await member(100);
    const code = (await exchange(c.token, tiers.five)).coupon?.code ?? '';
    const init = await cart(t, c.token, code.toLowerCase());
    expect(init.statusCode).toBe(200);
    expect(init.json().prices).toMatchObject({ discount: 500 });
    const pay = await post(t.token, '/api/payment/pay', { cartId: init.json().cartId }, c.token);
    expect(pay.statusCode).toBe(200);
    const again = await cart(t, c.token, code);
    expect(again.statusCode).toBe(422);
    const list = LoyaltyRewardsAnswerSchema.parse(
      (await get(t.token, '/api/loyalty/rewards', c.token)).json(),
    );
    expect(list.rewards[0]).toMatchObject({ used: true, usable: false });
  });

  it('nobody else can use it, and not in another company', async () => {
    const c = await member(100);
    const code = (await exchange(c.token, tiers.five)).coupon?.code ?? '';
    const stranger = await member(0);
    const theirs = await cart(t, stranger.token, code);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('coupon_unknown');
    const apply = await post(t.token, '/api/coupons/apply', { code, amount: 5000 }, stranger.token);
    expect(apply.statusCode).toBe(404);
    const anonymous = await post(t.token, '/api/coupons/apply', { code, amount: 5000 });
    expect(anonymous.statusCode).toBe(404);
    const elsewhere = await member(0, other);
    expect((await cart(other, elsewhere.token, code)).statusCode).toBe(404);
    // Its owner's token is not valid on the other company's storefront.
    expect((await cart(other, c.token, code)).statusCode).toBe(401);
    expect((await post(t.token, '/api/coupons/apply', { code, amount: 5000 }, c.token)).statusCode).toBe(200);
  });

  it('two carts applying the same reward at once: one discounted payment, one use', async () => {
    const c = await member(100);
    const code = (await exchange(c.token, tiers.five)).coupon?.code ?? '';
    const checkout = async () => {
      const init = await cart(t, c.token, code);
      if (init.statusCode !== 200) return init.statusCode;
      return (await post(t.token, '/api/payment/pay', { cartId: init.json().cartId }, c.token)).statusCode;
    };
    await Promise.all([checkout(), checkout()]);
    const paid = await database.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.companyId, t.companyId),
          eq(payments.status, 'succeeded'),
          sql`${payments.cart} -> 'prices' ->> 'couponCode' = ${code}`,
        ),
      );
    expect(paid).toHaveLength(1);
    const [row] = await database.db
      .select({ uses: coupons.uses })
      .from(coupons)
      .where(eq(coupons.code, code));
    expect(row?.uses).toBe(1);
  }, 60_000);

  it('another company’s tier cannot be exchanged here', async () => {
    const c = await member(500);
    const res = await post(t.token, '/api/loyalty/exchange', { palierId: tiers.otherCompany }, c.token);
    expect(res.statusCode).toBe(404);
  });
});
