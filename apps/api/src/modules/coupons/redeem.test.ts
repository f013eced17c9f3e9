import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema.ts';
import { customerToken } from '../../test/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../test/databases.ts';
import { createTenant, type TenantFixture } from '../../test/fixtures.ts';
import { CouponRejected, type RedeemInput, redeemCoupon } from './redeem.ts';

describe.each(engines)('redeemCoupon on %s', (engine) => {
  let database: TestDatabase;
  let a: TenantFixture;
  let b: TenantFixture;
  let customerId: number;
  const now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    customerId = (await customerToken(database.db, a.companyId)).customerId;
  });
  afterAll(async () => {
    await database?.drop();
  });

  const coupon = async (values: Partial<typeof coupons.$inferInsert> & { code: string }) => {
    const [row] = await database.db
      .insert(coupons)
      .values({ companyId: a.companyId, reductionType: 'fixed', amount: 1000, ...values })
      .returning();
    if (!row) throw new Error('coupon not created');
    return row;
  };
  const redeem = (input: Partial<RedeemInput> & { coupon: RedeemInput['coupon']; orderRef: string }) =>
    database.db.transaction((tx) =>
      redeemCoupon(tx, { companyId: a.companyId, customerId: null, amount: 5000, now, ...input }),
    );
  const state = async (id: number) => {
    const [row] = await database.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, id));
    const [redemptions] = await database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, id));
    return { uses: row?.uses, redemptions: redemptions?.n };
  };
  const reasons = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as CouponRejected).reason] : []));

  it('records one use per order and is idempotent for the same order', async () => {
    const row = await coupon({ code: 'ONE' });
    const first = await redeem({ coupon: { code: 'one' }, orderRef: 'order-1', customerId });
    expect(first).toMatchObject({ couponId: row.id, discount: 1000, total: 4000, alreadyRedeemed: false });
    const again = await redeem({ coupon: { id: row.id }, orderRef: 'order-1', customerId });
    expect(again).toMatchObject({ redemptionId: first.redemptionId, alreadyRedeemed: true });
    expect(await state(row.id)).toEqual({ uses: 1, redemptions: 1 });
  });

  it('never passes max_uses under concurrent redemptions', async () => {
    const row = await coupon({ code: 'LIMITED', maxUses: 3 });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => redeem({ coupon: { id: row.id }, orderRef: `limited-${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(reasons(results)).toEqual(Array(9).fill('exhausted'));
    expect(await state(row.id)).toEqual({ uses: 3, redemptions: 3 });
  });

  it('lets a customer redeem a once-per-customer coupon only once, even concurrently', async () => {
    const row = await coupon({
      code: 'WELCOME',
      oncePerCustomer: true,
      reductionType: 'percentage',
      amount: 10,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        redeem({ coupon: { id: row.id }, orderRef: `welcome-${i}`, customerId }),
      ),
    );
    const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ discount: 500, total: 4500 });
    expect(reasons(results)).toEqual(Array(5).fill('already_used'));
    expect(await state(row.id)).toEqual({ uses: 1, redemptions: 1 });
    await expect(redeem({ coupon: { id: row.id }, orderRef: 'anonymous' })).rejects.toMatchObject({
      reason: 'sign_in_required',
    });
  });

  it('checks the rules again at payment and leaves nothing behind when refused', async () => {
    const expired = await coupon({ code: 'GONE', endsAt: new Date(now.getTime() - 1000) });
    await expect(redeem({ coupon: { id: expired.id }, orderRef: 'x' })).rejects.toMatchObject({
      reason: 'expired',
    });
    const minimum = await coupon({ code: 'MIN', minAmount: 10_000 });
    await expect(redeem({ coupon: { id: minimum.id }, orderRef: 'x' })).rejects.toMatchObject({
      reason: 'below_min_amount',
    });
    const inactive = await coupon({ code: 'PAUSED', active: false });
    await expect(redeem({ coupon: { id: inactive.id }, orderRef: 'x' })).rejects.toBeInstanceOf(
      CouponRejected,
    );
    for (const row of [expired, minimum, inactive])
      expect(await state(row.id)).toEqual({ uses: 0, redemptions: 0 });
  });

  it("never redeems another company's coupon", async () => {
    const [foreign] = await database.db
      .insert(coupons)
      .values({ companyId: b.companyId, code: 'BETA', reductionType: 'fixed', amount: 100 })
      .returning();
    await expect(redeem({ coupon: { id: foreign?.id as number }, orderRef: 'x' })).rejects.toMatchObject({
      reason: 'unknown',
    });
    await expect(redeem({ coupon: { code: 'BETA' }, orderRef: 'x' })).rejects.toMatchObject({
      reason: 'unknown',
    });
    const [row] = await database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.companyId, a.companyId), eq(couponRedemptions.orderRef, 'x')));
    expect(row?.n).toBe(0);
  });
});
