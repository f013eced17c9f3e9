// Spec §3 (blog post) and §5: only published posts show; home posts need position home or all;
// shop posts need a linked shop and position shop or all; current featured posts (vedette) are
// those whose window contains now (§4).
import { type Instant, isCurrent } from './current-window.ts';

export const POST_POSITIONS = ['all', 'home', 'shop'] as const;
export type PostPosition = (typeof POST_POSITIONS)[number];

/** What the filters need to know about a post. */
export type PostFacts = {
  published: boolean;
  /** Language codes the post is shown in, or ['all']. */
  langs: readonly string[];
  position: string;
  linkedShop: number | null;
  vedette: { active: boolean; start: Instant | null; end: Instant | null };
  isPress: boolean;
};

export const isPublishedPost = (post: Pick<PostFacts, 'published'>): boolean => post.published;

/** Shown in `lang` when its languages contain it or 'all'. */
export const isPostInLang = (post: Pick<PostFacts, 'langs'>, lang: string): boolean =>
  post.langs.includes('all') || post.langs.includes(lang);

/** Spec §5: home posts need position home or all. */
export const isHomePost = (post: Pick<PostFacts, 'position'>): boolean =>
  post.position === 'home' || post.position === 'all';

/** Spec §5: shop posts need a linked shop and position shop or all; `shopId` narrows to one shop. */
export function isShopPost(post: Pick<PostFacts, 'position' | 'linkedShop'>, shopId?: number): boolean {
  if (post.linkedShop === null) return false;
  if (post.position !== 'shop' && post.position !== 'all') return false;
  return shopId === undefined || post.linkedShop === shopId;
}

/** Spec §4: featured (vedette active) and now within its start–end. */
export const isCurrentFeatured = (post: Pick<PostFacts, 'vedette'>, now: Instant): boolean =>
  post.vedette.active && isCurrent(post.vedette, now);

export type PostQuery = {
  /** Only posts shown in this language; undefined: every language (back office). */
  lang?: string;
  /** home or shop apply the rules of §5; all (or undefined) does not filter on position. */
  position?: 'home' | 'shop' | 'all';
  /** One shop's posts (implies the shop rule). */
  shopId?: number;
  /** true: only the current featured posts. */
  featured?: boolean;
  /** true: only press posts (the press page); false: none of them; undefined: both. */
  press?: boolean;
  /** The back office sees drafts too; visitors never do. */
  includeDrafts?: boolean;
};

/** Whether a post belongs in the listing `query` asks for, at `now`. */
export function matchesPostQuery(post: PostFacts, query: PostQuery, now: Instant): boolean {
  if (!query.includeDrafts && !isPublishedPost(post)) return false;
  if (query.lang !== undefined && !isPostInLang(post, query.lang)) return false;
  if (query.position === 'home' && !isHomePost(post)) return false;
  if ((query.position === 'shop' || query.shopId !== undefined) && !isShopPost(post, query.shopId))
    return false;
  if (query.featured && !isCurrentFeatured(post, now)) return false;
  if (query.press !== undefined && post.isPress !== query.press) return false;
  return true;
}

/** One page (1-based) of a list and the total it was cut from. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { items: T[]; total: number } {
  const size = Math.max(1, Math.floor(perPage));
  const from = (Math.max(1, Math.floor(page)) - 1) * size;
  return { items: items.slice(from, from + size), total: items.length };
}
