// The shop search box of spec §4 as a state machine: geolocation tried at start (granted: shops
// within a radius; denied: a blocked flag and a notice), typing switches location mode off,
// 6 results first and 6 more per 'see more' (§9), suggestions when results number 1 to 5, the
// square theme shows up to 6 tiles. Pure: the storefront feeds it events and renders the state.
import { clampRadiusKm, type GeoPoint, SEARCH_RADIUS_KM } from './shop-search.ts';

/** Spec §9: search page size and increment. */
export const SEARCH_PAGE_SIZE = 6;
export const SEARCH_PAGE_INCREMENT = 6;
/** Spec §4/§9: suggestions are shown when the results number 1 to 5. */
export const SUGGESTIONS_MIN = 1;
export const SUGGESTIONS_MAX = 5;
/** Spec §2/§9: the square theme shows up to 6 shops as tiles. */
export const SQUARE_TILES_MAX = 6;

export type GeolocationStatus = 'idle' | 'asking' | 'granted' | 'denied';

export type ShopSearchState = {
  q: string;
  /** Searching around `position` within `radiusKm` (location mode), rather than by text. */
  locationMode: boolean;
  position: GeoPoint | null;
  /** A label for the position: a city chosen in the autocomplete, null for the device's own. */
  placeName: string | null;
  radiusKm: number;
  geolocation: GeolocationStatus;
  /** How many results are shown (6, 12, 18…). */
  visible: number;
};

export type ShopSearchEvent =
  | { type: 'geolocation-asked' }
  | { type: 'geolocation-granted'; position: GeoPoint }
  | { type: 'geolocation-denied' }
  | { type: 'typed'; q: string }
  | { type: 'place-chosen'; name: string; position: GeoPoint }
  /** The location button: search around the visitor's own position, whatever was typed. */
  | { type: 'use-position'; position: GeoPoint }
  | { type: 'radius'; km: number }
  | { type: 'see-more' }
  | { type: 'location-off' };

export function initialShopSearch(q = ''): ShopSearchState {
  return {
    q,
    locationMode: false,
    position: null,
    placeName: null,
    radiusKm: SEARCH_RADIUS_KM.default,
    geolocation: 'idle',
    visible: SEARCH_PAGE_SIZE,
  };
}

export function shopSearchReducer(state: ShopSearchState, event: ShopSearchEvent): ShopSearchState {
  switch (event.type) {
    case 'geolocation-asked':
      return { ...state, geolocation: 'asking' };
    case 'geolocation-granted':
      // A visitor who already typed keeps their text search: the position waits for the button.
      if (state.q.trim() !== '') return { ...state, geolocation: 'granted', position: event.position };
      return {
        ...state,
        geolocation: 'granted',
        locationMode: true,
        position: event.position,
        placeName: null,
        visible: SEARCH_PAGE_SIZE,
      };
    case 'geolocation-denied':
      return {
        ...state,
        geolocation: 'denied',
        locationMode: state.placeName !== null && state.locationMode,
      };
    case 'typed':
      // Spec §4: typing text switches location mode off.
      return { ...state, q: event.q, locationMode: false, visible: SEARCH_PAGE_SIZE };
    case 'place-chosen':
      // The city stays in the field (issue 17): the visitor sees what they chose; the query is
      // the position (location mode ignores the text), and typing again searches by text.
      return {
        ...state,
        q: event.name,
        locationMode: true,
        position: event.position,
        placeName: event.name,
        visible: SEARCH_PAGE_SIZE,
      };
    case 'use-position':
      return {
        ...state,
        q: '',
        geolocation: 'granted',
        locationMode: true,
        position: event.position,
        placeName: null,
        visible: SEARCH_PAGE_SIZE,
      };
    case 'radius':
      return { ...state, radiusKm: clampRadiusKm(event.km), visible: SEARCH_PAGE_SIZE };
    case 'see-more':
      return { ...state, visible: state.visible + SEARCH_PAGE_INCREMENT };
    case 'location-off':
      return { ...state, locationMode: false, visible: SEARCH_PAGE_SIZE };
  }
}

/** The query the API answers for a state: text, or position and radius in location mode. */
export function shopSearchQuery(state: ShopSearchState): {
  q?: string;
  lat?: number;
  lng?: number;
  radius?: number;
} {
  if (state.locationMode && state.position) {
    return { lat: state.position.lat, lng: state.position.lng, radius: state.radiusKm };
  }
  const q = state.q.trim();
  return q ? { q } : {};
}

/** Spec §4: suggestions appear when results number 1 to 5. */
export const showsSuggestions = (resultCount: number): boolean =>
  resultCount >= SUGGESTIONS_MIN && resultCount <= SUGGESTIONS_MAX;

/**
 * The suggestions: shops that are not among the results, in the order given (nearest first when
 * the caller sorted them by distance), at most one page.
 */
export function shopSuggestions<T extends { id: number }>(
  all: readonly T[],
  results: readonly { id: number }[],
  limit = SEARCH_PAGE_SIZE,
): T[] {
  if (!showsSuggestions(results.length)) return [];
  const shown = new Set(results.map((r) => r.id));
  return all.filter((shop) => !shown.has(shop.id)).slice(0, limit);
}

/** The results shown and whether 'see more' has anything left to show. */
export function visibleResults<T>(results: readonly T[], visible: number): { shown: T[]; more: boolean } {
  const count = Math.max(SEARCH_PAGE_SIZE, Math.floor(visible));
  return { shown: results.slice(0, count), more: results.length > count };
}

/** 'see more' count from a page number in a URL (?page=2 → 12), for the page without JavaScript. */
export const visibleForPage = (page: number): number =>
  SEARCH_PAGE_SIZE + SEARCH_PAGE_INCREMENT * Math.max(0, Math.floor(Number.isFinite(page) ? page : 1) - 1);

export const squareTiles = <T>(shops: readonly T[]): T[] => shops.slice(0, SQUARE_TILES_MAX);
