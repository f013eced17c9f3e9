import type { Shop } from '@eclat/contracts';
import { clampRadiusKm, SEARCH_RADIUS_KM, searchPlaces, visibleForPage } from '@eclat/domain';
import type { Formatter } from '../../lib/format.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { searchShopsApi } from '../catalogue/catalogue.server.ts';
import { loadNextSlotLabels } from '../catalogue/next-slots.server.ts';
import { frenchPlaces } from '../catalogue/places/places.server.ts';
import { ratingOf } from '../reviews/rating.ts';
import type { SearchHit, SearchInit, SearchShop, SearchTheme } from './search-types.ts';

export function searchShop(shop: Shop, format: Formatter, nextSlot: string | null = null): SearchShop {
  const image = shop.images[0];
  const { address, city, zipcode } = shop.publicInfo.address;
  return {
    id: shop.id,
    slug: shop.slug,
    name: shop.publicInfo.name,
    street: address,
    city: [zipcode, city].filter(Boolean).join(' '),
    image: image ? { url: format.image(image.url), alt: image.alt || shop.publicInfo.name } : null,
    bookable: shop.booker.active,
    nextSlot: shop.booker.active ? nextSlot : null,
    rating: ratingOf(shop.rating),
  };
}

const hitsOf = (shops: readonly Shop[]): SearchHit[] =>
  shops.map((shop) => ({ id: shop.id, distance: shop.distance ?? null }));

/**
 * The search's first paint from the URL (?q=, ?page=): what the GET form of the page without
 * JavaScript asks. A text that matches no shop but names a French city searches around that city
 * (the gazetteer), so a visitor without JavaScript can search by place too.
 */
export async function searchInit(
  storefront: Storefront,
  shops: readonly Shop[],
  url: URL,
  format: Formatter,
  theme: SearchTheme,
): Promise<SearchInit> {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const radiusKm = clampRadiusKm(Number(url.searchParams.get('radius')) || SEARCH_RADIUS_KM.default);
  // The next free time of each bookable shop, on every card (issue 17; cached by the API), asked
  // beside the text search.
  const [next, byText] = await Promise.all([
    loadNextSlotLabels(
      storefront,
      shops.filter((shop) => shop.booker.active).map((shop) => shop.id),
    ),
    q ? searchShopsApi(storefront, { q }) : Promise.resolve([]),
  ]);
  const base = {
    shops: shops.map((shop) => searchShop(shop, format, next.byShop.get(shop.id) ?? null)),
    q,
    radiusKm,
    visible: visibleForPage(Number(url.searchParams.get('page')) || 1),
    theme,
  };
  if (!q) return { ...base, hits: hitsOf(shops), place: null };
  if (byText.length > 0) return { ...base, hits: hitsOf(byText), place: null };
  const [place] = searchPlaces(frenchPlaces(), q, 1);
  if (!place) return { ...base, hits: [], place: null };
  const near = await searchShopsApi(storefront, { lat: place.lat, lng: place.lng, radius: radiusKm });
  const { name, department, lat, lng } = place;
  return { ...base, hits: hitsOf(near), place: { name, department, lat, lng } };
}
