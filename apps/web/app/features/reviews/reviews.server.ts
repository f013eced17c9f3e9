// The verified reviews a page shows (issue 22), read on the server with the page's other data.
import { type ReviewList, ReviewListSchema } from '@eclat/contracts';
import { storefrontApi } from '../../lib/api.server.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { orEmpty } from '../catalogue/catalogue.server.ts';
import type { ReviewFacts } from '../catalogue/seo/structured-data.ts';
import type { ReviewsSectionData } from './review-types.ts';

/**
 * The first page of published reviews of a shop or a service (latest first), with the stats. Below
 * the fold: a failure leaves the section out (null) rather than the page.
 */
export async function loadReviewsSection(
  storefront: Storefront,
  filter: { shopId?: number; serviceId?: number },
  replierName: string,
): Promise<ReviewsSectionData | null> {
  const list = await orEmpty<ReviewList | null>(
    storefront,
    'reviews',
    () => storefrontApi(storefront).get('/api/reviews', ReviewListSchema, { ...filter, page: 1 }),
    null,
  );
  return list ? { filter, list, replierName } : null;
}

/** The structured data's view of the section (JSON-LD: aggregateRating and the first reviews). */
export function reviewFacts(section: ReviewsSectionData | null): ReviewFacts | null {
  if (!section) return null;
  const { stats, reviews } = section.list;
  return { average: stats.average, count: stats.count, reviews };
}
