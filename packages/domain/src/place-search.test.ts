import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { departmentsOfPostcode, type Place, searchPlaces } from './place-search.ts';

const place = (name: string, department: string, lat = 45, lng = 4): Place => ({
  name,
  department,
  lat,
  lng,
});
const places: Place[] = [
  place('Villey-Saint-Étienne', '54'),
  place('Saint-Étienne', '42', 45.43389, 4.39),
  place('Saint-Étienne-de-Saint-Geoirs', '38'),
  place('Orléans', '45'),
  place('Lyon', '69', 45.76, 4.83),
  place('Villeurbanne', '69'),
  place('Lyons-la-Forêt', '27'),
  place('Ajaccio', '2A'),
  place('Bastia', '2B'),
  place('Saint-Denis', '974'),
];

describe('city autocomplete (gazetteer, spec §4–§5 matching)', () => {
  it('finds an accented city from an accent-less query, the whole name first', () => {
    const names = searchPlaces(places, 'saint etienne').map((p) => p.name);
    expect(names[0]).toBe('Saint-Étienne');
    expect(names).toContain('Villey-Saint-Étienne');
    expect(searchPlaces(places, 'ORLEANS')[0]).toMatchObject({
      name: 'Orléans',
      department: '45',
      position: { lat: 45, lng: 4 },
    });
  });

  it('ranks names starting with the query before names containing it', () => {
    expect(searchPlaces(places, 'lyo').map((p) => p.name)).toEqual(['Lyon', 'Lyons-la-Forêt']);
    expect(searchPlaces(places, 'etienne').map((p) => p.name)[0]).toBe('Saint-Étienne');
  });

  it('digits give the cities of the postcode département', () => {
    expect(
      searchPlaces(places, '69002')
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Lyon', 'Villeurbanne']);
    expect(searchPlaces(places, '20').map((p) => p.name)).toEqual(['Bastia', 'Ajaccio']);
    expect(searchPlaces(places, '97411').map((p) => p.name)).toEqual(['Saint-Denis']);
    expect(departmentsOfPostcode('7')).toEqual([]);
  });

  it('needs two characters and honours the limit', () => {
    expect(searchPlaces(places, 'l')).toEqual([]);
    expect(searchPlaces(places, '  ')).toEqual([]);
    expect(searchPlaces(places, 'saint', 2)).toHaveLength(2);
  });

  it('every hit contains the normalised query', () => {
    fc.assert(
      fc.property(fc.constantFrom('sa', 'saint', 'on', 'ly', 'ville', 'ét', 'ia'), (q) => {
        for (const hit of searchPlaces(places, q, 50)) {
          expect(
            hit.name
              .normalize('NFD')
              .replace(/\p{M}+/gu, '')
              .toLowerCase(),
          ).toContain(q.normalize('NFD').replace(/\p{M}+/gu, ''));
        }
      }),
    );
  });
});
