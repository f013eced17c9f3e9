import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayPartOf } from './booking-slots.ts';
import {
  checkWish,
  queueOrder,
  refillFigures,
  type WaitlistWish,
  waitlistServiceKey,
  wishAccepts,
  wishesOverlap,
  wishIsOver,
} from './waitlist.ts';
import { isoWeekday, localDay, zonedInstant } from './zoned-time.ts';

const PARIS = 'Europe/Paris';
const DAY = 86_400_000;
const PARTS = ['morning', 'afternoon', 'evening'] as const;

/** A local date between 2026-01-01 and 2027-12-31 (two DST changes each year). */
const dayArb = fc
  .integer({ min: 0, max: 729 })
  .map((n) => new Date(Date.UTC(2026, 0, 1) + n * DAY).toISOString().slice(0, 10));
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const wishArb = fc.record({
  weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
  parts: fc.uniqueArray(fc.constantFrom(...PARTS), { minLength: 1, maxLength: 3 }),
  fromDate: dayArb,
  length: fc.integer({ min: 0, max: 90 }),
  employeeId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
});
type WishDraw = typeof wishArb extends fc.Arbitrary<infer T> ? T : never;
const toWish = (w: WishDraw): WaitlistWish => ({
  weekdays: w.weekdays,
  parts: w.parts,
  fromDate: w.fromDate,
  untilDate: addDays(w.fromDate, w.length),
  employeeId: w.employeeId,
});
/** A local wall time in Paris: a day and a minute of it (on a quarter hour, as slots are). */
const wallArb = fc.record({ day: dayArb, minute: fc.integer({ min: 0, max: 95 }).map((q) => q * 15) });

describe('wishAccepts: which free time suits a wish', () => {
  it('accepts exactly the times on its dates (inclusive), weekdays, parts of day and collaborator', () => {
    fc.assert(
      fc.property(
        wishArb,
        wallArb,
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
        (w, wall, who) => {
          const wish = toWish(w);
          // The instant the shop's clock shows as that wall time (Paris changes at 02:00 and 03:00:
          // a skipped time moves on by the gap, within the same day and part of day).
          const startMs = zonedInstant(wall.day, wall.minute, PARIS);
          const day = wall.day;
          const expected =
            day >= wish.fromDate &&
            day <= wish.untilDate &&
            wish.weekdays.includes(isoWeekday(day)) &&
            wish.parts.includes(dayPartOf(wall.minute)) &&
            (wish.employeeId === null || wish.employeeId === who);
          expect(wishAccepts(wish, { startMs, employeeId: who }, PARIS)).toBe(expected);
        },
      ),
    );
  });

  it('takes the first and last days whole: from local midnight to the last minute', () => {
    const wish: WaitlistWish = {
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      parts: [...PARTS],
      fromDate: '2026-03-29', // Paris springs forward at 02:00 that Sunday
      untilDate: '2026-10-25', // and falls back at 03:00 that Sunday
      employeeId: null,
    };
    const at = (iso: string) => wishAccepts(wish, { startMs: Date.parse(iso), employeeId: 7 }, PARIS);
    expect(at('2026-03-28T22:59:00Z')).toBe(false); // 23:59 on the 28th (winter time)
    expect(at('2026-03-28T23:00:00Z')).toBe(true); // 00:00 on the 29th
    expect(at('2026-10-25T22:59:00Z')).toBe(true); // 23:59 on the 25th (winter time again)
    expect(at('2026-10-25T23:00:00Z')).toBe(false); // 00:00 on the 26th
  });

  it('reads parts of day on the local clock across both DST changes', () => {
    const only = (parts: string[]): WaitlistWish => ({
      weekdays: [7],
      parts,
      fromDate: '2026-01-01',
      untilDate: '2026-12-31',
      employeeId: null,
    });
    const at = (wish: WaitlistWish, iso: string) =>
      wishAccepts(wish, { startMs: Date.parse(iso), employeeId: null }, PARIS);
    // Sunday 29 March: 11:30 local is 09:30 UTC (summer time began at 02:00), still morning.
    expect(at(only(['morning']), '2026-03-29T09:30:00Z')).toBe(true);
    // 12:00 local is 10:00 UTC: afternoon, though 10:00 UTC was morning the day before.
    expect(at(only(['morning']), '2026-03-29T10:00:00Z')).toBe(false);
    expect(at(only(['afternoon']), '2026-03-29T10:00:00Z')).toBe(true);
    expect(at(only(['afternoon']), '2026-03-28T10:00:00Z')).toBe(false);
    // Sunday 25 October: 18:00 local is 17:00 UTC (winter time again): evening.
    expect(at(only(['evening']), '2026-10-25T17:00:00Z')).toBe(true);
    expect(at(only(['evening']), '2026-10-25T16:59:00Z')).toBe(false);
    // The hour repeated at 02:00–03:00 on 25 October is morning both times.
    expect(at(only(['morning']), '2026-10-25T00:30:00Z')).toBe(true);
    expect(at(only(['morning']), '2026-10-25T01:30:00Z')).toBe(true);
  });

  it('anyone suits a wish for anyone; a chosen collaborator only themself', () => {
    fc.assert(
      fc.property(wishArb, wallArb, fc.integer({ min: 1, max: 4 }), (w, wall, who) => {
        const wish = toWish(w);
        const time = { startMs: zonedInstant(wall.day, wall.minute, PARIS), employeeId: who };
        const anyone = wishAccepts({ ...wish, employeeId: null }, time, PARIS);
        expect(wishAccepts({ ...wish, employeeId: who }, time, PARIS)).toBe(anyone);
        expect(wishAccepts({ ...wish, employeeId: who + 10 }, time, PARIS)).toBe(false);
      }),
    );
  });
});

