import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityInput,
  type AvailabilityService,
  computeAvailability,
  dayIntervals,
  type WeekHoursRule,
} from './availability.ts';
import { planChain, slotParts } from './booking-chain.ts';
import type { Interval } from './intervals.ts';
import { isoWeekday } from './zoned-time.ts';

// ADR 0017: a chain of services booked back to back, each by whoever performs it.

const everyDay = (rules: WeekHoursRule[string]): WeekHoursRule =>
  Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, rules]));

const MASSAGE = 1;
const PEDICURE = 2;
const FACIAL = 3;
const ELODIE = 10;
const YASMINE = 11;
const NORA = 12;

const service = (id: number, durationMinutes: number, extra: Partial<AvailabilityService> = {}) => ({
  id,
  durationMinutes,
  needsCabin: false,
  equipmentIds: [],
  ...extra,
});

/** The demo's Lyon salon: nobody does both the massage and the pedicure. */
function lyon(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: 'Europe/Paris',
    from: '2026-06-01',
    to: '2026-06-01',
    now: new Date('2026-05-01T00:00:00Z'),
    minNoticeMinutes: 0,
    slotMinutes: 30,
    openingHours: everyDay([{ status: 'open', hours: [{ start: '09:00', end: '12:00' }] }]),
    closedDays: [],
    openDays: {},
    services: [service(MASSAGE, 60), service(PEDICURE, 60)],
    employees: [
      { id: ELODIE, displayName: 'Élodie', visible: true, workingHours: null, serviceIds: [MASSAGE, FACIAL] },
      { id: YASMINE, displayName: 'Yasmine', visible: true, workingHours: null, serviceIds: [MASSAGE] },
      { id: NORA, displayName: 'Nora', visible: true, workingHours: null, serviceIds: [PEDICURE, FACIAL] },
    ],
    cabins: [],
    useCabins: false,
    checkEquipments: false,
    busy: new Map(),
    ...overrides,
  };
}

const at = (hhmm: string) => Date.parse(`2026-06-01T${hhmm}:00Z`);
const starts = (input: AvailabilityInput) =>
  computeAvailability(input).days[0]?.slots.map((s) => s.start.slice(11, 16)) ?? [];

