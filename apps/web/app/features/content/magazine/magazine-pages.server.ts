import { PostAnswerSchema, type PostSummary } from '@eclat/contracts';
import { isPostInLang, paginate } from '@eclat/domain';
import { storefrontApi } from '../../../lib/api.server.ts';
import { serverConfig } from '../../../lib/config.server.ts';
import { formatter, pageUrl, summary } from '../../../lib/format.ts';
import { translate } from '../../../lib/i18n/translate.ts';
import { pageTitle } from '../../../lib/shell.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { notFound } from '../../../lib/storefront-errors.server.ts';
import { critical, orEmpty } from '../../catalogue/catalogue.server.ts';
import type { PageSeo } from '../../catalogue/seo/page-meta.ts';
import { absoluteUrl, articleJsonLd } from '../../catalogue/seo/structured-data.ts';
import type { PostCardData, PostCategoryData } from './post-types.ts';
import { loadPostCategories, loadPosts, postCard, postPath } from './posts-view.server.ts';

/** Posts per page of the magazine list. */
export const POSTS_PER_PAGE = 12;
/** The API's largest page: the list is filtered by category here, so it is read whole. */
const ALL_POSTS = 100;

export type MagazineData = {
  kind: 'magazine' | 'press';
  featured: PostCardData | null;
  posts: PostCardData[];
  categories: PostCategoryData[];
  category: string | null;
  page: number;
  pages: number;
  seo: PageSeo;
};

/**
 * Spec §2 /magazine (and the press page /presse): published posts in the page's language, the
 * current featured post first, categories as links (?category=), 12 per page (?page=).
 */
export async function loadMagazine(storefront: Storefront, url: URL, press: boolean): Promise<MagazineData> {
  const format = formatter(storefront, serverConfig().apiUrl);
  const [posts, categories] = await Promise.all([
    loadPosts(storefront, { itemPerPage: ALL_POSTS, press: press ? '1' : '0' }),
    orEmpty(storefront, 'post categories', () => loadPostCategories(storefront), []),
  ]);
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const asked = categories.find((c) => c.slug === url.searchParams.get('category')) ?? null;
  const inCategory = asked ? posts.filter((p) => p.categoryId === asked.id) : posts;
  // The featured post opens the first page of the unfiltered list.
  const featuredPost: PostSummary | null =
    !asked && !press ? (inCategory.find((p) => p.featured) ?? null) : null;
  const rest = featuredPost ? inCategory.filter((p) => p !== featuredPost) : inCategory;
  const pages = Math.max(1, Math.ceil(rest.length / POSTS_PER_PAGE));
  const page = Math.min(pages, Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1)));
  const used = new Set(posts.map((p) => p.categoryId));
  const title = press
    ? translate(storefront.lang, 'discovery', 'pressTitle')
    : (asked?.name ?? translate(storefront.lang, 'discovery', 'magazineTitle'));
  return {
    kind: press ? 'press' : 'magazine',
    featured: featuredPost && page === 1 ? postCard(featuredPost, format, names) : null,
    posts: paginate(rest, page, POSTS_PER_PAGE).items.map((p) => postCard(p, format, names)),
    categories: press
      ? []
      : categories.filter((c) => used.has(c.id)).map(({ slug, name }) => ({ slug, name })),
    category: asked?.slug ?? null,
    page,
    pages,
    seo: {
      title: pageTitle(storefront, page > 1 ? `${title} (${page}/${pages})` : title),
      description: translate(
        storefront.lang,
        'discovery',
        press ? 'pressDescription' : 'magazineDescription',
        {
          site: storefront.company.identity.displayName,
        },
      ),
    },
  };
}

export type PostPageData = {
  post: PostCardData & { body: string; isPress: boolean };
  related: PostCardData[];
  seo: PageSeo;
};

const RELATED = 3;

/** Spec §2 /magazine/{post}: a published post shown in the page's language only (per-post langs). */
export async function loadPostPage(storefront: Storefront, slug: string): Promise<PostPageData> {
  const format = formatter(storefront, serverConfig().apiUrl);
  const { post } = await critical(() =>
    storefrontApi(storefront).get(`/api/posts/slug/${encodeURIComponent(slug)}`, PostAnswerSchema),
  );
  if (!post.published || !isPostInLang(post, storefront.lang)) throw notFound();
  const [others, categories] = await Promise.all([
    orEmpty(storefront, 'related posts', () => loadPosts(storefront, { itemPerPage: ALL_POSTS }), []),
    orEmpty(storefront, 'post categories', () => loadPostCategories(storefront), []),
  ]);
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const related = others
    .filter((p) => p.slug !== post.slug)
    .sort((a, b) => Number(b.categoryId === post.categoryId) - Number(a.categoryId === post.categoryId))
    .slice(0, RELATED);
  const card = postCard(post, format, names);
  return {
    post: { ...card, body: post.body, isPress: post.isPress },
    related: related.map((p) => postCard(p, format, names)),
    seo: {
      title: pageTitle(storefront, post.title),
      description: summary(post.excerpt || post.body, 160),
      image: card.image?.url ?? null,
      jsonLd: [
        articleJsonLd({
          headline: post.title,
          url: pageUrl(storefront, postPath(post.slug)),
          description: summary(post.excerpt || post.body, 300),
          image: card.image ? absoluteUrl(storefront.origin, card.image.url) : null,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          publisher: storefront.company.identity.displayName,
          lang: storefront.lang,
        }),
      ],
    },
  };
}
