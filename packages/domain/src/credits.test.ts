import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditBalanceOf, creditToUse } from './credits.ts';

describe('store credit', () => {
  it('spends what is asked when the balance and the order allow it', () => {
    expect(creditToUse(5000, 2000, 4500)).toBe(2000);
  });

  it('never spends more than the balance or what the order still owes', () => {
    expect(creditToUse(1500, 2000, 4500)).toBe(1500);
    expect(creditToUse(5000, 2000, 800)).toBe(800);
    expect(creditToUse(0, 2000, 800)).toBe(0);
  });

  it('is bounded by each of its inputs and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.nat(1e6),
        fc.integer({ min: -1e6, max: 1e6 }),
        (b, r, d) => {
          const used = creditToUse(b, r, d);
          expect(used).toBeGreaterThanOrEqual(0);
          expect(used).toBeLessThanOrEqual(Math.max(0, b));
          expect(used).toBeLessThanOrEqual(r);
          expect(used).toBeLessThanOrEqual(Math.max(0, d));
        },
      ),
    );
  });

  it('sums a ledger', () => {
    expect(creditBalanceOf([{ amount: 3000 }, { amount: -1200 }, { amount: 500 }])).toBe(2300);
    expect(creditBalanceOf([])).toBe(0);
  });
});
