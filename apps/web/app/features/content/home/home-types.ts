import type { ShopSummaryData } from '../../catalogue/shop/shop-types.ts';
import type { SearchInit } from '../../shop-search/search-types.ts';
import type { PostCardData } from '../magazine/post-types.ts';

export type SlideData = {
  title: string;
  text: string;
  image: { url: string; alt: string };
  /** The slide's button; href is a site path (the language prefix is added) or an http(s) address. */
  button: { label: string; href: string; external: boolean } | null;
};

export type HeroData = {
  isBottom: boolean;
  /** CSS object-position of the pictures (booker heroImage.position: 'center', 'top'…). */
  position: string;
  slides: SlideData[];
};

export type CategoryTileData = { slug: string; name: string; image: { url: string } | null; href: string };

/** Spec §2 home mode: mono with one shop or none, else the company's homepage type. */
export type HomeMode = 'mono' | 'mkp' | 'mkp-2';

export type HomeData = {
  mode: HomeMode;
  siteName: string;
  hero: HeroData | null;
  /** mkp and mkp-2: the shop search (grid or square theme). */
  search: SearchInit | null;
  /** mono: the one shop, summarised. */
  shop: ShopSummaryData | null;
  categories: CategoryTileData[];
  featured: PostCardData[];
  posts: PostCardData[];
};
