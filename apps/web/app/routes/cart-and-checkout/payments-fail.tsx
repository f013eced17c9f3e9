import { data, redirect } from 'react-router';
import { outcomeKind } from '../../features/cart-and-checkout/checkout/outcome.ts';
import {
  loadPaymentReturn,
  paymentNotFound,
} from '../../features/cart-and-checkout/checkout/payment.server.ts';
import {
  PaymentNotFound,
  PaymentNotPaid,
} from '../../features/cart-and-checkout/checkout/payment-outcome.tsx';
import { localisePath } from '../../lib/i18n/lang-path.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/payments-fail.ts';

/**
 * /payments/fail (spec §2): the provider sent the visitor back without a payment. The cart is
 * asked anyway: a payment that went through after all shows its success page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const found = await loadPaymentReturn(storefront, request);
  if (!found) return paymentNotFound(storefront);
  const { cartId, outcome } = found;
  const kind = outcomeKind(outcome.status);
  const back = outcome.bookingOrder ? ('booking' as const) : ('cart' as const);
  if (kind === 'paid') {
    const page = back === 'booking' ? 'rdvcheck' : 'success';
    throw redirect(localisePath(`/payments/${page}?cartId=${encodeURIComponent(cartId)}`, storefront.lang));
  }
  return data(
    // Still open when the provider said no: it stays open until it expires, so say it failed.
    {
      kind: kind === 'pending' ? ('failed' as const) : kind,
      back,
      title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'paymentNotPaidTitle')),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

export default function PaymentsFail({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-5 pt-8 pb-24 sm:pt-12">
      {loaderData.kind === 'unknown' ? (
        <PaymentNotFound eshopOrders={loaderData.eshop} />
      ) : (
        <PaymentNotPaid kind={loaderData.kind} back={loaderData.back} />
      )}
    </main>
  );
}
