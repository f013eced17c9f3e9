import type { PolicySnapshot } from '@eclat/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noShowFee } from './booking-policy.ts';
import { noShowRate } from './no-show.ts';

const snapshot = (noShowFee: PolicySnapshot['noShowFee'], depositAmount = 0): PolicySnapshot => ({
  noticeHours: 24,
  lateCancellation: 'fee',
  lateFee: { type: 'fixed', value: 999 },
  noShowFee,
  depositAmount,
});

describe('no-show fee from the policy snapshot', () => {
  it('charges nothing, a fixed amount, a share of the price or the deposit kept', () => {
    expect(noShowFee(snapshot({ type: 'none', value: 5000 }), 6500)).toBe(0);
    expect(noShowFee(snapshot({ type: 'fixed', value: 2000 }), 6500)).toBe(2000);
    expect(noShowFee(snapshot({ type: 'percent', value: 50 }), 6500)).toBe(3250);
    expect(noShowFee(snapshot({ type: 'percent', value: 33 }), 999)).toBe(330);
    expect(noShowFee(snapshot({ type: 'deposit', value: 0 }, 1500), 6500)).toBe(1500);
  });

  it('never reads the late-cancellation fee, and owes nothing for bookings made before policies', () => {
    expect(noShowFee(snapshot({ type: 'none', value: 0 }), 6500)).toBe(0);
    expect(noShowFee(null, 6500)).toBe(0);
    expect(noShowFee(undefined, 6500)).toBe(0);
  });

  it('a percentage never exceeds the price, and no fee is negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('none', 'fixed', 'percent', 'deposit' as const),
        fc.nat(10_000),
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        (type, value, price, deposit) => {
          const fee = noShowFee(snapshot({ type, value }, deposit), price);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(fee)).toBe(true);
          if (type === 'percent') expect(fee).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});

describe('no-show rate', () => {
  it('is no-shows over the appointments whose attendance is known', () => {
    expect(noShowRate(0, 0)).toBe(0);
    expect(noShowRate(3, 1)).toBe(0.25);
    expect(noShowRate(0, 2)).toBe(1);
  });
});
