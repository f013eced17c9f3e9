import { data } from 'react-router';
import { loadOffer } from '../../features/booking/waitlist/offer.server.ts';
import { InvalidOfferLink, OfferView } from '../../features/booking/waitlist/offer-view.tsx';
import { translate } from '../../lib/i18n/translate.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/waitlist-offer.ts';

/** /liste-attente/offre/{token} (issue 21): a freed time offered to a waiting customer, no sign-in. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const page = await loadOffer(storefront, params.token);
  const title = pageTitle(
    storefront,
    translate(storefront.lang, 'journeys', page.kind === 'offer' ? 'wlOfferTitle' : 'wlBadLinkTitle'),
  );
  // The time left changes by the second: never from a cache. A dead link is a 404 that explains.
  return data(
    { page, token: params.token, title },
    { status: page.kind === 'offer' ? 200 : 404, headers: { 'cache-control': 'private, no-store' } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

export default function WaitlistOffer({ loaderData }: Route.ComponentProps) {
  const { page, token } = loaderData;
  if (page.kind === 'invalid') return <InvalidOfferLink />;
  return <OfferView view={page.view} shop={page.shop} now={page.now} token={token} />;
}
