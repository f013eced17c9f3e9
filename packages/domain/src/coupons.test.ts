import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CouponRule,
  couponDiscount,
  couponLimitRejection,
  evaluateCoupon,
  isCouponOffered,
} from './coupons.ts';

const now = new Date('2026-05-10T10:00:00Z');
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  reductionType: 'percentage',
  amount: 10,
  active: true,
  start: '2026-05-01T00:00:00Z',
  end: '2026-06-01T00:00:00Z',
  maxUses: null,
  uses: 0,
  minAmount: 0,
  oncePerCustomer: false,
  ...over,
});
const ctx = { amount: 10_000, now, customerId: null, customerUses: 0 };

const cents = fc.integer({ min: 0, max: 100_000_000 });
const reduction = fc.record({
  reductionType: fc.constantFrom('percentage', 'fixed', 'euro', ''),
  amount: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('couponDiscount', () => {
  it('takes a percentage of the amount, rounded half up to the cent', () => {
    expect(couponDiscount({ reductionType: 'percentage', amount: 10 }, 6500)).toBe(650);
    expect(couponDiscount({ reductionType: 'percentage', amount: 15 }, 999)).toBe(150);
    expect(couponDiscount({ reductionType: 'percentage', amount: 50 }, 1)).toBe(1);
  });

  it('treats any other reduction type as a fixed amount capped at the amount', () => {
    expect(couponDiscount({ reductionType: 'fixed', amount: 1500 }, 6000)).toBe(1500);
    expect(couponDiscount({ reductionType: 'euros', amount: 1500 }, 1000)).toBe(1000);
  });

  it('is never negative and never above the amount (property)', () => {
    fc.assert(
      fc.property(reduction, cents, (c, amount) => {
        const discount = couponDiscount(c, amount);
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(amount);
      }),
    );
  });

  it('a percentage grows with the amount and with the rate (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), cents, cents, (rate, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const p = { reductionType: 'percentage', amount: rate };
        expect(couponDiscount(p, low)).toBeLessThanOrEqual(couponDiscount(p, high));
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        cents,
        (r1, r2, amount) => {
          const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
          expect(couponDiscount({ reductionType: 'percentage', amount: low }, amount)).toBeLessThanOrEqual(
            couponDiscount({ reductionType: 'percentage', amount: high }, amount),
          );
        },
      ),
    );
  });

  it('100 % is the whole amount, a fixed amount is min(value, amount) (property)', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 1_000_000 }), (amount, value) => {
        expect(couponDiscount({ reductionType: 'percentage', amount: 100 }, amount)).toBe(amount);
        expect(couponDiscount({ reductionType: 'percentage', amount: 250 }, amount)).toBe(amount);
        expect(couponDiscount({ reductionType: 'fixed', amount: value }, amount)).toBe(
          Math.min(value, amount),
        );
      }),
    );
  });
});

describe('evaluateCoupon', () => {
  it('gives the discount and the total', () => {
    expect(evaluateCoupon(coupon(), ctx)).toEqual({ valid: true, discount: 1000, total: 9000 });
  });

  it('says why a coupon cannot be used', () => {
    expect(evaluateCoupon(coupon({ active: false }), ctx)).toEqual({ valid: false, reason: 'inactive' });
    expect(evaluateCoupon(coupon({ start: '2026-05-11T00:00:00Z' }), ctx)).toMatchObject({
      reason: 'not_started',
    });
    expect(evaluateCoupon(coupon({ end: '2026-05-09T00:00:00Z' }), ctx)).toMatchObject({ reason: 'expired' });
    expect(evaluateCoupon(coupon({ maxUses: 3, uses: 3 }), ctx)).toMatchObject({ reason: 'exhausted' });
    expect(evaluateCoupon(coupon({ minAmount: 20_000 }), ctx)).toMatchObject({ reason: 'below_min_amount' });
    expect(evaluateCoupon(coupon({ oncePerCustomer: true }), ctx)).toMatchObject({
      reason: 'sign_in_required',
    });
    expect(
      evaluateCoupon(coupon({ oncePerCustomer: true }), { ...ctx, customerId: 1, customerUses: 1 }),
    ).toMatchObject({ reason: 'already_used' });
    expect(evaluateCoupon(coupon({ oncePerCustomer: true }), { ...ctx, customerId: 1 })).toMatchObject({
      valid: true,
    });
  });

  it('accepts a coupon without dates and with uses left', () => {
    expect(evaluateCoupon(coupon({ start: null, end: null, maxUses: 2, uses: 1 }), ctx)).toMatchObject({
      valid: true,
    });
  });

  it('total + discount is always the amount when valid (property)', () => {
    fc.assert(
      fc.property(reduction, cents, fc.integer({ min: 0, max: 1_000_000 }), (c, amount, minAmount) => {
        const outcome = evaluateCoupon(coupon({ ...c, minAmount }), { ...ctx, amount });
        if (outcome.valid) {
          expect(outcome.total + outcome.discount).toBe(amount);
          expect(outcome.total).toBeGreaterThanOrEqual(0);
        } else expect(outcome.reason).toBe('below_min_amount');
      }),
    );
  });
});

describe('couponLimitRejection (a payment whose use was not reserved)', () => {
  it('checks only the uses left and once per customer', () => {
    const who = { customerId: 7, customerUses: 0 };
    expect(couponLimitRejection(coupon({ maxUses: 2, uses: 1 }), who)).toBeNull();
    expect(couponLimitRejection(coupon({ maxUses: 2, uses: 2 }), who)).toBe('exhausted');
    expect(couponLimitRejection(coupon({ oncePerCustomer: true }), { ...who, customerUses: 1 })).toBe(
      'already_used',
    );
    expect(couponLimitRejection(coupon({ oncePerCustomer: true }), { ...who, customerId: null })).toBe(
      'sign_in_required',
    );
    // Window, activity and minimum are the quote's business, not the limits'.
    expect(
      couponLimitRejection(coupon({ active: false, end: '2026-01-01T00:00:00Z', minAmount: 1e9 }), who),
    ).toBeNull();
  });

  it('agrees with evaluateCoupon on every limit (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
        fc.integer({ min: 0, max: 2 }),
        (maxUses, uses, oncePerCustomer, customerId, customerUses) => {
          const rule = coupon({ maxUses, uses, oncePerCustomer });
          const limit = couponLimitRejection(rule, { customerId, customerUses });
          const outcome = evaluateCoupon(rule, { ...ctx, customerId, customerUses });
          expect(outcome.valid ? null : outcome.reason).toBe(limit);
        },
      ),
    );
  });
});

describe('isCouponOffered (promo popup)', () => {
  it('offers active coupons in their window with uses left', () => {
    expect(isCouponOffered(coupon(), now)).toBe(true);
    expect(isCouponOffered(coupon({ active: false }), now)).toBe(false);
    expect(isCouponOffered(coupon({ end: '2026-05-01T00:00:00Z' }), now)).toBe(false);
    expect(isCouponOffered(coupon({ maxUses: 1, uses: 1 }), now)).toBe(false);
  });
});
