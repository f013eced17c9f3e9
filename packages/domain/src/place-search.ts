// The city autocomplete of the shop search (spec §4 "search by place"; spec §7 names a maps
// service with city-only places autocomplete, which we replace with a gazetteer shipped with the
// storefront: no outside service). Matching follows the shop search of §5: case- and
// accent-insensitive words, digits for the département (postcode prefix).
import { type GeoPoint, normalizeSearchText } from './shop-search.ts';

/** A city of the gazetteer: name, département code ('75', '2A', '974'), position. */
export type Place = { name: string; department: string; lat: number; lng: number };
export type PlaceHit = Place & { position: GeoPoint };

export const PLACE_SUGGESTIONS_MAX = 8;

/** Département of a postcode: 2 digits, 3 overseas (97x, 98x); Corsica's 20xxx are 2A and 2B. */
export function departmentsOfPostcode(digits: string): string[] {
  if (digits.length < 2) return [];
  if (digits.startsWith('97') || digits.startsWith('98'))
    return digits.length >= 3 ? [digits.slice(0, 3)] : [];
  if (digits.startsWith('20')) return ['2A', '2B'];
  return [digits.slice(0, 2)];
}

type Ranked = { place: Place; rank: number };

/** 0 whole name, 1 name starts with the query, 2 a word starts with it, 3 contains it; null: no. */
function rankOf(name: string, query: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  return name.includes(query) ? 3 : null;
}

/**
 * Places matching what the visitor typed, best first: exact name, then names starting with the
 * query, then a word of the name starting with it ('etienne' finds 'Saint-Étienne'), then
 * anywhere; shorter names first within a rank. Digits give the cities of the postcode's
 * département. Fewer than 2 characters give nothing.
 */
export function searchPlaces(
  places: readonly Place[],
  q: string | null | undefined,
  limit = PLACE_SUGGESTIONS_MAX,
): PlaceHit[] {
  const raw = (q ?? '').trim();
  const max = Math.max(0, Math.min(limit, 50));
  if (raw.replace(/\s+/g, '').length < 2 || max === 0) return [];
  const toHit = (place: Place): PlaceHit => ({ ...place, position: { lat: place.lat, lng: place.lng } });
  if (/^[\d\s]+$/.test(raw)) {
    const departments = departmentsOfPostcode(raw.replace(/\s+/g, ''));
    return places
      .filter((place) => departments.includes(place.department))
      .sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name, 'fr'))
      .slice(0, max)
      .map(toHit);
  }
  const query = normalizeSearchText(raw);
  if (query.length < 2) return [];
  const ranked: Ranked[] = [];
  for (const place of places) {
    const rank = rankOf(normalizeSearchText(place.name), query);
    if (rank !== null) ranked.push({ place, rank });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.place.name.length - b.place.name.length ||
      a.place.name.localeCompare(b.place.name, 'fr'),
  );
  return ranked.slice(0, max).map(({ place }) => toHit(place));
}
