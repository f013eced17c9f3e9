import type { Article, Category, Shop } from '@eclat/contracts';
import { redirect } from 'react-router';
import { serverConfig } from '../../../lib/config.server.ts';
import { formatter, pageUrl, summary } from '../../../lib/format.ts';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { pageTexts } from '../../../lib/i18n/page-texts.server.ts';
import { translate } from '../../../lib/i18n/translate.ts';
import { pageTitle } from '../../../lib/shell.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { notFound } from '../../../lib/storefront-errors.server.ts';
import { loadReviewsSection, reviewFacts } from '../../reviews/reviews.server.ts';
import {
  loadArticle,
  loadCategories,
  loadServices,
  loadShop,
  loadShops,
  orEmpty,
} from '../catalogue.server.ts';
import { loadNextSlotLabels } from '../next-slots.server.ts';
import type { PageSeo } from '../seo/page-meta.ts';
import { absoluteUrl, serviceJsonLd, withReviews } from '../seo/structured-data.ts';
import type { CategoryData, ServicePageData } from './service-types.ts';
import {
  categoriesWithServices,
  type ServiceContext,
  servicePage,
  servicesPath,
  shownPrice,
} from './services-view.server.ts';

type Loaded = { categories: Category[]; services: Article[]; shop: Shop | null; ctx: ServiceContext };

async function loadCatalogue(storefront: Storefront, shopSlug: string | null): Promise<Loaded> {
  const [categories, services, shop] = await Promise.all([
    loadCategories(storefront),
    loadServices(storefront),
    shopSlug ? loadShop(storefront, shopSlug) : Promise.resolve(null),
  ]);
  // Next free times (issue 17): at the page's shop, else the soonest over the bookable shops.
  const shopIds = shop
    ? [shop.id]
    : (await orEmpty(storefront, 'shops', () => loadShops(storefront), []))
        .filter((s) => s.booker.active)
        .map((s) => s.id);
  const offered = shop ? services.filter((s) => shop.articles.includes(s.id)) : services;
  const next = await loadNextSlotLabels(
    storefront,
    shop && !shop.booker.active ? [] : shopIds,
    offered.map((s) => s.id),
  );
  const ctx: ServiceContext = {
    format: formatter(storefront, serverConfig().apiUrl),
    display: storefront.company.booker.services.list.display,
    shop,
    nextSlots: next.byService,
  };
  return { categories, services, shop, ctx };
}

export type ServicesIndexData = {
  kind: 'services';
  shop: { slug: string; name: string } | null;
  categories: CategoryData[];
  seo: PageSeo;
};

/**
 * /{shop}/services has no page of its own: the shop's page lists its services, so the address
 * leads there (permanently, to its services section). A shop that does not exist is a 404, as
 * /{shop} is: never a permanent redirect to a page that is not there.
 */
export async function shopServicesRedirect(storefront: Storefront, shopSlug: string): Promise<Response> {
  const shop = await loadShop(storefront, shopSlug);
  return redirect(`${localisePath(`/${encodeURIComponent(shop.slug)}`, storefront.lang)}#shop-services`, 301);
}

/** Spec §2 /services: every category with its services. */

export async function loadServicesIndex(storefront: Storefront): Promise<ServicesIndexData> {
  const { categories, services, ctx } = await loadCatalogue(storefront, null);
  const title = translate(storefront.lang, 'discovery', 'servicesTitle');
  return {
    kind: 'services',
    shop: null,
    categories: categoriesWithServices(categories, services, ctx),
    seo: {
      title: pageTitle(storefront, title),
      description: translate(storefront.lang, 'discovery', 'servicesDescription', {
        site: storefront.company.identity.displayName,
      }),
    },
  };
}

export type CategoryPageData = {
  kind: 'category';
  shop: { slug: string; name: string } | null;
  category: CategoryData;
  categories: CategoryData[];
  seo: PageSeo;
};

function categoryPage(storefront: Storefront, loaded: Loaded, slug: string): CategoryPageData {
  const all = categoriesWithServices(loaded.categories, loaded.services, loaded.ctx);
  const category = all.find((c) => c.slug === slug);
  if (!category) throw notFound();
  const shop = loaded.shop ? { slug: loaded.shop.slug, name: loaded.shop.publicInfo.name } : null;
  const name = shop ? `${category.name} · ${shop.name}` : category.name;
  return {
    kind: 'category',
    shop,
    category,
    categories: all,
    seo: {
      title: pageTitle(storefront, name),
      description: summary(category.description, 160) || name,
      image: category.image?.url ?? null,
    },
  };
}

