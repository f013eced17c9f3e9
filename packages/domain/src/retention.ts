// Retention of inactive customers (issue 23, ADR 0026): a company keeps a customer's data for
// `retentionMonths` calendar months after their last activity (sign-in, booking, paid order) —
// or after the account's creation when nothing happened since — then the queue anonymises it.
//
// The rule, decided once here and read by the daily sweep:
// - the limit is the last activity plus `retentionMonths` calendar months (UTC, a day past the end
//   of a shorter month clamped to its last day: 31 January + 1 month = 28 or 29 February);
// - the notice goes one calendar month before the limit (the first sweep on or after that day);
// - nobody is erased without a notice of this inactivity period sent at least NOTICE_MIN_DAYS
//   earlier: sent on time, that is exactly at the limit (a calendar month has at least 28 days);
//   sent late (the sweep did not run, the company shortened its setting), the erasure waits;
// - a notice older than the last activity belongs to an earlier period and counts for nothing:
//   activity starts the clock again (the sweep also clears the notice then).

/** The fewest days between the notice mail and the erasure: four weeks, the shortest month. */
export const NOTICE_MIN_DAYS = 28;
const DAY_MS = 86_400_000;

/** `date` moved by `months` calendar months in UTC; a day the target month lacks becomes its last. */
export function addCalendarMonths(date: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

export type RetentionFacts = {
  /** The last activity, or null when none was recorded (then `createdAt` counts). */
  lastActivityAt: Date | null;
  createdAt: Date;
  retentionMonths: number;
  /** When the retention notice was sent, or null. */
  noticeAt: Date | null;
  now: Date;
};

export type RetentionDecision = 'keep' | 'notice' | 'erase';

/** When the data of a customer last active at `since` may be erased, and when they are told. */
export function retentionDates(since: Date, retentionMonths: number): { noticeFrom: Date; limit: Date } {
  const limit = addCalendarMonths(since, retentionMonths);
  return { limit, noticeFrom: addCalendarMonths(limit, -1) };
}

/** What the daily sweep does with one customer at `now`. */
export function retentionDecision(facts: RetentionFacts): RetentionDecision {
  const since = facts.lastActivityAt ?? facts.createdAt;
  const { noticeFrom, limit } = retentionDates(since, facts.retentionMonths);
  const now = facts.now.getTime();
  if (now < noticeFrom.getTime()) return 'keep';
  const notice = facts.noticeAt && facts.noticeAt.getTime() >= since.getTime() ? facts.noticeAt : null;
  if (!notice) return 'notice';
  if (now >= limit.getTime() && now - notice.getTime() >= NOTICE_MIN_DAYS * DAY_MS) return 'erase';
  return 'keep';
}

/**
 * The latest last-activity instant that may need the sweep at `now` (a cheap pre-filter for the
 * query; retentionDecision decides). Four days of margin cover the clamping of month ends.
 */
export function retentionCandidatesBefore(now: Date, retentionMonths: number): Date {
  return new Date(addCalendarMonths(now, -(retentionMonths - 1)).getTime() + 4 * DAY_MS);
}
