import type { ReviewList } from '@eclat/contracts';

/** What a shop or service page gives its reviews section (the first page, rendered on the server). */
export type ReviewsSectionData = {
  /** The filter of GET /api/reviews, asked again by the browser for the next pages. */
  filter: { shopId?: number; serviceId?: number };
  list: ReviewList;
  /** Who replies under a review: the shop's name, else the business's. */
  replierName: string;
};
