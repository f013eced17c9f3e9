import { serverConfig } from '../../../lib/config.server.ts';
import { formatter, pageUrl, summary } from '../../../lib/format.ts';
import { pageTexts } from '../../../lib/i18n/page-texts.server.ts';
import { pageTitle } from '../../../lib/shell.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { loadPosts, postCard } from '../../content/magazine/posts-view.server.ts';
import { loadReviewsSection, reviewFacts } from '../../reviews/reviews.server.ts';
import { loadCategories, loadServices, loadShop, orEmpty } from '../catalogue.server.ts';
import { loadNextSlotLabels } from '../next-slots.server.ts';
import type { PageSeo } from '../seo/page-meta.ts';
import { absoluteUrl, salonType, shopJsonLd, withReviews } from '../seo/structured-data.ts';
import { categoriesWithServices } from '../services/services-view.server.ts';
import type { ShopPageData } from './shop-types.ts';
import { shopSummary } from './shop-view.server.ts';

const SHOP_POSTS = 3;

/** A shop's page (spec §2 /{shop}): the shop is critical (404), its services and posts are not. */
export async function loadShopPage(
  storefront: Storefront,
  slug: string,
  nowMs = Date.now(),
): Promise<{ shop: ShopPageData; seo: PageSeo; pageTexts?: { reviews: Record<string, string> } }> {
  const format = formatter(storefront, serverConfig().apiUrl);
  const [shop, categories, services] = await Promise.all([
    loadShop(storefront, slug),
    orEmpty(storefront, 'categories', () => loadCategories(storefront), []),
    orEmpty(storefront, 'services', () => loadServices(storefront), []),
  ]);
  const [posts, next, reviews] = await Promise.all([
    orEmpty(
      storefront,
      'shop posts',
      () => loadPosts(storefront, { shopId: shop.id, itemPerPage: SHOP_POSTS }),
      [],
    ),
    // Each service card's next free time at this shop (issue 17).
    loadNextSlotLabels(
      storefront,
      shop.booker.active ? [shop.id] : [],
      services.filter((s) => shop.articles.includes(s.id)).map((s) => s.id),
    ),
    // Issue 22: the first page of the shop's verified reviews comes with the page.
    loadReviewsSection(storefront, { shopId: shop.id }, shop.publicInfo.name),
  ]);
  const { booker } = storefront.company;
  const data: ShopPageData = {
    ...shopSummary(shop, format, nowMs),
    description: shop.publicInfo.description,
    images: shop.images.map((image) => ({
      url: format.image(image.url),
      alt: image.alt || shop.publicInfo.name,
    })),
    categories: categoriesWithServices(categories, services, {
      format,
      display: booker.services.list.display,
      shop,
      nextSlots: next.byService,
    }),
    posts: posts.map((post) => postCard(post, format)),
    reviews,
  };
  const url = pageUrl(storefront, `/${shop.slug}`);
  const image = data.images[0]?.url ?? null;
  return {
    shop: data,
    // The reviews' texts come only with a page that shows reviews.
    ...(reviews && reviews.list.stats.count > 0 ? { pageTexts: pageTexts(storefront.lang, 'reviews') } : {}),
    seo: {
      title: pageTitle(storefront, shop.publicInfo.name),
      description:
        summary(shop.publicInfo.description, 160) || `${data.name}, ${data.street} ${data.cityLine}`,
      image,
      jsonLd: [
        withReviews(
          shopJsonLd(salonType(categories.map((c) => c.name)), {
            name: shop.publicInfo.name,
            url,
            description: shop.publicInfo.description,
            image: image ? absoluteUrl(storefront.origin, image) : null,
            phone: shop.publicInfo.phone,
            email: shop.publicInfo.email,
            address: {
              street: shop.publicInfo.address.address,
              zipcode: shop.publicInfo.address.zipcode,
              city: shop.publicInfo.address.city,
              country: shop.publicInfo.address.country,
            },
            position: shop.localisation.coordonate,
            openingHours: shop.openingHours,
          }),
          reviewFacts(reviews),
        ),
      ],
    },
  };
}
