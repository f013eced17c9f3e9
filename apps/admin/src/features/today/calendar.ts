// Pure layout of the Today view: which days a view shows, which hours, and where each
// appointment sits (minutes in the shop's zone, side by side when they overlap).
import { isoWeekday, localDay, zoneOffsetMinutes } from '@eclat/domain';

export type CalendarView = 'day' | 'week';
type DayHours = { status: string; hours: { start: string; end: string }[] };

const DAY_MS = 86_400_000;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The days a view shows: the day itself, or Monday to Sunday of its week. */
export function viewDays(day: string, view: CalendarView): string[] {
  if (view === 'day') return [day];
  const monday = addDays(day, 1 - isoWeekday(day));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Today in a zone, as a local day. */
export const todayIn = (timeZone: string, now = Date.now()) => localDay(now, timeZone);

/** Minutes since local midnight of `day` (may exceed 1440 or be negative for other days). */
export function minutesInDay(iso: string, day: string, timeZone: string): number {
  const instant = Date.parse(iso);
  const wall = instant + zoneOffsetMinutes(instant, timeZone) * 60_000;
  return Math.round((wall - Date.parse(`${day}T00:00:00Z`)) / 60_000);
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * The hours the grid shows: from the earliest opening to the latest closing of the shown days,
 * widened to every appointment, in whole hours; 08:00–20:00 when the shop is closed all along.
 */
export function visibleWindow(
  openingHours: Record<string, DayHours[]>,
  days: string[],
  appointments: { start: number; end: number }[],
): { start: number; end: number } {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const day of days) {
    for (const entry of openingHours[String(isoWeekday(day))] ?? []) {
      if (entry.status !== 'open') continue;
      for (const h of entry.hours) {
        start = Math.min(start, toMinutes(h.start));
        end = Math.max(end, toMinutes(h.end));
      }
    }
  }
  for (const a of appointments) {
    start = Math.min(start, a.start);
    end = Math.max(end, a.end);
  }
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start)
    return { start: 8 * 60, end: 20 * 60 };
  return {
    start: Math.max(0, Math.floor(start / 60) * 60),
    end: Math.min(24 * 60, Math.ceil(end / 60) * 60),
  };
}

export type Placed<T> = T & { lane: number; lanes: number };

/**
 * Lanes for overlapping items of one column: each item takes the first free lane, and every item
 * of a cluster of overlaps shares the cluster's lane count, so they sit side by side at equal width.
 */
export function assignLanes<T extends { start: number; end: number }>(items: readonly T[]): Placed<T>[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;
  const close = () => {
    const lanes = cluster.reduce((n, item) => Math.max(n, item.lane + 1), 0);
    for (const item of cluster) item.lanes = lanes;
    out.push(...cluster);
    cluster = [];
  };
  for (const item of sorted) {
    if (item.start >= clusterEnd && cluster.length > 0) close();
    const laneEnds: number[] = [];
    for (const placed of cluster) laneEnds[placed.lane] = Math.max(laneEnds[placed.lane] ?? 0, placed.end);
    let lane = laneEnds.findIndex((endAt) => endAt <= item.start);
    if (lane === -1) lane = laneEnds.length;
    cluster.push({ ...item, lane, lanes: 1 });
    clusterEnd = Math.max(clusterEnd, item.end);
  }
  if (cluster.length > 0) close();
  return out;
}

/** Top and height of an item in a window, in percent of the grid's height, clipped to it. */
export function verticalBox(item: { start: number; end: number }, window: { start: number; end: number }) {
  const span = window.end - window.start;
  const top = Math.max(item.start, window.start);
  const bottom = Math.min(item.end, window.end);
  return { top: ((top - window.start) / span) * 100, height: (Math.max(bottom - top, 0) / span) * 100 };
}
