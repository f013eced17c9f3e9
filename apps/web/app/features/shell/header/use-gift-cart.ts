import { useEffect, useState } from 'react';
import { GIFT_CART_EVENT, type GiftLine, readGiftCart } from '../../cart-and-checkout/gift/gift-cart.ts';

/**
 * The gift vouchers waiting in the cart (local storage, beside the e-shop cookie): none in the
 * server's HTML, read once the page runs and again when /gift or /panier changes them, another
 * tab does (storage event) or the tab comes back.
 */
export function useGiftCart(): GiftLine[] {
  const [lines, setLines] = useState<GiftLine[]>([]);
  useEffect(() => {
    const read = () => setLines(readGiftCart());
    read();
    window.addEventListener(GIFT_CART_EVENT, read);
    window.addEventListener('storage', read);
    window.addEventListener('focus', read);
    return () => {
      window.removeEventListener(GIFT_CART_EVENT, read);
      window.removeEventListener('storage', read);
      window.removeEventListener('focus', read);
    };
  }, []);
  return lines;
}
