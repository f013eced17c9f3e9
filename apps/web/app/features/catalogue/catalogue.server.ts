import {
  type Article,
  ArticleAnswerSchema,
  ArticlesAnswerSchema,
  CategoriesAnswerSchema,
  type Category,
  isNotFound,
  type Shop,
  ShopAnswerSchema,
  ShopsAnswerSchema,
} from '@eclat/contracts';
import { isListedService } from '@eclat/domain';
import { storefrontApi } from '../../lib/api.server.ts';
import { loadShopsOrWait } from '../../lib/shops.server.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { notFound } from '../../lib/storefront-errors.server.ts';

// The catalogue reads of the discovery pages, one function per API call of spec §7. A page's
// critical data throws (404 when missing, the API's error otherwise); below-the-fold data uses
// `orEmpty` so that a failing list is logged and left out (spec §8).

/** Critical: the page cannot exist without it. What the API does not find becomes the storefront's 404. */
export async function critical<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/** Deferred: a list below the fold; a failure is logged and gives the fallback. */
export async function orEmpty<T>(storefront: Storefront, label: string, load: () => Promise<T>, empty: T) {
  try {
    return await load();
  } catch (error) {
    console.error(`[storefront] ${label} of company ${storefront.company.id} could not be loaded:`, error);
    return empty;
  }
}

/** The shops; their load failing sends the visitor to /waiting (spec §4, lib/shops.server.ts). */
export const loadShops = loadShopsOrWait;

/** GET /api/shops with q, lat, lng, radius (spec §5 search rules, applied by the API). */
export async function searchShopsApi(
  storefront: Storefront,
  query: { q?: string; lat?: number; lng?: number; radius?: number },
): Promise<Shop[]> {
  return (await storefrontApi(storefront).get('/api/shops', ShopsAnswerSchema, query)).shops;
}

export async function loadShop(storefront: Storefront, slug: string): Promise<Shop> {
  return critical(
    async () =>
      (await storefrontApi(storefront).get(`/api/shops/slug/${encodeURIComponent(slug)}`, ShopAnswerSchema))
        .shop,
  );
}

export async function loadCategories(storefront: Storefront): Promise<Category[]> {
  return (await storefrontApi(storefront).get('/api/categories', CategoriesAnswerSchema)).categories;
}

/** Services of both service types (1 and 4), as the API lists them (drafts and upsell-only out). */
export async function loadServices(storefront: Storefront): Promise<Article[]> {
  const api = storefrontApi(storefront);
  const [one, four] = await Promise.all([
    api.get('/api/articles', ArticlesAnswerSchema, { type: 1 }),
    api.get('/api/articles', ArticlesAnswerSchema, { type: 4 }),
  ]);
  return [...one.articles, ...four.articles]
    .filter((article) => isListedService({ ...article, upsellOnly: article.booker.upsellOnly }))
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

export async function loadProducts(storefront: Storefront): Promise<Article[]> {
  return (await storefrontApi(storefront).get('/api/articles', ArticlesAnswerSchema, { type: 2 })).articles;
}

export async function loadArticle(storefront: Storefront, id: number): Promise<Article> {
  return critical(
    async () => (await storefrontApi(storefront).get(`/api/articles/${id}`, ArticleAnswerSchema)).article,
  );
}

export async function loadArticleBySlug(storefront: Storefront, slug: string): Promise<Article> {
  return critical(
    async () =>
      (
        await storefrontApi(storefront).get(
          `/api/articles/slug/${encodeURIComponent(slug)}`,
          ArticleAnswerSchema,
        )
      ).article,
  );
}
