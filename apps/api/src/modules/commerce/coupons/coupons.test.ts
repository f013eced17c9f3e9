import { CouponApplyAnswerSchema, CouponsAnswerSchema, StaffCouponsAnswerSchema } from '@eclat/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCoupons } from '../../../../test-support/coupon-fixtures.ts';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { couponRedemptions, coupons } from '../../../db/schema.ts';

describe.each(engines)('coupons on %s', (engine) => {
  let kit: ContentTestKit;
  let byCode: Awaited<ReturnType<typeof insertCoupons>>;

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    byCode = await insertCoupons(kit.database.db, kit.a.companyId);
    await kit.database.db
      .insert(coupons)
      .values({ companyId: kit.b.companyId, code: 'BETA50', reductionType: 'percentage', amount: 50 });
  });
  afterAll(async () => {
    await kit?.close();
  });

  const apply = (body: unknown, as: 'anonymous' | 'customer' | 'manager' = 'anonymous') =>
    kit.call('POST', '/api/coupons/apply', { body, as });
  const snapshot = async () => ({
    coupons: await kit.database.db.select().from(coupons).orderBy(coupons.id),
    redemptions: (await kit.database.db.select({ n: count() }).from(couponRedemptions))[0]?.n,
  });

  it('lists the popup coupons and the auto coupon, never their usage', async () => {
    const res = await kit.call('GET', '/api/coupons');
    expect(res.statusCode).toBe(200);
    const answer = CouponsAnswerSchema.parse(res.json());
    expect(answer.coupons.map((c) => c.code)).toEqual(['BIENVENUE10', 'ECLAT15', 'CADEAU']);
    expect(answer.autoCoupon).toMatchObject({
      code: 'AUTO-DOUCEUR5',
      auto: true,
      reductionType: 'percentage',
      amount: 5,
    });
    for (const coupon of res.json().coupons) {
      expect(Object.keys(coupon).sort()).toEqual(
        ['amount', 'auto', 'code', 'end', 'minAmount', 'reductionType', 'start'].sort(),
      );
    }
    const b = CouponsAnswerSchema.parse((await kit.call('GET', '/api/coupons', { company: 'b' })).json());
    expect(b).toEqual({ coupons: [expect.objectContaining({ code: 'BETA50' })], autoCoupon: null });
  });

  it('gives staff every coupon with its usage, and refuses others', async () => {
    expect((await kit.call('GET', '/api/coupons?all=1')).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/coupons?all=1', { as: 'customer' })).statusCode).toBe(403);
    const staff = StaffCouponsAnswerSchema.parse(
      (await kit.call('GET', '/api/coupons?all=1', { as: 'manager' })).json(),
    );
    expect(staff.coupons).toHaveLength(8);
    expect(staff.coupons.find((c) => c.code === 'NOEL20')).toMatchObject({ uses: 57 });
  });

  it('computes a fixed or percentage discount on the server, whatever the case of the code', async () => {
    const fixed = CouponApplyAnswerSchema.parse((await apply({ code: 'eclat15', amount: 10_000 })).json());
    expect(fixed).toMatchObject({ valid: true, discount: 1500, total: 8500, coupon: { code: 'ECLAT15' } });
    const capped = CouponApplyAnswerSchema.parse((await apply({ code: 'CADEAU', amount: 3000 })).json());
    expect(capped).toMatchObject({ discount: 3000, total: 0 });
    const auto = CouponApplyAnswerSchema.parse((await apply({ code: 'AUTO-DOUCEUR5', amount: 6500 })).json());
    expect(auto).toMatchObject({ discount: 325, total: 6175 });
    expect((await apply({ code: 'AUTO-DOUCEUR5', amount: 0 })).json()).toMatchObject({
      discount: 0,
      total: 0,
    });
  });

  it('refuses with a reason code: unknown, expired, inactive, used up, not started, below minimum', async () => {
    const cases: [string, number, number, string][] = [
      ['NOPE', 1000, 404, 'coupon_unknown'],
      ['BETA50', 1000, 404, 'coupon_unknown'],
      ['NOEL20', 1000, 422, 'coupon_expired'],
      ['OFF', 1000, 422, 'coupon_inactive'],
      ['FULL', 1000, 422, 'coupon_exhausted'],
      ['FUTURE', 1000, 422, 'coupon_not_started'],
      ['ECLAT15', 5999, 422, 'coupon_below_min_amount'],
    ];
    for (const [code, amount, status, type] of cases) {
      const res = await apply({ code, amount });
      expect(res.statusCode, code).toBe(status);
      expect(res.json().type, code).toBe(type);
    }
  });

  it('needs a signed-in customer for a once-per-customer coupon, once', async () => {
    const anonymous = await apply({ code: 'BIENVENUE10', amount: 6500 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().type).toBe('coupon_sign_in_required');
    const staff = await apply({ code: 'BIENVENUE10', amount: 6500 }, 'manager');
    expect(staff.json().type).toBe('coupon_sign_in_required');
    const signedIn = await apply({ code: 'BIENVENUE10', amount: 6500 }, 'customer');
    expect(signedIn.json()).toMatchObject({ valid: true, discount: 650, total: 5850 });
    await kit.database.db.insert(couponRedemptions).values({
      companyId: kit.a.companyId,
      couponId: byCode.get('BIENVENUE10')?.id as number,
      customerId: kit.tokens.customerId,
      orderRef: 'order-1',
    });
    const again = await apply({ code: 'BIENVENUE10', amount: 6500 }, 'customer');
    expect(again.statusCode).toBe(422);
    expect(again.json().type).toBe('coupon_already_used');
  });

  it('records nothing when applying, and refuses bad input with 400', async () => {
    const before = await snapshot();
    await apply({ code: 'ECLAT15', amount: 10_000 });
    for (const body of [
      { code: 'ECLAT15' },
      { code: 'ECLAT15', amount: -1 },
      { code: 'ECLAT15', amount: 10.5 },
      { code: 'ECLAT15', amount: '100' },
      { code: 'ECLAT 15', amount: 100 },
      { code: '', amount: 100 },
      { amount: 100 },
    ]) {
      expect((await apply(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await apply({ code: 'ECLAT15' })).json().message).toBe('param manquants');
    expect(await snapshot()).toEqual(before);
  });

  it('lets managers create, change and delete coupons', async () => {
    const res = await kit.call('POST', '/api/coupons', {
      as: 'manager',
      body: {
        code: 'ete25',
        reductionType: 'percentage',
        amount: 25,
        maxUses: 100,
        start: '2026-06-01T00:00:00Z',
        end: '2026-09-01T00:00:00Z',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { coupon } = res.json();
    expect(coupon).toMatchObject({ code: 'ETE25', uses: 0, active: true, auto: false, minAmount: 0 });
    const changed = await kit.call('PUT', `/api/coupons/${coupon.id}`, {
      as: 'manager',
      body: { active: false, amount: 30 },
    });
    expect(changed.json().coupon).toMatchObject({ active: false, amount: 30, code: 'ETE25' });
    expect((await kit.call('GET', `/api/coupons/${coupon.id}`, { as: 'manager' })).json().coupon.amount).toBe(
      30,
    );
    expect((await kit.call('DELETE', `/api/coupons/${coupon.id}`, { as: 'manager' })).statusCode).toBe(204);
  });

  it('refuses bad coupons, duplicates and other callers, writing nothing', async () => {
    const before = await snapshot();
    const good = { code: 'NOUVEAU', reductionType: 'fixed', amount: 500 };
    const cases: [unknown, number][] = [
      [{ ...good, code: 'eclat15' }, 409],
      [{ ...good, reductionType: 'percentage', amount: 150 }, 400],
      [{ ...good, reductionType: 'bogus' }, 400],
      [{ ...good, amount: 0 }, 400],
      [{ ...good, start: '2026-02-01T00:00:00Z', end: '2026-01-01T00:00:00Z' }, 400],
      [{ ...good, maxUses: 0 }, 400],
      [{ ...good, code: '<script>' }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await kit.call('POST', '/api/coupons', { as: 'manager', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    const percentage = byCode.get('BIENVENUE10')?.id;
    expect(
      (await kit.call('PUT', `/api/coupons/${percentage}`, { as: 'manager', body: { amount: 101 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await kit.call('PUT', `/api/coupons/${percentage}`, {
          as: 'manager',
          body: { end: '2000-01-01T00:00:00Z' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await kit.call('POST', '/api/coupons', { body: good })).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/coupons', { as: 'customer', body: good })).statusCode).toBe(403);
    expect((await kit.call('POST', '/api/coupons', { as: 'staff', body: good })).statusCode).toBe(403);
    expect(
      (
        await kit.call('PUT', `/api/coupons/${percentage}`, {
          company: 'b',
          as: 'manager',
          body: { amount: 99 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await kit.call('DELETE', `/api/coupons/${percentage}`, { company: 'b', as: 'manager' })).statusCode,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
    const [row] = await kit.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, percentage as number));
    expect(row?.amount).toBe(10);
  });
});
