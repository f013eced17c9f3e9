// Free slots of one shop, per day, in the shop's time zone (spec §3 "Appointment availability",
// ADR 0008 and ADR 0017 for chains). Pure: everything it needs comes in, including `now`.
import { covers, type Interval, intersect, normalise, subtract, within } from './intervals.ts';
import { daysBetween, isoInstant, isoWeekday, minutesOf, zonedInstant } from './zoned-time.ts';

export type DayHoursRule = { status: 'open' | 'pause' | 'closed'; hours: { start: string; end: string }[] };
/** Keyed by ISO weekday "1" (Monday) … "7" (Sunday). */
export type WeekHoursRule = Record<string, DayHoursRule[]>;

export type Person = { id: number; displayName: string; visible: boolean };

export type AvailabilityService = {
  id: number;
  durationMinutes: number;
  /** The shop uses cabins and this service takes one. */
  needsCabin: boolean;
  /** Pieces of equipment, one of which the service holds (empty: none needed). */
  equipmentIds: number[];
};

export type AvailabilityInput = {
  timeZone: string;
  /** Local dates, inclusive. */
  from: string;
  to: string;
  now: Date;
  minNoticeMinutes: number;
  /** appointment.cuttingHours (spec §9: 30). */
  slotMinutes: number;
  openingHours: WeekHoursRule;
  /** Dates the shop is closed (closed days). */
  closedDays: readonly string[];
  /** Dates with exceptional hours that replace the week's (open days). */
  openDays: Readonly<Record<string, DayHoursRule[]>>;
  /** Booked back to back, in this order: a chain when there are several (ADR 0017). */
  services: readonly AvailabilityService[];
  employees: readonly (Person & { workingHours: WeekHoursRule | null; serviceIds: readonly number[] })[];
  cabins: readonly (Person & { serviceIds: readonly number[] })[];
  useCabins: boolean;
  checkEquipments: boolean;
  /** Time already held, per resource id (employees, cabins, equipment): appointments, absences. */
  busy: ReadonlyMap<number, readonly Interval[]>;
  /**
   * Per service of `services` (same order), the collaborator chosen for it, or null for any.
   * Absent: any collaborator for every service.
   */
  employeeChoice?: readonly (number | null)[];
};

/** One service of a chain within a slot: its time and who is free for it. */
export type SlotSegment = {
  serviceId: number;
  start: string;
  end: string;
  /** Collaborators who perform this service and are free for it (ids of the day's `chain`). */
  freeEmployees: number[];
  /** Cabins free for it when the service takes one; empty otherwise. */
  freeCabins: number[];
};

export type Slot = {
  start: string;
  end: string;
  day: string;
  shopStatus: 'open';
  /**
   * Ids of the day's `employees` and `cabins`: who could take the whole block alone (every
   * service, every cabin segment), free or busy. A chain may be offered with none of them free
   * when different collaborators share it (`segments`).
   */
  freeEmployees: number[];
  busyEmployees: number[];
  freeCabins: number[];
  busyCabins: number[];
  /** Several services: each one's time and free collaborators and cabins, in booking order. */
  segments?: SlotSegment[];
};

/** Who may perform one service of a chain and where, whatever their time that day. */
export type ChainPart = { serviceId: number; employees: Person[]; cabins: Person[] };

/**
 * One day of one shop (spec §3): its slots, and once for the day the collaborators and cabins
 * the slots refer to (id, display name, visible flag) — a month answer stays small.
 */
export type DayAvailability = {
  day: string;
  shopStatus: 'open' | 'close';
  slots: Slot[];
  /** Collaborators who perform every service of the request. */
  employees: Person[];
  /** Cabins that host every service of the request that takes one. */
  cabins: Person[];
  /** Several services: per service, who performs it and which cabins host it. */
  chain?: ChainPart[];
};

export type Availability = { days: DayAvailability[]; servicesNeedingEquipment: number[] };

const MINUTE = 60_000;

