import { type EshopCart, selectEshopShop, setEshopCartQuantity } from '@eclat/domain';
import { useEffect, useState } from 'react';
import { ESHOP_CART_EVENT, readEshopCart, writeEshopCart } from '../../../lib/cart/eshop-cart-cookie.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { inputClass } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import type { SocialKeys } from '../../account/auth/social-identity.ts';
import { useShell } from '../../shell/use-shell.ts';
import { GIFT_CART_EVENT, type GiftLine, readGiftCart, writeGiftCart } from '../gift/gift-cart.ts';
import { CartCheckout } from './cart-checkout.tsx';
import { CartLines } from './cart-lines.tsx';
import { cartTotals, overCapLines, shortLines } from './cart-totals.ts';
import { type AppliedCoupon, CouponField, GiftCodeField } from './codes.tsx';
import { fetchStock } from './stock.ts';
import type { CartProduct, PickupShop } from './types.ts';

/** Spec §4, §9: the cart's previous content is loaded about 100 ms after start. */
const PREVIOUS_CONTENT_DELAY_MS = 100;

export type CartPageProps = {
  eshop: boolean;
  giftActive: boolean;
  products: Record<number, CartProduct>;
  stock: Record<number, number>;
  shops: PickupShop[];
  social: SocialKeys;
  /** Pieces of one product a customer may hold while paying (booker.products.maxPerCustomer). */
  maxPerCustomer: number;
};

/**
 * /panier (issue 8): the e-shop cart of the cookie (quantities, remove, pick-up shop: none selected
 * empties it) and the gift vouchers, a coupon, a voucher code, the totals with VAT, the checkout.
 */
