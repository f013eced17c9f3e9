// Spec §4: the booking cart is persisted in local storage. Read defensively: anything that is not
// a cart of whole prices for one shop is dropped, the page then starts from the service asked for.
import { emptyBookingCart } from '@eclat/domain';
import type { BookingCartState, BookingLine } from './types.ts';

export const BOOKING_CART_KEY = 'booking_cart';

const whole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function lineOf(value: unknown): BookingLine | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!whole(v.id) || v.id <= 0 || !whole(v.shopId) || !whole(v.nb) || v.nb <= 0) return null;
  if (!whole(v.price) || v.price < 0 || !whole(v.vat) || v.vat < 0) return null;
  return {
    id: v.id,
    shopId: v.shopId,
    nb: v.nb,
    price: v.price,
    vat: v.vat,
    name: text(v.name) ?? '',
    slug: text(v.slug) ?? '',
    type: whole(v.type) ? v.type : 1,
    durationMinutes: whole(v.durationMinutes) ? v.durationMinutes : null,
    image: text(v.image),
    externalId: text(v.externalId),
  };
}

export function parseBookingCart(raw: string | null): BookingCartState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || !Array.isArray((value as { items?: unknown }).items))
    return null;
  const items = ((value as { items: unknown[] }).items.map(lineOf).filter(Boolean) as BookingLine[]).filter(
    (line, i, all) => all.findIndex((other) => other.id === line.id) === i,
  );
  const shopId = items[0]?.shopId ?? null;
  if (items.some((line) => line.shopId !== shopId)) return null;
  if (items.length === 0) return emptyBookingCart<BookingLine>();
  return { items, shopId, total: items.reduce((sum, line) => sum + line.price * line.nb, 0) };
}

export function readBookingCart(): BookingCartState | null {
  try {
    return parseBookingCart(localStorage.getItem(BOOKING_CART_KEY));
  } catch {
    return null;
  }
}

export function writeBookingCart(cart: BookingCartState): void {
  try {
    if (cart.items.length === 0) localStorage.removeItem(BOOKING_CART_KEY);
    else localStorage.setItem(BOOKING_CART_KEY, JSON.stringify(cart));
  } catch {
    // Storage refused (private mode, quota): the cart lives as long as the page.
  }
}
