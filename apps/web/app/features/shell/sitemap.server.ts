import { PostsAnswerSchema, ShopsAnswerSchema } from '@eclat/contracts';
import { storefrontApi } from '../../lib/api.server.ts';
import { publicPaths } from '../../lib/seo/sitemap.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { loadCategories, loadProducts, loadServices } from '../catalogue/catalogue.server.ts';

const MAX_POSTS = 100;

/**
 * The public pages of the company for sitemap.xml: the fixed pages, the shops, the service
 * categories and their services, the e-shop's products and the magazine's posts. A list that
 * cannot be loaded is left out (logged).
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
  const eshop = storefront.company.modules?.eshop ?? false;
  const [shops, categories, services, products, posts] = await Promise.all([
    part('shops', async () => (await api.get('/api/shops', ShopsAnswerSchema)).shops.map((s) => s.slug)),
    part('categories', () => loadCategories(storefront)),
    part('services', () => loadServices(storefront)),
    part('products', async () => (eshop ? (await loadProducts(storefront)).map((p) => p.slug) : [])),
    part('posts', async () =>
      (await api.get('/api/posts', PostsAnswerSchema, { itemPerPage: MAX_POSTS })).posts.map((p) => p.slug),
    ),
  ]);
  // A category's page lists the services of the category that are listed (not drafts, not upsell-only).
  const listed = new Map(services.map((service) => [service.id, service.slug]));
  return publicPaths({
    eshop,
    giftActive: storefront.company.giftActive,
    shopSlugs: shops,
    categories: categories.map((category) => ({
      slug: category.slug,
      serviceSlugs: category.articles.flatMap(({ id }) => listed.get(id) ?? []),
    })),
    productSlugs: products,
    postSlugs: posts,
  });
}
