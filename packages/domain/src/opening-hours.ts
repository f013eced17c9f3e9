// Weekly opening hours of a shop (spec §3; ADR 0003): per ISO weekday "1" (Monday) … "7"
// (Sunday), a list of { status: open | pause | closed, hours: [{ start, end }] } in local
// wall-clock time. Pauses are breaks between open ranges (the lunch break).

export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const DAY_STATUSES = ['open', 'pause', 'closed'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export type TimeRange = { start: string; end: string };
export type DayHoursEntry = { status: DayStatus; hours: TimeRange[] };
export type WeekHoursMap = Record<string, DayHoursEntry[]>;

export type HoursIssue = { path: string; message: string };

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of 'HH:MM' ('24:00' is accepted as an end: midnight); null if malformed. */
export function parseHhmm(value: string, asEnd = false): number | null {
  if (asEnd && value === '24:00') return 24 * 60;
  const match = HHMM.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Every problem of a week of hours, empty when valid: unknown weekday keys, unknown statuses,
 * malformed times, ranges that end before they start, a 'closed' entry with hours, and ranges of
 * one day (open or pause) that overlap. Touching ranges (12:00–14:00 then 14:00–19:00) are fine.
 */
export function validateWeekHours(week: unknown): HoursIssue[] {
  const issues: HoursIssue[] = [];
  if (week === null || typeof week !== 'object' || Array.isArray(week)) {
    return [{ path: '', message: 'opening hours must be an object keyed by ISO weekday "1".."7"' }];
  }
  for (const [day, entries] of Object.entries(week)) {
    if (!(WEEKDAYS as readonly string[]).includes(day)) {
      issues.push({ path: day, message: 'weekday must be "1" (Monday) … "7" (Sunday)' });
      continue;
    }
    if (!Array.isArray(entries)) {
      issues.push({ path: day, message: 'a day is a list of { status, hours }' });
      continue;
    }
    const ranges: { start: number; end: number; path: string }[] = [];
    entries.forEach((entry: unknown, i) => {
      const path = `${day}.${i}`;
      const e = entry as Partial<DayHoursEntry> | null;
      if (!e || typeof e !== 'object' || !(DAY_STATUSES as readonly string[]).includes(e.status as string)) {
        issues.push({ path: `${path}.status`, message: 'status must be open, pause or closed' });
        return;
      }
      if (!Array.isArray(e.hours)) {
        issues.push({ path: `${path}.hours`, message: 'hours must be a list of { start, end }' });
        return;
      }
      if (e.status === 'closed' && e.hours.length > 0) {
        issues.push({ path: `${path}.hours`, message: 'a closed day has no hours' });
        return;
      }
      e.hours.forEach((range, j) => {
        const at = `${path}.hours.${j}`;
        const start = typeof range?.start === 'string' ? parseHhmm(range.start) : null;
        const end = typeof range?.end === 'string' ? parseHhmm(range.end, true) : null;
        if (start === null) issues.push({ path: `${at}.start`, message: 'time must be HH:MM' });
        if (end === null) issues.push({ path: `${at}.end`, message: 'time must be HH:MM' });
        if (start === null || end === null) return;
        if (end <= start) {
          issues.push({ path: at, message: 'a range must end after it starts' });
          return;
        }
        ranges.push({ start, end, path: at });
      });
    });
    const sorted = [...ranges].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1];
      const current = sorted[i];
      if (previous && current && current.start < previous.end) {
        issues.push({ path: current.path, message: `overlaps ${previous.path}` });
      }
    }
  }
  return issues;
}

/** Whether the shop is open at a local weekday and minute of the day (pauses are not open). */
export function isOpenAt(week: WeekHoursMap, weekday: number, minute: number): boolean {
  const entries = week[String(weekday)] ?? [];
  return entries.some(
    (entry) =>
      entry.status === 'open' &&
      entry.hours.some((range) => {
        const start = parseHhmm(range.start);
        const end = parseHhmm(range.end, true);
        return start !== null && end !== null && minute >= start && minute < end;
      }),
  );
}

/**
 * The ISO weekdays on which `after` is open at a minute `before` was not: the week widened there
 * (issue 21: a freed time for the waitlist). Narrowing frees nothing.
 */
export function widenedWeekdays(before: WeekHoursMap, after: WeekHoursMap): number[] {
  const widened: number[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    for (let minute = 0; minute < 24 * 60; minute++) {
      if (isOpenAt(after, weekday, minute) && !isOpenAt(before, weekday, minute)) {
        widened.push(weekday);
        break;
      }
    }
  }
  return widened;
}
