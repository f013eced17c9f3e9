import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToEshopCart,
  canChangeEshopOrderStatus,
  ESHOP_ORDER_STATUSES,
  type EshopCart,
  type EshopCartItem,
  emptyEshopCart,
  eshopCartCount,
  eshopCartTotal,
  eshopLineTotal,
  isStockAvailable,
  parseEshopCart,
  pickRandom,
  removeFromEshopCart,
  restocksOnChange,
  selectEshopShop,
  serializeEshopCart,
  setEshopCartQuantity,
  shownStock,
  UNLIMITED_STOCK,
} from './eshop-cart.ts';

const item = (id: number, price = 1000): Omit<EshopCartItem, 'quantity'> => ({
  id,
  name: { fr: `Produit ${id}`, en: `Product ${id}` },
  price,
  images: [{ url: `https://cdn.example/${id}.png` }],
  abId: `BO-${id}`,
  abIdShop: 'BO-SHOP-1',
});

const ops = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      id: fc.integer({ min: 1, max: 5 }),
      q: fc.integer({ min: 1, max: 4 }),
      price: fc.integer({ min: 0, max: 20_000 }),
    }),
    fc.record({
      kind: fc.constant('set' as const),
      id: fc.integer({ min: 1, max: 5 }),
      q: fc.integer({ min: -3, max: 6 }),
    }),
  ),
  { maxLength: 40 },
);

type Op = { kind: 'add' | 'set'; id: number; q: number; price?: number };

function run(list: Op[]): EshopCart {
  let cart = emptyEshopCart(1);
  for (const op of list) {
    cart =
      op.kind === 'add'
        ? addToEshopCart(cart, item(op.id, op.price ?? 1000), op.q)
        : setEshopCartQuantity(cart, op.id, op.q);
  }
  return cart;
}

describe('e-shop cart', () => {
  it('prices a line as quantity × price and totals the lines', () => {
    expect(eshopLineTotal({ quantity: 3, price: 1250 })).toBe(3750);
    let cart = addToEshopCart(emptyEshopCart(7), item(1, 1250), 3);
    cart = addToEshopCart(cart, item(2, 990));
    expect(eshopCartTotal(cart)).toBe(3750 + 990);
    expect(eshopCartCount(cart)).toBe(4);
  });

  it('adds to the quantity of an item already in the cart', () => {
    let cart = addToEshopCart(emptyEshopCart(7), item(1), 2);
    cart = addToEshopCart(cart, item(1), 3);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(5);
  });

  it('drops a line updated to a quantity of 0 or less', () => {
    const cart = addToEshopCart(addToEshopCart(emptyEshopCart(7), item(1)), item(2));
    expect(setEshopCartQuantity(cart, 1, 0).items.map((l) => l.id)).toEqual([2]);
    expect(setEshopCartQuantity(cart, 2, -4).items.map((l) => l.id)).toEqual([1]);
    expect(setEshopCartQuantity(cart, 2, 4).items.find((l) => l.id === 2)?.quantity).toBe(4);
    expect(removeFromEshopCart(cart, 1).items.map((l) => l.id)).toEqual([2]);
  });

  it('empties the cart when no shop is selected, and takes nothing without a shop', () => {
    const cart = addToEshopCart(emptyEshopCart(7), item(1), 2);
    expect(selectEshopShop(cart, null)).toEqual({ shopId: null, items: [] });
    expect(selectEshopShop(cart, 8)).toEqual({ ...cart, shopId: 8 });
    expect(addToEshopCart(emptyEshopCart(), item(1))).toEqual(emptyEshopCart());
    expect(addToEshopCart(cart, item(3), 0)).toBe(cart);
    expect(addToEshopCart(cart, item(3), 1.5)).toBe(cart);
  });

  it('keeps its invariants under any sequence of adds and updates (property)', () => {
    fc.assert(
      fc.property(ops, (list) => {
        const cart = run(list);
        const ids = cart.items.map((l) => l.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const line of cart.items) expect(line.quantity).toBeGreaterThan(0);
        expect(eshopCartTotal(cart)).toBe(cart.items.reduce((s, l) => s + l.quantity * l.price, 0));
        expect(eshopCartCount(cart)).toBe(cart.items.reduce((s, l) => s + l.quantity, 0));
        expect(selectEshopShop(cart, null).items).toEqual([]);
      }),
    );
  });

  it('survives its cookie round trip and rejects garbage (property)', () => {
    fc.assert(
      fc.property(ops, (list) => {
        const cart = run(list);
        expect(parseEshopCart(serializeEshopCart(cart))).toEqual(cart);
      }),
    );
    expect(parseEshopCart('not json')).toEqual(emptyEshopCart());
    expect(parseEshopCart(undefined)).toEqual(emptyEshopCart());
    expect(
      parseEshopCart(
        '{"shopId":3,"items":[{"id":1,"quantity":-1,"price":5},{"id":2,"quantity":1,"price":5},{"id":2,"quantity":9,"price":5}]}',
      ),
    ).toEqual({
      shopId: 3,
      items: [{ id: 2, name: {}, quantity: 1, price: 5, images: [], abId: null, abIdShop: null }],
    });
    expect(parseEshopCart('{"items":[{"id":1,"quantity":1,"price":5}]}')).toEqual(emptyEshopCart());
  });
});

