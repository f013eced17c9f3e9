import { data } from 'react-router';
import { socialKeys } from '../../features/account/auth/social-keys.server.ts';
import { BookingFlow } from '../../features/booking/booking-flow.tsx';
import { loadReservation } from '../../features/booking/reservation.server.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { notFound } from '../../lib/storefront-errors.server.ts';
import { TIMES_PARSED_ID } from '../../ui/time-chips.tsx';
import type { Route } from './+types/reservation.ts';

/** /reservation?service={id}&shop={shopId?} (issue 8): the service, its shops and this week's times. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const reservation = await loadReservation(storefront, new URL(request.url));
  if (!reservation) throw notFound();
  const title = reservation.service
    ? translate(storefront.lang, 'journeys', 'bookingTitleFor', { name: reservation.service.name })
    : translate(storefront.lang, 'journeys', 'bookingTitle');
  return data(
    {
      ...reservation,
      title: pageTitle(storefront, title),
      heading: title,
      social: socialKeys(storefront.company),
    },
    // Free times change by the minute: never from a cache.
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

/**
 * The first paint holds until this week's free times are parsed (the loader put them in the
 * document): one frame with the times rather than the heading and the calendar, then the times
 * (issue 19). Where the week has no times, the marker is absent and the paint waits for the
 * document's end, a few kilobytes later. Ignored once the document is parsed (in-app navigations).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'expect', href: `#${TIMES_PARSED_ID}`, blocking: 'render' },
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

export default function Reservation({ loaderData }: Route.ComponentProps) {
  const t = useT('journeys');
  const { heading, title: _title, ...flow } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-site px-5 pt-6 pb-24 sm:pt-10">
      <p className="text-sm text-muted">{t('bookingKicker')}</p>
      <h1 className="mb-6 font-heading text-3xl sm:text-4xl">{heading}</h1>
      {/* A new service or shop (the shop choice navigates here again) starts the flow afresh. */}
      <BookingFlow key={`${flow.service?.id ?? 'cart'}-${flow.shopId ?? 'none'}`} {...flow} />
    </main>
  );
}
