import type { Lang, Post, PostSummary, StaffPost } from '@eclat/contracts';
import { isCurrentFeatured, localise, type PostFacts } from '@eclat/domain';
import { iso, isoOrNull } from '../../../platform/crud/serialize.ts';
import { sanitizeHtml, sanitizeLocalisedHtml } from '../../../platform/http/sanitize.ts';
import type { PostListRow, PostRow } from './repository.ts';

/** What the rules of spec §5 look at. */
export const postFacts = (row: PostListRow): PostFacts => ({
  published: row.published,
  langs: row.langs,
  position: row.position,
  linkedShop: row.linkedShopId,
  vedette: { active: row.featuredActive, start: row.featuredStart, end: row.featuredEnd },
  isPress: row.isPress,
});

function common(row: PostListRow) {
  return {
    id: row.id,
    slug: row.slug,
    image: row.image,
    published: row.published,
    langs: row.langs,
    position: row.position,
    linkedShop: row.linkedShopId,
    categoryId: row.categoryId,
    vedette: {
      active: row.featuredActive,
      start: isoOrNull(row.featuredStart),
      end: isoOrNull(row.featuredEnd),
    },
    isPress: row.isPress,
    publishedAt: isoOrNull(row.publishedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export const toPostSummary = (row: PostListRow, lang: Lang, now: Date): PostSummary => ({
  ...common(row),
  title: localise(row.title, lang),
  excerpt: localise(row.excerpt, lang),
  featured: isCurrentFeatured(postFacts(row), now),
});

/** Bodies are sanitised again on the way out (API conventions "Rich text"). */
export const toPost = (row: PostRow, lang: Lang, now: Date): Post => ({
  ...toPostSummary(row, lang, now),
  body: sanitizeHtml(localise(row.body, lang)),
});

export const toStaffPost = (row: PostRow): StaffPost => ({
  ...common(row),
  title: row.title,
  excerpt: row.excerpt,
  body: sanitizeLocalisedHtml(row.body),
});
