import { eshopCartCount, eshopCartTotal, eshopLineTotal, localise, removeFromEshopCart } from '@eclat/domain';
import { Gift, ImageIcon, Trash2 } from 'lucide-react';
import { writeEshopCart } from '../../../lib/cart/eshop-cart-cookie.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { mediaImage } from '../../../lib/media-srcset.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { writeGiftCart } from '../../cart-and-checkout/gift/gift-cart.ts';
import { useShell } from '../use-shell.ts';
import { useEshopCart } from './use-eshop-cart.ts';
import { useGiftCart } from './use-gift-cart.ts';

/**
 * The cart menu's mini-panel (spec §2): each line (image or the default one, name, quantity, line
 * price, remove), the gift vouchers waiting beside it, the total and the way to /panier, or says
 * the cart is empty. Its own chunk, loaded when the menu is about to open (cart-menu.tsx).
 */
export default function CartMenuPanel({ close }: { close: () => void }) {
  const t = useT('shell');
  const { lang, currency } = useShell();
  const cart = useEshopCart();
  const gifts = useGiftCart();
  const count = eshopCartCount(cart) + gifts.length;
  const total = eshopCartTotal(cart) + gifts.reduce((sum, gift) => sum + gift.amount, 0);
  const money = (cents: number) => formatMoney(cents, lang, currency.code);

  return count === 0 ? (
    <p className="px-3 py-4 text-center text-sm text-muted">{t('cartEmpty')}</p>
  ) : (
    <div className="flex flex-col gap-3 p-1">
      <p className="px-2 pt-1 font-heading text-lg">{t('cart')}</p>
      <ul className="flex max-h-[50dvh] flex-col divide-y divide-line overflow-y-auto">
        {cart.items.map((item) => {
          const name = localise(item.name, lang) || `#${item.id}`;
          const image = item.images[0]?.url;
          return (
            <li key={item.id} className="flex items-center gap-3 px-2 py-2">
              {image ? (
                <img
                  {...mediaImage(image, '56px', 240)}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span
                  data-testid="cart-default-image"
                  className="inline-flex size-14 shrink-0 items-center justify-center rounded-lg bg-surface text-muted"
                >
                  <ImageIcon aria-hidden="true" size={22} strokeWidth={1.4} />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{name}</p>
                <p className="text-xs text-muted">{t('cartQuantity', { count: item.quantity })}</p>
              </div>
              <p className="text-sm tabular-nums">{money(eshopLineTotal(item))}</p>
              <button
                type="button"
                aria-label={t('cartRemove', { name })}
                onClick={() => writeEshopCart(removeFromEshopCart(cart, item.id))}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
              >
                <Trash2 aria-hidden="true" size={18} />
              </button>
            </li>
          );
        })}
        {gifts.map((gift) => {
          const name = t('cartGiftLine', { name: gift.recipientName });
          return (
            <li key={gift.key} className="flex items-center gap-3 px-2 py-2" data-testid="cart-menu-gift">
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-lg bg-surface text-muted">
                <Gift aria-hidden="true" size={22} strokeWidth={1.4} />
              </span>
              <p className="min-w-0 flex-1 truncate text-sm font-medium">{name}</p>
              <p className="text-sm tabular-nums">{money(gift.amount)}</p>
              <button
                type="button"
                aria-label={t('cartRemove', { name })}
                onClick={() => writeGiftCart(gifts.filter((line) => line.key !== gift.key))}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
              >
                <Trash2 aria-hidden="true" size={18} />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="flex items-center justify-between border-t border-line px-2 pt-3 font-medium">
        <span>{t('cartTotal')}</span>
        <span className="tabular-nums" data-testid="cart-total">
          {money(total)}
        </span>
      </p>
      <Link to="/panier" onClick={close} className={`${buttonClass.primary} w-full`}>
        {t('cartView')}
      </Link>
    </div>
  );
}
