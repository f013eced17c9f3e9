import { data, redirect } from 'react-router';
import {
  type OutcomeKind,
  outcomeKind,
  type PaymentOutcome,
} from '../../features/cart-and-checkout/checkout/outcome.ts';
import {
  loadPaymentReturn,
  paymentNotFound,
} from '../../features/cart-and-checkout/checkout/payment.server.ts';
import {
  PaymentNotFound,
  PaymentNotPaid,
  PaymentReceipt,
  usePaidCart,
} from '../../features/cart-and-checkout/checkout/payment-outcome.tsx';
import { localisePath } from '../../lib/i18n/lang-path.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/payments-success.ts';

/** /payments/success (spec §2): the return after paying a cart; a booking goes to rdvcheck. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const found = await loadPaymentReturn(storefront, request);
  if (!found) return paymentNotFound(storefront);
  const { cartId, outcome } = found;
  if (outcome.bookingOrder) {
    throw redirect(localisePath(`/payments/rdvcheck?cartId=${encodeURIComponent(cartId)}`, storefront.lang));
  }
  return data(
    {
      outcome,
      kind: outcomeKind(outcome.status),
      title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'paymentThanksTitle')),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

export default function PaymentsSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-5 pt-8 pb-24 sm:pt-12">
      {loaderData.kind === 'unknown' ? (
        <PaymentNotFound eshopOrders={loaderData.eshop} />
      ) : (
        <CartOutcome outcome={loaderData.outcome} kind={loaderData.kind} />
      )}
    </main>
  );
}

function CartOutcome({ outcome, kind }: { outcome: PaymentOutcome; kind: OutcomeKind }) {
  usePaidCart(outcome, kind, 'cart');
  return kind === 'paid' ? <PaymentReceipt outcome={outcome} /> : <PaymentNotPaid kind={kind} back="cart" />;
}