describe('availability of a chain shared by several collaborators', () => {
  it('offers a massage then a pedicure by two collaborators, the second starting when the first ends', () => {
    const result = computeAvailability(lyon());
    const day = result.days[0];
    // 09:00–12:00 Paris (07:00–10:00Z), two hours: 09:00, 09:30, 10:00.
    expect(day?.slots.map((s) => s.start)).toEqual([
      '2026-06-01T07:00:00.000Z',
      '2026-06-01T07:30:00.000Z',
      '2026-06-01T08:00:00.000Z',
    ]);
    const first = day?.slots[0];
    expect(first?.end).toBe('2026-06-01T09:00:00.000Z');
    expect(first?.segments).toEqual([
      {
        serviceId: MASSAGE,
        start: '2026-06-01T07:00:00.000Z',
        end: '2026-06-01T08:00:00.000Z',
        freeEmployees: [ELODIE, YASMINE],
        freeCabins: [],
      },
      {
        serviceId: PEDICURE,
        start: '2026-06-01T08:00:00.000Z',
        end: '2026-06-01T09:00:00.000Z',
        freeEmployees: [NORA],
        freeCabins: [],
      },
    ]);
    // Nobody takes the whole block alone.
    expect(first?.freeEmployees).toEqual([]);
    expect(day?.employees).toEqual([]);
    expect(day?.chain).toEqual([
      {
        serviceId: MASSAGE,
        employees: [
          { id: ELODIE, displayName: 'Élodie', visible: true },
          { id: YASMINE, displayName: 'Yasmine', visible: true },
        ],
        cabins: [],
      },
      { serviceId: PEDICURE, employees: [{ id: NORA, displayName: 'Nora', visible: true }], cabins: [] },
    ]);
  });

  it('needs the second collaborator free only for the second part', () => {
    // Nora is busy 09:00–10:00 Paris: a pedicure after a massage from 09:00 still fits.
    const busy = new Map<number, Interval[]>([[NORA, [{ start: at('07:00'), end: at('08:00') }]]]);
    expect(starts(lyon({ busy }))).toEqual(['07:00', '07:30', '08:00']);
    // Busy 10:30–11:00: only the chain whose pedicure ends by 10:30 or starts at 11:00.
    const later = new Map<number, Interval[]>([[NORA, [{ start: at('08:30'), end: at('09:00') }]]]);
    expect(starts(lyon({ busy: later }))).toEqual(['08:00']);
    // And the other way round: pedicure then massage.
    const reversed = lyon({ services: [service(PEDICURE, 60), service(MASSAGE, 60)], busy: later });
    expect(starts(reversed)).toEqual(['07:00', '07:30']);
  });

  it("respects each collaborator's own hours for their part", () => {
    // Nora starts at 11:00: the pedicure can only be the second hour of a chain ending at 12:00.
    const employees = lyon().employees.map((e) =>
      e.id === NORA
        ? { ...e, workingHours: everyDay([{ status: 'open', hours: [{ start: '11:00', end: '18:00' }] }]) }
        : e,
    );
    expect(starts(lyon({ employees }))).toEqual(['08:00']);
  });

  it('keeps to the collaborator chosen for a service, any for the others', () => {
    const busy = new Map<number, Interval[]>([[YASMINE, [{ start: at('07:00'), end: at('08:00') }]]]);
    const chosen = computeAvailability(lyon({ busy, employeeChoice: [YASMINE, null] }));
    expect(chosen.days[0]?.slots.map((s) => s.start.slice(11, 16))).toEqual(['08:00']);
    expect(chosen.days[0]?.slots[0]?.segments?.[0]?.freeEmployees).toEqual([YASMINE]);
    // The chain still names every collaborator of each service (the page offers them all).
    expect(chosen.days[0]?.chain?.[0]?.employees.map((e) => e.id)).toEqual([ELODIE, YASMINE]);
    // Someone who does not perform the service leaves nothing to offer.
    expect(starts(lyon({ employeeChoice: [NORA, null] }))).toEqual([]);
  });

  it('lists who could take the whole chain alone, and prefers nobody else there', () => {
    // A facial then a massage: Élodie does both; Nora does the facial only.
    const input = lyon({ services: [service(FACIAL, 60), service(MASSAGE, 60)] });
    const slot = computeAvailability(input).days[0]?.slots[0];
    expect(slot?.freeEmployees).toEqual([ELODIE]);
    expect(slot?.segments?.map((s) => s.freeEmployees)).toEqual([
      [ELODIE, NORA],
      [ELODIE, YASMINE],
    ]);
    // Élodie busy for the massage hour: the chain goes on with Nora, then Yasmine.
    const busy = new Map<number, Interval[]>([[ELODIE, [{ start: at('08:00'), end: at('09:00') }]]]);
    const shared = computeAvailability({ ...input, busy }).days[0]?.slots[0];
    expect(shared?.freeEmployees).toEqual([]);
    expect(shared?.busyEmployees).toEqual([ELODIE]);
    expect(shared?.segments?.map((s) => s.freeEmployees)).toEqual([[ELODIE, NORA], [YASMINE]]);
  });

  it('gives each service its own cabin when no cabin hosts both', () => {
    const services = [service(MASSAGE, 60, { needsCabin: true }), service(FACIAL, 60, { needsCabin: true })];
    const cabins = [
      { id: 20, displayName: 'Soie', visible: true, serviceIds: [MASSAGE] },
      { id: 21, displayName: 'Lumière', visible: true, serviceIds: [FACIAL] },
    ];
    const result = computeAvailability(lyon({ services, cabins, useCabins: true }));
    const slot = result.days[0]?.slots[0];
    expect(result.days[0]?.slots).toHaveLength(3);
    expect(slot?.segments?.map((s) => s.freeCabins)).toEqual([[20], [21]]);
    // No cabin hosts the whole block.
    expect(slot?.freeCabins).toEqual([]);
    expect(result.days[0]?.cabins).toEqual([]);
    expect(result.days[0]?.chain?.map((p) => p.cabins.map((c) => c.id))).toEqual([[20], [21]]);
    // The facial's cabin busy at 10:00–11:00 Paris: chains whose facial falls then are gone.
    const busy = new Map<number, Interval[]>([[21, [{ start: at('08:00'), end: at('09:00') }]]]);
    expect(starts(lyon({ services, cabins, useCabins: true, busy }))).toEqual(['08:00']);
  });

  it('needs a free piece of equipment for every service that uses one, repeated ones too', () => {
    const services = [
      service(PEDICURE, 60, { equipmentIds: [40] }),
      service(PEDICURE, 60, { equipmentIds: [40] }),
    ];
    const busy = new Map<number, Interval[]>([[40, [{ start: at('08:30'), end: at('09:00') }]]]);
    // The second pedicure of a 09:00 chain (10:00–11:00 Paris) would need the lamp at 10:30.
    expect(starts(lyon({ services, checkEquipments: true, busy }))).toEqual([]);
    expect(starts(lyon({ services, checkEquipments: false, busy }))).toEqual(['07:00', '07:30', '08:00']);
    expect(computeAvailability(lyon({ services, checkEquipments: true })).servicesNeedingEquipment).toEqual([
      PEDICURE,
    ]);
  });

  it('answers one service the way it always has: no segments, no chain', () => {
    const result = computeAvailability(lyon({ services: [service(MASSAGE, 60)] }));
    expect(result.days[0]?.chain).toBeUndefined();
    expect(result.days[0]?.slots[0]?.segments).toBeUndefined();
    expect(result.days[0]?.slots[0]?.freeEmployees).toEqual([ELODIE, YASMINE]);
  });
});

