import type { Lang, RatingSummary, Shop, ShopAdmin } from '@eclat/contracts';
import { DEFAULT_GEO_GROUP, localise, type SearchableShop } from '@eclat/domain';
import type { ShopWithRelations } from './repository.ts';

/** A shop with the fields of spec §3, texts in one language, and its published reviews' rating. */
export function toPublicShop(
  { shop, geo, articleIds }: ShopWithRelations,
  lang: Lang,
  rating: RatingSummary = { average: null, count: 0 },
): Shop {
  return {
    id: shop.id,
    slug: shop.slug,
    externalId: shop.externalId,
    order: shop.order,
    publicInfo: {
      name: shop.name,
      description: localise(shop.description, lang),
      phone: shop.phone,
      email: shop.email,
      address: { address: shop.address, city: shop.city, country: shop.country, zipcode: shop.zipcode },
    },
    localisation: {
      coordonate: shop.lat !== null && shop.lng !== null ? { lat: shop.lat, lng: shop.lng } : null,
    },
    timeZone: shop.timeZone,
    images: shop.images.map((image) => ({ url: image.url, alt: localise(image.alt, lang) || shop.name })),
    articles: articleIds,
    booker: { active: shop.bookerActive, shopUseCabins: shop.useCabins },
    openingHours: shop.openingHours,
    geoGroupment: geo
      ? {
          id: geo.id,
          name: localise(geo.name, lang),
          type: geo.type,
          shortDescription: localise(geo.shortDescription, lang),
          longDescription: localise(geo.longDescription, lang),
          image: geo.image,
          order: geo.order,
        }
      : { ...DEFAULT_GEO_GROUP },
    rating,
  };
}

/** What the shop search of packages/domain reads of a public shop. */
export function searchable(shop: Shop): SearchableShop & { shop: Shop } {
  const { name, address } = shop.publicInfo;
  return {
    shop,
    name,
    city: address.city,
    country: address.country,
    address: address.address,
    zipcode: address.zipcode,
    position: shop.localisation.coordonate,
  };
}

/** A shop as staff read it: every field, full language maps, articles with their shop price. */
export function toAdminShop({ shop, articlePrices }: ShopWithRelations): ShopAdmin {
  return {
    id: shop.id,
    slug: shop.slug,
    name: shop.name,
    description: shop.description,
    address: shop.address,
    city: shop.city,
    country: shop.country,
    zipcode: shop.zipcode,
    phone: shop.phone,
    email: shop.email,
    lat: shop.lat,
    lng: shop.lng,
    timeZone: shop.timeZone,
    images: shop.images.map((image) => ({ url: image.url, alt: image.alt ?? {} })),
    bookerActive: shop.bookerActive,
    useCabins: shop.useCabins,
    openingHours: shop.openingHours,
    geoGroupmentId: shop.geoGroupmentId,
    order: shop.order,
    externalId: shop.externalId,
    webId: shop.webId,
    articles: articlePrices,
  };
}