describe('queueOrder: first come, first served', () => {
  it('sorts by id, keeps every entry and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 10_000 })), (ids) => {
        const entries = ids.map((id) => ({ id, name: `e${id}` }));
        const copy = [...entries];
        const ordered = queueOrder(entries);
        expect(ordered.map((e) => e.id)).toEqual([...ids].sort((x, y) => x - y));
        expect(new Set(ordered)).toEqual(new Set(entries));
        expect(entries).toEqual(copy);
      }),
    );
  });
});

describe('wishIsOver: after its last day in the shop’s zone', () => {
  it('is over exactly from the local midnight after its last day', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -3 * 1440, max: 3 * 1440 }), (untilDate, offsetMinutes) => {
        const midnightAfter = zonedInstant(addDays(untilDate, 1), 0, PARIS);
        const now = midnightAfter + offsetMinutes * 60_000;
        expect(wishIsOver({ untilDate }, now, PARIS)).toBe(now >= midnightAfter);
      }),
    );
  });
  it('depends on the zone: the same instant is over in Paris and not yet in New York', () => {
    const now = Date.parse('2026-05-05T02:00:00Z'); // 04:00 in Paris on the 5th, 22:00 on the 4th in New York
    expect(wishIsOver({ untilDate: '2026-05-04' }, now, PARIS)).toBe(true);
    expect(wishIsOver({ untilDate: '2026-05-04' }, now, 'America/New_York')).toBe(false);
  });
});

describe('checkWish: a join’s period', () => {
  const now = Date.parse('2026-05-04T22:30:00Z'); // 00:30 on 5 May in Paris
  it('starts today by default, in the shop’s zone', () => {
    expect(checkWish({ untilDate: '2026-05-10' }, now, PARIS, 90)).toEqual({
      ok: true,
      fromDate: '2026-05-05',
      untilDate: '2026-05-10',
    });
    expect(checkWish({ untilDate: '2026-05-10' }, now, 'UTC', 90)).toMatchObject({ fromDate: '2026-05-04' });
  });
  it('refuses a last day already past, too far ahead, or before the first day', () => {
    expect(checkWish({ untilDate: '2026-05-04' }, now, PARIS, 90)).toMatchObject({
      ok: false,
      reason: 'until_past',
    });
    expect(checkWish({ untilDate: '2026-05-04' }, now, 'UTC', 90)).toMatchObject({ ok: true });
    expect(checkWish({ untilDate: '2026-08-03' }, now, PARIS, 90)).toMatchObject({ ok: true });
    expect(checkWish({ untilDate: '2026-08-04' }, now, PARIS, 90)).toMatchObject({
      ok: false,
      reason: 'too_far',
    });
    expect(checkWish({ fromDate: '2026-05-08', untilDate: '2026-05-07' }, now, PARIS, 90)).toMatchObject({
      ok: false,
      reason: 'from_after_until',
    });
  });
  it('accepts exactly the periods within today … today + max days, and a past first day starts today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 730 * 24 * 4 }).map((q) => Date.UTC(2026, 0, 1) + q * 15 * 60_000),
        fc.option(fc.integer({ min: -10, max: 100 }), { nil: undefined }),
        fc.integer({ min: -10, max: 100 }),
        fc.integer({ min: 1, max: 90 }),
        (nowMs, from, until, maxDays) => {
          const today = localDay(nowMs, PARIS);
          const fromDate = from === undefined ? undefined : addDays(today, from);
          const untilDate = addDays(today, until);
          const check = checkWish({ fromDate, untilDate }, nowMs, PARIS, maxDays);
          const start = from === undefined || from < 0 ? 0 : from;
          const ok = until >= 0 && until <= maxDays && start <= until;
          expect(check.ok).toBe(ok);
          if (check.ok) {
            expect(check.fromDate).toBe(addDays(today, start));
            expect(check.untilDate).toBe(untilDate);
            expect(check.fromDate >= today && check.fromDate <= check.untilDate).toBe(true);
          }
        },
      ),
    );
  });
});