// ---------------------------------------------------------------- properties

type Generated = {
  day: string;
  input: AvailabilityInput;
};

const DAYS = ['2026-06-01', '2026-03-29', '2026-10-25'] as const;
const HOURS = everyDay([
  { status: 'open', hours: [{ start: '08:00', end: '12:30' }] },
  { status: 'pause', hours: [{ start: '10:00', end: '10:45' }] },
  { status: 'open', hours: [{ start: '13:30', end: '19:00' }] },
]);

const arbBusy = fc.array(
  fc.record({ offset: fc.integer({ min: 0, max: 26 * 60 }), length: fc.integer({ min: 5, max: 240 }) }),
  { maxLength: 6 },
);
const arbSubset = fc.subarray([1, 2, 3], { minLength: 0 });
const arbOwnHours = fc.option(
  fc.record({ start: fc.integer({ min: 7, max: 13 }), end: fc.integer({ min: 12, max: 20 }) }),
  { nil: null },
);

const arbChain = fc
  .record({
    day: fc.constantFrom(...DAYS),
    durations: fc.tuple(
      fc.integer({ min: 15, max: 90 }),
      fc.integer({ min: 15, max: 90 }),
      fc.integer({ min: 15, max: 90 }),
    ),
    needsCabin: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
    equipment: fc.tuple(arbSubset, arbSubset, arbSubset),
    order: fc.array(fc.constantFrom(1, 2, 3), { minLength: 1, maxLength: 3 }),
    employees: fc.array(fc.record({ skills: arbSubset, hours: arbOwnHours, busy: arbBusy }), {
      minLength: 1,
      maxLength: 4,
    }),
    cabins: fc.array(fc.record({ hosts: arbSubset, busy: arbBusy }), { maxLength: 3 }),
    equipmentBusy: fc.tuple(arbBusy, arbBusy, arbBusy),
    useCabins: fc.boolean(),
    checkEquipments: fc.boolean(),
    slotMinutes: fc.constantFrom(15, 20, 30),
    choices: fc.array(fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }), {
      minLength: 3,
      maxLength: 3,
    }),
  })
  .map((g): Generated => {
    const base = Date.parse(`${g.day}T00:00:00Z`) - 2 * 3_600_000;
    const toIntervals = (list: { offset: number; length: number }[]) =>
      list.map((b) => ({ start: base + b.offset * 60_000, end: base + (b.offset + b.length) * 60_000 }));
    const busy = new Map<number, Interval[]>();
    const employees = g.employees.map((e, i) => {
      busy.set(100 + i, toIntervals(e.busy));
      return {
        id: 100 + i,
        displayName: `E${i}`,
        visible: true,
        serviceIds: e.skills,
        workingHours: e.hours
          ? everyDay([
              {
                status: 'open' as const,
                hours: [{ start: `${String(e.hours.start).padStart(2, '0')}:00`, end: `${e.hours.end}:00` }],
              },
            ])
          : null,
      };
    });
    const cabins = g.cabins.map((c, i) => {
      busy.set(200 + i, toIntervals(c.busy));
      return { id: 200 + i, displayName: `C${i}`, visible: true, serviceIds: c.hosts };
    });
    for (const [i, list] of g.equipmentBusy.entries()) busy.set(300 + i + 1, toIntervals(list));
    const byId = (id: number): AvailabilityService => ({
      id,
      durationMinutes: g.durations[id - 1] ?? 30,
      needsCabin: g.needsCabin[id - 1] ?? false,
      equipmentIds: (g.equipment[id - 1] ?? []).map((k) => 300 + k),
    });
    return {
      day: g.day,
      input: {
        timeZone: 'Europe/Paris',
        from: g.day,
        to: g.day,
        now: new Date('2026-01-01T00:00:00Z'),
        minNoticeMinutes: 0,
        slotMinutes: g.slotMinutes,
        openingHours: HOURS,
        closedDays: [],
        openDays: {},
        services: g.order.map(byId),
        employees,
        cabins,
        useCabins: g.useCabins,
        checkEquipments: g.checkEquipments,
        busy,
        employeeChoice: g.order.map((_, i) => {
          const pick = g.choices[i];
          return pick === null || pick === undefined ? null : 100 + pick;
        }),
      },
    };
  });

