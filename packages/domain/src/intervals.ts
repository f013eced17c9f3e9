// Half-open time intervals [start, end) in epoch milliseconds, kept sorted and disjoint.
export type Interval = { start: number; end: number };

/** Sorted, merged copy (touching intervals merge). */
export function normalise(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** a minus b. Both normalised. */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const i of a) {
    let start = i.start;
    for (const cut of b) {
      if (cut.end <= start || cut.start >= i.end) continue;
      if (cut.start > start) out.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
      if (start >= i.end) break;
    }
    if (start < i.end) out.push({ start, end: i.end });
  }
  return out;
}

/** a ∩ b. Both normalised. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as Interval;
    const y = b[j] as Interval;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (start < end) out.push({ start, end });
    if (x.end < y.end) i += 1;
    else j += 1;
  }
  return out;
}

/** Whether [start, end) lies inside one interval of a normalised list. */
export function covers(list: readonly Interval[], start: number, end: number): boolean {
  for (const i of list) {
    if (i.start > start) return false;
    if (i.end >= end) return true;
  }
  return false;
}

/** Whether [start, end) overlaps any interval of a list sorted by start. */
export function overlapsAny(list: readonly Interval[], start: number, end: number): boolean {
  for (const i of list) {
    if (i.start >= end) return false;
    if (i.end > start) return true;
  }
  return false;
}

/**
 * The intervals of a normalised list that overlap [start, end), found by binary search: a month
 * of appointments is sliced once per day instead of scanned for every slot.
 */
export function within(list: readonly Interval[], start: number, end: number): readonly Interval[] {
  // Ends are sorted too in a normalised list: find the first interval ending after `start`.
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as Interval).end <= start) lo = mid + 1;
    else hi = mid;
  }
  let last = lo;
  while (last < list.length && (list[last] as Interval).start < end) last += 1;
  return list.slice(lo, last);
}
