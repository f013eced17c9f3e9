import type { EshopCart } from '@eclat/domain';
import { useEffect, useRef, useState } from 'react';
import { BrowserApiError, callApi, errorText } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { AuthPanel } from '../../account/auth/auth-panel.tsx';
import type { SocialKeys } from '../../account/auth/social-identity.ts';
import { useCustomerSession } from '../../account/customer-session.tsx';
import { PaymentStage } from '../checkout/payment-stage.tsx';
import type { CartItemBody, InitializeAnswer, InitializeBody } from '../checkout/payment-types.ts';
import { type GiftLine, giftItem } from '../gift/gift-cart.ts';
import { shortLines } from './cart-totals.ts';
import type { AppliedCoupon } from './codes.tsx';
import { fetchStock } from './stock.ts';
import type { CartProduct } from './types.ts';

/** The payment service's body for the cart: products with their pick-up shop, then vouchers. */
export function initializeBody(input: {
  cart: EshopCart;
  gifts: readonly GiftLine[];
  products: Record<number, CartProduct>;
  coupon: AppliedCoupon | null;
}): InitializeBody {
  const items: CartItemBody[] = [
    ...input.cart.items
      .filter((item) => input.products[item.id]?.available)
      .map((item) => ({ kind: 'product' as const, articleId: item.id, quantity: item.quantity })),
    ...input.gifts.map(giftItem),
  ];
  const hasProducts = items.some((item) => item.kind === 'product');
  return {
    items,
    ...(hasProducts && input.cart.shopId !== null ? { shopId: input.cart.shopId } : {}),
    ...(input.coupon && hasProducts ? { couponCode: input.coupon.code } : {}),
  };
}

/**
 * Paying the cart: signed in first (inline), the stock asked again, then the payment service
 * (initialize) and the company's provider (spec §4).
 */
export function CartCheckout({
  cart,
  gifts,
  products,
  coupon,
  cap,
  blocked,
  blockedReason,
  onStock,
  social = { google: null, facebook: null },
}: {
  cart: EshopCart;
  gifts: GiftLine[];
  products: Record<number, CartProduct>;
  coupon: AppliedCoupon | null;
  cap: number;
  blocked: boolean;
  blockedReason: string | null;
  onStock: (stock: Record<number, number>) => void;
  social?: SocialKeys;
}) {
  const t = useT('journeys');
  const caller = useCaller();
  const session = useCustomerSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [payment, setPayment] = useState<InitializeAnswer | null>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const previousStatus = useRef(session.status);

  // Signed in or registered here: the view and focus go to the pay button (issue 17), not to
  // <body> where the sign-in form was. Not on arrival already signed in (unknown → customer).
  useEffect(() => {
    if (session.status === 'customer' && previousStatus.current === 'guest') {
      payButton.current?.focus({ preventScroll: true });
      payButton.current?.scrollIntoView({ block: 'center', behavior: 'instant' });
    }
    previousStatus.current = session.status;
  }, [session.status]);

  if (payment) return <PaymentStage answer={payment} purpose="cart" />;
  if (session.status === 'unknown') return <p role="status">{t('pleaseWait')}</p>;
  if (session.status !== 'customer') {
    return (
      <div className="flex flex-col gap-3">
        {blockedReason ? <Notice tone="error">{blockedReason}</Notice> : null}
        <p className="text-sm">{t('checkoutSignIn')}</p>
        <AuthPanel social={social} onSignedIn={() => undefined} />
      </div>
    );
  }

  async function pay() {
    setPending(true);
    setError(null);
    try {
      if (cart.shopId !== null && cart.items.length > 0) {
        const fresh = await fetchStock(caller, cart.items, products, cart.shopId);
        onStock(fresh);
        if (shortLines(cart.items, products, fresh).length > 0) {
          setError(t('stockShort'));
          return;
        }
      }
      const answer = await callApi(caller, '/api/payment/initialize', {
        answer: 'PaymentInitializeAnswerSchema',
        method: 'POST',
        body: initializeBody({ cart, gifts, products, coupon }),
      });
      setPayment(answer);
    } catch (failure) {
      if (failure instanceof BrowserApiError && failure.kind === 'stock')
        setError(errorText(failure, t('stockShort')));
      else if (failure instanceof BrowserApiError && failure.kind === 'stock_limit')
        setError(t('stockLimit', { count: cap }));
      else setError(errorText(failure, t('paymentStartFailed')));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {blockedReason ? <Notice tone="error">{blockedReason}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <button
        ref={payButton}
        type="button"
        className={buttonClass.primary}
        disabled={blocked || pending}
        onClick={() => void pay()}
      >
        {pending ? t('pleaseWait') : t('checkout')}
      </button>
      <p className="text-xs text-muted">{t('paymentSecureNote')}</p>
    </div>
  );
}
