import { data } from 'react-router';
import { loadInvitation } from '../../features/reviews/invitation.server.ts';
import { ReviewInvitationView } from '../../features/reviews/invitation-page.tsx';
import { pageTexts } from '../../lib/i18n/page-texts.server.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/review-invitation.ts';

/** /avis/{token} (issue 22): the review invitation's link, without sign-in. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const page = await loadInvitation(storefront, params.token);
  const body = {
    page,
    token: params.token,
    pageTexts: pageTexts(storefront.lang, 'reviews'),
    title: pageTitle(
      storefront,
      translate(storefront.lang, 'reviews', page.state === 'open' ? 'inviteTitle' : 'invalidTitle'),
    ),
  };
  // A dead link says why, with a 404 status (nothing to index or keep).
  return data(body, page.state === 'open' ? undefined : { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

export default function ReviewInvitation({ loaderData }: Route.ComponentProps) {
  return <ReviewInvitationView page={loaderData.page} token={loaderData.token} />;
}
