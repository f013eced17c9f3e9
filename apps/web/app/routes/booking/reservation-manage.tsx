import { loadManagedBooking } from '../../features/booking/manage/manage.server.ts';
import { ManagedBookingView } from '../../features/booking/manage/managed-booking.tsx';
import { translate } from '../../lib/i18n/translate.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/reservation-manage.ts';

/** /reservation/manage/{token} (issue 20): the booking a manage link opens, without sign-in. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const page = await loadManagedBooking(storefront, params.token);
  return {
    ...page,
    token: params.token,
    title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'manageTitle')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

export default function ReservationManage({ loaderData }: Route.ComponentProps) {
  return (
    <ManagedBookingView
      managed={loaderData.managed}
      shop={loaderData.shop}
      now={loaderData.now}
      token={loaderData.token}
    />
  );
}
