import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialShopSearch,
  type ShopSearchEvent,
  shopSearchQuery,
  shopSearchReducer,
  shopSuggestions,
  showsSuggestions,
  squareTiles,
  visibleForPage,
  visibleResults,
} from './shop-search-state.ts';

const paris = { lat: 48.8566, lng: 2.3522 };
const run = (events: ShopSearchEvent[], q = '') => events.reduce(shopSearchReducer, initialShopSearch(q));

describe('shop search state (spec §4)', () => {
  it('starts in text mode with the default radius of 100 km and 6 results', () => {
    const state = initialShopSearch();
    expect(state).toMatchObject({ locationMode: false, radiusKm: 100, visible: 6, geolocation: 'idle' });
    expect(shopSearchQuery(state)).toEqual({});
  });

  it('geolocation granted at start searches around the visitor within the radius', () => {
    const state = run([{ type: 'geolocation-asked' }, { type: 'geolocation-granted', position: paris }]);
    expect(state.locationMode).toBe(true);
    expect(shopSearchQuery(state)).toEqual({ lat: paris.lat, lng: paris.lng, radius: 100 });
  });

  it('geolocation denied sets the blocked flag and stays in text mode', () => {
    const state = run([{ type: 'geolocation-asked' }, { type: 'geolocation-denied' }]);
    expect(state.geolocation).toBe('denied');
    expect(state.locationMode).toBe(false);
  });

  it('typing switches location mode off', () => {
    const state = run([
      { type: 'geolocation-granted', position: paris },
      { type: 'typed', q: 'lyon' },
    ]);
    expect(state.locationMode).toBe(false);
    expect(shopSearchQuery(state)).toEqual({ q: 'lyon' });
  });

  it('a position granted after the visitor typed does not override the text', () => {
    const state = run([{ type: 'geolocation-granted', position: paris }], 'lille');
    expect(state.locationMode).toBe(false);
    expect(state.position).toEqual(paris);
  });

  it('a city chosen in the autocomplete searches around it', () => {
    const state = run([
      { type: 'typed', q: 'saint eti' },
      { type: 'place-chosen', name: 'Saint-Étienne', position: { lat: 45.43, lng: 4.39 } },
    ]);
    expect(state).toMatchObject({ locationMode: true, placeName: 'Saint-Étienne', q: 'Saint-Étienne' });
    expect(shopSearchQuery(state)).toEqual({ lat: 45.43, lng: 4.39, radius: 100 });
  });

  it('the location button searches around the visitor even after typing', () => {
    const state = run([
      { type: 'typed', q: 'lyon' },
      { type: 'use-position', position: paris },
    ]);
    expect(state).toMatchObject({ q: '', locationMode: true, placeName: null, geolocation: 'granted' });
    expect(shopSearchQuery(state)).toEqual({ lat: paris.lat, lng: paris.lng, radius: 100 });
  });

  it('the radius slider stays within 1–250 km', () => {
    expect(run([{ type: 'radius', km: 0 }]).radiusKm).toBe(1);
    expect(run([{ type: 'radius', km: 900 }]).radiusKm).toBe(250);
    expect(run([{ type: 'radius', km: 40 }]).radiusKm).toBe(40);
  });

  it("'see more' adds 6 each time; a new search starts again at 6", () => {
    const more = run([{ type: 'see-more' }, { type: 'see-more' }]);
    expect(more.visible).toBe(18);
    expect(shopSearchReducer(more, { type: 'typed', q: 'x' }).visible).toBe(6);
  });

  it('location mode is always off right after typing, whatever came before', () => {
    const event = fc.oneof(
      fc.constant<ShopSearchEvent>({ type: 'geolocation-granted', position: paris }),
      fc.constant<ShopSearchEvent>({ type: 'geolocation-denied' }),
      fc.constant<ShopSearchEvent>({ type: 'see-more' }),
      fc.constant<ShopSearchEvent>({ type: 'place-chosen', name: 'Lyon', position: paris }),
      fc.integer({ min: -10, max: 400 }).map<ShopSearchEvent>((km) => ({ type: 'radius', km })),
    );
    fc.assert(
      fc.property(fc.array(event), fc.string(), (events, q) => {
        const state = shopSearchReducer(run(events), { type: 'typed', q });
        expect(state.locationMode).toBe(false);
        expect(state.radiusKm).toBeGreaterThanOrEqual(1);
        expect(state.radiusKm).toBeLessThanOrEqual(250);
      }),
    );
  });
});

describe('results, suggestions and tiles (spec §4, §9)', () => {
  const shops = Array.from({ length: 14 }, (_, i) => ({ id: i + 1 }));

  it('shows 6 results first and says whether more remain', () => {
    expect(visibleResults(shops, 6)).toMatchObject({ more: true });
    expect(visibleResults(shops, 6).shown).toHaveLength(6);
    expect(visibleResults(shops, 18)).toMatchObject({ more: false });
    expect(visibleResults(shops.slice(0, 6), 6).more).toBe(false);
  });

  it('page n of the page without JavaScript shows 6 + 6 × (n − 1) results', () => {
    expect(visibleForPage(1)).toBe(6);
    expect(visibleForPage(3)).toBe(18);
    expect(visibleForPage(Number.NaN)).toBe(6);
    expect(visibleForPage(-4)).toBe(6);
  });

  it('suggests other shops only when the results number 1 to 5', () => {
    expect(showsSuggestions(0)).toBe(false);
    expect(showsSuggestions(1)).toBe(true);
    expect(showsSuggestions(5)).toBe(true);
    expect(showsSuggestions(6)).toBe(false);
    expect(shopSuggestions(shops, [{ id: 2 }]).map((s) => s.id)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(shopSuggestions(shops, [])).toEqual([]);
    expect(shopSuggestions(shops, shops.slice(0, 6))).toEqual([]);
  });

  it('the square theme shows at most 6 tiles', () => {
    expect(squareTiles(shops)).toHaveLength(6);
    expect(squareTiles(shops.slice(0, 2))).toHaveLength(2);
  });
});
