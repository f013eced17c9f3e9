import type { ImageData } from '../services/service-types.ts';

export type ProductCardData = {
  id: number;
  slug: string;
  name: string;
  image: ImageData | null;
  price: string;
  href: string;
  /** Nothing left to buy (at the cart's shop when one is chosen): the list says so (issue 17). */
  outOfStock: boolean;
};

export type EshopCategoryData = { slug: string; name: string; href: string };

/** A shop the product can be collected at, with the product's price there. */
export type PickupShop = {
  id: number;
  name: string;
  city: string;
  priceCents: number;
  price: string;
  externalId: string | null;
};

/** Stock as the page shows it (spec §5/§9: 999999 means not tracked). */
export type StockState = { stock: number; available: boolean; quantity: number };

export type ProductPageData = {
  id: number;
  slug: string;
  name: string;
  description: string[];
  images: ImageData[];
  externalId: string | null;
  shops: PickupShop[];
  /** The pick-up shop: the cart's, else the first offering the product. */
  shopId: number | null;
  /** Stock of 1 piece at that shop, checked on the server for the first paint. */
  stock: StockState | null;
  picks: ProductCardData[];
  /** The product was just added (the page without JavaScript comes back with ?added=n). */
  added: number;
  /** An add that could not be done (quantity out of stock), for the page without JavaScript. */
  addError: boolean;
};
