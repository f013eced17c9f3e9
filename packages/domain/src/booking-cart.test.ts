import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToBookingCart,
  type BookingCart,
  type BookingCartItem,
  emptyBookingCart,
  setBookingCartCount,
} from './booking-cart.ts';

const item = (id: number, shopId = 1, price = 5000): BookingCartItem => ({
  id,
  shopId,
  nb: 1,
  price,
  vat: 20,
});

function add(cart: BookingCart, i: BookingCartItem): BookingCart {
  const result = addToBookingCart(cart, i);
  if (!result.ok) throw new Error(result.reason);
  return result.cart;
}

describe('booking cart', () => {
  it('increases the count of an item added twice', () => {
    const cart = add(add(emptyBookingCart(), item(1)), item(1));
    expect(cart.items).toEqual([{ ...item(1), nb: 2 }]);
    expect(cart.total).toBe(10000);
    expect(cart.shopId).toBe(1);
  });

  it('refuses an item of another shop', () => {
    const cart = add(emptyBookingCart(), item(1, 1));
    expect(addToBookingCart(cart, item(2, 2))).toEqual({ ok: false, reason: 'other_shop' });
  });

  it('refuses prices or VAT that are not whole numbers', () => {
    expect(addToBookingCart(emptyBookingCart(), { ...item(1), price: 49.5 })).toEqual({
      ok: false,
      reason: 'not_whole_number',
    });
  });

  it('removes a line reduced to zero and clears the shop of an empty cart', () => {
    const cart = setBookingCartCount(add(emptyBookingCart(), item(1)), 1, 0);
    expect(cart).toEqual({ items: [], total: 0, shopId: null });
    // The emptied cart takes any shop again.
    expect(add(cart, item(2, 7)).shopId).toBe(7);
  });

  it('keeps every line in one shop and the total equal to the sum of lines, whatever the operations', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({
              op: fc.constant('add' as const),
              id: fc.integer({ min: 1, max: 5 }),
              shop: fc.integer({ min: 1, max: 2 }),
            }),
            fc.record({
              op: fc.constant('set' as const),
              id: fc.integer({ min: 1, max: 5 }),
              nb: fc.integer({ min: -1, max: 3 }),
            }),
          ),
        ),
        (ops) => {
          let cart = emptyBookingCart();
          for (const o of ops) {
            if (o.op === 'add') {
              const r = addToBookingCart(cart, item(o.id, o.shop, o.id * 1000));
              if (r.ok) cart = r.cart;
            } else cart = setBookingCartCount(cart, o.id, o.nb);
          }
          expect(new Set(cart.items.map((i) => i.shopId)).size).toBeLessThanOrEqual(1);
          expect(cart.total).toBe(cart.items.reduce((s, i) => s + i.price * i.nb, 0));
          expect(cart.items.every((i) => i.nb > 0)).toBe(true);
          if (cart.items.length === 0) expect(cart.shopId).toBeNull();
        },
      ),
    );
  });
});
