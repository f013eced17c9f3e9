import { describe, expect, it } from 'vitest';
import { cartTotals, overCapLines, shortLines } from './cart-totals.ts';
import type { CartProduct } from './types.ts';

const product = (
  id: number,
  base: number,
  byShop: Record<number, number> = {},
  extra: Partial<CartProduct> = {},
): CartProduct => ({
  id,
  name: `P${id}`,
  slug: `p${id}`,
  image: null,
  vat: 20,
  enableStock: true,
  prices: { base, byShop },
  available: true,
  ...extra,
});
const gift = {
  key: 'g',
  amount: 5000,
  themeId: null,
  themeName: null,
  recipientName: 'Léa',
  recipientEmail: 'l@x.fr',
  message: null,
  sendAt: null,
};

describe('the cart totals shown before paying', () => {
  it('prices products at the pick-up shop and adds vouchers without VAT', () => {
    const totals = cartTotals({
      items: [{ id: 1, quantity: 2 }],
      products: { 1: product(1, 3000, { 7: 2500 }) },
      shopId: 7,
      gifts: [gift],
      coupon: null,
    });
    expect(totals.subtotal).toBe(10_000);
    expect(totals.total).toBe(10_000);
    expect(totals.vatLines).toEqual([
      { rate: 0, gross: 5000, net: 5000, vat: 0 },
      { rate: 20, gross: 5000, net: 4167, vat: 833 },
    ]);
  });

  it('applies a coupon to products only', () => {
    const totals = cartTotals({
      items: [{ id: 1, quantity: 1 }],
      products: { 1: product(1, 4000) },
      shopId: null,
      gifts: [gift],
      coupon: { reductionType: 'percentage', amount: 10 },
    });
    expect(totals.discount).toBe(400);
    expect(totals.total).toBe(8600);
  });

  it('leaves out products no longer sold, and flags short stock', () => {
    const products = {
      1: product(1, 1000),
      2: product(2, 1000, {}, { available: false }),
      3: product(3, 1000, {}, { enableStock: false }),
    };
    const items = [
      { id: 1, quantity: 3 },
      { id: 2, quantity: 1 },
      { id: 3, quantity: 50 },
    ];
    expect(cartTotals({ items, products, shopId: null, gifts: [], coupon: null }).subtotal).toBe(53_000);
    expect(shortLines(items, products, { 1: 2 })).toEqual([1, 2]);
    expect(shortLines(items, products, { 1: 3 })).toEqual([2]);
  });

  it('flags tracked lines above what one customer may hold, never untracked ones', () => {
    const products = { 1: product(1, 1000), 2: product(2, 1000, {}, { enableStock: false }) };
    const items = [
      { id: 1, quantity: 6 },
      { id: 2, quantity: 40 },
    ];
    expect(overCapLines(items, products, 5)).toEqual([1]);
    expect(overCapLines(items, products, 6)).toEqual([]);
  });
});
