import { loadMyReviews } from '../../features/reviews/my-reviews.server.ts';
import { MyReviewsView } from '../../features/reviews/my-reviews-page.tsx';
import { pageTexts } from '../../lib/i18n/page-texts.server.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/profile-reviews.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const page = await loadMyReviews(storefront, request);
  return {
    page,
    pageTexts: pageTexts(storefront.lang, 'reviews'),
    title: pageTitle(storefront, translate(storefront.lang, 'reviews', 'myReviewsTitle')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /profile/reviews (issue 22): visits to review, own reviews with edit and delete. */
export default function ProfileReviews({ loaderData }: Route.ComponentProps) {
  return <MyReviewsView page={loaderData.page} />;
}
