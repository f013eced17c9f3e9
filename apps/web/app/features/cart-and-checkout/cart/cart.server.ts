// The cart page's data (issue 8 /panier): the products of the e-shop cookie as the catalogue has
// them now (names, prices per shop, stock tracking), the pick-up shops, and the stock of each line
// at the chosen shop, so that the first paint is right.
import { ArticleAnswerSchema, isNotFound, StockAnswerSchema } from '@eclat/contracts';
import { maxPerCustomer, parseEshopCart } from '@eclat/domain';
import { storefrontApi } from '../../../lib/api.server.ts';
import { ESHOP_CART_COOKIE } from '../../../lib/cart/eshop-cart-cookie.ts';
import { serverConfig } from '../../../lib/config.server.ts';
import { toWebUrl } from '../../../lib/media-url.ts';
import { loadShopsOrWait } from '../../../lib/shops.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import type { CartProduct, PickupShop } from './types.ts';

export async function loadCartPage(storefront: Storefront) {
  const api = storefrontApi(storefront);
  const { apiUrl } = serverConfig();
  const eshop = storefront.company.modules?.eshop ?? false;
  const cart = eshop ? parseEshopCart(storefront.cookies[ESHOP_CART_COOKIE]) : parseEshopCart(null);

  const [companyShops, articles] = await Promise.all([
    eshop ? loadShopsOrWait(storefront) : Promise.resolve([]),
    Promise.all(
      cart.items.map(async (item) => {
        try {
          return (await api.get(`/api/articles/${item.id}`, ArticleAnswerSchema)).article;
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      }),
    ),
  ]);

  const products: Record<number, CartProduct> = {};
  for (const [i, article] of articles.entries()) {
    const item = cart.items[i];
    if (!item) continue;
    products[item.id] = article
      ? {
          id: article.id,
          name: article.name,
          slug: article.slug,
          image: article.images[0] ? toWebUrl(article.images[0].url, apiUrl) : null,
          vat: article.booker.vat || article.vat,
          enableStock: article.booker.enableStock,
          prices: {
            base: article.prices,
            byShop: Object.fromEntries(article.booker.pricesByShops.map((p) => [p.boutiqueId, p.pvTtc])),
          },
          available: article.type === 2 && !article.draft,
        }
      : {
          id: item.id,
          name: '',
          slug: '',
          image: null,
          vat: 0,
          enableStock: true,
          prices: { base: item.price, byShop: {} },
          available: false,
        };
  }

  // Spec §5: stock is checked only when tracked; the chosen shop's stock for each line.
  const stock: Record<number, number> = {};
  if (cart.shopId !== null) {
    await Promise.all(
      cart.items.map(async (item) => {
        if (!products[item.id]?.available || !products[item.id]?.enableStock) return;
        try {
          const answer = await api.get(`/api/eshop/stock/${item.id}/${item.quantity}`, StockAnswerSchema, {
            shopId: cart.shopId,
          });
          stock[item.id] = answer.stock;
        } catch (error) {
          console.error(`[storefront] stock of product ${item.id} could not be read:`, error);
        }
      }),
    );
  }

  const shops: PickupShop[] = companyShops.map((shop) => ({
    id: shop.id,
    name: shop.publicInfo.name,
    city: shop.publicInfo.address.city,
  }));
  return {
    eshop,
    giftActive: storefront.company.giftActive,
    products,
    stock,
    shops,
    maxPerCustomer: maxPerCustomer(storefront.company.booker.products.maxPerCustomer),
  };
}
