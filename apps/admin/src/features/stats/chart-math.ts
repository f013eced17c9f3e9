// Pure helpers of the statistics charts: the periods of a range, readable axis ticks, SVG paths.
import { isoWeekday } from '@eclat/domain';

export type Bucket = 'day' | 'week' | 'month';
const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The first day of the bucket holding `day` (weeks start on Monday, as PostgreSQL's date_trunc). */
export function bucketStart(day: string, bucket: Bucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  return iso(Date.parse(`${day}T00:00:00Z`) - (isoWeekday(day) - 1) * DAY);
}

/** Every bucket of a range, so that a period without bookings shows as zero, not as a gap. */
export function periodsBetween(start: string, end: string, bucket: Bucket): string[] {
  const out: string[] = [];
  let cursor = bucketStart(start, bucket);
  while (cursor <= end && out.length < 800) {
    out.push(cursor);
    if (bucket === 'day') cursor = iso(Date.parse(`${cursor}T00:00:00Z`) + DAY);
    else if (bucket === 'week') cursor = iso(Date.parse(`${cursor}T00:00:00Z`) + 7 * DAY);
    else {
      const [y, m] = cursor.split('-').map(Number) as [number, number];
      cursor = iso(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1));
    }
  }
  return out;
}

/** Round axis ticks from 0 to at least `max` (1, 2 or 5 times a power of ten per step). */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) {
    ticks.push(Math.round(v * 1e6) / 1e6);
    if (v >= max) break;
  }
  return ticks;
}

/** An SVG polyline path through points. */
export function linePath(points: { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

/** Rows per period with one value per series; missing values are zero. */
export function pivot<T extends { period: string }>(
  rows: T[],
  periods: string[],
  series: (row: T) => string,
  value: (row: T) => number,
): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const period of periods) out.set(period, new Map());
  for (const row of rows) {
    const at = out.get(row.period);
    if (!at) continue;
    const key = series(row);
    at.set(key, (at.get(key) ?? 0) + value(row));
  }
  return out;
}
