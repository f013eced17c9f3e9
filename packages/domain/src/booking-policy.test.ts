import type { Deposit, PolicyFee, PolicySnapshot } from '@eclat/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CompanyPolicy,
  cancellationOutcome,
  depositAmount,
  effectivePolicy,
  noShowFee,
  orderAmountDue,
  policyFee,
  policySnapshot,
  prepaymentRequirement,
} from './booking-policy.ts';
import { DEFAULT_BOOKER } from './company-defaults.ts';

const defaults = DEFAULT_BOOKER.appointment;
const company = (over: Partial<CompanyPolicy> = {}): CompanyPolicy => ({
  cancellationNoticeHours: defaults.cancellationNoticeHours,
  policy: defaults.policy,
  deposit: defaults.deposit,
  ...over,
});

const fee = fc.record({
  type: fc.constantFrom('none', 'fixed', 'percent', 'deposit') as fc.Arbitrary<PolicyFee['type']>,
  value: fc.integer({ min: 0, max: 1_000_000 }),
});
const deposit = fc.record({
  type: fc.constantFrom('none', 'fixed', 'percent', 'full') as fc.Arbitrary<Deposit['type']>,
  value: fc.integer({ min: 0, max: 1_000_000 }),
});
const snapshot: fc.Arbitrary<PolicySnapshot> = fc.record({
  noticeHours: fc.integer({ min: 0, max: 240 }),
  lateCancellation: fc.constantFrom('refused', 'fee') as fc.Arbitrary<PolicySnapshot['lateCancellation']>,
  lateFee: fee,
  noShowFee: fee,
  depositAmount: fc.integer({ min: 0, max: 1_000_000 }),
});
const price = fc.integer({ min: 0, max: 500_000 });

describe('the policy in force', () => {
  it('is the company’s today’s behaviour by default: free until 24 h, then refused, no deposit', () => {
    expect(policySnapshot(company(), null, 5000)).toEqual({
      noticeHours: 24,
      lateCancellation: 'refused',
      lateFee: { type: 'none', value: 0 },
      noShowFee: { type: 'none', value: 0 },
      depositAmount: 0,
    });
  });

  it('takes each key the service overrides and inherits the others', () => {
    const p = effectivePolicy(
      company({
        policy: {
          lateCancellation: 'fee',
          lateFee: { type: 'percent', value: 50 },
          noShowFee: { type: 'fixed', value: 1000 },
        },
        deposit: { type: 'percent', value: 30, afterNoShows: null, afterNoShowsRequire: 'deposit' },
      }),
      { noticeHours: 48, deposit: { type: 'fixed', value: 2000 } },
    );
    expect(p).toEqual({
      noticeHours: 48,
      lateCancellation: 'fee',
      lateFee: { type: 'percent', value: 50 },
      noShowFee: { type: 'fixed', value: 1000 },
      deposit: { type: 'fixed', value: 2000 },
    });
  });

  it('computes deposits: fixed capped at the price, percent rounded, full', () => {
    expect(depositAmount({ type: 'fixed', value: 2000 }, 1500)).toBe(1500);
    expect(depositAmount({ type: 'percent', value: 30 }, 4999)).toBe(1500);
    expect(depositAmount({ type: 'full', value: 0 }, 4999)).toBe(4999);
    expect(depositAmount({ type: 'none', value: 99 }, 4999)).toBe(0);
  });

  it('never asks a deposit below 0 or above the price', () => {
    fc.assert(
      fc.property(deposit, price, (d, p) => {
        const amount = depositAmount(d, p);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(p);
        expect(Number.isInteger(amount)).toBe(true);
      }),
    );
  });
});

describe('the no-show rule', () => {
  const rule = (
    after: number | null,
    require: 'deposit' | 'full',
    type: Deposit['type'] = 'none',
    value = 0,
  ) => company({ deposit: { type, value, afterNoShows: after, afterNoShowsRequire: require } });

  it('applies from the threshold on, not before', () => {
    const c = rule(2, 'full');
    expect(prepaymentRequirement(c.deposit, 1)).toBe('none');
    expect(prepaymentRequirement(c.deposit, 2)).toBe('full');
    expect(prepaymentRequirement(rule(null, 'full').deposit, 99)).toBe('none');
  });

  it('full: the whole price is due now', () => {
    expect(policySnapshot(rule(1, 'full'), null, 4000, 'full').depositAmount).toBe(4000);
  });

  it('deposit: the service’s, else the company’s, else the whole price', () => {
    expect(policySnapshot(rule(1, 'deposit', 'percent', 25), null, 4000, 'deposit').depositAmount).toBe(1000);
    expect(
      policySnapshot(
        rule(1, 'deposit', 'percent', 25),
        { deposit: { type: 'none', value: 0 } },
        4000,
        'deposit',
      ).depositAmount,
    ).toBe(1000);
    expect(policySnapshot(rule(1, 'deposit'), null, 4000, 'deposit').depositAmount).toBe(4000);
  });
});

