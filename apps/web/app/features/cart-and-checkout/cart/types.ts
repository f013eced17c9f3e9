/** A product of the cart as the catalogue has it now (the cookie's copy may be older). */
export type CartProduct = {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  /** Whole percent. */
  vat: number;
  /** Spec §5: stock checked only when set. */
  enableStock: boolean;
  /** Cents, VAT included: the shop's price (pvTtc) or the base price. */
  prices: { base: number; byShop: Record<number, number> };
  /** Still a published product (a deleted or drafted one cannot be bought). */
  available: boolean;
};

export type PickupShop = { id: number; name: string; city: string };

export const priceAt = (product: CartProduct, shopId: number | null): number =>
  shopId === null ? product.prices.base : (product.prices.byShop[shopId] ?? product.prices.base);
