import type { Article, Category, Company, Shop } from '@eclat/contracts';
import { priceAtShop } from '@eclat/domain';
import { type Formatter, summary } from '../../../lib/format.ts';
import { bookingPathFor } from './booking-path.ts';
import type {
  CategoryData,
  ImageData,
  ServiceCardData,
  ServicePageData,
  ServiceShopData,
} from './service-types.ts';

/** Spec §2: services/{category}/{service}, under /{shop} for a shop's own pages. */
export const servicesPath = (shopSlug: string | null, categorySlug: string, serviceSlug?: string) =>
  `${shopSlug ? `/${shopSlug}` : ''}/services/${categorySlug}${serviceSlug ? `/${serviceSlug}` : ''}`;

type Display = Company['booker']['services']['list']['display'];

export type ServiceContext = {
  format: Formatter;
  display: Display;
  /** A shop's pages: prices at that shop, links under /{shop}. */
  shop: Shop | null;
  /** Next free time labels per service id (issue 17); a service without one shows none. */
  nextSlots?: ReadonlyMap<number, string>;
};

const firstImage = (article: Article, format: Formatter): ImageData | null => {
  const image = article.images[0];
  return image ? { url: format.image(image.url), alt: image.alt || article.name } : null;
};

/** The price shown for a service: at the shop, else the lowest of its shops ('from' when they differ). */
export function shownPrice(article: Article, shop: Shop | null): { cents: number; from: boolean } {
  if (shop) {
    const own = article.booker.pricesByShops.find((p) => p.boutiqueId === shop.id)?.pvTtc;
    return { cents: priceAtShop(article.prices, own), from: false };
  }
  const prices = article.booker.pricesByShops.map((p) => p.pvTtc);
  if (prices.length === 0) return { cents: article.prices, from: false };
  const lowest = Math.min(...prices);
  return { cents: lowest, from: prices.some((p) => p !== lowest) };
}

export function serviceCard(article: Article, categorySlug: string, ctx: ServiceContext): ServiceCardData {
  const { cents, from } = shownPrice(article, ctx.shop);
  return {
    id: article.id,
    name: article.name,
    summary: summary(article.description),
    image: firstImage(article, ctx.format),
    price: ctx.display.price ? ctx.format.money(cents) : null,
    priceFrom: ctx.display.price && from,
    duration:
      ctx.display.duration && article.durationMinutes ? ctx.format.duration(article.durationMinutes) : null,
    href: servicesPath(ctx.shop?.slug ?? null, categorySlug, article.slug),
    nextSlot: ctx.nextSlots?.get(article.id) ?? null,
  };
}

/** A shop offers a service when the service is among its articles. */
export const offers = (shop: Shop, serviceId: number) => shop.articles.includes(serviceId);

/** Categories with their listed services in order (only the shop's in a shop), empty ones left out. */
export function categoriesWithServices(
  categories: readonly Category[],
  services: readonly Article[],
  ctx: ServiceContext,
): CategoryData[] {
  const byId = new Map(services.map((s) => [s.id, s]));
  return categories.flatMap((category) => {
    const cards = category.articles.flatMap(({ id }) => {
      const service = byId.get(id);
      if (!service || (ctx.shop && !offers(ctx.shop, id))) return [];
      return [serviceCard(service, category.slug, ctx)];
    });
    if (cards.length === 0) return [];
    const image = category.images[0];
    return [
      {
        slug: category.slug,
        name: category.name,
        description: category.description,
        image: image ? { url: ctx.format.image(image.url), alt: '' } : null,
        href: servicesPath(ctx.shop?.slug ?? null, category.slug),
        services: cards,
      },
    ];
  });
}

function shopsOffering(article: Article, shops: readonly Shop[], ctx: ServiceContext): ServiceShopData[] {
  return shops
    .filter((shop) => offers(shop, article.id))
    .map((shop) => {
      const own = article.booker.pricesByShops.find((p) => p.boutiqueId === shop.id)?.pvTtc;
      return {
        id: shop.id,
        slug: shop.slug,
        name: shop.publicInfo.name,
        city: shop.publicInfo.address.city,
        price: ctx.display.price ? ctx.format.money(priceAtShop(article.prices, own)) : null,
        bookable: shop.booker.active,
      };
    });
}

export function servicePage(
  article: Article,
  category: Category,
  shops: readonly Shop[],
  upsells: readonly Article[],
  ctx: ServiceContext,
): ServicePageData {
  const { cents, from } = shownPrice(article, ctx.shop);
  const offering = shopsOffering(article, shops, ctx);
  const bookable = offering.filter((s) => s.bookable);
  // The shop is known in a shop's pages, or when only one shop can be booked for the service.
  const shopId = ctx.shop?.id ?? (bookable.length === 1 ? (bookable[0]?.id ?? null) : null);
  return {
    id: article.id,
    slug: article.slug,
    name: article.name,
    description: article.description
      .split(/\n{2,}|\r\n\r\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    images: article.images.map((image) => ({
      url: ctx.format.image(image.url),
      alt: image.alt || article.name,
    })),
    price: ctx.display.price ? ctx.format.money(cents) : null,
    priceFrom: ctx.display.price && from,
    duration:
      ctx.display.duration && article.durationMinutes ? ctx.format.duration(article.durationMinutes) : null,
    category: {
      slug: category.slug,
      name: category.name,
      href: servicesPath(ctx.shop?.slug ?? null, category.slug),
    },
    shops: offering,
    upsells: upsells.map((upsell) => serviceCard(upsell, category.slug, ctx)),
    bookingPath: bookingPathFor(article.id, shopId),
    shop: ctx.shop
      ? {
          id: ctx.shop.id,
          slug: ctx.shop.slug,
          name: ctx.shop.publicInfo.name,
          bookable: ctx.shop.booker.active,
        }
      : null,
  };
}
