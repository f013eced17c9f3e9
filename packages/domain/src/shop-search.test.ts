import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampRadiusKm,
  distanceMetres,
  filterShopsByText,
  formatDistance,
  normalizeSearchText,
  type SearchableShop,
  searchShops,
} from './shop-search.ts';

const shop = (over: Partial<SearchableShop> & { name: string }): SearchableShop => ({
  city: '',
  country: 'France',
  address: '',
  zipcode: '',
  position: null,
  ...over,
});

const marais = shop({
  name: 'Maison Éclat Marais',
  city: 'Paris',
  address: '24 rue de Bretagne',
  zipcode: '75003',
  position: { lat: 48.8625, lng: 2.3622 },
});
const germain = shop({
  name: 'Maison Éclat Saint-Germain',
  city: 'Paris',
  address: '8 rue Saint-Sulpice',
  zipcode: '75006',
  position: { lat: 48.851, lng: 2.335 },
});
const lyon = shop({
  name: 'Maison Éclat Presqu’île',
  city: 'Lyon',
  address: '12 rue Président Édouard Herriot',
  zipcode: '69002',
  position: { lat: 45.7597, lng: 4.8339 },
});
const geneve = shop({
  name: 'Atelier Genève',
  city: 'Genève',
  country: 'Suisse',
  address: 'Rue du Rhône 5',
  zipcode: '1204',
  position: { lat: 46.2044, lng: 6.1432 },
});
const noCoords = shop({ name: 'Cœur de Bordeaux', city: 'Bordeaux', zipcode: '33000' });
const all = [marais, germain, lyon, geneve, noCoords];

describe('text search (spec §5)', () => {
  it('ignores case and accents on name, city, country and street', () => {
    expect(filterShopsByText(all, 'GENEVE')).toEqual([geneve]);
    expect(filterShopsByText(all, 'suisse')).toEqual([geneve]);
    expect(filterShopsByText(all, 'édouard')).toEqual([lyon]);
    expect(filterShopsByText(all, 'eclat saint germain')).toEqual([germain]);
    expect(filterShopsByText(all, 'coeur')).toEqual([noCoords]);
    expect(filterShopsByText(all, 'paris')).toEqual([marais, germain]);
  });
  it('needs every word somewhere in the shop', () => {
    expect(filterShopsByText(all, 'marais paris')).toEqual([marais]);
    expect(filterShopsByText(all, 'marais lyon')).toEqual([]);
  });
  it('keeps every shop for an empty or blank query', () => {
    expect(filterShopsByText(all, '')).toEqual(all);
    expect(filterShopsByText(all, '   ')).toEqual(all);
    expect(filterShopsByText(all, null)).toEqual(all);
  });
  it('matches a numeric query as a zip code prefix', () => {
    expect(filterShopsByText(all, '7500')).toEqual([marais, germain]);
    expect(filterShopsByText(all, '75006')).toEqual([germain]);
    expect(filterShopsByText(all, '75 003')).toEqual([marais]);
  });
  it('retries with the first 2 digits when nothing matches', () => {
    expect(filterShopsByText(all, '75018')).toEqual([marais, germain]);
    expect(filterShopsByText(all, '69100')).toEqual([lyon]);
    expect(filterShopsByText(all, '99999')).toEqual([]);
    expect(filterShopsByText(all, '12')).toEqual([geneve]);
  });
  it('finds a shop by any substring of its name, whatever the case and accents', () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.nat(), fc.nat(), fc.boolean(), (target, a, b, upper) => {
        const name = target.name;
        const start = a % name.length;
        const end = start + 1 + (b % (name.length - start));
        const piece = name.slice(start, end);
        if (!normalizeSearchText(piece) || /^[\d\s]+$/.test(piece)) return;
        // Only whole words are guaranteed: a slice may cut a word in two, which still matches.
        const q = upper ? piece.toUpperCase() : piece.normalize('NFD').replace(/\p{M}/gu, '');
        expect(filterShopsByText(all, q)).toContain(target);
      }),
    );
  });
  it('never invents shops and keeps their order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (q) => {
        const found = filterShopsByText(all, q);
        const indexes = found.map((s) => all.indexOf(s));
        expect(indexes.every((i) => i >= 0)).toBe(true);
        expect([...indexes].sort((x, y) => x - y)).toEqual(indexes);
      }),
    );
  });
});

