import {
  type Article,
  EshopCategoriesAnswerSchema,
  RandomProductsAnswerSchema,
  type Shop,
  StockAnswerSchema,
  StockVerifyAnswerSchema,
} from '@eclat/contracts';
import { parseEshopCart, priceAtShop } from '@eclat/domain';
import { storefrontApi } from '../../../lib/api.server.ts';
import { ESHOP_CART_COOKIE } from '../../../lib/cart/eshop-cart-cookie.ts';
import type { Formatter } from '../../../lib/format.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { notFound } from '../../../lib/storefront-errors.server.ts';
import type { PickupShop, ProductCardData, StockState } from './eshop-types.ts';

/** Spec §5: the e-shop pages exist only when the e-shop is enabled (payment, provider, setting). */
export function requireEshop(storefront: Storefront): void {
  if (!storefront.company.modules?.eshop) throw notFound();
}

export const productPath = (slug: string) => `/boutique/article/${slug}`;

export async function loadEshopCategories(storefront: Storefront) {
  return (await storefrontApi(storefront).get('/api/eshopcategories', EshopCategoriesAnswerSchema))
    .eshopCategories;
}

/** Spec §9 random product picking: `count` products drawn by the API (at a shop when given). */
export async function loadRandomProducts(storefront: Storefront, count: number, shopId: number | null) {
  const query = shopId === null ? { count } : { count, shopId };
  return (
    await storefrontApi(storefront).get('/api/eshop/products/random', RandomProductsAnswerSchema, query)
  ).products;
}

/** GET /api/eshop/stock/{id}/{qty}?shopId (spec §7). */
export async function loadStock(
  storefront: Storefront,
  productId: number,
  quantity: number,
  shopId: number | null,
): Promise<StockState> {
  const answer = await storefrontApi(storefront).get(
    `/api/eshop/stock/${productId}/${quantity}`,
    StockAnswerSchema,
    shopId === null ? {} : { shopId },
  );
  return { stock: answer.stock, available: answer.available, quantity: answer.quantity };
}

/** The product's price at the cart's shop when it has one, else its base price. */
export function productCard(
  product: Article,
  format: Formatter,
  shopId: number | null,
  stocks?: ReadonlyMap<number, number>,
): ProductCardData {
  const own = product.booker.pricesByShops.find((p) => p.boutiqueId === shopId)?.pvTtc;
  const image = product.images[0];
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: image ? { url: format.image(image.url), alt: image.alt || product.name } : null,
    price: format.money(priceAtShop(product.prices, own)),
    href: productPath(product.slug),
    outOfStock: (stocks?.get(product.id) ?? 1) <= 0,
  };
}

/**
 * The stock left of several products (at the cart's shop when one is chosen), in one call per
 * hundred (GET /api/eshop/stock/verify/{ids}/1); products that track no stock answer 999999.
 */
export async function loadStocks(
  storefront: Storefront,
  productIds: readonly number[],
  shopId: number | null,
): Promise<Map<number, number>> {
  const api = storefrontApi(storefront);
  const batches: number[][] = [];
  for (let i = 0; i < productIds.length; i += 100) batches.push(productIds.slice(i, i + 100));
  const answers = await Promise.all(
    batches.map((ids) =>
      api.get(
        `/api/eshop/stock/verify/${ids.join(',')}/1`,
        StockVerifyAnswerSchema,
        shopId === null ? {} : { shopId },
      ),
    ),
  );
  return new Map(answers.flatMap((answer) => answer.items.map((item) => [item.id, item.stock] as const)));
}

/** The shops offering the product (pricesByShops), in the shops' display order. */
export function pickupShops(product: Article, shops: readonly Shop[], format: Formatter): PickupShop[] {
  return shops.flatMap((shop) => {
    const entry = product.booker.pricesByShops.find((p) => p.boutiqueId === shop.id);
    if (!entry) return [];
    return [
      {
        id: shop.id,
        name: shop.publicInfo.name,
        city: shop.publicInfo.address.city,
        priceCents: entry.pvTtc,
        price: format.money(entry.pvTtc),
        externalId: shop.externalId,
      },
    ];
  });
}

/** The shop of the e-shop cart cookie (spec §3), null when none is chosen yet. */
export const cartShopId = (storefront: Storefront): number | null =>
  parseEshopCart(storefront.cookies[ESHOP_CART_COOKIE]).shopId;
