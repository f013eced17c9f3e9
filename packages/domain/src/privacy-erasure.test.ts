import type { PolicySnapshot } from '@eclat/contracts';
import { describe, expect, it } from 'vitest';
import { deletionMethods, erasedEmail, erasureCancellation, isErasedEmail } from './privacy-erasure.ts';

const now = new Date('2026-03-02T10:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const policy = (p: Partial<PolicySnapshot>): PolicySnapshot => ({
  noticeHours: 24,
  lateCancellation: 'fee',
  lateFee: { type: 'percent', value: 50 },
  noShowFee: { type: 'none', value: 0 },
  depositAmount: 0,
  ...p,
});

describe('erasureCancellation', () => {
  it('is free before the notice, whoever erases', () => {
    for (const by of ['customer', 'staff', 'system'] as const)
      expect(
        erasureCancellation({
          snapshot: policy({}),
          price: 6000,
          startsAt: inHours(48),
          now,
          paid: 2000,
          by,
        }),
      ).toEqual({ late: false, fee: 0, refund: 2000 });
  });

  it("charges the customer's own late deletion the policy's fee", () => {
    expect(
      erasureCancellation({
        snapshot: policy({}),
        price: 6000,
        startsAt: inHours(2),
        now,
        paid: 0,
        by: 'customer',
      }),
    ).toEqual({ late: true, fee: 3000, refund: 0 });
  });

  it('never refuses: a policy that refuses late cancellations still cancels, with its late fee', () => {
    const snapshot = policy({ lateCancellation: 'refused', lateFee: { type: 'fixed', value: 1500 } });
    expect(
      erasureCancellation({ snapshot, price: 6000, startsAt: inHours(2), now, paid: 6000, by: 'customer' }),
    ).toEqual({ late: true, fee: 1500, refund: 4500 });
  });

  it('charges nothing when staff or the retention sweep erase', () => {
    for (const by of ['staff', 'system'] as const)
      expect(
        erasureCancellation({ snapshot: policy({}), price: 6000, startsAt: inHours(2), now, paid: 1000, by }),
      ).toEqual({ late: true, fee: 0, refund: 1000 });
  });
});

describe('erasedEmail', () => {
  it('is unique per customer and recognisable', () => {
    expect(erasedEmail(42)).toBe('erased-42@erased.invalid');
    expect(isErasedEmail(erasedEmail(42))).toBe(true);
    expect(isErasedEmail('camille@example.com')).toBe(false);
  });
});

describe('deletionMethods', () => {
  it('offers the password only to accounts that have one', () => {
    expect(deletionMethods(true)).toEqual(['password', 'code']);
    expect(deletionMethods(false)).toEqual(['code']);
  });
});
