// Spec §4 "Booking cart" and §5: one shop per cart; adding an existing item increases its
// count; reducing to zero removes the line; an empty cart clears the shop id; prices and VAT are
// whole numbers. The storefront uses these rules and the API re-validates with them.

export type BookingCartItem = {
  id: number;
  shopId: number;
  /** Count of this service in the cart (nb). */
  nb: number;
  /** Whole cents. */
  price: number;
  /** Whole percent. */
  vat: number;
};

export type BookingCart<I extends BookingCartItem = BookingCartItem> = {
  items: I[];
  total: number;
  shopId: number | null;
};

export type CartResult<I extends BookingCartItem> =
  | { ok: true; cart: BookingCart<I> }
  | { ok: false; reason: 'other_shop' | 'not_whole_number' };

export const emptyBookingCart = <I extends BookingCartItem>(): BookingCart<I> => ({
  items: [],
  total: 0,
  shopId: null,
});

function withTotals<I extends BookingCartItem>(items: I[]): BookingCart<I> {
  const total = items.reduce((sum, item) => sum + item.price * item.nb, 0);
  return { items, total, shopId: items[0]?.shopId ?? null };
}

/** Adds one of `item`; an item of another shop than the cart's is refused. */
export function addToBookingCart<I extends BookingCartItem>(cart: BookingCart<I>, item: I): CartResult<I> {
  if (!Number.isInteger(item.price) || !Number.isInteger(item.vat))
    return { ok: false, reason: 'not_whole_number' };
  if (cart.shopId !== null && cart.items.length > 0 && item.shopId !== cart.shopId) {
    return { ok: false, reason: 'other_shop' };
  }
  const existing = cart.items.find((line) => line.id === item.id);
  const items = existing
    ? cart.items.map((line) => (line.id === item.id ? { ...line, nb: line.nb + 1 } : line))
    : [...cart.items, { ...item, nb: 1 }];
  return { ok: true, cart: withTotals(items) };
}

/** Sets the count of a line; zero or less removes it, and an empty cart forgets its shop. */
export function setBookingCartCount<I extends BookingCartItem>(
  cart: BookingCart<I>,
  id: number,
  nb: number,
): BookingCart<I> {
  const items =
    nb <= 0
      ? cart.items.filter((line) => line.id !== id)
      : cart.items.map((line) => (line.id === id ? { ...line, nb } : line));
  return withTotals(items);
}
