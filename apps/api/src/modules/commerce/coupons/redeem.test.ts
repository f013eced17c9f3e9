import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { couponRedemptions, coupons } from '../../../db/schema.ts';
import {
  CouponRejected,
  commitCoupon,
  type ReserveInput,
  releaseCoupon,
  releaseExpiredCoupons,
  reserveCoupon,
} from './redeem.ts';

describe.each(engines)('coupon reservations on %s', (engine) => {
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
  const later = new Date(now.getTime() + 20 * 60_000);
  const reserve = (input: Partial<ReserveInput> & { couponId: number; orderRef: string }) =>
    database.db.transaction((tx) =>
      reserveCoupon(tx, {
        companyId: a.companyId,
        customerId: null,
        amount: 5000,
        now,
        expiresAt: later,
        ...input,
      }),
    );
  const commit = (couponId: number, orderRef: string, customer: number | null = null) =>
    database.db.transaction((tx) =>
      commitCoupon(tx, { companyId: a.companyId, couponId, customerId: customer, orderRef, now }),
    );
  const release = (orderRef: string) =>
    database.db.transaction((tx) => releaseCoupon(tx, a.companyId, orderRef, now));
  const state = async (id: number) => {
    const [row] = await database.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, id));
    const rows = await database.db
      .select({ status: couponRedemptions.status })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, id));
    const n = (status: string) => rows.filter((r) => r.status === status).length;
    return { uses: row?.uses, reserved: n('reserved'), committed: n('committed'), released: n('released') };
  };
  const reasons = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as CouponRejected).reason] : []));

  it('reserves one use per order, commits it once, and is idempotent for the same order', async () => {
    const row = await coupon({ code: 'ONE' });
    const first = await reserve({ couponId: row.id, orderRef: 'order-1', customerId });
    expect(first).toMatchObject({ couponId: row.id, discount: 1000, total: 4000 });
    const again = await reserve({ couponId: row.id, orderRef: 'order-1', customerId });
    expect(again.redemptionId).toBe(first.redemptionId);
    expect(await state(row.id)).toEqual({ uses: 0, reserved: 1, committed: 0, released: 0 });
    const commits = await Promise.all([1, 2, 3].map(() => commit(row.id, 'order-1', customerId)));
    expect(commits.filter((c) => c === 'committed')).toHaveLength(1);
    expect(commits.filter((c) => c === 'already')).toHaveLength(2);
    expect(await release('order-1')).toBe(0);
    expect(await state(row.id)).toEqual({ uses: 1, reserved: 0, committed: 1, released: 0 });
  });

  it('never reserves past max_uses under concurrent carts; a released use can be taken again', async () => {
    const row = await coupon({ code: 'LIMITED', maxUses: 3 });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => reserve({ couponId: row.id, orderRef: `limited-${i}` })),
    );
    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [`limited-${i}`] : []));
    expect(won).toHaveLength(3);
    expect(reasons(results)).toEqual(Array(9).fill('exhausted'));
    expect(await state(row.id)).toEqual({ uses: 0, reserved: 3, committed: 0, released: 0 });

    // One cart gives up: its use goes to the next cart, never to two.
    expect(await release(won[0] as string)).toBe(1);
    const next = await Promise.allSettled(
      ['late-1', 'late-2'].map((orderRef) => reserve({ couponId: row.id, orderRef })),
    );
    expect(next.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const ref of won.slice(1)) expect(await commit(row.id, ref)).toBe('committed');
    expect(await state(row.id)).toEqual({ uses: 2, reserved: 1, committed: 2, released: 1 });
  });

  it('lets a customer hold a once-per-customer coupon in one cart only, even concurrently', async () => {
    const row = await coupon({
      code: 'WELCOME',
      oncePerCustomer: true,
      reductionType: 'percentage',
      amount: 10,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        reserve({ couponId: row.id, orderRef: `welcome-${i}`, customerId }),
      ),
    );
    const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ discount: 500, total: 4500 });
    expect(reasons(results)).toEqual(Array(5).fill('already_used'));
    expect(await state(row.id)).toEqual({ uses: 0, reserved: 1, committed: 0, released: 0 });
    await expect(reserve({ couponId: row.id, orderRef: 'anonymous' })).rejects.toMatchObject({
      reason: 'sign_in_required',
    });
  });

  it('a payment without a live reservation takes a use again within the limits, or is refused', async () => {
    const row = await coupon({ code: 'LAST', maxUses: 1, oncePerCustomer: true });
    await reserve({ couponId: row.id, orderRef: 'slow', customerId });
    await release('slow');
    // Nobody took it meanwhile: the late payment gets it back.
    expect(await commit(row.id, 'slow', customerId)).toBe('retaken');
    expect(await state(row.id)).toEqual({ uses: 1, reserved: 0, committed: 1, released: 0 });
    // Used up: another order without a reservation is refused, and nothing moves.
    await expect(commit(row.id, 'no-reservation')).rejects.toMatchObject({ reason: 'exhausted' });
    const other = await coupon({ code: 'MINE', oncePerCustomer: true });
    expect(await commit(other.id, 'paid-1', customerId)).toBe('retaken');
    await expect(commit(other.id, 'paid-2', customerId)).rejects.toMatchObject({ reason: 'already_used' });
    expect(await state(other.id)).toEqual({ uses: 1, reserved: 0, committed: 1, released: 0 });
  });

  it('checks every rule when reserving and leaves nothing behind when refused', async () => {
    const expired = await coupon({ code: 'GONE', endsAt: new Date(now.getTime() - 1000) });
    await expect(reserve({ couponId: expired.id, orderRef: 'x' })).rejects.toMatchObject({
      reason: 'expired',
    });
    const minimum = await coupon({ code: 'MIN', minAmount: 10_000 });
    await expect(reserve({ couponId: minimum.id, orderRef: 'x' })).rejects.toMatchObject({
      reason: 'below_min_amount',
    });
    const inactive = await coupon({ code: 'PAUSED', active: false });
    await expect(reserve({ couponId: inactive.id, orderRef: 'x' })).rejects.toBeInstanceOf(CouponRejected);
    for (const row of [expired, minimum, inactive])
      expect(await state(row.id)).toEqual({ uses: 0, reserved: 0, committed: 0, released: 0 });
  });

  it('the sweeper releases reservations past their time only', async () => {
    const row = await coupon({ code: 'SWEPT', maxUses: 1 });
    await reserve({ couponId: row.id, orderRef: 'swept', expiresAt: new Date(now.getTime() + 60_000) });
    expect(await releaseExpiredCoupons(database.db, now)).toBe(0);
    expect(await releaseExpiredCoupons(database.db, new Date(now.getTime() + 60_000))).toBe(1);
    expect(await state(row.id)).toEqual({ uses: 0, reserved: 0, committed: 0, released: 1 });
  });

  it("never reserves nor commits another company's coupon", async () => {
    const [foreign] = await database.db
      .insert(coupons)
      .values({ companyId: b.companyId, code: 'BETA', reductionType: 'fixed', amount: 100 })
      .returning();
    await expect(reserve({ couponId: foreign?.id as number, orderRef: 'x' })).rejects.toMatchObject({
      reason: 'unknown',
    });
    expect(await commit(foreign?.id as number, 'x')).toBe('coupon_gone');
    const [row] = await database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderRef, 'x'));
    expect(row?.n).toBe(0);
    const [beta] = await database.db
      .select({ uses: coupons.uses })
      .from(coupons)
      .where(eq(coupons.id, foreign?.id as number));
    expect(beta?.uses).toBe(0);
  });
});