/** Independent of the engine: minute by minute, straight from the raw data. */
function oracle({ day, input }: Generated) {
  const open = dayIntervals(input.openingHours[String(isoWeekday(day))], day, input.timeZone);
  const inAny = (list: Interval[], t: number) => list.some((i) => i.start <= t && t < i.end);
  const idle = (id: number, start: number, end: number) =>
    !(input.busy.get(id) ?? []).some((b) => b.start < end && b.end > start);
  const everyMinute = (start: number, end: number, ok: (t: number) => boolean) => {
    for (let t = start; t < end; t += 60_000) if (!ok(t)) return false;
    return true;
  };
  const canPerform = (partIndex: number, employeeId: number, start: number, end: number) => {
    const s = input.services[partIndex] as AvailabilityService;
    const e = input.employees.find((x) => x.id === employeeId);
    if (!e?.serviceIds.includes(s.id)) return false;
    const chosen = input.employeeChoice?.[partIndex] ?? null;
    if (chosen !== null && chosen !== employeeId) return false;
    const own = e.workingHours
      ? dayIntervals(e.workingHours[String(isoWeekday(day))], day, input.timeZone)
      : open;
    return everyMinute(start, end, (t) => inAny(open, t) && inAny(own, t)) && idle(e.id, start, end);
  };
  const canHost = (partIndex: number, cabinId: number, start: number, end: number) => {
    const s = input.services[partIndex] as AvailabilityService;
    const c = input.cabins.find((x) => x.id === cabinId);
    return Boolean(c?.serviceIds.includes(s.id)) && idle(cabinId, start, end);
  };
  const parts = (start: number) => {
    let cursor = start;
    return input.services.map((s) => {
      const part = { start: cursor, end: cursor + s.durationMinutes * 60_000 };
      cursor = part.end;
      return part;
    });
  };
  const bookable = (start: number) =>
    parts(start).every(({ start: a, end: b }, i) => {
      const s = input.services[i] as AvailabilityService;
      const someone = input.employees.some((e) => canPerform(i, e.id, a, b));
      const cabin = !(input.useCabins && s.needsCabin) || input.cabins.some((c) => canHost(i, c.id, a, b));
      const equipment =
        !input.checkEquipments || s.equipmentIds.length === 0 || s.equipmentIds.some((id) => idle(id, a, b));
      return someone && cabin && equipment;
    });
  const total = input.services.reduce((n, s) => n + s.durationMinutes, 0) * 60_000;
  const offered: number[] = [];
  for (const o of open)
    for (let t = o.start; t + total <= o.end; t += input.slotMinutes * 60_000)
      if (bookable(t)) offered.push(t);
  return { offered, parts, canPerform, canHost };
}

describe('availability of chains: properties', () => {
  it('offers a chain exactly when each part has a collaborator (and cabin, equipment) free at its time', () => {
    fc.assert(
      fc.property(arbChain, (generated) => {
        const result = computeAvailability(generated.input);
        const offered = (result.days[0]?.slots ?? []).map((s) => Date.parse(s.start));
        expect(offered).toEqual(oracle(generated).offered);
      }),
      { numRuns: 300 },
    );
  });

  it('every slot offered can be booked: the plan gives each part a collaborator (and cabin) free for it', () => {
    fc.assert(
      fc.property(arbChain, fc.integer({ min: 0, max: 1000 }), (generated, seed) => {
        const { input } = generated;
        const check = oracle(generated);
        const serviceIds = input.services.map((s) => s.id);
        const load = new Map([[100, seed % 120]]);
        for (const slot of computeAvailability(input).days[0]?.slots ?? []) {
          const times = check.parts(Date.parse(slot.start));
          const parts = slotParts(slot, serviceIds);
          expect(parts.map((p) => [Date.parse(p.start), Date.parse(p.end)])).toEqual(
            times.map((t) => [t.start, t.end]),
          );
          const people = planChain(
            parts.map((p) => p.freeEmployees),
            load,
          );
          people.forEach((order, i) => {
            const time = times[i] as { start: number; end: number };
            expect(order.length).toBeGreaterThan(0);
            for (const id of order) expect(check.canPerform(i, id, time.start, time.end)).toBe(true);
          });
          // Whoever could take every part is given the whole chain.
          const alone = input.employees.find((e) =>
            times.every((t, i) => check.canPerform(i, e.id, t.start, t.end)),
          );
          if (alone) expect(new Set(people.map((order) => order[0])).size).toBe(1);
          const cabinParts = input.services.flatMap((s, i) => (input.useCabins && s.needsCabin ? [i] : []));
          const cabins = planChain(
            cabinParts.map((i) => parts[i]?.freeCabins ?? []),
            new Map(),
          );
          cabinParts.forEach((partIndex, k) => {
            const time = times[partIndex] as { start: number; end: number };
            expect(cabins[k]?.length).toBeGreaterThan(0);
            for (const id of cabins[k] ?? [])
              expect(check.canHost(partIndex, id, time.start, time.end)).toBe(true);
          });
        }
      }),
      { numRuns: 200 },
    );
  });
});
