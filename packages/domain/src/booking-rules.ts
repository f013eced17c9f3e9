// Booking choices that must be the same wherever they are made (API, back office).

/**
 * "Any collaborator" picks a free one fairly: the one with the least booked time that day, ties
 * broken by the given random value so that concurrent requests spread over the free people.
 * Answers the candidates in preference order (the next is tried when the first is taken).
 */
export function rankCandidates(
  freeIds: readonly number[],
  bookedMinutesToday: ReadonlyMap<number, number>,
  random: () => number = Math.random,
): number[] {
  const keyed = freeIds.map((id) => ({ id, load: bookedMinutesToday.get(id) ?? 0, tie: random() }));
  keyed.sort((a, b) => a.load - b.load || a.tie - b.tie);
  return keyed.map((k) => k.id);
}

/** Price of a service on a local date: the weekday price when set, else the shop's or base price. */
export function servicePrice(
  article: { price: number; weekPrices: Readonly<Record<string, number>> },
  shopPrice: number | null,
  isoWeekday: number,
): number {
  const week = article.weekPrices[String(isoWeekday)];
  if (typeof week === 'number') return week;
  return shopPrice ?? article.price;
}

/** A customer may cancel until `noticeHours` before the start (company setting). */
export function canCustomerCancel(startsAt: Date, now: Date, noticeHours: number): boolean {
  return startsAt.getTime() - now.getTime() >= noticeHours * 3_600_000;
}

/** When payment is taken for appointments, a booking is held this long before it expires. */
export const HOLD_MINUTES = 15;

/** Longest availability range one request may ask for (a month view and its edges). */
export const MAX_AVAILABILITY_DAYS = 62;
