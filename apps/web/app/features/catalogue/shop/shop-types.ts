import type { PostCardData } from '../../content/magazine/post-types.ts';
import type { ReviewsSectionData } from '../../reviews/review-types.ts';
import type { CategoryData, ImageData } from '../services/service-types.ts';

/** A weekday of a shop's opening hours, ready to show. */
export type HoursRow = {
  weekday: number;
  day: string;
  /** '10:00–13:00', '14:00–19:00'; empty when closed. */
  open: string[];
  pauses: string[];
  closed: boolean;
  today: boolean;
};

export type ShopSummaryData = {
  id: number;
  slug: string;
  name: string;
  street: string;
  cityLine: string;
  country: string;
  phone: string | null;
  email: string | null;
  /** OpenStreetMap at the shop (no paid map service), null without coordinates. */
  mapUrl: string | null;
  hours: HoursRow[];
  bookable: boolean;
};

export type ShopPageData = ShopSummaryData & {
  description: string;
  images: ImageData[];
  categories: CategoryData[];
  posts: PostCardData[];
  /** Issue 22: the first page of verified reviews; null when they could not be read. */
  reviews: ReviewsSectionData | null;
};
