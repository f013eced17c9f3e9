import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityInput,
  computeAvailability,
  dayIntervals,
  type WeekHoursRule,
} from './availability.ts';
import type { Interval } from './intervals.ts';

const everyDay = (rules: WeekHoursRule[string]): WeekHoursRule =>
  Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, rules]));

const morning = everyDay([{ status: 'open', hours: [{ start: '09:00', end: '12:00' }] }]);

function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: 'Europe/Paris',
    from: '2026-06-01',
    to: '2026-06-01',
    now: new Date('2026-05-01T00:00:00Z'),
    minNoticeMinutes: 0,
    slotMinutes: 30,
    openingHours: morning,
    closedDays: [],
    openDays: {},
    services: [{ id: 1, durationMinutes: 60, needsCabin: false, equipmentIds: [] }],
    employees: [{ id: 10, displayName: 'Alice', visible: true, workingHours: null, serviceIds: [1, 2] }],
    cabins: [],
    useCabins: false,
    checkEquipments: false,
    busy: new Map(),
    ...overrides,
  };
}

const starts = (result: ReturnType<typeof computeAvailability>, day = 0) =>
  result.days[day]?.slots.map((s) => s.start) ?? [];

describe('availability: opening hours', () => {
  it('offers every slot of the cutting length that fits the service (Paris summer time)', () => {
    expect(starts(computeAvailability(input()))).toEqual([
      '2026-06-01T07:00:00.000Z',
      '2026-06-01T07:30:00.000Z',
      '2026-06-01T08:00:00.000Z',
      '2026-06-01T08:30:00.000Z',
      '2026-06-01T09:00:00.000Z',
    ]);
  });

  it('never lets a service run into a pause', () => {
    const hours = everyDay([
      { status: 'open', hours: [{ start: '09:00', end: '13:00' }] },
      { status: 'pause', hours: [{ start: '11:00', end: '12:00' }] },
      { status: 'open', hours: [{ start: '14:00', end: '15:00' }] },
    ]);
    expect(starts(computeAvailability(input({ openingHours: hours })))).toEqual([
      '2026-06-01T07:00:00.000Z',
      '2026-06-01T07:30:00.000Z',
      '2026-06-01T08:00:00.000Z',
      '2026-06-01T10:00:00.000Z',
      '2026-06-01T12:00:00.000Z',
    ]);
  });

  it('closes on a closed day and on a weekday without hours, opens on an open day', () => {
    const weekdays: WeekHoursRule = { ...morning, '7': [{ status: 'closed', hours: [] }] };
    const result = computeAvailability(
      input({
        openingHours: weekdays,
        from: '2026-06-06',
        to: '2026-06-08',
        closedDays: ['2026-06-08'],
        openDays: {},
      }),
    );
    expect(result.days.map((d) => [d.day, d.shopStatus, d.slots.length])).toEqual([
      ['2026-06-06', 'open', 5],
      ['2026-06-07', 'close', 0],
      ['2026-06-08', 'close', 0],
    ]);
    const sunday = computeAvailability(
      input({
        openingHours: weekdays,
        from: '2026-06-07',
        to: '2026-06-07',
        openDays: { '2026-06-07': [{ status: 'open', hours: [{ start: '10:00', end: '11:00' }] }] },
      }),
    );
    expect(starts(sunday)).toEqual(['2026-06-07T08:00:00.000Z']);
  });

  it('respects the minimum notice', () => {
    const result = computeAvailability(
      input({ now: new Date('2026-06-01T06:10:00Z'), minNoticeMinutes: 120 }),
    );
    expect(starts(result)).toEqual(['2026-06-01T08:30:00.000Z', '2026-06-01T09:00:00.000Z']);
  });
});