describe('the amount due of a booking order', () => {
  it('adds the deposits of a chain; the total when payment is taken for appointments', () => {
    const s = (depositAmount: number) => ({ ...policySnapshot(company(), null, 0), depositAmount });
    const parts = [
      { price: 3000, snapshot: s(1000) },
      { price: 2000, snapshot: s(0) },
    ];
    expect(orderAmountDue(parts, false)).toBe(1000);
    expect(orderAmountDue(parts, true)).toBe(5000);
  });

  it('lies between 0 and the total', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ price, snapshot })), fc.boolean(), (parts, active) => {
        const due = orderAmountDue(parts, active);
        const total = parts.reduce((a, p) => a + p.price, 0);
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due).toBeLessThanOrEqual(total);
      }),
    );
  });
});

describe('a cancellation', () => {
  const start = new Date('2026-06-02T10:00:00Z');
  const late = (lateFee: PolicyFee, lateCancellation: 'fee' | 'refused' = 'fee'): PolicySnapshot => ({
    noticeHours: 24,
    lateCancellation,
    lateFee,
    noShowFee: { type: 'none', value: 0 },
    depositAmount: 1500,
  });

  it('is free before the deadline and refunds all that was paid', () => {
    expect(
      cancellationOutcome({
        snapshot: late({ type: 'fixed', value: 1000 }),
        price: 5000,
        startsAt: start,
        now: new Date('2026-06-01T10:00:00Z'),
        paid: 1500,
        by: 'customer',
      }),
    ).toEqual({ allowed: true, late: false, fee: 0, refund: 1500 });
  });

  it('after the deadline: refused, or the fee (fixed, percent, the deposit kept)', () => {
    const now = new Date('2026-06-01T10:00:01Z');
    const at = (s: PolicySnapshot, paid = 1500) =>
      cancellationOutcome({ snapshot: s, price: 5000, startsAt: start, now, paid, by: 'customer' });
    expect(at(late({ type: 'none', value: 0 }, 'refused'))).toEqual({
      allowed: false,
      late: true,
      fee: 0,
      refund: 0,
    });
    expect(at(late({ type: 'fixed', value: 1000 }))).toEqual({
      allowed: true,
      late: true,
      fee: 1000,
      refund: 500,
    });
    expect(at(late({ type: 'percent', value: 50 }))).toEqual({
      allowed: true,
      late: true,
      fee: 2500,
      refund: 0,
    });
    expect(at(late({ type: 'deposit', value: 0 }))).toEqual({
      allowed: true,
      late: true,
      fee: 1500,
      refund: 0,
    });
    expect(at(late({ type: 'deposit', value: 0 }), 5000)).toEqual({
      allowed: true,
      late: true,
      fee: 1500,
      refund: 3500,
    });
  });

  it('by staff: always allowed, no fee unless asked', () => {
    const base = {
      snapshot: late({ type: 'fixed', value: 1000 }, 'refused'),
      price: 5000,
      startsAt: start,
      now: new Date('2026-06-02T09:00:00Z'),
      paid: 1500,
      by: 'staff' as const,
    };
    expect(cancellationOutcome(base)).toEqual({ allowed: true, late: true, fee: 0, refund: 1500 });
    expect(cancellationOutcome({ ...base, staffChargesFee: true }).fee).toBe(1000);
  });

  it('never charges below 0 or above the price, never refunds more than paid', () => {
    fc.assert(
      fc.property(
        snapshot,
        price,
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('customer', 'staff') as fc.Arbitrary<'customer' | 'staff'>,
        (s, p, aheadMs, paid, by) => {
          const now = new Date('2026-06-01T00:00:00Z');
          const o = cancellationOutcome({
            snapshot: s,
            price: p,
            startsAt: new Date(now.getTime() + aheadMs),
            now,
            paid,
            by,
          });
          expect(o.fee).toBeGreaterThanOrEqual(0);
          expect(o.fee).toBeLessThanOrEqual(p);
          expect(o.refund).toBeGreaterThanOrEqual(0);
          expect(o.refund).toBeLessThanOrEqual(paid);
          if (o.allowed) expect(o.refund).toBe(Math.max(0, paid - o.fee));
          if (!o.late) expect(o.fee).toBe(0);
          if (!o.allowed) expect(by === 'customer' && o.late && s.lateCancellation === 'refused').toBe(true);
        },
      ),
    );
  });
});

describe('a no-show', () => {
  it('costs its fee, bounded by the price', () => {
    const s: PolicySnapshot = {
      noticeHours: 24,
      lateCancellation: 'fee',
      lateFee: { type: 'none', value: 0 },
      noShowFee: { type: 'percent', value: 100 },
      depositAmount: 1000,
    };
    expect(noShowFee(s, 4000)).toBe(4000);
    expect(noShowFee({ ...s, noShowFee: { type: 'deposit', value: 0 } }, 4000)).toBe(1000);
    expect(noShowFee({ ...s, noShowFee: { type: 'fixed', value: 9000 } }, 4000)).toBe(4000);
    fc.assert(
      fc.property(snapshot, price, (sn, p) => {
        const f = noShowFee(sn, p);
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThanOrEqual(p);
      }),
    );
    expect(policyFee({ type: 'percent', value: 250 }, 1000, 0)).toBe(1000);
    expect(noShowFee(null, 4000)).toBe(0);
  });
});
