import type { WeekHoursMap } from '@eclat/domain';
import { openingHoursSpecification } from '@eclat/domain';

// schema.org structured data of the discovery pages (issue 7): a shop is a BeautySalon, HairSalon
// or DaySpa with its opening hours, a product a Product with its offer, a post an Article.

export type SalonType = 'BeautySalon' | 'HairSalon' | 'DaySpa';

const HAIR = /coiff|hair|cheveu|friseur|peluquer|parrucch|capell|barb/i;
const SPA = /spa|yoga|m[ée]dit|massa(?:g|j)|hammam|sauna|bien-[êe]tre|wellness|balneo/i;

/**
 * The schema.org type that describes a business from the names of its service categories: all
 * of them about hair → HairSalon; more than half about spa and wellness → DaySpa; otherwise a
 * BeautySalon (the general case of spec §1 "beauty and wellness businesses").
 */
export function salonType(categoryNames: readonly string[]): SalonType {
  if (categoryNames.length === 0) return 'BeautySalon';
  if (categoryNames.every((name) => HAIR.test(name))) return 'HairSalon';
  if (categoryNames.filter((name) => SPA.test(name)).length * 2 > categoryNames.length) return 'DaySpa';
  return 'BeautySalon';
}

export type ShopFacts = {
  name: string;
  url: string;
  description: string;
  image: string | null;
  phone: string | null;
  email: string | null;
  address: { street: string; zipcode: string; city: string; country: string };
  position: { lat: number; lng: number } | null;
  openingHours: WeekHoursMap;
};

export function shopJsonLd(type: SalonType, shop: ShopFacts): object {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: shop.name,
    url: shop.url,
    ...(shop.description ? { description: shop.description } : {}),
    ...(shop.image ? { image: shop.image } : {}),
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(shop.email ? { email: shop.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.street,
      postalCode: shop.address.zipcode,
      addressLocality: shop.address.city,
      addressCountry: shop.address.country,
    },
    ...(shop.position
      ? { geo: { '@type': 'GeoCoordinates', latitude: shop.position.lat, longitude: shop.position.lng } }
      : {}),
    openingHoursSpecification: openingHoursSpecification(shop.openingHours),
  };
}

export type ProductFacts = {
  name: string;
  url: string;
  description: string;
  images: string[];
  sku: string | null;
  /** Cents. */
  price: number;
  currency: string;
  inStock: boolean;
  brand: string;
};

export function productJsonLd(product: ProductFacts): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url: product.url,
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length ? { image: product.images } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: (product.price / 100).toFixed(2),
      priceCurrency: product.currency,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

export type ArticleFacts = {
  headline: string;
  url: string;
  description: string;
  image: string | null;
  datePublished: string | null;
  dateModified: string;
  publisher: string;
  lang: string;
};

export function articleJsonLd(post: ArticleFacts): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.headline.slice(0, 110),
    url: post.url,
    mainEntityOfPage: post.url,
    inLanguage: post.lang,
    ...(post.description ? { description: post.description } : {}),
    ...(post.image ? { image: [post.image] } : {}),
    ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    dateModified: post.dateModified,
    author: { '@type': 'Organization', name: post.publisher },
    publisher: { '@type': 'Organization', name: post.publisher },
  };
}

export type ServiceFacts = {
  name: string;
  url: string;
  description: string;
  image: string | null;
  provider: string;
  /** Cents, the lowest price. */
  price: number | null;
  currency: string;
};

export function serviceJsonLd(service: ServiceFacts): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    url: service.url,
    ...(service.description ? { description: service.description } : {}),
    ...(service.image ? { image: service.image } : {}),
    provider: { '@type': 'Organization', name: service.provider },
    ...(service.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: (service.price / 100).toFixed(2),
            priceCurrency: service.currency,
          },
        }
      : {}),
  };
}

/** An absolute URL from the page origin and a path or URL. */
export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** Reviews in a page's structured data (issue 22): the stats and the reviews shown first. */
export type ReviewFacts = {
  average: number | null;
  count: number;
  reviews: readonly {
    authorName: string;
    /** ISO date and time the review was written. */
    createdAt: string;
    rating: number;
    comment: string | null;
    lang: string | null;
  }[];
};

/** A rating out of 5, as schema.org Rating: the scale is said, not assumed (Google's terms). */
const rating = (type: 'Rating' | 'AggregateRating', value: number) => ({
  '@type': type,
  ratingValue: value,
  bestRating: 5,
  worstRating: 1,
});

/**
 * A business or service with its verified reviews as schema.org `aggregateRating`
 * (AggregateRating: ratingValue, reviewCount, bestRating, worstRating) and `review` (Review:
 * author Person name, datePublished, reviewRating, reviewBody when a comment was written). Left
 * as it is without a published review: an aggregate of nothing is invalid.
 */
export function withReviews(item: object, facts: ReviewFacts | null): object {
  if (!facts || facts.count <= 0 || facts.average === null) return item;
  const reviews = facts.reviews.filter(
    (r) => r.authorName.trim() !== '' && !Number.isNaN(Date.parse(r.createdAt)),
  );
  return {
    ...item,
    aggregateRating: {
      ...rating('AggregateRating', Math.round(facts.average * 10) / 10),
      reviewCount: facts.count,
    },
    ...(reviews.length > 0
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.authorName },
            datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
            reviewRating: rating('Rating', r.rating),
            ...(r.comment ? { reviewBody: r.comment } : {}),
            ...(r.comment && r.lang ? { inLanguage: r.lang } : {}),
          })),
        }
      : {}),
  };
}
