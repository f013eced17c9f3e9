import { UNLIMITED_STOCK } from '@eclat/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { readEshopCart, writeEshopCart } from '../../../lib/cart/eshop-cart-cookie.ts';
import { useLang, useT } from '../../../lib/i18n/use-lang.ts';
import { inputClass } from '../../../ui/form-field.tsx';
import { Link } from '../../../ui/link.tsx';
import { useMounted } from '../../../ui/use-mounted.ts';
import { useShell } from '../../shell/use-shell.ts';
import { addProductToCart, quantityChoices, quantityInCart, stockLevel } from './add-to-cart.ts';
import type { ProductPageData, StockState } from './eshop-types.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'added'; quantity: number }
  | { kind: 'error'; message: string };

function StockLine({ stock, checking }: { stock: StockState | null; checking: boolean }) {
  const t = useT('discovery');
  if (checking) return <p className="text-sm text-muted">{t('stockChecking')}</p>;
  if (!stock) return <p className="text-sm text-muted">{t('stockUnknown')}</p>;
  const level = stockLevel(stock.stock);
  const text =
    level === 'out' ? t('stockOut') : level === 'low' ? t('stockLow', { count: stock.stock }) : t('stockIn');
  return (
    <p
      data-testid="stock-state"
      data-level={level}
      className={`text-sm font-medium ${level === 'out' ? 'text-muted' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`mr-2 inline-block size-2 rounded-full ${level === 'out' ? 'bg-muted' : 'bg-primary'}`}
      />
      {text}
    </p>
  );
}

/**
 * Pick-up shop, quantity and 'add to cart' (spec §3/§4 e-shop cart cookie). A plain form posted to
 * the page without JavaScript; with it, the browser checks the stock through the API
 * (GET /api/eshop/stock/{id}/{qty}) and writes the cookie itself, and the header follows.
 */
export function AddToCartForm({ product }: { product: ProductPageData }) {
  const t = useT('discovery');
  const lang = useLang();
  const shell = useShell();
  const id = useId();
  const [shopId, setShopId] = useState(product.shopId);
  const [picked, setQuantity] = useState(1);
  const [stock, setStock] = useState(product.stock);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<Status>(
    product.added > 0
      ? { kind: 'added', quantity: product.added }
      : product.addError
        ? { kind: 'error', message: t('quantityUnavailable') }
        : { kind: 'idle' },
  );
  const first = useRef(true);
  const mounted = useMounted();
  const api = { companyToken: shell.token, lang };
  const shop = product.shops.find((s) => s.id === shopId) ?? null;
  const outOfStock = stock !== null && stock.stock <= 0;
  const choices = quantityChoices(stock && stock.stock < UNLIMITED_STOCK ? stock.stock : null);
  // A shop with less stock than the quantity picked brings the quantity down to what it has.
  const quantity = Math.max(1, Math.min(picked, choices.at(-1) ?? 1));

  // The stock of the chosen shop, again when the shop changes (the first paint has the server's).
  // biome-ignore lint/correctness/useExhaustiveDependencies: api is rebuilt each render from stable values
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (shopId === null) return;
    const controller = new AbortController();
    setChecking(true);
    callApi(api, `/api/eshop/stock/${product.id}/1?shopId=${shopId}`, {
      signal: controller.signal,
      authToken: null,
      answer: 'StockAnswerSchema',
    })
      .then((answer) =>
        setStock({ stock: answer.stock, available: answer.available, quantity: answer.quantity }),
      )
      .catch(() => setStock(null))
      .finally(() => setChecking(false));
    return () => controller.abort();
  }, [product.id, shopId]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!shop) return;
    setStatus({ kind: 'busy' });
    const cart = readEshopCart();
    const wanted = (cart.shopId === shop.id ? quantityInCart(cart, product.id) : 0) + quantity;
    try {
      const answer = await callApi(api, `/api/eshop/stock/${product.id}/${wanted}?shopId=${shop.id}`, {
        authToken: null,
        answer: 'StockAnswerSchema',
      });
      if (!answer.available) {
        setStatus({ kind: 'error', message: t('quantityUnavailable') });
        return;
      }
      const image = product.images[0]?.url ?? null;
      writeEshopCart(
        addProductToCart(
          readEshopCart(),
          {
            id: product.id,
            name: product.name,
            price: shop.priceCents,
            image,
            externalId: product.externalId,
          },
          { id: shop.id, externalId: shop.externalId },
          quantity,
          lang,
        ),
      );
      setStatus({ kind: 'added', quantity });
    } catch (error) {
      const message =
        error instanceof BrowserApiError && error.status === 503 ? t('serviceUnavailable') : t('addFailed');
      setStatus({ kind: 'error', message });
    }
  };

  if (product.shops.length === 0) return <p className="text-muted">{t('productNotOffered')}</p>;
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-describedby={`${id}-status`}
      data-testid="add-to-cart"
      data-ready={mounted ? 'true' : 'false'}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-shop`} className="text-sm font-medium">
          {t('pickupShop')}
        </label>
        <select
          id={`${id}-shop`}
          name="shop"
          value={shopId ?? ''}
          onChange={(event) => {
            setShopId(Number(event.target.value));
            setStatus({ kind: 'idle' });
          }}
          className={inputClass}
        >
          {product.shops.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} — {s.price}
            </option>
          ))}
        </select>
      </div>
      <StockLine stock={stock} checking={checking} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-quantity`} className="text-sm font-medium">
            {t('quantity')}
          </label>
          <select
            id={`${id}-quantity`}
            name="quantity"
            value={quantity}
            disabled={outOfStock}
            onChange={(event) => setQuantity(Number(event.target.value))}
            className={`${inputClass} w-24`}
          >
            {(choices.length > 0 ? choices : [1]).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          disabled={outOfStock || status.kind === 'busy'}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-button bg-primary px-6 font-medium text-on-primary shadow-button transition-colors duration-200 hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60 sm:flex-none"
        >
          {status.kind === 'busy' ? t('adding') : t('addToCart')}
        </button>
      </div>
      <div id={`${id}-status`} role="status" aria-live="polite" className="min-h-6 text-sm">
        {status.kind === 'added' ? (
          <p data-testid="added-to-cart" className="flex flex-wrap items-center gap-x-3">
            <span className="font-medium">{t('addedToCart', { count: status.quantity })}</span>
            <Link to="/panier" className="underline underline-offset-4">
              {t('viewCart')}
            </Link>
          </p>
        ) : status.kind === 'error' ? (
          <p className="font-medium">{status.message}</p>
        ) : null}
      </div>
    </form>
  );
}