describe('distance', () => {
  it('is about 392 km from Paris to Lyon (earth radius 6371 km)', () => {
    const d = distanceMetres({ lat: 48.8566, lng: 2.3522 }, { lat: 45.764, lng: 4.8357 });
    expect(d).toBeGreaterThan(391_000);
    expect(d).toBeLessThan(393_000);
  });
  it('is half the circumference between antipodes', () => {
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6_371_000, 0);
  });
  const point = fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
  });
  it('is symmetric, zero to itself, never negative nor over half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMetres(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6_371_000 + 1e-6);
        expect(Math.abs(d - distanceMetres(b, a))).toBeLessThan(1e-6);
        expect(distanceMetres(a, a)).toBeLessThan(1e-6);
      }),
    );
  });
  it('respects the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        // Haversine is ill-conditioned near antipodes (asin of ~1): about sqrt(ε)·R ≈ 0.1 m of
        // rounding there (a counterexample missed 1e-3 by a millimetre); a metre is far below any radius.
        expect(distanceMetres(a, c)).toBeLessThanOrEqual(distanceMetres(a, b) + distanceMetres(b, c) + 1);
      }),
    );
  });
});

describe('radius', () => {
  it('defaults to 100 km and stays within 1–250', () => {
    expect(clampRadiusKm(undefined)).toBe(100);
    expect(clampRadiusKm(null)).toBe(100);
    expect(clampRadiusKm(Number.NaN)).toBe(100);
    expect(clampRadiusKm(0)).toBe(1);
    expect(clampRadiusKm(1000)).toBe(250);
    expect(clampRadiusKm(42)).toBe(42);
    fc.assert(
      fc.property(fc.double(), (r) => {
        const km = clampRadiusKm(r);
        expect(km).toBeGreaterThanOrEqual(1);
        expect(km).toBeLessThanOrEqual(250);
      }),
    );
  });
});

describe('search with a position', () => {
  const here = { lat: 48.8606, lng: 2.3376 }; // the Louvre
  it('keeps shops within the radius, nearest first, with their distance', () => {
    const hits = searchShops(all, { position: here, radiusKm: 10 });
    expect(hits.map((h) => h.shop)).toEqual([germain, marais]);
    expect(hits[0]?.distance).toBeGreaterThan(0);
    expect(hits[0]?.distance).toBeLessThan(hits[1]?.distance ?? 0);
  });
  it('uses 100 km by default and leaves out shops without coordinates', () => {
    const hits = searchShops(all, { position: here });
    expect(hits.map((h) => h.shop)).toEqual([germain, marais]);
    const wide = searchShops(all, { position: here, radiusKm: 250 });
    expect(wide.map((h) => h.shop)).not.toContain(noCoords);
  });
  it('applies the text filter too', () => {
    expect(searchShops(all, { q: 'marais', position: here }).map((h) => h.shop)).toEqual([marais]);
  });
  it('keeps the display order and no distance without a position', () => {
    expect(searchShops(all, { q: 'paris' })).toEqual([
      { shop: marais, distance: null },
      { shop: germain, distance: null },
    ]);
  });
  it('answers shops ordered by distance, all within the radius', () => {
    const places = fc.array(
      fc.record({
        lat: fc.double({ min: 40, max: 52, noNaN: true }),
        lng: fc.double({ min: -5, max: 9, noNaN: true }),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(places, fc.integer({ min: 1, max: 250 }), (positions, radiusKm) => {
        const shops = positions.map((position, i) => shop({ name: `S${i}`, position }));
        const hits = searchShops(shops, { position: here, radiusKm });
        for (let i = 1; i < hits.length; i++)
          expect(hits[i]?.distance ?? 0).toBeGreaterThanOrEqual(hits[i - 1]?.distance ?? 0);
        for (const hit of hits) expect(hit.distance ?? Infinity).toBeLessThanOrEqual(radiusKm * 1000);
        const inside = shops.filter((s) => s.position && distanceMetres(here, s.position) <= radiusKm * 1000);
        expect(hits.length).toBe(inside.length);
      }),
    );
  });
});

describe('formatDistance', () => {
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  it('shows metres under 1000 m and km with one decimal above, per locale', () => {
    expect(plain(formatDistance(850.4, 'fr-FR'))).toBe('850 m');
    expect(plain(formatDistance(0, 'en-GB'))).toBe('0 m');
    expect(plain(formatDistance(1500, 'fr-FR'))).toBe('1,5 km');
    expect(plain(formatDistance(1500, 'en-GB'))).toBe('1.5 km');
    expect(plain(formatDistance(12_340, 'de-DE'))).toBe('12,3 km');
    expect(plain(formatDistance(999.6, 'en-GB'))).toBe('1.0 km');
  });
  it('always names a unit matching the size', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20_000_000, noNaN: true }), (m) => {
        const text = plain(formatDistance(m, 'en-GB'));
        expect(text.endsWith(Math.round(m) < 1000 ? ' m' : ' km')).toBe(true);
      }),
    );
  });
});
