import type { EshopCart } from '@eclat/domain';
import { useEffect, useState } from 'react';
import { ESHOP_CART_EVENT, readEshopCart } from '../../../lib/cart/eshop-cart-cookie.ts';
import { useShell } from '../use-shell.ts';

/**
 * The e-shop cart as its cookie holds it: the server's reading first (so the badge is in the
 * HTML), then the browser's, updated whenever an e-shop page writes it or the tab comes back.
 */
export function useEshopCart(): EshopCart {
  const shell = useShell();
  const [cart, setCart] = useState<EshopCart>(shell.cart);
  useEffect(() => {
    if (!shell.eshop) return;
    const read = () => setCart(readEshopCart());
    read();
    window.addEventListener(ESHOP_CART_EVENT, read);
    window.addEventListener('focus', read);
    return () => {
      window.removeEventListener(ESHOP_CART_EVENT, read);
      window.removeEventListener('focus', read);
    };
  }, [shell.eshop]);
  return cart;
}
