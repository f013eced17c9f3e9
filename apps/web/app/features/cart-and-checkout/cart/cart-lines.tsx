import { type EshopCart, eshopLineTotal } from '@eclat/domain';
import { Gift, ImageIcon, Minus, Plus, Trash2 } from 'lucide-react';
import { formatLongDate, formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { mediaImage } from '../../../lib/media-srcset.ts';
import { useShell } from '../../shell/use-shell.ts';
import type { GiftLine } from '../gift/gift-cart.ts';
import { type CartProduct, priceAt } from './types.ts';

const round =
  'inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-primary disabled:opacity-40';

/** The cart's lines: products (quantity, remove, stock) and gift vouchers (remove). */
export function CartLines({
  cart,
  products,
  stock,
  cap,
  gifts,
  onQuantity,
  onRemoveGift,
}: {
  cart: EshopCart;
  products: Record<number, CartProduct>;
  stock: Record<number, number>;
  /** Pieces of one tracked product a customer may hold while paying. */
  cap: number;
  gifts: GiftLine[];
  onQuantity: (id: number, quantity: number) => void;
  onRemoveGift: (key: string) => void;
}) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const money = (cents: number) => formatMoney(cents, lang, currency.code);
  return (
    <ul
      className="flex flex-col divide-y divide-line rounded-2xl border border-line"
      data-testid="cart-lines"
    >
      {cart.items.map((item) => {
        const product = products[item.id];
        const name = product?.name || item.name[lang] || item.name.fr || `#${item.id}`;
        const price = product ? priceAt(product, cart.shopId) : item.price;
        const left = product?.enableStock ? stock[item.id] : undefined;
        const capped = product?.enableStock === true && item.quantity >= cap;
        const image = product?.image ?? item.images[0]?.url ?? null;
        return (
          <li key={item.id} className="flex gap-4 p-4" data-testid="cart-product">
            {image ? (
              <img
                {...mediaImage(image, '64px', 240)}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-lg object-cover"
              />
            ) : (
              <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-lg bg-surface text-muted">
                <ImageIcon aria-hidden="true" size={24} />
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium">{name}</p>
                  <p className="text-sm text-muted">{money(price)}</p>
                  {product && !product.available ? (
                    <p className="text-sm font-medium">{t('productGone')}</p>
                  ) : left !== undefined && left < item.quantity ? (
                    <p className="text-sm font-medium">
                      {left <= 0 ? t('outOfStock') : t('onlyLeft', { count: left })}
                    </p>
                  ) : capped ? (
                    <p className={item.quantity > cap ? 'text-sm font-medium' : 'text-sm text-muted'}>
                      {t('perCustomerMax', { count: cap })}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
                  aria-label={t('removeNamed', { name })}
                  onClick={() => onQuantity(item.id, 0)}
                >
                  <Trash2 aria-hidden="true" size={18} />
                </button>
              </div>
              <div className="flex items-center justify-between gap-3">
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    className={round}
                    aria-label={t('lessOf', { name })}
                    onClick={() => onQuantity(item.id, item.quantity - 1)}
                  >
                    {item.quantity > 1 ? (
                      <Minus aria-hidden="true" size={16} />
                    ) : (
                      <Trash2 aria-hidden="true" size={16} />
                    )}
                  </button>
                  <span className="w-8 text-center tabular-nums" data-testid="cart-quantity">
                    <span className="sr-only">{t('quantityOf', { name, count: item.quantity })}</span>
                    <span aria-hidden="true">{item.quantity}</span>
                  </span>
                  <button
                    type="button"
                    className={round}
                    aria-label={t('moreOf', { name })}
                    disabled={item.quantity >= 99 || capped || (left !== undefined && item.quantity >= left)}
                    onClick={() => onQuantity(item.id, item.quantity + 1)}
                  >
                    <Plus aria-hidden="true" size={16} />
                  </button>
                </div>
                <p className="font-medium tabular-nums">
                  {money(eshopLineTotal({ quantity: item.quantity, price }))}
                </p>
              </div>
            </div>
          </li>
        );
      })}
      {gifts.map((gift) => (
        <li key={gift.key} className="flex items-center gap-3 p-4 sm:gap-4" data-testid="cart-gift">
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-lg bg-surface">
            <Gift aria-hidden="true" size={24} />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium">{t('giftLine', { name: gift.recipientName })}</p>
            <p className="text-sm text-muted">
              {gift.themeName ? `${gift.themeName} · ` : ''}
              {gift.sendAt
                ? t('giftSendOn', { day: formatLongDate(gift.sendAt, locale, 'Europe/Paris') })
                : t('giftSendNow')}
            </p>
          </div>
          <p className="shrink-0 text-right font-medium tabular-nums">{money(gift.amount)}</p>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
            aria-label={t('removeNamed', { name: t('giftLine', { name: gift.recipientName }) })}
            onClick={() => onRemoveGift(gift.key)}
          >
            <Trash2 aria-hidden="true" size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
