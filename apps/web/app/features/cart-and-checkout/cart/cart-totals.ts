// The cart's totals before paying (issue 8: totals with VAT), with the rules the payment service
// applies (packages/domain checkoutTotals): a coupon reduces products, never vouchers; VAT per
// rate, vouchers bear none. The service prices everything again at payment (ADR 0010).
import { type CheckoutTotals, checkoutTotals, GIFT_VOUCHER_VAT } from '@eclat/domain';
import type { GiftLine } from '../gift/gift-cart.ts';
import { type CartProduct, priceAt } from './types.ts';

export type CartLineInput = { id: number; quantity: number };

export function cartTotals(input: {
  items: readonly CartLineInput[];
  products: Record<number, CartProduct>;
  shopId: number | null;
  gifts: readonly GiftLine[];
  coupon: { reductionType: string; amount: number } | null;
}): CheckoutTotals {
  const lines = [
    ...input.items.flatMap((item) => {
      const product = input.products[item.id];
      if (!product?.available) return [];
      return [
        {
          part: 'product' as const,
          key: `product:${item.id}`,
          name: product.name,
          quantity: item.quantity,
          unitPrice: priceAt(product, input.shopId),
          vat: product.vat,
        },
      ];
    }),
    ...input.gifts.map((gift, i) => ({
      part: 'gift' as const,
      key: `gift:${i}`,
      name: gift.recipientName,
      quantity: 1,
      unitPrice: gift.amount,
      vat: GIFT_VOUCHER_VAT,
    })),
  ];
  return checkoutTotals({ lines, coupon: input.coupon, giftBalance: 0 });
}

/** Lines whose tracked stock at the chosen shop is short of the quantity asked. */
export function shortLines(
  items: readonly CartLineInput[],
  products: Record<number, CartProduct>,
  stock: Record<number, number>,
): number[] {
  return items
    .filter((item) => {
      const product = products[item.id];
      if (!product?.available) return true;
      if (!product.enableStock) return false;
      const left = stock[item.id];
      return left !== undefined && left < item.quantity;
    })
    .map((item) => item.id);
}

/** Tracked lines above what one customer may hold (booker.products.maxPerCustomer, ADR 0010). */
export function overCapLines(
  items: readonly CartLineInput[],
  products: Record<number, CartProduct>,
  cap: number,
): number[] {
  return items.filter((item) => products[item.id]?.enableStock && item.quantity > cap).map((item) => item.id);
}
