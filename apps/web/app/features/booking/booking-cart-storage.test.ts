import { describe, expect, it } from 'vitest';
import { parseBookingCart } from './booking-cart-storage.ts';

const line = {
  id: 3,
  shopId: 2,
  nb: 2,
  price: 6500,
  vat: 20,
  name: 'Soin',
  slug: 'soin',
  type: 1,
  durationMinutes: 60,
  image: null,
  externalId: null,
};

describe('the booking cart in local storage (spec §4)', () => {
  it('reads back what was written, with its total', () => {
    expect(parseBookingCart(JSON.stringify({ items: [line], total: 0, shopId: 2 }))).toEqual({
      items: [line],
      total: 13_000,
      shopId: 2,
    });
  });

  it('drops garbage rather than failing', () => {
    expect(parseBookingCart(null)).toBeNull();
    expect(parseBookingCart('{not json')).toBeNull();
    expect(parseBookingCart('"text"')).toBeNull();
    expect(parseBookingCart(JSON.stringify({ items: [{ ...line, price: 10.5 }, { id: -1 }] }))).toEqual({
      items: [],
      total: 0,
      shopId: null,
    });
  });

  it('refuses a cart that mixes shops (spec §5: one shop only)', () => {
    expect(parseBookingCart(JSON.stringify({ items: [line, { ...line, id: 4, shopId: 3 }] }))).toBeNull();
  });
});
