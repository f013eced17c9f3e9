// The waitlist form's values (issue 21): what it starts with, what it refuses before asking the
// API, and the body of POST /api/waitlist. Pure, so the lazy form stays a view.
import type { DayPart, WaitlistJoin } from '@eclat/contracts';
import { addLocalDays, DAY_PARTS, isoWeekday } from '@eclat/domain';

/** Two weeks ahead: long enough for a freed time to come, short enough to still mean it. */
export const DEFAULT_WAIT_DAYS = 14;

export type JoinValues = {
  weekdays: number[];
  parts: DayPart[];
  employeeId: number | null;
  untilDate: string;
};

export type JoinProblem = 'weekdays' | 'parts' | 'untilDate';

/** The last day one may wait for, from the shop's today (`maxDays`: WAITLIST_MAX_DAYS). */
export const lastWaitDay = (today: string, maxDays: number): string => addLocalDays(today, maxDays);

/**
 * Opened from a full day: that weekday, every part of day, until two weeks ahead or that day
 * if later. Opened from "no time suits": every day, every part.
 */
export function joinDefaults(
  today: string,
  maxDays: number,
  employeeId: number | null,
  fullDay: string | null,
): JoinValues {
  const last = lastWaitDay(today, maxDays);
  // ISO days compare as strings: the earlier of two weeks and the last allowed day.
  const twoWeeks = [addLocalDays(today, DEFAULT_WAIT_DAYS), last].sort()[0] as string;
  const day = fullDay && fullDay >= today && fullDay <= last ? fullDay : null;
  return {
    weekdays: day ? [isoWeekday(day)] : [1, 2, 3, 4, 5, 6, 7],
    parts: [...DAY_PARTS],
    employeeId,
    untilDate: day && day > twoWeeks ? day : twoWeeks,
  };
}

/** What the form must say before sending (the API refuses the same, with a 400). */
export function joinProblems(values: JoinValues, today: string, maxDays: number): JoinProblem[] {
  const problems: JoinProblem[] = [];
  if (values.weekdays.length === 0) problems.push('weekdays');
  if (values.parts.length === 0) problems.push('parts');
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(values.untilDate) ||
    values.untilDate < today ||
    values.untilDate > lastWaitDay(today, maxDays)
  )
    problems.push('untilDate');
  return problems;
}

/** The body of POST /api/waitlist, days and parts in their natural order. */
export function joinBody(
  values: JoinValues,
  target: { shopId: number; serviceIds: number[] },
  today: string,
): WaitlistJoin {
  return {
    shopId: target.shopId,
    serviceIds: target.serviceIds,
    employeeId: values.employeeId,
    weekdays: [...new Set(values.weekdays)].sort((a, b) => a - b),
    parts: DAY_PARTS.filter((part) => values.parts.includes(part)),
    fromDate: today,
    untilDate: values.untilDate,
  };
}

/** Toggles one value in a list (a checkbox). */
export const toggled = <T>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);

/**
 * What a refused join says (POST /api/waitlist): already waiting for these services on these
 * dates, no waitlist here (off, no online booking, service or collaborator not in the shop), the
 * fields, or the service being down.
 */
export function joinErrorKey(
  status: number,
  kind: string | undefined,
): 'wlAlreadyWaiting' | 'wlUnavailable' | 'errorCheckFields' | 'errorService' {
  if (kind === 'waitlist_duplicate') return 'wlAlreadyWaiting';
  if (kind === 'waitlist_off' || kind === 'booking_off' || status === 404) return 'wlUnavailable';
  if (status === 400 || status === 409) return 'errorCheckFields';
  return 'errorService';
}
