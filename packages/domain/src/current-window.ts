// Spec §4: "Current alerts, events and featured posts are those where now lies between start and
// end." One rule for the three of them (and for coupon validity windows).

/** An instant as the API stores it (Date) or as a client receives it (ISO string, epoch ms). */
export type Instant = Date | string | number;

/** A window; a missing bound (null or undefined) leaves that side open. */
export type TimeWindow = { start?: Instant | null; end?: Instant | null };

function toTime(value: Instant): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(value);
}

/**
 * Whether `now` lies within the window, both bounds included. A missing bound is open; an
 * unreadable bound or instant is never current, so bad data hides an item rather than shows it.
 */
export function isCurrent(window: TimeWindow, now: Instant): boolean {
  const t = toTime(now);
  if (Number.isNaN(t)) return false;
  if (window.start !== null && window.start !== undefined) {
    const start = toTime(window.start);
    if (Number.isNaN(start) || t < start) return false;
  }
  if (window.end !== null && window.end !== undefined) {
    const end = toTime(window.end);
    if (Number.isNaN(end) || t > end) return false;
  }
  return true;
}

/** The items whose window contains `now`, in their original order. */
export function currentOnly<T extends TimeWindow>(items: readonly T[], now: Instant): T[] {
  return items.filter((item) => isCurrent(item, now));
}

/** A window whose end, when both bounds exist, is not before its start. */
export function isOrderedWindow(window: TimeWindow): boolean {
  if (window.start === null || window.start === undefined) return true;
  if (window.end === null || window.end === undefined) return true;
  return toTime(window.start) <= toTime(window.end);
}

/**
 * Spec §4: the alerts shown are the current ones whose serviceId matches a service the visitor can
 * see (an existing, non-draft service of the company).
 */
export function isShownAlert(
  alert: TimeWindow & { serviceId: number | null },
  visibleServiceIds: ReadonlySet<number>,
  now: Instant,
): boolean {
  return alert.serviceId !== null && visibleServiceIds.has(alert.serviceId) && isCurrent(alert, now);
}
