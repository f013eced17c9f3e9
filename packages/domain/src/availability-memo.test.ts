// ADR 0029: the availability engine keeps what it works out per zone and day (wall times → instants,
// a rules object's open intervals, ISO strings) between calls. Kept or not, the answer must be
// the same: the same input objects asked again, in another zone, over other days, answer exactly
// what fresh copies of them answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityInput,
  availabilityStillHolds,
  computeAvailability,
  type DayHoursRule,
  earliestStart,
  firstSlotStart,
  type WeekHoursRule,
} from './availability.ts';
import type { Interval } from './intervals.ts';
import { computeZonedInstant, isoInstant, zonedInstant } from './zoned-time.ts';

const ZONES = [
  'Europe/Paris',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe', // a 30-minute shift
  'Asia/Kathmandu', // +05:45
  'Pacific/Chatham', // +12:45 / +13:45
  'UTC',
];

/** Days around the changes of 2026 in both hemispheres, and ordinary ones. */
const arbDay = fc
  .integer({ min: Date.UTC(2026, 0, 1) / 86_400_000, max: Date.UTC(2027, 11, 31) / 86_400_000 })
  .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
const arbChangeDay = fc.constantFrom(
  '2026-03-08',
  '2026-03-29',
  '2026-04-05',
  '2026-09-27',
  '2026-10-04',
  '2026-10-25',
  '2026-11-01',
);

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const arbRange = fc
  .tuple(fc.integer({ min: 0, max: 46 }), fc.integer({ min: 1, max: 24 }))
  .map(([from, length]) => ({ start: hhmm(from * 30), end: hhmm(Math.min(48, from + length) * 30) }));
const arbDayRules: fc.Arbitrary<DayHoursRule[]> = fc
  .tuple(fc.array(arbRange, { minLength: 1, maxLength: 2 }), fc.option(arbRange, { nil: undefined }))
  .map(([open, pause]) => [
    { status: 'open' as const, hours: open },
    ...(pause ? [{ status: 'pause' as const, hours: [pause] }] : []),
  ]);
const arbWeek: fc.Arbitrary<WeekHoursRule> = fc
  .array(fc.option(arbDayRules, { nil: null }), { minLength: 7, maxLength: 7 })
  .map((days) =>
    Object.fromEntries(days.flatMap((rules, i) => (rules ? [[String(i + 1), rules] as const] : []))),
  );

const arbInput = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    from: fc.oneof(arbDay, arbChangeDay),
    days: fc.integer({ min: 0, max: 9 }),
    shop: arbWeek,
    own: fc.array(fc.option(arbWeek, { nil: null }), { minLength: 1, maxLength: 3 }),
    busy: fc.array(fc.tuple(fc.integer({ min: 0, max: 14 * 24 * 4 }), fc.integer({ min: 1, max: 12 })), {
      maxLength: 8,
    }),
    durations: fc.array(fc.constantFrom(15, 30, 45, 60, 90), { minLength: 1, maxLength: 3 }),
    slotMinutes: fc.constantFrom(15, 30),
  })
  .map((g): AvailabilityInput => {
    const from = Date.parse(`${g.from}T00:00:00Z`);
    const to = new Date(from + g.days * 86_400_000).toISOString().slice(0, 10);
    const busy = new Map<number, Interval[]>();
    const employees = g.own.map((hours, i) => {
      busy.set(
        100 + i,
        g.busy.map(([q, n]) => ({
          start: from + (q - 48 + i) * 900_000,
          end: from + (q - 48 + i + n) * 900_000,
        })),
      );
      return {
        id: 100 + i,
        displayName: `E${i}`,
        visible: true,
        workingHours: hours,
        serviceIds: g.durations.map((_, k) => k + 1),
      };
    });
    return {
      timeZone: g.zone,
      from: g.from,
      to,
      now: new Date('2025-12-01T00:00:00Z'),
      minNoticeMinutes: 0,
      slotMinutes: g.slotMinutes,
      openingHours: g.shop,
      closedDays: [],
      openDays: {},
      services: g.durations.map((durationMinutes, k) => ({
        id: k + 1,
        durationMinutes,
        needsCabin: false,
        equipmentIds: [],
      })),
      employees,
      cabins: [],
      useCabins: false,
      checkEquipments: false,
      busy,
    };
  });

/** A deep copy: new rules objects, new lists — nothing the engine may have kept anything for. */
const fresh = (input: AvailabilityInput): AvailabilityInput => ({
  ...structuredClone({ ...input, busy: undefined, now: undefined }),
  now: new Date(input.now),
  busy: new Map([...input.busy].map(([id, list]) => [id, list.map((i) => ({ ...i }))])),
});

describe('availability: what is kept between calls changes nothing', () => {
  it('answers the same for the same objects asked again, in another zone, and for fresh copies', () => {
    fc.assert(
      fc.property(arbInput, fc.constantFrom(...ZONES), (input, otherZone) => {
        const first = computeAvailability(input);
        expect(computeAvailability(input)).toEqual(first);
        expect(computeAvailability(fresh(input))).toEqual(first);
        // The same rules objects in another zone: their days there, not the first zone's.
        const moved = { ...input, timeZone: otherZone };
        expect(computeAvailability(moved)).toEqual(computeAvailability(fresh(moved)));
        // …and back: the first zone's answer is still the first one.
        expect(computeAvailability(input)).toEqual(first);
      }),
      { numRuns: 150 },
    );
  });
});

describe('availability: a later clock only takes away the slots before it', () => {
  it('answers as before minus the slots before the new earliest start; the same when none was', () => {
    fc.assert(
      fc.property(
        arbInput,
        fc.integer({ min: 0, max: 12 * 24 * 4 }),
        fc.integer({ min: 0, max: 3 * 24 * 4 }),
        fc.constantFrom(0, 30, 120, 24 * 60),
        (input, q0, dq, notice) => {
          const base = Date.parse(`${input.from}T00:00:00Z`) - 86_400_000;
          const then = { ...input, now: new Date(base + q0 * 900_000), minNoticeMinutes: notice };
          const later = { ...then, now: new Date(then.now.getTime() + dq * 900_000) };
          const before = computeAvailability(then);
          const after = computeAvailability(later);
          const earliestNow = earliestStart(later.now, notice);
          expect(after).toEqual({
            ...before,
            days: before.days.map((d) => ({
              ...d,
              slots: d.slots.filter((slot) => Date.parse(slot.start) >= earliestNow),
            })),
          });
          const holds = availabilityStillHolds({
            earliestThen: earliestStart(then.now, notice),
            earliestNow,
            firstSlotStart: firstSlotStart(before.days),
          });
          if (holds) expect(after).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never holds for an earlier clock', () => {
    expect(availabilityStillHolds({ earliestThen: 10, earliestNow: 9, firstSlotStart: null })).toBe(false);
    expect(availabilityStillHolds({ earliestThen: 10, earliestNow: 20, firstSlotStart: 15 })).toBe(false);
    expect(availabilityStillHolds({ earliestThen: 10, earliestNow: 15, firstSlotStart: 15 })).toBe(true);
  });
});

describe('zoned time kept between calls', () => {
  it('gives every wall time of every day the instant worked out afresh', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.oneof(arbDay, arbChangeDay),
        fc.array(fc.integer({ min: 0, max: 1440 }), { minLength: 1, maxLength: 20 }),
        (zone, day, minutes) => {
          for (const minute of [...minutes, ...minutes.reverse()])
            expect(zonedInstant(day, minute, zone)).toBe(computeZonedInstant(day, minute, zone));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('writes an instant as toISOString does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
        expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
      }),
    );
  });
});