/** Spec §2 /services/{category} and /{shop}/services/{category}. */
export async function loadCategoryPage(
  storefront: Storefront,
  slug: string,
  shopSlug: string | null,
): Promise<CategoryPageData> {
  return categoryPage(storefront, await loadCatalogue(storefront, shopSlug), slug);
}

export type ServicePageLoaded = {
  kind: 'service';
  service: ServicePageData;
  seo: PageSeo;
  pageTexts?: { reviews: Record<string, string> };
};

async function servicePageOf(
  storefront: Storefront,
  loaded: Loaded,
  categorySlug: string | null,
  serviceSlug: string,
  url: URL,
): Promise<ServicePageLoaded> {
  const service = loaded.services.find((s) => s.slug === serviceSlug);
  if (!service || (loaded.shop && !loaded.shop.articles.includes(service.id))) throw notFound();
  const holding = loaded.categories.filter((c) => c.articles.some((a) => a.id === service.id));
  const category = holding.find((c) => c.slug === categorySlug) ?? holding[0];
  if (!category) throw notFound();
  const shopSlug = loaded.shop?.slug ?? null;
  // One address per service: a missing or another category goes to the category listing it.
  if (category.slug !== categorySlug) {
    throw redirect(
      localisePath(servicesPath(shopSlug, category.slug, service.slug), storefront.lang) + url.search,
      301,
    );
  }
  const [shops, upsells, reviews] = await Promise.all([
    loadShops(storefront),
    Promise.all(
      service.booker.upsells.map((id) =>
        orEmpty(storefront, `upsell ${id}`, () => loadArticle(storefront, id), null),
      ),
    ),
    // Issue 22: the service's verified reviews (at the page's shop when it is a shop's page).
    loadReviewsSection(
      storefront,
      loaded.shop ? { serviceId: service.id, shopId: loaded.shop.id } : { serviceId: service.id },
      loaded.shop?.publicInfo.name ?? storefront.company.identity.displayName,
    ),
  ]);
  const data: ServicePageData = {
    ...servicePage(
      service,
      category,
      shops,
      upsells.filter((u): u is Article => u !== null),
      loaded.ctx,
    ),
    reviews,
  };
  // Spec §2: ?page=reserved opens the booking step, which is the journeys' /reservation.
  if (url.searchParams.get('page') === 'reserved') {
    throw redirect(localisePath(data.bookingPath, storefront.lang));
  }
  const name = loaded.shop ? `${service.name} · ${loaded.shop.publicInfo.name}` : service.name;
  const price = shownPrice(service, loaded.shop);
  const image = data.images[0]?.url ?? null;
  return {
    kind: 'service',
    service: data,
    ...(reviews && reviews.list.stats.count > 0 ? { pageTexts: pageTexts(storefront.lang, 'reviews') } : {}),
    seo: {
      title: pageTitle(storefront, name),
      description: summary(service.description, 160) || name,
      image,
      jsonLd: [
        withReviews(
          serviceJsonLd({
            name: service.name,
            url: pageUrl(storefront, servicesPath(shopSlug, category.slug, service.slug)),
            description: service.description,
            image: image ? absoluteUrl(storefront.origin, image) : null,
            provider: loaded.shop?.publicInfo.name ?? storefront.company.identity.displayName,
            price: storefront.company.booker.services.list.display.price ? price.cents : null,
            currency: storefront.company.booker.mCurrency.code || 'EUR',
          }),
          reviewFacts(reviews),
        ),
      ],
    },
  };
}

/** Spec §2 /services/{category}/{service} and /{shop}/services/{category}/{service}. */
export async function loadServicePage(
  storefront: Storefront,
  categorySlug: string | null,
  serviceSlug: string,
  shopSlug: string | null,
  url: URL,
): Promise<ServicePageLoaded> {
  return servicePageOf(storefront, await loadCatalogue(storefront, shopSlug), categorySlug, serviceSlug, url);
}

/**
 * Spec §2 /{shop}/services/{category?}/{service}: with the category left out, the segment after
 * 'services' is a category or a service; categories win (their page lists the services).
 */
export async function loadShopServicesSegment(
  storefront: Storefront,
  shopSlug: string,
  segment: string,
  url: URL,
): Promise<CategoryPageData | ServicePageLoaded> {
  const loaded = await loadCatalogue(storefront, shopSlug);
  if (loaded.categories.some((c) => c.slug === segment)) return categoryPage(storefront, loaded, segment);
  return servicePageOf(storefront, loaded, null, segment, url);
}
