import { PostCategoriesAnswerSchema, type PostSummary, PostsAnswerSchema } from '@eclat/contracts';
import { storefrontApi } from '../../../lib/api.server.ts';
import type { Formatter } from '../../../lib/format.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import type { PostCardData, PostCategoryData } from './post-types.ts';

/** Spec §2: /magazine/{post}. */
export const postPath = (slug: string) => `/magazine/${slug}`;

export function postCard(
  post: PostSummary,
  format: Formatter,
  categories: ReadonlyMap<number, string> = new Map(),
): PostCardData {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    image: post.image ? { url: format.image(post.image), alt: '' } : null,
    date: post.publishedAt ? format.day(post.publishedAt) : '',
    dateTime: post.publishedAt,
    category: post.categoryId === null ? null : (categories.get(post.categoryId) ?? null),
    featured: post.featured,
    isPress: post.isPress,
    href: postPath(post.slug),
  };
}

/** GET /api/posts filters (PostsQuerySchema): flags are '1' or '0'. */
type PostsQuery = {
  page?: number;
  itemPerPage?: number;
  position?: 'home' | 'shop' | 'all';
  shopId?: number;
  featured?: '1';
  press?: '0' | '1';
};

/**
 * Published posts in the page's language (the API applies spec §5: published, language, position
 * home/shop, featured window, press).
 */
export async function loadPosts(storefront: Storefront, query: PostsQuery): Promise<PostSummary[]> {
  const answer = await storefrontApi(storefront).get('/api/posts', PostsAnswerSchema, query);
  return answer.posts;
}

export async function loadPostCategories(
  storefront: Storefront,
): Promise<(PostCategoryData & { id: number })[]> {
  const answer = await storefrontApi(storefront).get('/api/postcategories', PostCategoriesAnswerSchema);
  return answer.postcategories.map((c) => ({ slug: c.slug, name: c.name, id: c.id }));
}
