import { useEffect, useRef } from 'react';
import { data } from 'react-router';
import { BookingConfirmation } from '../../features/booking/booking-confirmation.tsx';
import { BookingBreadcrumb } from '../../features/booking/booking-steps.tsx';
import { type BookedOrder, loadBookedOrder } from '../../features/booking/confirmation.server.ts';
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
  usePaidCart,
} from '../../features/cart-and-checkout/checkout/payment-outcome.tsx';
import { useTracking } from '../../features/shell/integrations/tracking.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/payments-rdvcheck.ts';

/**
 * /payments/rdvcheck (spec §2): the return after paying an appointment. It confirms the booking
 * (the payment service asks the provider) or says why not.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const found = await loadPaymentReturn(storefront, request);
  if (!found) return paymentNotFound(storefront);
  const { outcome } = found;
  const kind = outcomeKind(outcome.status);
  const booked =
    kind === 'paid' && outcome.bookingOrder
      ? await loadBookedOrder(storefront, request, String(outcome.bookingOrder.id))
      : null;
  const titleKey = kind === 'paid' ? 'confirmedTitle' : 'paymentNotPaidTitle';
  return data(
    { outcome, kind, booked, title: pageTitle(storefront, translate(storefront.lang, 'journeys', titleKey)) },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

export default function PaymentsRdvcheck({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-5 pt-6 pb-24 sm:pt-10">
      {loaderData.kind === 'unknown' ? (
        <PaymentNotFound eshopOrders={loaderData.eshop} />
      ) : (
        <BookingReturn outcome={loaderData.outcome} kind={loaderData.kind} booked={loaderData.booked} />
      )}
    </main>
  );
}

function BookingReturn({
  outcome,
  kind,
  booked,
}: {
  outcome: PaymentOutcome;
  kind: OutcomeKind;
  booked: BookedOrder | null;
}) {
  const { track } = useTracking();
  const tracked = useRef(false);
  usePaidCart(outcome, kind, 'booking');
  useEffect(() => {
    if (kind !== 'paid' || !booked || tracked.current) return;
    tracked.current = true;
    track('sb_booking', {
      order_id: booked.order.id,
      shop_id: booked.order.shop.id,
      value: booked.order.total / 100,
    });
  }, [kind, booked, track]);
  return kind === 'paid' && booked ? (
    <>
      <BookingBreadcrumb current="confirmation" />
      <BookingConfirmation
        order={booked.order}
        shop={booked.shop}
        noticeHours={booked.noticeHours}
        now={booked.now}
      />
    </>
  ) : (
    <PaymentNotPaid kind={kind} back="booking" />
  );
}
