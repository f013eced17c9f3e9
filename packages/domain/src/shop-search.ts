import { numberFormat } from './intl-formats.ts';
// Spec §4 "Shop search", §5 (text match, zip prefix, distance), §9 (radius default 100 km, 1–250).
// Pure: the API filters and orders with it, the storefront formats distances with it.

/** Mean earth radius of spec §5, in metres. */
export const EARTH_RADIUS_M = 6_371_000;

export const SEARCH_RADIUS_KM = { default: 100, min: 1, max: 250 } as const;

export type GeoPoint = { lat: number; lng: number };

/** What the search needs of a shop; any richer object can be searched. */
export type SearchableShop = {
  name: string;
  city: string;
  country: string;
  /** The street address. */
  address: string;
  zipcode: string;
  position: GeoPoint | null;
};

export type ShopSearchOptions = {
  /** Free text, or digits for a zip code prefix. Empty or blank: no text filter. */
  q?: string | null;
  /** The visitor's position; when set, shops are filtered by radius and ordered by distance. */
  position?: GeoPoint | null;
  /** Kilometres, clamped to 1–250; default 100. Only applies with a position. */
  radiusKm?: number | null;
};

export type ShopSearchHit<T> = { shop: T /** metres; null without a position. */; distance: number | null };

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

/**
 * Lower case, accents and ligatures removed, punctuation as spaces, whitespace collapsed:
 * 'Saint-Germain-des-Prés' → 'saint germain des pres', 'Cœur' → 'coeur'.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđ]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A query made only of digits (spaces allowed, as in '75 003') searches zip codes. */
export function isZipQuery(q: string): boolean {
  return /^[\d\s]+$/.test(q) && /\d/.test(q);
}

/** Every word of the query appears in the name, city, country or street address. */
export function matchesText(shop: SearchableShop, q: string): boolean {
  const words = normalizeSearchText(q).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [shop.name, shop.city, shop.country, shop.address].map(normalizeSearchText).join(' | ');
  return words.every((word) => haystack.includes(word));
}

export function matchesZipPrefix(shop: SearchableShop, digits: string): boolean {
  return shop.zipcode.replace(/\s+/g, '').startsWith(digits);
}

/**
 * Shops matching a text query (spec §5): a numeric query matches zip codes by prefix and, when
 * none matches, retries with its first 2 digits (the département); any other query matches words
 * of the name, city, country or street, ignoring case and accents. Order is kept.
 */
export function filterShopsByText<T extends SearchableShop>(
  shops: readonly T[],
  q: string | null | undefined,
): T[] {
  const query = (q ?? '').trim();
  if (!query) return [...shops];
  if (isZipQuery(query)) {
    const digits = query.replace(/\s+/g, '');
    const exact = shops.filter((shop) => matchesZipPrefix(shop, digits));
    if (exact.length > 0 || digits.length <= 2) return exact;
    return shops.filter((shop) => matchesZipPrefix(shop, digits.slice(0, 2)));
  }
  return shops.filter((shop) => matchesText(shop, query));
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine, earth radius 6371 km). */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The radius in km within 1–250; default 100 when missing or not a number. */
export function clampRadiusKm(radiusKm: number | null | undefined): number {
  if (radiusKm === null || radiusKm === undefined || !Number.isFinite(radiusKm))
    return SEARCH_RADIUS_KM.default;
  return Math.min(SEARCH_RADIUS_KM.max, Math.max(SEARCH_RADIUS_KM.min, radiusKm));
}

export function isValidPosition(p: GeoPoint): boolean {
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}

/**
 * The search of spec §4–§5: the text filter, then, with a position, only shops with coordinates
 * within the radius, nearest first (ties keep the input order). Without a position the input
 * order (display order) is kept and distances are null.
 */
export function searchShops<T extends SearchableShop>(
  shops: readonly T[],
  options: ShopSearchOptions = {},
): ShopSearchHit<T>[] {
  const matching = filterShopsByText(shops, options.q);
  const position = options.position;
  if (!position) return matching.map((shop) => ({ shop, distance: null }));
  const radiusM = clampRadiusKm(options.radiusKm) * 1000;
  return matching
    .flatMap((shop, index) => {
      if (!shop.position) return [];
      const distance = distanceMetres(position, shop.position);
      return distance <= radiusM ? [{ shop, distance, index }] : [];
    })
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map(({ shop, distance }) => ({ shop, distance }));
}

/**
 * A distance for people (spec §5): whole metres under 1000 m, else kilometres with one decimal,
 * in the number format of `locale` ('fr-FR' → '850 m', '1,5 km'; 'en-GB' → '1.5 km').
 */
export function formatDistance(metres: number, locale: string): string {
  const rounded = Math.round(Math.max(0, metres));
  if (rounded < 1000) {
    return numberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(rounded);
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rounded / 1000);
}