/** The open intervals of a day: 'open' ranges minus 'pause' ranges; 'closed' adds nothing. */
export function dayIntervals(
  rules: readonly DayHoursRule[] | undefined,
  day: string,
  timeZone: string,
): Interval[] {
  if (!rules) return [];
  const toInterval = (h: { start: string; end: string }): Interval => ({
    start: zonedInstant(day, minutesOf(h.start), timeZone),
    end: zonedInstant(day, minutesOf(h.end), timeZone),
  });
  const open = normalise(rules.filter((r) => r.status === 'open').flatMap((r) => r.hours.map(toInterval)));
  const pause = normalise(rules.filter((r) => r.status === 'pause').flatMap((r) => r.hours.map(toInterval)));
  return subtract(open, pause);
}

/**
 * dayIntervals, kept per rules object, zone and day (ADR 0029). The availability read keeps a
 * shop's hours and its collaborators' (the same objects) between requests, so a month's days are
 * worked out once, not on every request. Shared: callers must not change the lists.
 */
const openIntervalsMemo = new WeakMap<readonly DayHoursRule[], Map<string, readonly Interval[]>>();
/** Days kept per rules object before starting over (a year of days in a few zones). */
const MAX_MEMO_DAYS = 2_000;

function openIntervals(
  rules: readonly DayHoursRule[] | undefined,
  day: string,
  timeZone: string,
): readonly Interval[] {
  if (!rules) return [];
  let byDay = openIntervalsMemo.get(rules);
  if (!byDay) {
    byDay = new Map();
    openIntervalsMemo.set(rules, byDay);
  }
  const key = timeZone + day;
  let intervals = byDay.get(key);
  if (!intervals) {
    if (byDay.size >= MAX_MEMO_DAYS) byDay.clear();
    intervals = dayIntervals(rules, day, timeZone);
    byDay.set(key, intervals);
  }
  return intervals;
}

const person = ({ id, displayName, visible }: Person): Person => ({ id, displayName, visible });

/** The first instant a slot may start: now plus the minimum notice (epoch ms). */
export function earliestStart(now: Date, minNoticeMinutes: number): number {
  return now.getTime() + minNoticeMinutes * MINUTE;
}

/** The start of the first slot of the days (epoch ms), or null when there is none. */
export function firstSlotStart(days: readonly Pick<DayAvailability, 'slots'>[]): number | null {
  for (const day of days) {
    const slot = day.slots[0];
    if (slot) return Date.parse(slot.start);
  }
  return null;
}

/**
 * Whether an availability worked out for an earliest start `then` is exactly the one for a later
 * earliest start `now`, everything else being equal (ADR 0029): a later clock only removes the
 * slots that start before it (expired holds are in the busy time, not here), so when the first
 * slot offered starts at or after `now`, nothing changes.
 */
export function availabilityStillHolds(p: {
  earliestThen: number;
  earliestNow: number;
  firstSlotStart: number | null;
}): boolean {
  return p.earliestNow >= p.earliestThen && (p.firstSlotStart === null || p.firstSlotStart >= p.earliestNow);
}

/** What each service of the block needs, worked out once per request. */
type Part = {
  service: AvailabilityService;
  /** Offset from the block's start and length, ms. */
  offset: number;
  length: number;
  /** Who performs it (every qualified collaborator: the day's `chain` names them). */
  qualified: number[];
  /** Who may be given it: the qualified, narrowed to the chosen collaborator. */
  candidates: number[];
  /** Cabins that host it, when it takes one. */
  cabins: number[] | null;
  /** Pieces of equipment, one of which it holds, when checked. */
  equipment: number[];
};

/**
 * Free slots for the services booked back to back, per local day from `from` to `to`. Each
 * service of a chain may go to a different collaborator, cabin and piece of equipment, the next
 * one starting when the previous ends (ADR 0017): the services of one block never overlap each
 * other, so a block is free when each of its parts is. Each resource's free time is worked out
 * once per day (working hours within the shop's, minus what is taken), and a slot only asks
 * whether a short list of free intervals covers each part.
 */
