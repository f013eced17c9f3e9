import { BookingConfirmation } from '../../features/booking/booking-confirmation.tsx';
import { BookingBreadcrumb } from '../../features/booking/booking-steps.tsx';
import { loadBookedOrder } from '../../features/booking/confirmation.server.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/reservation-confirmation.ts';

/** The confirmation of a booking confirmed at once (no payment): the customer's own order only. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const booked = await loadBookedOrder(storefront, request, params.orderId);
  return {
    ...booked,
    title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'confirmedTitle')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

export default function ReservationConfirmation({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-5 pt-6 pb-24 sm:pt-10">
      <BookingBreadcrumb current="confirmation" />
      <BookingConfirmation
        order={loaderData.order}
        shop={loaderData.shop}
        noticeHours={loaderData.noticeHours}
        now={loaderData.now}
      />
    </main>
  );
}