export function CartPage(props: CartPageProps) {
  const t = useT('journeys');
  const shell = useShell();
  const { lang, currency } = shell;
  const [cart, setCart] = useState<EshopCart>(shell.cart);
  const [gifts, setGifts] = useState<GiftLine[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [stock, setStock] = useState(props.stock);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);

  useEffect(() => {
    const read = () => {
      setCart(readEshopCart());
      setGifts(readGiftCart());
      setLoaded(true);
    };
    const timer = window.setTimeout(read, PREVIOUS_CONTENT_DELAY_MS);
    window.addEventListener(ESHOP_CART_EVENT, read);
    window.addEventListener(GIFT_CART_EVENT, read);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(ESHOP_CART_EVENT, read);
      window.removeEventListener(GIFT_CART_EVENT, read);
    };
  }, []);

  // The stock shown follows the pick-up shop and the quantities.
  const caller = useCaller();
  const stockKey = `${cart.shopId}|${cart.items.map((item) => `${item.id}:${item.quantity}`).join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: stockKey stands for the shop and the lines
  useEffect(() => {
    if (!loaded || cart.shopId === null) return;
    let cancelled = false;
    fetchStock(caller, cart.items, props.products, cart.shopId)
      .then((fresh) => {
        if (!cancelled) setStock((current) => ({ ...current, ...fresh }));
      })
      .catch((error: unknown) => console.warn('[storefront] stock could not be read', error));
    return () => {
      cancelled = true;
    };
  }, [stockKey, loaded]);

  const update = (next: EshopCart) => {
    setCart(next);
    writeEshopCart(next);
    setCoupon(null);
  };
  const totals = cartTotals({
    items: cart.items,
    products: props.products,
    shopId: cart.shopId,
    gifts,
    coupon,
  });
  const productsAmount = totals.parts.product.subtotal;
  const short = shortLines(cart.items, props.products, stock);
  const overCap = overCapLines(cart.items, props.products, props.maxPerCustomer);
  const empty = cart.items.length === 0 && gifts.length === 0;
  const money = (cents: number) => formatMoney(cents, lang, currency.code);

  if (empty) {
    return (
      <div className="flex flex-col items-start gap-4" data-testid="cart-empty">
        <p className="text-lg">{loaded ? t('cartEmptyTitle') : t('pleaseWait')}</p>
        {loaded ? (
          <div className="flex flex-wrap gap-3">
            {props.eshop ? (
              <Link to="/boutique" className={buttonClass.primary}>
                {t('browseShop')}
              </Link>
            ) : null}
            {props.giftActive ? (
              <Link to="/gift" className={buttonClass.outline}>
                {t('offerGift')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      data-cart-ready={loaded ? 'true' : 'false'}
    >
      <div className="flex min-w-0 flex-col gap-6">
        <CartLines
          cart={cart}
          products={props.products}
          stock={stock}
          cap={props.maxPerCustomer}
          gifts={gifts}
          onQuantity={(id, quantity) => update(setEshopCartQuantity(cart, id, quantity))}
          onRemoveGift={(key) => {
            const next = gifts.filter((g) => g.key !== key);
            setGifts(next);
            writeGiftCart(next);
          }}
        />
        {cart.items.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="pickup-shop" className="text-sm font-medium">
              {t('pickupShop')}
            </label>
            <select
              id="pickup-shop"
              className={`${inputClass} max-w-md`}
              value={cart.shopId ?? ''}
              aria-describedby="pickup-shop-hint"
              // A pick-up choice never empties the cart: there is no "no shop" to choose (issue 17).
              onChange={(event) => {
                if (event.target.value) update(selectEshopShop(cart, Number(event.target.value)));
              }}
            >
              {cart.shopId === null ? (
                <option value="" disabled>
                  {t('pickupChoose')}
                </option>
              ) : null}
              {props.shops.map((shop) => (
                <option key={shop.id} value={shop.id}>
                  {shop.name} — {shop.city}
                </option>
              ))}
            </select>
            <p id="pickup-shop-hint" className="text-xs text-muted">
              {t('pickupHint')}
            </p>
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {cart.items.length > 0 ? (
            <CouponField productsAmount={productsAmount} applied={coupon} onApplied={setCoupon} />
          ) : null}
          <GiftCodeField />
        </div>
      </div>
      <aside
        aria-labelledby="totals-heading"
        className="flex flex-col gap-4 self-start rounded-2xl border border-line p-5 lg:sticky lg:top-24"
      >
        <h2 id="totals-heading" className="font-heading text-xl">
          {t('summaryTitle')}
        </h2>
        <dl className="flex flex-col gap-2 text-sm">
          {totals.parts.product.subtotal > 0 ? (
            <div className="flex justify-between">
              <dt>{t('productsSubtotal')}</dt>
              <dd className="tabular-nums">{money(totals.parts.product.subtotal)}</dd>
            </div>
          ) : null}
          {totals.parts.gift.subtotal > 0 ? (
            <div className="flex justify-between">
              <dt>{t('giftsSubtotal')}</dt>
              <dd className="tabular-nums">{money(totals.parts.gift.subtotal)}</dd>
            </div>
          ) : null}
          {totals.discount > 0 ? (
            <div className="flex justify-between">
              <dt>{t('discount')}</dt>
              <dd className="tabular-nums">−{money(totals.discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-line pt-2 text-base font-medium">
            <dt>{t('totalInclVat')}</dt>
            <dd className="tabular-nums" data-testid="cart-page-total">
              {money(totals.total)}
            </dd>
          </div>
          {totals.vatLines
            .filter((line) => line.vat > 0)
            .map((line) => (
              <div key={line.rate} className="flex justify-between text-xs text-muted">
                <dt>{t('vatIncluded', { rate: line.rate })}</dt>
                <dd className="tabular-nums">{money(line.vat)}</dd>
              </div>
            ))}
        </dl>
        <CartCheckout
          cart={cart}
          gifts={gifts}
          products={props.products}
          coupon={coupon}
          cap={props.maxPerCustomer}
          blocked={short.length > 0 || overCap.length > 0 || (cart.items.length > 0 && cart.shopId === null)}
          blockedReason={
            cart.items.length > 0 && cart.shopId === null
              ? t('pickupRequired')
              : short.length > 0
                ? t('stockShort')
                : overCap.length > 0
                  ? t('stockLimit', { count: props.maxPerCustomer })
                  : null
          }
          onStock={(fresh) => setStock((s) => ({ ...s, ...fresh }))}
          social={props.social}
        />
      </aside>
    </div>
  );
}
