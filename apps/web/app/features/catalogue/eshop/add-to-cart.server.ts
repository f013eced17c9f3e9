import { parseEshopCart, serializeEshopCart } from '@eclat/domain';
import { redirect } from 'react-router';
import { ESHOP_CART_COOKIE, ESHOP_CART_MAX_AGE } from '../../../lib/cart/eshop-cart-cookie.ts';
import { serverConfig } from '../../../lib/config.server.ts';
import { serializeCookie } from '../../../lib/cookies.ts';
import { formatter } from '../../../lib/format.ts';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { loadArticleBySlug, loadShops } from '../catalogue.server.ts';
import { addProductToCart, quantityInCart } from './add-to-cart.ts';
import { loadStock, pickupShops, productPath } from './eshop.server.ts';

/**
 * The product page's form action, for visitors without JavaScript (the browser adds to the
 * cart itself otherwise): checks the stock of what the cart would hold, writes the cart cookie,
 * and comes back to the product page saying what happened.
 */
export async function addToCartAction(
  storefront: Storefront,
  slug: string,
  form: FormData,
): Promise<Response> {
  const product = await loadArticleBySlug(storefront, slug);
  const back = (query: string) =>
    redirect(`${localisePath(productPath(product.slug), storefront.lang)}?${query}`);
  const quantity = Number(form.get('quantity'));
  const shopId = Number(form.get('shop'));
  const format = formatter(storefront, serverConfig().apiUrl);
  const shops = pickupShops(product, await loadShops(storefront), format);
  const shop = shops.find((s) => s.id === shopId);
  if (!shop || !Number.isInteger(quantity) || quantity < 1 || quantity > 99) return back('error=1');
  const cart = parseEshopCart(storefront.cookies[ESHOP_CART_COOKIE]);
  const wanted = (cart.shopId === shop.id ? quantityInCart(cart, product.id) : 0) + quantity;
  const stock = await loadStock(storefront, product.id, wanted, shop.id);
  if (!stock.available) return back(`error=1&shop=${shop.id}`);
  const next = addProductToCart(
    cart,
    {
      id: product.id,
      name: product.name,
      price: shop.priceCents,
      image: product.images[0] ? format.image(product.images[0].url) : null,
      externalId: product.externalId,
    },
    { id: shop.id, externalId: shop.externalId },
    quantity,
    storefront.lang,
  );
  const response = back(`added=${quantity}&shop=${shop.id}`);
  response.headers.append(
    'set-cookie',
    serializeCookie(ESHOP_CART_COOKIE, serializeEshopCart(next), { maxAge: ESHOP_CART_MAX_AGE }),
  );
  return response;
}
