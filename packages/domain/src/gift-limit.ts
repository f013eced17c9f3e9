// The daily gift-voucher limit (`checkGiftLimit`, ADR 0008): a business may accept only so many
// bookings paid with a gift voucher per day, so vouchers do not crowd out full-price bookings.
// When the availability call asks for it, a day that has reached the limit offers no slot.
/** Days whose gift-paid bookings reached the limit; none without a limit. */
export function giftLimitReachedDays(
  giftBookingsPerDay: Readonly<Record<string, number>>,
  limit: number | null,
): string[] {
  if (limit === null) return [];
  return Object.entries(giftBookingsPerDay)
    .filter(([, count]) => count >= limit)
    .map(([day]) => day)
    .sort();
}

/** The same days with no slot on the days that reached the limit (the shop stays shown open). */
export function applyGiftLimit<D extends { day: string; slots: readonly unknown[] }>(
  days: readonly D[],
  reachedDays: readonly string[],
): D[] {
  if (reachedDays.length === 0) return [...days];
  const reached = new Set(reachedDays);
  return days.map((d) => (reached.has(d.day) ? { ...d, slots: [] } : d));
}
