// A shop's opening hours as visitors read them (spec §3 openingHours; issue 7 "opening hours per
// weekday with pauses and today highlighted"): Monday to Sunday, the open ranges, the pauses
// between them, closed days, and which row is today in the shop's time zone.
import type { TimeRange, WeekHoursMap } from './opening-hours.ts';
import { parseHhmm, WEEKDAYS } from './opening-hours.ts';
import { isoWeekday, localDay } from './zoned-time.ts';

export type WeekdayHours = {
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
  open: TimeRange[];
  pauses: TimeRange[];
  closed: boolean;
  today: boolean;
};

const byStart = (a: TimeRange, b: TimeRange) => (parseHhmm(a.start) ?? 0) - (parseHhmm(b.start) ?? 0);

/** The ISO weekday of `now` in the shop's zone (1 Monday … 7 Sunday). */
export const weekdayAt = (nowMs: number, timeZone: string): number => isoWeekday(localDay(nowMs, timeZone));

/**
 * Seven rows from Monday: a day without an open range is closed (whatever its entries say), and a
 * pause is only shown when it sits inside the day's opening.
 */
export function weekHoursView(week: WeekHoursMap, nowMs: number, timeZone: string): WeekdayHours[] {
  const today = weekdayAt(nowMs, timeZone);
  return WEEKDAYS.map((key) => {
    const entries = week[key] ?? [];
    const open = entries
      .filter((e) => e.status === 'open')
      .flatMap((e) => e.hours)
      .sort(byStart);
    const first = open[0];
    const last = open.at(-1);
    const pauses = entries
      .filter((e) => e.status === 'pause')
      .flatMap((e) => e.hours)
      .filter((p) => first && last && p.start >= first.start && p.end <= last.end)
      .sort(byStart);
    const weekday = Number(key);
    return { weekday, open, pauses, closed: open.length === 0, today: weekday === today };
  });
}

/** schema.org OpeningHoursSpecification day names, ISO weekday 1 … 7. */
export const SCHEMA_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The open ranges as schema.org openingHoursSpecification entries (structured data of a shop). */
export function openingHoursSpecification(
  week: WeekHoursMap,
): { '@type': 'OpeningHoursSpecification'; dayOfWeek: string; opens: string; closes: string }[] {
  return weekHoursView(week, 0, 'UTC').flatMap((day) =>
    day.open.map((range) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.weekday - 1]}`,
      opens: range.start,
      closes: range.end === '24:00' ? '23:59' : range.end,
    })),
  );
}