export function computeAvailability(input: AvailabilityInput): Availability {
  const { services, timeZone, employees } = input;
  const total = services.reduce((sum, s) => sum + s.durationMinutes, 0) * MINUTE;
  const choice = (i: number) => input.employeeChoice?.[i] ?? null;
  let offset = 0;
  const parts: Part[] = services.map((service, i) => {
    const qualified = employees.filter((e) => e.serviceIds.includes(service.id)).map((e) => e.id);
    const chosen = choice(i);
    const part: Part = {
      service,
      offset,
      length: service.durationMinutes * MINUTE,
      qualified,
      candidates: chosen === null ? qualified : qualified.filter((id) => id === chosen),
      cabins:
        input.useCabins && service.needsCabin
          ? input.cabins.filter((c) => c.serviceIds.includes(service.id)).map((c) => c.id)
          : null,
      equipment: input.checkEquipments ? service.equipmentIds : [],
    };
    offset += part.length;
    return part;
  });
  const chained = parts.length > 1;
  // Who could take the whole block alone, as the answer has always listed them (ADR 0008).
  const allServices = (ids: readonly number[]) => services.every((s) => ids.includes(s.id));
  const wholeBlock = employees.filter((e) => allServices(e.serviceIds));
  const wholeBlockCandidates = wholeBlock
    .filter((e) => parts.every((_, i) => choice(i) === null || choice(i) === e.id))
    .map((e) => e.id);
  const cabinParts = parts.filter((p) => p.cabins !== null);
  const cabinServiceIds = cabinParts.map((p) => p.service.id);
  const wholeBlockCabins = input.cabins.filter((c) =>
    cabinServiceIds.every((id) => c.serviceIds.includes(id)),
  );
  const earliest = earliestStart(input.now, input.minNoticeMinutes);
  const closed = new Set(input.closedDays);
  const busy = new Map<number, Interval[]>();
  for (const [id, list] of input.busy) busy.set(id, normalise(list));
  const hoursOf = new Map(employees.map((e) => [e.id, e.workingHours]));
  const involved = new Set<number>([
    ...parts.flatMap((p) => [...p.candidates, ...(p.cabins ?? []), ...p.equipment]),
    ...wholeBlockCandidates,
    ...(cabinParts.length ? wholeBlockCabins.map((c) => c.id) : []),
  ]);
  const chain: ChainPart[] | undefined = chained
    ? parts.map((p) => ({
        serviceId: p.service.id,
        employees: employees.filter((e) => p.qualified.includes(e.id)).map(person),
        cabins: p.cabins ? input.cabins.filter((c) => p.cabins?.includes(c.id)).map(person) : [],
      }))
    : undefined;

  const days: DayAvailability[] = [];
  const step = input.slotMinutes * MINUTE;
  const none: readonly Interval[] = [];
  for (const day of daysBetween(input.from, input.to)) {
    const weekday = String(isoWeekday(day));
    const rules = input.openDays[day] ?? input.openingHours[weekday];
    const shopOpen = closed.has(day) ? none : openIntervals(rules, day, timeZone);
    if (shopOpen.length === 0 || total <= 0) {
      days.push({
        day,
        shopStatus: shopOpen.length ? 'open' : 'close',
        slots: [],
        employees: [],
        cabins: [],
      });
      continue;
    }
    // Each resource's free time today: working hours (collaborators) within the shop's, minus
    // what is taken. Cabins and equipment follow the shop's hours.
    const dayStart = (shopOpen[0] as Interval).start;
    const dayEnd = (shopOpen[shopOpen.length - 1] as Interval).end;
    const free = new Map<number, readonly Interval[]>();
    for (const id of involved) {
      const own = hoursOf.get(id);
      const hours = own ? intersect(openIntervals(own[weekday], day, timeZone), shopOpen) : shopOpen;
      free.set(id, subtract(hours, within(busy.get(id) ?? none, dayStart, dayEnd)));
    }
    const freeOf = (id: number) => free.get(id) ?? none;
    // Today's free time of each part's people, cabins and pieces, in the parts' own order.
    const partFree = parts.map((part) => ({
      part,
      employees: part.candidates.map(freeOf),
      cabins: part.cabins ? part.cabins.map(freeOf) : null,
      equipment: part.equipment.map(freeOf),
    }));
    const wholeBlockFree = wholeBlockCandidates.map(freeOf);

    const slots: Slot[] = [];
    for (const open of shopOpen) {
      for (let start = open.start; start + total <= open.end; start += step) {
        if (start < earliest) continue;
        const slot = evaluateSlot(start);
        if (slot) slots.push(slot);
      }
    }
    days.push({
      day,
      shopStatus: 'open',
      slots,
      employees: wholeBlock.map(person),
      cabins: cabinParts.length ? wholeBlockCabins.map(person) : [],
      ...(chain ? { chain } : {}),
    });

    function evaluateSlot(start: number): Slot | null {
      const end = start + total;
      if (!chained) {
        // One service: its part is the whole block; who is busy is listed too.
        const { part, employees, cabins, equipment } = partFree[0] as (typeof partFree)[number];
        const freeEmployees: number[] = [];
        const busyEmployees: number[] = [];
        for (let i = 0; i < employees.length; i++) {
          const id = part.candidates[i] as number;
          (covers(employees[i] as readonly Interval[], start, end) ? freeEmployees : busyEmployees).push(id);
        }
        if (freeEmployees.length === 0) return null;
        const freeCabins: number[] = [];
        const busyCabins: number[] = [];
        if (cabins && part.cabins) {
          for (let i = 0; i < cabins.length; i++) {
            const id = part.cabins[i] as number;
            (covers(cabins[i] as readonly Interval[], start, end) ? freeCabins : busyCabins).push(id);
          }
          if (freeCabins.length === 0) return null;
        }
        if (equipment.length > 0 && !equipment.some((list) => covers(list, start, end))) return null;
        return {
          start: isoInstant(start),
          end: isoInstant(end),
          day,
          shopStatus: 'open',
          freeEmployees,
          busyEmployees,
          freeCabins,
          busyCabins,
        };
      }
      const segments: { part: Part; start: number; end: number; employees: number[]; cabins: number[] }[] =
        [];
      for (const { part, employees, cabins, equipment } of partFree) {
        const segStart = start + part.offset;
        const segEnd = segStart + part.length;
        const freeEmployees: number[] = [];
        for (let i = 0; i < employees.length; i++) {
          if (covers(employees[i] as readonly Interval[], segStart, segEnd))
            freeEmployees.push(part.candidates[i] as number);
        }
        if (freeEmployees.length === 0) return null;
        const freeCabins: number[] = [];
        if (cabins && part.cabins) {
          for (let i = 0; i < cabins.length; i++) {
            if (covers(cabins[i] as readonly Interval[], segStart, segEnd))
              freeCabins.push(part.cabins[i] as number);
          }
          if (freeCabins.length === 0) return null;
        }
        if (equipment.length > 0 && !equipment.some((list) => covers(list, segStart, segEnd))) return null;
        segments.push({ part, start: segStart, end: segEnd, employees: freeEmployees, cabins: freeCabins });
      }
      const slot: Slot = {
        start: isoInstant(start),
        end: isoInstant(end),
        day,
        shopStatus: 'open',
        freeEmployees: [],
        busyEmployees: [],
        freeCabins: [],
        busyCabins: [],
      };
      for (let i = 0; i < wholeBlockCandidates.length; i++) {
        const id = wholeBlockCandidates[i] as number;
        (covers(wholeBlockFree[i] as readonly Interval[], start, end)
          ? slot.freeEmployees
          : slot.busyEmployees
        ).push(id);
      }
      if (cabinParts.length > 0) {
        for (const cabin of wholeBlockCabins) {
          const taken = segments.some((seg) => seg.part.cabins !== null && !seg.cabins.includes(cabin.id));
          (taken ? slot.busyCabins : slot.freeCabins).push(cabin.id);
        }
      }
      slot.segments = segments.map((seg) => ({
        serviceId: seg.part.service.id,
        start: isoInstant(seg.start),
        end: isoInstant(seg.end),
        freeEmployees: seg.employees,
        freeCabins: seg.cabins,
      }));
      return slot;
    }
  }
  const needingEquipment = input.checkEquipments ? services.filter((s) => s.equipmentIds.length > 0) : [];
  return { days, servicesNeedingEquipment: [...new Set(needingEquipment.map((s) => s.id))] };
}
