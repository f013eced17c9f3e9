// What each page of the production build loads before it can hydrate (issue 19): on HTTP/1.1 each
// script is a request with its own round trips, and Lighthouse's simulated slow 4G counts every one
// that ends before the paint. The chunk groups of vite.config.ts keep these few; this reads the
// real build's manifest (as the browser gets it) so a new group or import that splits them again,
// or carries a journey's code onto every page, fails here rather than in a bench run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type ManifestRoute = { module: string; imports?: string[]; parentId?: string };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

const assets = fileURLToPath(new URL('./build/client/assets', import.meta.url));
const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error(`no React Router manifest in ${assets}: run npm run build`);
const manifest = JSON.parse(
  readFileSync(join(assets, manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
) as Manifest;

/** The scripts a route's page loads at once: the entry's, and each route module's up to the root. */
function pageScripts(routeId: string): string[] {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId ?? '']) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files].map((file) => file.replace(/^\/assets\//, ''));
}

const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');
const routeIds = Object.keys(manifest.routes);
const pages = routeIds.filter((id) => !routeIds.some((other) => manifest.routes[other]?.parentId === id));

describe('the scripts a page loads', () => {
  it('the home loads nine', () => {
    expect(manifest.routes['routes/content/home']).toBeDefined();
    expect(pageScripts('routes/content/home').map(chunkName).sort()).toEqual(
      [
        'discovery-ui',
        'entry.client',
        'home',
        'lang-layout',
        'reviews',
        'rolldown-runtime',
        'root',
        'shared',
        'shop-page',
      ].sort(),
    );
  });

  it('what every page loads is the entry, the shared file, the bundler’s runtime and the root', () => {
    expect(pages.length).toBeGreaterThan(40);
    const loads = pages.map((id) => new Set(pageScripts(id).map(chunkName)));
    const onEveryPage = [...(loads[0] ?? [])].filter((name) => loads.every((page) => page.has(name)));
    expect(onEveryPage.sort()).toEqual(['entry.client', 'rolldown-runtime', 'root', 'shared']);
  });

  it('the booking’s and the cart’s code stay on the pages that use them', () => {
    for (const page of ['routes/content/home', 'routes/catalogue/shop', 'routes/catalogue/service']) {
      const names = pageScripts(page).map(chunkName);
      expect(names, page).not.toContain('booking-domain');
      expect(names, page).not.toContain('cart-domain');
    }
    expect(pageScripts('routes/booking/reservation').map(chunkName)).toContain('booking-domain');
  });
});
