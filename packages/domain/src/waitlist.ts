// The waitlist's matching rules (issue 21): which waiting entry a freed time suits, and in which
// order entries are served. Pure; the offer engine (api booking/waitlist/offers) applies them to
// the free times the availability engine finds.
// The parts of day are the slot picker's (booking-slots.ts): a wish means what the customer saw.
import { dayPartOf } from './booking-slots.ts';
import { isoWeekday, localDay, zoneOffsetMinutes } from './zoned-time.ts';

export type WaitlistWish = {
  weekdays: readonly number[];
  parts: readonly string[];
  /** Local dates, inclusive. */
  fromDate: string;
  untilDate: string;
  /** A chosen collaborator, or null for anyone. */
  employeeId: number | null;
};

export type OfferableTime = {
  /** Instant of the start (ms). */
  startMs: number;
  /** The collaborator the time is with (of the first service for a chain). */
  employeeId: number | null;
};

/** Whether a free time in a shop's zone suits an entry: its dates, weekdays, parts of day and collaborator. */
export function wishAccepts(wish: WaitlistWish, time: OfferableTime, timeZone: string): boolean {
  const day = localDay(time.startMs, timeZone);
  if (day < wish.fromDate || day > wish.untilDate) return false;
  if (!wish.weekdays.includes(isoWeekday(day))) return false;
  const local = time.startMs + zoneOffsetMinutes(time.startMs, timeZone) * 60_000;
  const minute = Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
  if (!wish.parts.includes(dayPartOf(minute))) return false;
  return wish.employeeId === null || wish.employeeId === time.employeeId;
}

/** Queue order: first come, first served (the entry's id grows with its creation). */
export function queueOrder<T extends { id: number }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.id - b.id);
}

/** An entry is over once the shop's local today is past its last date. */
export function wishIsOver(wish: Pick<WaitlistWish, 'untilDate'>, nowMs: number, timeZone: string): boolean {
  return localDay(nowMs, timeZone) > wish.untilDate;
}
