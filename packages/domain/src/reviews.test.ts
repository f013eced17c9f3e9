import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  monthlyAverages,
  ratingStats,
  reviewAuthorName,
  reviewEligibility,
  roundRating,
  statsFromDistribution,
} from './reviews.ts';

const star = fc.integer({ min: 1, max: 5 });

describe('review stats', () => {
  it('answers null and zeros without a rating, and ignores what is not 1–5 stars', () => {
    expect(ratingStats([])).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] });
    expect(ratingStats([0, 6, 2.5, Number.NaN])).toEqual({
      average: null,
      count: 0,
      distribution: [0, 0, 0, 0, 0],
    });
    expect(ratingStats([5, 4, 4, 1])).toEqual({ average: 3.5, count: 4, distribution: [1, 0, 0, 2, 1] });
    expect(ratingStats([5, 4, 4])).toEqual({ average: 4.3, count: 3, distribution: [0, 0, 0, 2, 1] });
    expect(ratingStats([4, 5, 4, 4]).average).toBe(4.3); // 4.25 rounds up
    expect(ratingStats([5, 5, 4]).average).toBe(4.7);
  });

  it('counts every rating once, keeps the average within the ratings to one decimal', () => {
    fc.assert(
      fc.property(fc.array(star, { minLength: 1, maxLength: 200 }), (ratings) => {
        const s = ratingStats(ratings);
        expect(s.count).toBe(ratings.length);
        expect(s.distribution.reduce((a, b) => a + b, 0)).toBe(ratings.length);
        const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect(Math.abs((s.average as number) - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(s.average).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(s.average).toBeLessThanOrEqual(Math.max(...ratings));
        expect(String(s.average)).toMatch(/^\d(\.\d)?$/);
        // The database's grouping gives the same stats.
        expect(statsFromDistribution(s.distribution)).toEqual(s);
      }),
    );
  });

  it('rounds halves up to one decimal', () => {
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(4.35)).toBe(4.4);
    expect(roundRating(4.249)).toBe(4.2);
    expect(roundRating(3)).toBe(3);
    expect(statsFromDistribution([])).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] });
  });
});

describe("the author's shown name", () => {
  it('is the first name and the initial of the last name', () => {
    expect(reviewAuthorName({ firstName: 'Camille', lastName: 'Dupont' })).toBe('Camille D.');
    expect(reviewAuthorName({ firstName: '  camille ', lastName: ' dupont' })).toBe('Camille D.');
    expect(reviewAuthorName({ firstName: 'Jean-Luc', lastName: 'élan' })).toBe('Jean-Luc É.');
    expect(reviewAuthorName({ firstName: 'Anne  Marie', lastName: '' })).toBe('Anne Marie');
    expect(reviewAuthorName({ firstName: '', lastName: 'Martin' })).toBe('M.');
    expect(reviewAuthorName({ firstName: null, lastName: null }, 'Client')).toBe('Client');
    expect(reviewAuthorName({})).toBe('');
    expect(reviewAuthorName({ firstName: 'Zoë', lastName: '𝒜bc' })).toBe('Zoë 𝒜.');
  });

  it('never shows more of the last name than its first letter', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 2 }), (first, last) => {
        const shown = reviewAuthorName({ firstName: first, lastName: last });
        const rest = [...last.trim()].slice(1).join('');
        if (rest.trim().length > 1 && !first.includes(rest)) expect(shown.includes(rest)).toBe(false);
      }),
    );
  });
});

describe('who may review an appointment', () => {
  it('only its customer, once it is honoured, once', () => {
    const honoured = { status: 'honoured', customerId: 7 };
    expect(reviewEligibility(honoured, { customerId: 7 }, false)).toEqual({ ok: true });
    expect(reviewEligibility(honoured, { customerId: 8 }, false)).toEqual({
      ok: false,
      reason: 'not_customer',
    });
    expect(reviewEligibility(honoured, { customerId: null }, false)).toEqual({
      ok: false,
      reason: 'not_customer',
    });
    expect(reviewEligibility({ status: 'honoured', customerId: null }, { customerId: null }, false)).toEqual({
      ok: false,
      reason: 'not_customer',
    });
    expect(reviewEligibility(honoured, { customerId: 7 }, true)).toEqual({
      ok: false,
      reason: 'already_reviewed',
    });
    // The invitation link stands for the visit's customer, even a guest's visit.
    expect(reviewEligibility({ status: 'honoured', customerId: null }, 'invitation', false)).toEqual({
      ok: true,
    });
    expect(reviewEligibility({ status: 'no_show', customerId: 7 }, 'invitation', false)).toEqual({
      ok: false,
      reason: 'not_honoured',
    });
    expect(reviewEligibility(honoured, 'invitation', true)).toEqual({
      ok: false,
      reason: 'already_reviewed',
    });
    for (const status of ['confirmed', 'held', 'no_show', 'cancelled', 'expired', 'rescheduled'])
      expect(reviewEligibility({ status, customerId: 7 }, { customerId: 7 }, false)).toEqual({
        ok: false,
        reason: 'not_honoured',
      });
  });

  it('is allowed for exactly one case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('honoured', 'confirmed', 'no_show', 'cancelled'),
        fc.option(fc.integer({ min: 1, max: 3 })),
        fc.option(fc.integer({ min: 1, max: 3 })),
        fc.boolean(),
        (status, owner, reviewer, reviewed) => {
          const ok = reviewEligibility({ status, customerId: owner }, { customerId: reviewer }, reviewed).ok;
          expect(ok).toBe(status === 'honoured' && owner !== null && owner === reviewer && !reviewed);
        },
      ),
    );
  });
});

describe('monthly averages', () => {
  it('groups by key and local month, in order, without null keys', () => {
    const rows = [
      { key: 2, at: new Date('2026-03-31T22:30:00Z'), rating: 4, timeZone: 'Europe/Paris' }, // 1 April in Paris
      { key: 2, at: new Date('2026-04-10T10:00:00Z'), rating: 5, timeZone: 'Europe/Paris' },
      { key: 1, at: new Date('2026-03-31T20:00:00Z'), rating: 3, timeZone: 'Europe/Paris' },
      { key: null, at: new Date('2026-03-10T10:00:00Z'), rating: 1, timeZone: 'Europe/Paris' },
      { key: 1, at: new Date('2026-03-01T10:00:00Z'), rating: 4, timeZone: 'Europe/Paris' },
      // 23:30 on 31 March in New York is April in UTC, March there.
      { key: 3, at: new Date('2026-04-01T03:30:00Z'), rating: 2, timeZone: 'America/New_York' },
    ];
    expect(monthlyAverages(rows)).toEqual([
      { key: 1, month: '2026-03', average: 3.5, count: 2 },
      { key: 2, month: '2026-04', average: 4.5, count: 2 },
      { key: 3, month: '2026-03', average: 2, count: 1 },
    ]);
    expect(monthlyAverages([])).toEqual([]);
  });
});