describe('availability: daylight saving time', () => {
  it('computes the March change day in Paris (UTC+1 → UTC+2)', () => {
    const result = computeAvailability(
      input({ from: '2026-03-28', to: '2026-03-29', now: new Date('2026-03-01T00:00:00Z') }),
    );
    expect(starts(result, 0)[0]).toBe('2026-03-28T08:00:00.000Z');
    expect(starts(result, 1)[0]).toBe('2026-03-29T07:00:00.000Z');
    expect(starts(result, 1).at(-1)).toBe('2026-03-29T09:00:00.000Z');
  });

  it('computes the October change day in Paris (UTC+2 → UTC+1)', () => {
    const result = computeAvailability(
      input({ from: '2026-10-24', to: '2026-10-25', now: new Date('2026-10-01T00:00:00Z') }),
    );
    expect(starts(result, 0)[0]).toBe('2026-10-24T07:00:00.000Z');
    expect(starts(result, 1)[0]).toBe('2026-10-25T08:00:00.000Z');
  });

  it('counts the real length of a night across the spring-forward gap', () => {
    const night = everyDay([{ status: 'open', hours: [{ start: '01:00', end: '04:00' }] }]);
    const result = computeAvailability(
      input({
        openingHours: night,
        from: '2026-03-29',
        to: '2026-03-29',
        now: new Date('2026-03-01T00:00:00Z'),
        services: [{ id: 1, durationMinutes: 30, needsCabin: false, equipmentIds: [] }],
      }),
    );
    // 01:00 CET = 00:00Z; 04:00 CEST = 02:00Z: two real hours.
    expect(starts(result)).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
  });

  it('works in another zone with a half-hour offset (Asia/Kolkata)', () => {
    const result = computeAvailability(input({ timeZone: 'Asia/Kolkata' }));
    expect(starts(result)[0]).toBe('2026-06-01T03:30:00.000Z');
  });

  it('works in New York across its own March change', () => {
    const result = computeAvailability(
      input({
        timeZone: 'America/New_York',
        from: '2026-03-07',
        to: '2026-03-08',
        now: new Date('2026-03-01T00:00:00Z'),
      }),
    );
    expect(starts(result, 0)[0]).toBe('2026-03-07T14:00:00.000Z');
    expect(starts(result, 1)[0]).toBe('2026-03-08T13:00:00.000Z');
  });
});

describe('availability: collaborators, cabins, equipment', () => {
  const twoEmployees = [
    { id: 10, displayName: 'Alice', visible: true, workingHours: null, serviceIds: [1, 2] },
    { id: 11, displayName: 'Bruno', visible: false, workingHours: null, serviceIds: [1] },
  ];

  it('lists free and busy collaborators per slot', () => {
    const busy = new Map<number, Interval[]>([
      [10, [{ start: Date.parse('2026-06-01T07:00:00Z'), end: Date.parse('2026-06-01T08:00:00Z') }]],
    ]);
    const slot = computeAvailability(input({ employees: twoEmployees, busy })).days[0]?.slots[0];
    expect(slot?.freeEmployees).toEqual([11]);
    expect(slot?.busyEmployees).toEqual([10]);
    expect(computeAvailability(input({ employees: twoEmployees, busy })).days[0]?.employees).toEqual([
      { id: 10, displayName: 'Alice', visible: true },
      { id: 11, displayName: 'Bruno', visible: false },
    ]);
  });

  it('drops a slot when no qualified collaborator is free (absence)', () => {
    const absence = new Map<number, Interval[]>([
      [10, [{ start: Date.parse('2026-06-01T06:00:00Z'), end: Date.parse('2026-06-01T08:30:00Z') }]],
    ]);
    expect(starts(computeAvailability(input({ busy: absence })))).toEqual([
      '2026-06-01T08:30:00.000Z',
      '2026-06-01T09:00:00.000Z',
    ]);
  });

  it("keeps a collaborator to their own hours, within the shop's", () => {
    const own = everyDay([{ status: 'open', hours: [{ start: '10:00', end: '18:00' }] }]);
    const employees = [{ id: 10, displayName: 'Alice', visible: true, workingHours: own, serviceIds: [1] }];
    expect(starts(computeAvailability(input({ employees })))).toEqual([
      '2026-06-01T08:00:00.000Z',
      '2026-06-01T08:30:00.000Z',
      '2026-06-01T09:00:00.000Z',
    ]);
  });

  it('books several services back to back with one collaborator able to do all', () => {
    const services = [
      { id: 1, durationMinutes: 60, needsCabin: false, equipmentIds: [] },
      { id: 2, durationMinutes: 30, needsCabin: false, equipmentIds: [] },
    ];
    const result = computeAvailability(input({ services, employees: twoEmployees }));
    expect(starts(result)).toEqual([
      '2026-06-01T07:00:00.000Z',
      '2026-06-01T07:30:00.000Z',
      '2026-06-01T08:00:00.000Z',
      '2026-06-01T08:30:00.000Z',
    ]);
    expect(result.days[0]?.slots[0]?.end).toBe('2026-06-01T08:30:00.000Z');
    expect(result.days[0]?.slots[0]?.freeEmployees).toEqual([10]);
  });

  it('needs a free cabin when the shop uses cabins', () => {
    const services = [{ id: 1, durationMinutes: 60, needsCabin: true, equipmentIds: [] }];
    const cabins = [{ id: 20, displayName: 'Cabine 1', visible: true, serviceIds: [1] }];
    const busy = new Map<number, Interval[]>([
      [20, [{ start: Date.parse('2026-06-01T07:00:00Z'), end: Date.parse('2026-06-01T09:00:00Z') }]],
    ]);
    const result = computeAvailability(input({ services, cabins, useCabins: true, busy }));
    expect(starts(result)).toEqual(['2026-06-01T09:00:00.000Z']);
    expect(result.days[0]?.slots[0]?.freeCabins).toEqual([20]);
    expect(result.days[0]?.cabins).toEqual([{ id: 20, displayName: 'Cabine 1', visible: true }]);
    // Without cabin management the cabin does not matter.
    expect(starts(computeAvailability(input({ services, cabins, useCabins: false, busy })))).toHaveLength(5);
  });

  it('needs one free piece of the equipment a service uses, and reports those services', () => {
    const services = [{ id: 1, durationMinutes: 60, needsCabin: false, equipmentIds: [30, 31] }];
    const both = new Map<number, Interval[]>([
      [30, [{ start: Date.parse('2026-06-01T07:00:00Z'), end: Date.parse('2026-06-01T10:00:00Z') }]],
      [31, [{ start: Date.parse('2026-06-01T07:00:00Z'), end: Date.parse('2026-06-01T09:30:00Z') }]],
    ]);
    const result = computeAvailability(input({ services, checkEquipments: true, busy: both }));
    expect(starts(result)).toEqual([]);
    expect(result.servicesNeedingEquipment).toEqual([1]);
    const one = new Map<number, Interval[]>([[30, both.get(30) ?? []]]);
    expect(starts(computeAvailability(input({ services, checkEquipments: true, busy: one })))).toHaveLength(
      5,
    );
  });
});

