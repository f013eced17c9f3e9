import { describe, expect, it } from 'vitest';
import { groupByCategory, servicesToAdd } from './service-catalogue.ts';
import type { BookableService, BookingCartState } from './types.ts';

const service = (id: number, name: string): BookableService => ({
  id,
  name,
  slug: name.toLowerCase(),
  type: 1,
  durationMinutes: 60,
  vat: 20,
  image: null,
  externalId: null,
  prices: { base: 5000, byShop: {} },
  bookingPolicy: null,
});

const massage = service(1, 'Massage');
const pedicure = service(2, 'Pédicure');
const facial = service(3, 'Soin');
const gift = service(4, 'Rituel');

describe('the services the booking page offers to add', () => {
  it('groups them by category in order, each once, the uncategorised last', () => {
    const groups = groupByCategory(
      [
        { name: 'Massages', articles: [{ id: 1 }, { id: 99 }] },
        { name: 'Mains & pieds', articles: [{ id: 2 }, { id: 1 }] },
        { name: 'Vide', articles: [] },
      ],
      [massage, pedicure, facial],
    );
    expect(groups.map((g) => [g.name, g.services.map((s) => s.id)])).toEqual([
      ['Massages', [1]],
      ['Mains & pieds', [2]],
      [null, [3]],
    ]);
  });

  it('keeps what the shop offers and the cart does not hold', () => {
    const catalogue = [
      { name: 'Massages', services: [massage, gift] },
      { name: 'Mains & pieds', services: [pedicure] },
    ];
    const cart: BookingCartState = {
      items: [{ ...massage, shopId: 5, nb: 1, price: 5000 }],
      total: 5000,
      shopId: 5,
    };
    expect(servicesToAdd(catalogue, { services: [1, 2] }, cart)).toEqual([
      { name: 'Mains & pieds', services: [pedicure] },
    ]);
    expect(servicesToAdd(catalogue, null, cart)).toEqual([]);
  });
});
