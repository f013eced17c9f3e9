/** A listed shop's rating as cards show it (issue 22): only with at least one published review. */
export function ratingOf(
  rating: { average: number | null; count: number } | undefined,
): { average: number; count: number } | null {
  return rating && rating.count > 0 && rating.average !== null
    ? { average: rating.average, count: rating.count }
    : null;
}
