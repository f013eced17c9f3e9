import type { Lang } from '@eclat/contracts/langs';
import { addToEshopCart, type EshopCart, selectEshopShop, UNLIMITED_STOCK } from '@eclat/domain';

// Adding a product to the e-shop cart (spec §3, §4), the same in the browser and in the form
// action of the page without JavaScript: the domain's cart functions, the cookie format of
// lib/cart/eshop-cart-cookie.ts.

export type CartProduct = {
  id: number;
  name: string;
  /** Cents at the chosen shop. */
  price: number;
  image: string | null;
  externalId: string | null;
};

export type CartShop = { id: number; externalId: string | null };

/** How many pieces of a product the cart already holds. */
export const quantityInCart = (cart: EshopCart, productId: number): number =>
  cart.items.find((item) => item.id === productId)?.quantity ?? 0;

/**
 * The cart with `quantity` more pieces, collected at `shop`: choosing another shop keeps the
 * lines (spec §4 empties the cart only when no shop is chosen).
 */
export function addProductToCart(
  cart: EshopCart,
  product: CartProduct,
  shop: CartShop,
  quantity: number,
  lang: Lang,
): EshopCart {
  const inShop = cart.shopId === shop.id ? cart : selectEshopShop(cart, shop.id);
  return addToEshopCart(
    inShop,
    {
      id: product.id,
      name: { [lang]: product.name },
      price: product.price,
      images: product.image ? [{ url: product.image }] : [],
      abId: product.externalId,
      abIdShop: shop.externalId,
    },
    quantity,
  );
}

/** Quantities a visitor may pick: 1 to 10, never more than the stock (unlimited: 10). */
export function quantityChoices(stock: number | null): number[] {
  const max = stock === null || stock >= UNLIMITED_STOCK ? 10 : Math.min(10, Math.max(0, stock));
  return Array.from({ length: max }, (_, i) => i + 1);
}

export type StockLevel = 'in-stock' | 'low' | 'out';
export const LOW_STOCK = 5;

/** What the stock shows: out at 0, low up to 5 pieces, in stock otherwise (unlimited included). */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  if (stock <= LOW_STOCK) return 'low';
  return 'in-stock';
}
