import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exchangeYield, previewExchange, REWARD_VALIDITY_DAYS } from './loyalty-exchange.ts';

const tiers = [
  { id: 1, pointsRequired: 100, rewardValue: 500 },
  { id: 2, pointsRequired: 250, rewardValue: 1500 },
  { id: 3, pointsRequired: 500, rewardValue: 0 },
];
const now = new Date('2026-05-10T10:00:00Z');

describe('exchangeYield', () => {
  it('turns a valued reward into a coupon of that value, valid a year', () => {
    expect(exchangeYield({ rewardValue: 1500 }, now)).toEqual({
      kind: 'coupon',
      amount: 1500,
      endsAt: new Date(now.getTime() + REWARD_VALIDITY_DAYS * 86_400_000),
    });
  });
  it('leaves a reward without value to the salon', () => {
    expect(exchangeYield({ rewardValue: 0 }, now)).toEqual({ kind: 'in_shop' });
    expect(exchangeYield({ rewardValue: -5 }, now)).toEqual({ kind: 'in_shop' });
    expect(exchangeYield({ rewardValue: Number.NaN }, now)).toEqual({ kind: 'in_shop' });
  });
});

describe('previewExchange', () => {
  it('says what is spent, what is left and that the tier drops', () => {
    const p = previewExchange(300, tiers[0] as (typeof tiers)[number], tiers);
    expect(p).toMatchObject({ spent: 100, remaining: 200, tierDrops: true });
    expect(p?.tierBefore?.id).toBe(2);
    expect(p?.tierAfter?.id).toBe(1);
  });
  it('keeps the tier when the rest still reaches it', () => {
    expect(previewExchange(400, tiers[0] as (typeof tiers)[number], tiers)?.tierDrops).toBe(false);
  });
  it('refuses when the points do not reach the tier', () => {
    expect(previewExchange(99, tiers[0] as (typeof tiers)[number], tiers)).toBeNull();
  });
  it('never leaves a negative balance and spends exactly the tier’s points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(...tiers), (points, tier) => {
        const p = previewExchange(points, tier, tiers);
        if (points < tier.pointsRequired) return p === null;
        return p !== null && p.remaining >= 0 && p.spent + p.remaining === points;
      }),
    );
  });
});
