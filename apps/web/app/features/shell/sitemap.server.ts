import { CategoriesAnswerSchema, PostsAnswerSchema, ShopsAnswerSchema } from '@eclat/contracts';
import { storefrontApi } from '../../lib/api.server.ts';
import { publicPaths } from '../../lib/seo/sitemap.ts';
import type { Storefront } from '../../lib/storefront-context.ts';

const MAX_POSTS = 100;

/**
 * The public pages of the company for sitemap.xml: the fixed pages, the shops, the service
 * categories and the magazine's posts. A list that cannot be loaded is left out (logged).
 */
export async function sitemapPaths(storefront: Storefront): Promise<string[]> {
  const api = storefrontApi(storefront);
  const part = async <T>(label: string, load: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await load();
    } catch (error) {
      console.error(
        `[storefront] sitemap: ${label} of company ${storefront.company.id} could not be loaded:`,
        error,
      );
      return [];
    }
  };
  const [shops, categories, posts] = await Promise.all([
    part('shops', async () => (await api.get('/api/shops', ShopsAnswerSchema)).shops.map((s) => s.slug)),
    part('categories', async () =>
      (await api.get('/api/categories', CategoriesAnswerSchema)).categories.map((c) => c.slug),
    ),
    part('posts', async () =>
      (await api.get('/api/posts', PostsAnswerSchema, { itemPerPage: MAX_POSTS })).posts.map((p) => p.slug),
    ),
  ]);
  return publicPaths({
    eshop: storefront.company.modules?.eshop ?? false,
    giftActive: storefront.company.giftActive,
    shopSlugs: shops,
    categorySlugs: categories,
    postSlugs: posts,
  });
}
