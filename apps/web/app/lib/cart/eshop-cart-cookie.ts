// Spec §3/§4: the e-shop cart is kept in a cookie (format: serializeEshopCart of
// packages/domain, URI-encoded by the cookie helpers). The header reads it; the e-shop pages
// write it through writeEshopCart so that every open view updates.
import { type EshopCart, parseEshopCart, serializeEshopCart } from '@eclat/domain';
import { readBrowserCookie, writeBrowserCookie } from '../cookies.ts';

export const ESHOP_CART_COOKIE = 'eshop_cart';
/** The cart survives a closed tab for a month, like the sign-in. */
export const ESHOP_CART_MAX_AGE = 30 * 24 * 60 * 60;
/** Dispatched on window after every write, so the header badge and panels follow. */
export const ESHOP_CART_EVENT = 'eclat:eshop-cart';

export function readEshopCart(): EshopCart {
  return parseEshopCart(readBrowserCookie(ESHOP_CART_COOKIE));
}

export function writeEshopCart(cart: EshopCart): void {
  writeBrowserCookie(ESHOP_CART_COOKIE, serializeEshopCart(cart), { maxAge: ESHOP_CART_MAX_AGE });
  window.dispatchEvent(new CustomEvent(ESHOP_CART_EVENT));
}
