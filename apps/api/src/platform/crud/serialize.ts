/** Instants leave the API as ISO strings (UTC). */
export const iso = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();
export const isoOrNull = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : iso(value);
/** ISO strings from a body become Dates for timestamptz columns; undefined stays undefined. */
export function toDate(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : new Date(value);
}
