// The booking moment of the storefront (spec §4 booking cart, UI.md "The booking moment"): which
// week to show, how times are grouped, which collaborators a visitor may choose, and what the
// booking cart sends to POST /api/appointments. Pure: dates are local YYYY-MM-DD of the shop.
import {
  addToBookingCart,
  type BookingCart,
  type BookingCartItem,
  emptyBookingCart,
} from './booking-cart.ts';
import { dateTimeFormat } from './intl-formats.ts';
import { isoWeekday, minutesOf } from './zoned-time.ts';

/** One request books at most this many services back to back (BookingRequestSchema). */
export const MAX_BOOKED_SERVICES = 10;

/** A local date moved by `days` (negative goes back). */
export function addLocalDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Monday of the ISO week holding `day`: week views start on Monday. */
export const weekStart = (day: string): string => addLocalDays(day, 1 - isoWeekday(day));

/** The seven local dates of the week starting on `monday`. */
export const weekDays = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, i) => addLocalDays(monday, i));

/**
 * The range to ask availability for: from `first` (a day of the week shown) to its Sunday, never
 * before today (past days have no slot and only cost the engine).
 */
export function availabilityRange(first: string, today: string): { start: string; end: string } {
  const monday = weekStart(first);
  const start = monday < today ? today : monday;
  return { start, end: addLocalDays(monday, 6) };
}

export type DayPart = 'morning' | 'afternoon' | 'evening';
export const DAY_PARTS: readonly DayPart[] = ['morning', 'afternoon', 'evening'];

/** Morning before noon, afternoon until 18:00, evening after, in the shop's wall-clock time. */
export function dayPartOf(minuteOfDay: number): DayPart {
  if (minuteOfDay < 12 * 60) return 'morning';
  if (minuteOfDay < 18 * 60) return 'afternoon';
  return 'evening';
}

/** Minutes since local midnight of an instant in a zone. */
export const localMinuteOfDay = (iso: string, timeZone: string): number =>
  minutesOf(localTime(iso, timeZone));

/** The wall-clock date-time (YYYY-MM-DDTHH:MM:SS) of an instant in a zone. */
export function localDayTime(ms: number, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/** "HH:MM" of an instant in the shop's zone. */
export const localTime = (iso: string, timeZone: string): string =>
  localDayTime(Date.parse(iso), timeZone).slice(11, 16);

/** Slots grouped morning / afternoon / evening, each in time order; empty groups left out. */
export function groupSlotsByPart<S extends { start: string }>(
  slots: readonly S[],
  timeZone: string,
): { part: DayPart; slots: S[] }[] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return DAY_PARTS.map((part) => ({
    part,
    slots: sorted.filter((s) => dayPartOf(localMinuteOfDay(s.start, timeZone)) === part),
  })).filter((group) => group.slots.length > 0);
}

type DayLike = { day: string; shopStatus: string; slots: readonly { start: string }[] };

/** The first day that offers a slot (the day the mobile list opens on), or null. */
export function firstDayWithSlots<D extends DayLike>(days: readonly D[]): D | null {
  return days.find((d) => d.shopStatus === 'open' && d.slots.length > 0) ?? null;
}

/**
 * The service ids of POST /api/appointments: each line repeated `nb` times, in cart order (the
 * services are performed back to back), at most MAX_BOOKED_SERVICES.
 */
export function bookedServiceIds(cart: { items: readonly { id: number; nb: number }[] }): number[] {
  const ids = cart.items.flatMap((item) => Array.from({ length: Math.max(0, item.nb) }, () => item.id));
  return ids.slice(0, MAX_BOOKED_SERVICES);
}

export const bookedServiceCount = (cart: { items: readonly { nb: number }[] }): number =>
  cart.items.reduce((sum, item) => sum + Math.max(0, item.nb), 0);

/** Total duration of the cart, minutes, when every service has one. */
export function bookingDuration(items: readonly { nb: number; durationMinutes: number | null }[]): number {
  return items.reduce((sum, item) => sum + item.nb * (item.durationMinutes ?? 0), 0);
}

export type ArrivalResult<I extends BookingCartItem> =
  | { kind: 'ready'; cart: BookingCart<I>; added: boolean }
  /** The stored cart belongs to another shop: the new service is refused (spec §5). */
  | { kind: 'other_shop'; cart: BookingCart<I> }
  | { kind: 'invalid'; cart: BookingCart<I> };

/**
 * A visitor arrives on the booking page with a service for a shop. The service joins the stored
 * cart unless it is already there (a reload must not add it twice); a cart of another shop is
 * kept and the service refused, so the visitor decides.
 */
export function arriveWithService<I extends BookingCartItem>(
  stored: BookingCart<I> | null,
  item: I,
): ArrivalResult<I> {
  const cart = stored ?? emptyBookingCart<I>();
  if (cart.items.some((line) => line.id === item.id && line.shopId === item.shopId)) {
    return { kind: 'ready', cart, added: false };
  }
  const added = addToBookingCart(cart, item);
  if (added.ok) return { kind: 'ready', cart: added.cart, added: true };
  return added.reason === 'other_shop' ? { kind: 'other_shop', cart } : { kind: 'invalid', cart };
}

/** Whether adding one more service keeps the cart within one booking request. */
export const canAddService = (cart: { items: readonly { nb: number }[] }): boolean =>
  bookedServiceCount(cart) < MAX_BOOKED_SERVICES;