describe('stock rules', () => {
  it('is unlimited without tracking, 0 for a missing product, never negative', () => {
    expect(shownStock({ enableStock: false }, 0)).toBe(UNLIMITED_STOCK);
    expect(UNLIMITED_STOCK).toBe(999999);
    expect(shownStock(null, 12)).toBe(0);
    expect(shownStock({ enableStock: true }, 4)).toBe(4);
    expect(shownStock({ enableStock: true }, -2)).toBe(0);
    expect(isStockAvailable(3, 3)).toBe(true);
    expect(isStockAvailable(3, 4)).toBe(false);
    expect(isStockAvailable(3, 0)).toBe(false);
  });
});

describe('e-shop order lifecycle', () => {
  it('follows pending → paid → ready → collected, with cancellation and refund', () => {
    expect(canChangeEshopOrderStatus('pending', 'paid')).toBe(true);
    expect(canChangeEshopOrderStatus('paid', 'ready')).toBe(true);
    expect(canChangeEshopOrderStatus('ready', 'collected')).toBe(true);
    expect(canChangeEshopOrderStatus('pending', 'expired')).toBe(true);
    expect(canChangeEshopOrderStatus('ready', 'cancelled')).toBe(true);
    expect(canChangeEshopOrderStatus('cancelled', 'refunded')).toBe(true);
    expect(canChangeEshopOrderStatus('pending', 'collected')).toBe(false);
    expect(canChangeEshopOrderStatus('collected', 'cancelled')).toBe(false);
    expect(canChangeEshopOrderStatus('paid', 'pending')).toBe(false);
    expect(canChangeEshopOrderStatus('bogus', 'paid')).toBe(false);
  });

  it('never leaves a final status and never stays in place (property)', () => {
    const status = fc.constantFrom(...ESHOP_ORDER_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (from === to) expect(canChangeEshopOrderStatus(from, to)).toBe(false);
        if (['collected', 'expired', 'refunded'].includes(from))
          expect(canChangeEshopOrderStatus(from, to)).toBe(false);
        if (restocksOnChange(from, to)) expect(canChangeEshopOrderStatus(from, to)).toBe(true);
      }),
    );
  });
});

describe('random product picking', () => {
  it('picks distinct items, at most as many as there are (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { maxLength: 30 }),
        fc.integer({ min: 0, max: 40 }),
        (items, count) => {
          const picked = pickRandom(items, count);
          expect(picked).toHaveLength(Math.min(count, items.length));
          expect(new Set(picked).size).toBe(picked.length);
          for (const p of picked) expect(items).toContain(p);
        },
      ),
    );
  });

  it('reaches every item (not always the first ones)', () => {
    const seen = new Set<number>();
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    for (let i = 0; i < 200; i++)
      for (const p of pickRandom([1, 2, 3, 4, 5, 6, 7, 8], 2, random)) seen.add(p);
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
