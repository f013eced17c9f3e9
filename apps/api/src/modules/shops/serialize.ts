import type { Lang, Shop } from '@eclat/contracts';
import { DEFAULT_GEO_GROUP, localise } from '@eclat/domain';
import type { ShopWithRelations } from './repository.ts';

/** A shop with the fields of spec §3, texts in one language. */
export function toPublicShop({ shop, geo, articleIds }: ShopWithRelations, lang: Lang): Shop {
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
  };
}
