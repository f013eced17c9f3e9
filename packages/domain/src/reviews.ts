// Verified reviews (issue 22): what is shown of ratings, who may review a visit, and the name a
// review is signed with. Pure; the API and the back office read them from here.
import { localDay } from './zoned-time.ts';

export type RatingStats = {
  /** Mean of the ratings to one decimal; null when there is none. */
  average: number | null;
  count: number;
  /** How many ratings gave 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: [number, number, number, number, number];
};

/** One decimal, halves up (4.25 → 4.3; 4.35 whose float is 4.3499… too). */
export function roundRating(value: number): number {
  return Math.round((value + Number.EPSILON * 8) * 10) / 10;
}

/** Stats of 1–5 star ratings; anything else (0, 6, 2.5) is not a rating and is left out. */
export function ratingStats(ratings: readonly number[]): RatingStats {
  const distribution: RatingStats['distribution'] = [0, 0, 0, 0, 0];
  let sum = 0;
  let count = 0;
  for (const r of ratings) {
    if (!Number.isInteger(r) || r < 1 || r > 5) continue;
    distribution[r - 1] = (distribution[r - 1] ?? 0) + 1;
    sum += r;
    count += 1;
  }
  return { average: count ? roundRating(sum / count) : null, count, distribution };
}

/** Stats from a distribution (counts of 1..5 stars), as a database grouping answers them. */
export function statsFromDistribution(counts: readonly number[]): RatingStats {
  const distribution: RatingStats['distribution'] = [0, 0, 0, 0, 0];
  let sum = 0;
  let count = 0;
  for (let i = 0; i < 5; i += 1) {
    const n = Math.max(0, Math.trunc(counts[i] ?? 0));
    distribution[i] = n;
    sum += n * (i + 1);
    count += n;
  }
  return { average: count ? roundRating(sum / count) : null, count, distribution };
}

const firstLetter = (s: string): string => {
  const [c] = [...s.trim()];
  return c ? c.toLocaleUpperCase('fr') : '';
};

const tidy = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * The name a review is shown with: the first name and the last name's initial ("Camille D.").
 * Without a first name, the last name's initial alone; without either, `fallback` (the storefront
 * translates an empty name, e.g. "A customer").
 */
export function reviewAuthorName(
  person: { firstName?: string | null; lastName?: string | null },
  fallback = '',
): string {
  const first = tidy(person.firstName);
  const last = tidy(person.lastName);
  const initial = firstLetter(last);
  if (first) {
    // A first name typed all lower-case is shown capitalised; other casing is the person's own.
    const shown =
      first === first.toLocaleLowerCase('fr') ? firstLetter(first) + [...first].slice(1).join('') : first;
    return initial ? `${shown} ${initial}.` : shown;
  }
  return initial ? `${initial}.` : fallback;
}

export type ReviewRefusal = 'not_customer' | 'not_honoured' | 'already_reviewed';

/**
 * Whether a reviewer may review the appointment: its own signed-in customer, or whoever holds the
 * invitation link sent for that appointment (`'invitation'`, the link was sent to its customer);
 * only once it is honoured; only once.
 */
export function reviewEligibility(
  appointment: { status: string; customerId: number | null },
  reviewer: { customerId: number | null } | 'invitation',
  alreadyReviewed: boolean,
): { ok: true } | { ok: false; reason: ReviewRefusal } {
  if (
    reviewer !== 'invitation' &&
    (appointment.customerId === null || reviewer.customerId !== appointment.customerId)
  )
    return { ok: false, reason: 'not_customer' };
  if (appointment.status !== 'honoured') return { ok: false, reason: 'not_honoured' };
  if (alreadyReviewed) return { ok: false, reason: 'already_reviewed' };
  return { ok: true };
}

export type MonthlyRating = { key: number; month: string; average: number; count: number };

/**
 * Averages per key (a shop, a collaborator) and month (YYYY-MM in the row's shop time zone), in
 * key then month order; keys that are null (a deleted collaborator) are left out.
 */
export function monthlyAverages(
  rows: readonly { key: number | null; at: Date; rating: number; timeZone: string }[],
): MonthlyRating[] {
  const groups = new Map<string, { key: number; month: string; sum: number; count: number }>();
  for (const row of rows) {
    if (row.key === null) continue;
    const month = localDay(row.at.getTime(), row.timeZone).slice(0, 7);
    const id = `${row.key}|${month}`;
    const g = groups.get(id) ?? { key: row.key, month, sum: 0, count: 0 };
    g.sum += row.rating;
    g.count += 1;
    groups.set(id, g);
  }
  return [...groups.values()]
    .sort((a, b) => a.key - b.key || a.month.localeCompare(b.month))
    .map((g) => ({ key: g.key, month: g.month, average: roundRating(g.sum / g.count), count: g.count }));
}
