import { eshopCartCount } from '@eclat/domain';
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { Badge } from '../../../ui/badge.tsx';
import { iconButtonClass } from '../../../ui/icon-button.ts';
import { Popover } from '../../../ui/popover.tsx';
import { useEshopCart } from './use-eshop-cart.ts';
import { useGiftCart } from './use-gift-cart.ts';

// The panel's lines, removal and totals come when the menu is about to open (issue 19: not in
// every page's first script); pointing at or focusing the button starts loading it.
const loadPanel = () => import('./cart-menu-panel.tsx');
const CartMenuPanel = lazy(loadPanel);

/**
 * The cart menu (spec §2): only with the e-shop; a badge with the number of items when the cart
 * is not empty; the mini-panel (cart-menu-panel.tsx) lists the lines, the gift vouchers, the
 * total and the way to /panier, or says the cart is empty.
 */
export function CartMenu() {
  const t = useT('shell');
  const cart = useEshopCart();
  const gifts = useGiftCart();
  const count = eshopCartCount(cart) + gifts.length;

  return (
    <div className="contents" onPointerEnter={() => void loadPanel()} onFocusCapture={() => void loadPanel()}>
      <Popover
        label={count > 0 ? t('cartWithCount', { count }) : t('cart')}
        triggerClassName={iconButtonClass}
        panelClassName="w-[min(22rem,calc(100vw-1.5rem))]"
        trigger={
          <>
            <ShoppingBag aria-hidden="true" size={22} strokeWidth={1.6} />
            {count > 0 ? <Badge>{count > 99 ? '99+' : count}</Badge> : null}
          </>
        }
      >
        {(close) => (
          <Suspense fallback={<p className="px-3 py-4 text-center text-sm text-muted">{t('loading')}</p>}>
            <CartMenuPanel close={close} />
          </Suspense>
        )}
      </Popover>
    </div>
  );
}
