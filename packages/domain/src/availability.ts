// Free slots of one shop, per day, in the shop's time zone (spec §3 "Appointment availability",
// docs/decisions on booking). Pure: everything it needs comes in, including `now`.
import { covers, type Interval, intersect, normalise, overlapsAny, subtract } from './intervals.ts';
import { daysBetween, isoWeekday, minutesOf, zonedInstant } from './zoned-time.ts';

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
  /** Booked back to back, in this order. */
  services: readonly AvailabilityService[];
  employees: readonly (Person & { workingHours: WeekHoursRule | null; serviceIds: readonly number[] })[];
  cabins: readonly (Person & { serviceIds: readonly number[] })[];
  useCabins: boolean;
  checkEquipments: boolean;
  /** Time already held, per resource id (employees, cabins, equipment): appointments, absences. */
  busy: ReadonlyMap<number, readonly Interval[]>;
};

export type Slot = {
  start: string;
  end: string;
  day: string;
  shopStatus: 'open';
  /** Ids of the day's `employees` and `cabins`: who is free or busy for the whole block. */
  freeEmployees: number[];
  busyEmployees: number[];
  freeCabins: number[];
  busyCabins: number[];
};

/**
 * One day of one shop (spec §3): its slots, and once for the day the collaborators and cabins
 * the slots refer to (id, display name, visible flag) — a month answer stays small.
 */
export type DayAvailability = {
  day: string;
  shopStatus: 'open' | 'close';
  slots: Slot[];
  employees: Person[];
  cabins: Person[];
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

const person = ({ id, displayName, visible }: Person): Person => ({ id, displayName, visible });

/** Free slots for the services booked back to back, per local day from `from` to `to`. */
export function computeAvailability(input: AvailabilityInput): Availability {
  const { services, timeZone } = input;
  const total = services.reduce((sum, s) => sum + s.durationMinutes, 0);
  const serviceIds = services.map((s) => s.id);
  const qualified = input.employees.filter((e) => serviceIds.every((id) => e.serviceIds.includes(id)));
  const cabinSegments = input.useCabins ? services.filter((s) => s.needsCabin) : [];
  const cabinServiceIds = cabinSegments.map((s) => s.id);
  const cabins = input.cabins.filter((c) => cabinServiceIds.every((id) => c.serviceIds.includes(id)));
  const equipmentNeeds = input.checkEquipments ? services.filter((s) => s.equipmentIds.length > 0) : [];
  const earliest = input.now.getTime() + input.minNoticeMinutes * MINUTE;
  const closed = new Set(input.closedDays);
  // overlapsAny needs each list sorted by start; callers may pass them in any order.
  const busy = new Map<number, Interval[]>();
  for (const [id, list] of input.busy) busy.set(id, normalise(list));
  const busyOf = (id: number) => busy.get(id) ?? [];

  const days: DayAvailability[] = [];
  for (const day of daysBetween(input.from, input.to)) {
    const rules = input.openDays[day] ?? input.openingHours[String(isoWeekday(day))];
    const shopOpen = closed.has(day) ? [] : dayIntervals(rules, day, timeZone);
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
    // Each qualified employee's working time that day, within the shop's hours.
    const working = qualified.map((e) => {
      const own = e.workingHours
        ? dayIntervals(e.workingHours[String(isoWeekday(day))], day, timeZone)
        : shopOpen;
      return { employee: e, hours: intersect(own, shopOpen) };
    });
    const slots: Slot[] = [];
    for (const open of shopOpen) {
      for (let start = open.start; start + total * MINUTE <= open.end; start += input.slotMinutes * MINUTE) {
        if (start < earliest) continue;
        const end = start + total * MINUTE;
        const slot = evaluateSlot(start, end);
        if (slot) slots.push({ ...slot, day });
      }
    }
    days.push({
      day,
      shopStatus: 'open',
      slots,
      employees: qualified.map(person),
      cabins: cabinSegments.length ? cabins.map(person) : [],
    });

    function evaluateSlot(start: number, end: number): Omit<Slot, 'day'> | null {
      const freeEmployees: number[] = [];
      const busyEmployees: number[] = [];
      for (const { employee, hours } of working) {
        const free = covers(hours, start, end) && !overlapsAny(busyOf(employee.id), start, end);
        (free ? freeEmployees : busyEmployees).push(employee.id);
      }
      if (freeEmployees.length === 0) return null;
      // Segment times of the services in the block.
      let cursor = start;
      const segments = services.map((s) => {
        const seg = { service: s, start: cursor, end: cursor + s.durationMinutes * MINUTE };
        cursor = seg.end;
        return seg;
      });
      const freeCabins: number[] = [];
      const busyCabins: number[] = [];
      if (cabinSegments.length > 0) {
        for (const cabin of cabins) {
          const free = segments
            .filter((seg) => seg.service.needsCabin)
            .every((seg) => !overlapsAny(busyOf(cabin.id), seg.start, seg.end));
          (free ? freeCabins : busyCabins).push(cabin.id);
        }
        if (freeCabins.length === 0) return null;
      }
      for (const need of equipmentNeeds) {
        const seg = segments.find((s) => s.service.id === need.id);
        if (!seg) continue;
        const available = need.equipmentIds.some((id) => !overlapsAny(busyOf(id), seg.start, seg.end));
        if (!available) return null;
      }
      return {
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        shopStatus: 'open',
        freeEmployees,
        busyEmployees,
        freeCabins,
        busyCabins,
      };
    }
  }
  return { days, servicesNeedingEquipment: equipmentNeeds.map((s) => s.id) };
}
