import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canExchange, nextTier, pointsForAmount, tierFor } from './loyalty.ts';

const tiers = [
  { id: 3, pointsRequired: 500, order: 3 },
  { id: 1, pointsRequired: 100, order: 1 },
  { id: 2, pointsRequired: 250, order: 2 },
];

describe('loyalty', () => {
  it('earns 1 point per whole euro, rounded down', () => {
    expect(pointsForAmount(4999)).toBe(49);
    expect(pointsForAmount(5000)).toBe(50);
    expect(pointsForAmount(99)).toBe(0);
    expect(pointsForAmount(0)).toBe(0);
    expect(pointsForAmount(-500)).toBe(0);
    expect(pointsForAmount(Number.NaN)).toBe(0);
  });

  it('never earns more than the amount in euros (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const p = pointsForAmount(cents);
        return Number.isInteger(p) && p * 100 <= cents && (p + 1) * 100 > cents;
      }),
    );
  });

  it('chooses the highest tier reached, and the next one', () => {
    expect(tierFor(99, tiers)).toBeNull();
    expect(tierFor(100, tiers)?.id).toBe(1);
    expect(tierFor(499, tiers)?.id).toBe(2);
    expect(tierFor(10_000, tiers)?.id).toBe(3);
    expect(nextTier(180, tiers)).toEqual({ tier: tiers[2], missing: 70 });
    expect(nextTier(500, tiers)).toBeNull();
    expect(tierFor(50, [])).toBeNull();
  });

  it('picks a tier whose threshold is reached and none higher that is (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), pointsRequired: fc.integer({ min: 1, max: 1000 }) }), {
          maxLength: 8,
        }),
        fc.integer({ min: 0, max: 1200 }),
        (ts, points) => {
          const t = tierFor(points, ts);
          if (!t) return ts.every((x) => x.pointsRequired > points);
          return (
            t.pointsRequired <= points &&
            ts.every((x) => x.pointsRequired > points || x.pointsRequired <= t.pointsRequired)
          );
        },
      ),
    );
  });

  it('exchanges only with enough points', () => {
    expect(canExchange(99, { id: 1, pointsRequired: 100 })).toBe(false);
    expect(canExchange(100, { id: 1, pointsRequired: 100 })).toBe(true);
  });
});
