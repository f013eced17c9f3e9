import { emptyEshopCart, parseEshopCart, serializeEshopCart, UNLIMITED_STOCK } from '@eclat/domain';
import { describe, expect, it } from 'vitest';
import { addProductToCart, quantityChoices, quantityInCart, stockLevel } from './add-to-cart.ts';

const serum = { id: 27, name: 'Sérum', price: 5900, image: '/api/media/demo/serum.svg', externalId: 'BO-27' };

describe('adding a product to the e-shop cart (spec §3, §4)', () => {
  it('chooses the shop of an empty cart and writes the cookie format the header reads', () => {
    const cart = addProductToCart(emptyEshopCart(), serum, { id: 3, externalId: 'SHOP-3' }, 2, 'fr');
    expect(cart).toEqual({
      shopId: 3,
      items: [
        {
          id: 27,
          name: { fr: 'Sérum' },
          quantity: 2,
          price: 5900,
          images: [{ url: '/api/media/demo/serum.svg' }],
          abId: 'BO-27',
          abIdShop: 'SHOP-3',
        },
      ],
    });
    expect(parseEshopCart(serializeEshopCart(cart))).toEqual(cart);
  });

  it('adds to the quantity already there; another shop keeps the lines', () => {
    const first = addProductToCart(emptyEshopCart(), serum, { id: 3, externalId: null }, 1, 'fr');
    const again = addProductToCart(first, serum, { id: 3, externalId: null }, 2, 'fr');
    expect(quantityInCart(again, 27)).toBe(3);
    const moved = addProductToCart(again, { ...serum, id: 28 }, { id: 5, externalId: null }, 1, 'en');
    expect(moved.shopId).toBe(5);
    expect(moved.items.map((i) => [i.id, i.quantity])).toEqual([
      [27, 3],
      [28, 1],
    ]);
  });

  it('refuses quantities that are not positive whole numbers', () => {
    expect(addProductToCart(emptyEshopCart(), serum, { id: 3, externalId: null }, 0, 'fr').items).toEqual([]);
  });

  it('offers 1 to 10 pieces, never more than the stock', () => {
    expect(quantityChoices(null)).toHaveLength(10);
    expect(quantityChoices(UNLIMITED_STOCK)).toHaveLength(10);
    expect(quantityChoices(3)).toEqual([1, 2, 3]);
    expect(quantityChoices(0)).toEqual([]);
  });

  it('says out of stock, low (5 or less) or in stock', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('in-stock');
    expect(stockLevel(UNLIMITED_STOCK)).toBe('in-stock');
  });
});