describe('wishesOverlap: one live entry per services and period', () => {
  const span = (serviceIds: number[], from: number, until: number) => ({
    serviceIds,
    fromDate: addDays('2026-05-01', from),
    untilDate: addDays('2026-05-01', until),
  });
  it('overlap when the same services (in order) share a day, periods inclusive', () => {
    expect(wishesOverlap(span([3], 0, 5), span([3], 5, 9))).toBe(true);
    expect(wishesOverlap(span([3], 0, 5), span([3], 6, 9))).toBe(false);
    expect(wishesOverlap(span([3, 4], 0, 5), span([3], 0, 5))).toBe(false);
    expect(wishesOverlap(span([3, 4], 0, 5), span([4, 3], 0, 5))).toBe(false);
    expect(wishesOverlap(span([3, 4], 0, 5), span([3, 4], 2, 2))).toBe(true);
  });
  it('is symmetric and agrees with sharing a day', () => {
    const idsArb = fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 });
    const periodArb = fc
      .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }))
      .map(([x, y]) => [Math.min(x, y), Math.max(x, y)] as const);
    fc.assert(
      fc.property(idsArb, periodArb, idsArb, periodArb, (ia, [fa, ua], ib, [fb, ub]) => {
        const a = span(ia, fa, ua);
        const b = span(ib, fb, ub);
        let sharesDay = false;
        for (let d = fa; d <= ua; d += 1) if (d >= fb && d <= ub) sharesDay = true;
        const same = waitlistServiceKey(ia) === waitlistServiceKey(ib);
        expect(wishesOverlap(a, b)).toBe(same && sharesDay);
        expect(wishesOverlap(b, a)).toBe(wishesOverlap(a, b));
      }),
    );
  });
});

describe('refillFigures: the back office’s figures', () => {
  const t0 = Date.parse('2026-05-04T08:00:00Z');
  it('counts, rates and takes the median of the minutes to refill', () => {
    expect(refillFigures([])).toEqual({
      freed: 0,
      refilled: 0,
      refilledRate: null,
      medianMinutesToRefill: null,
    });
    expect(
      refillFigures([
        { freedAtMs: t0, refilledAtMs: t0 + 10 * 60_000 },
        { freedAtMs: t0, refilledAtMs: null },
        { freedAtMs: t0, refilledAtMs: t0 + 30 * 60_000 },
        { freedAtMs: t0, refilledAtMs: t0 + 5 * 60_000 },
      ]),
    ).toEqual({ freed: 4, refilled: 3, refilledRate: 0.75, medianMinutesToRefill: 10 });
    expect(
      refillFigures([
        { freedAtMs: t0, refilledAtMs: t0 + 60_000 },
        { freedAtMs: t0, refilledAtMs: t0 + 2 * 60_000 + 30_000 },
      ]),
    ).toEqual({ freed: 2, refilled: 2, refilledRate: 1, medianMinutesToRefill: 1.8 });
  });
  it('keeps the rate within 0…1 and the median between the fastest and the slowest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }), { maxLength: 30 }),
        (waits) => {
          const f = refillFigures(
            waits.map((m) => ({ freedAtMs: t0, refilledAtMs: m === null ? null : t0 + m * 60_000 })),
          );
          const done = waits.filter((m): m is number => m !== null);
          expect(f.freed).toBe(waits.length);
          expect(f.refilled).toBe(done.length);
          if (waits.length === 0) expect(f.refilledRate).toBeNull();
          else expect(f.refilledRate).toBeCloseTo(done.length / waits.length);
          if (done.length === 0) expect(f.medianMinutesToRefill).toBeNull();
          else {
            expect(f.medianMinutesToRefill).toBeGreaterThanOrEqual(Math.min(...done));
            expect(f.medianMinutesToRefill).toBeLessThanOrEqual(Math.max(...done));
          }
        },
      ),
    );
  });
});
