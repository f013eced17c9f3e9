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

/** The key of an entry's services, in order: a chain is not the same wish as its parts. */
export const waitlistServiceKey = (serviceIds: readonly number[]): string => serviceIds.join(',');

/** The day `days` after a local date. */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type WishPeriod = { fromDate?: string | undefined; untilDate: string };
export type WishCheck =
  | { ok: true; fromDate: string; untilDate: string }
  | { ok: false; reason: 'until_past' | 'too_far' | 'from_after_until'; message: string };

/**
 * Whether a join's period can be waited for, in the shop's zone: its last day not past, at most
 * `maxDays` ahead, and not before its first day. The first day defaults to today; one already past
 * starts today (a wish for yesterday means nothing more than one from today).
 */
export function checkWish(period: WishPeriod, nowMs: number, timeZone: string, maxDays: number): WishCheck {
  const today = localDay(nowMs, timeZone);
  const fromDate = period.fromDate === undefined || period.fromDate < today ? today : period.fromDate;
  if (period.untilDate < today)
    return { ok: false, reason: 'until_past', message: `untilDate is before today (${today})` };
  const last = dayAfter(today, maxDays);
  if (period.untilDate > last)
    return {
      ok: false,
      reason: 'too_far',
      message: `untilDate is more than ${maxDays} days ahead (${last})`,
    };
  if (fromDate > period.untilDate)
    return { ok: false, reason: 'from_after_until', message: 'fromDate is after untilDate' };
  return { ok: true, fromDate, untilDate: period.untilDate };
}

export type WishSpan = { serviceIds: readonly number[]; fromDate: string; untilDate: string };

/** Two wishes for the same services (in the same order) whose periods share a day. */
export function wishesOverlap(a: WishSpan, b: WishSpan): boolean {
  return (
    waitlistServiceKey(a.serviceIds) === waitlistServiceKey(b.serviceIds) &&
    a.fromDate <= b.untilDate &&
    b.fromDate <= a.untilDate
  );
}

/** Whether an entry still waits or holds an offer: the live ones, one per wish. */
export const isLiveWaitlistStatus = (status: string): boolean => status === 'waiting' || status === 'offered';

export type FreedTime = { freedAtMs: number; refilledAtMs: number | null };
export type RefillFigures = {
  freed: number;
  refilled: number;
  /** refilled / freed; null when nothing was freed. */
  refilledRate: number | null;
  /** Median minutes from freed to refilled (one decimal); null when none was refilled. */
  medianMinutesToRefill: number | null;
};

/** The back office's waitlist figures over freed times: how many refilled, and how fast. */
export function refillFigures(times: readonly FreedTime[]): RefillFigures {
  const waits = times
    .flatMap((t) => (t.refilledAtMs === null ? [] : [Math.max(0, t.refilledAtMs - t.freedAtMs) / 60_000]))
    .sort((a, b) => a - b);
  const mid = Math.floor(waits.length / 2);
  const median =
    waits.length === 0
      ? null
      : waits.length % 2 === 1
        ? (waits[mid] as number)
        : ((waits[mid - 1] as number) + (waits[mid] as number)) / 2;
  return {
    freed: times.length,
    refilled: waits.length,
    refilledRate: times.length === 0 ? null : waits.length / times.length,
    medianMinutesToRefill: median === null ? null : Math.round(median * 10) / 10,
  };
}