describe('availability: properties', () => {
  const arbBusy = fc.array(
    fc.record({ offset: fc.integer({ min: 0, max: 24 * 60 }), length: fc.integer({ min: 5, max: 240 }) }),
    { maxLength: 12 },
  );
  const base = Date.parse('2026-06-01T00:00:00Z');

  it('never offers a slot that overlaps a busy interval of a collaborator said to be free, and every slot lies in opening hours', () => {
    const hours = everyDay([
      { status: 'open', hours: [{ start: '08:00', end: '12:30' }] },
      { status: 'pause', hours: [{ start: '10:00', end: '10:45' }] },
      { status: 'open', hours: [{ start: '13:30', end: '19:00' }] },
    ]);
    fc.assert(
      fc.property(
        arbBusy,
        arbBusy,
        fc.integer({ min: 15, max: 120 }),
        fc.constantFrom(15, 20, 30),
        (busyA, busyB, duration, slotMinutes) => {
          const toIntervals = (list: { offset: number; length: number }[]) =>
            list.map((b) => ({
              start: base + b.offset * 60_000,
              end: base + (b.offset + b.length) * 60_000,
            }));
          const busy = new Map<number, Interval[]>([
            [10, toIntervals(busyA)],
            [11, toIntervals(busyB)],
          ]);
          const result = computeAvailability(
            input({
              openingHours: hours,
              slotMinutes,
              busy,
              services: [{ id: 1, durationMinutes: duration, needsCabin: false, equipmentIds: [] }],
              employees: [
                { id: 10, displayName: 'A', visible: true, workingHours: null, serviceIds: [1] },
                { id: 11, displayName: 'B', visible: true, workingHours: null, serviceIds: [1] },
              ],
            }),
          );
          const open = dayIntervals(hours['1'], '2026-06-01', 'Europe/Paris');
          for (const slot of result.days[0]?.slots ?? []) {
            const start = Date.parse(slot.start);
            const end = Date.parse(slot.end);
            expect(end - start).toBe(duration * 60_000);
            expect(open.some((o) => o.start <= start && end <= o.end)).toBe(true);
            expect(slot.freeEmployees.length).toBeGreaterThan(0);
            for (const id of slot.freeEmployees) {
              for (const b of busy.get(id) ?? []) expect(b.end <= start || b.start >= end).toBe(true);
            }
          }
        },
      ),
    );
  });
});
