// The discovery and journeys texts each page carries (issue 19): the generated lists are the
// code's, and the scan finds what a page's code can show.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoveryTextsByPage } from '../apps/web/app/locales/discovery/by-page.gen.ts';
import { fr as discoveryFr } from '../apps/web/app/locales/discovery/fr.ts';
import { journeysTextsByPage } from '../apps/web/app/locales/journeys/by-page.gen.ts';
import { fr } from '../apps/web/app/locales/journeys/fr.ts';
import { groupPages, keysIn, moduleGraph, scanTextsByPage } from '../scripts/texts-by-page.ts';

describe('the texts by page', () => {
  it('is what the code uses now: run `npm run texts` after changing a page', async () => {
    expect(await scanTextsByPage('journeys')).toEqual(journeysTextsByPage);
    expect(await scanTextsByPage('discovery')).toEqual(discoveryTextsByPage);
  });

  it('sends every discovery text with some page but those the server writes', () => {
    const sent = new Set<string>(discoveryTextsByPage.flatMap((page) => page.keys));
    const unsent = Object.keys(discoveryFr).filter((key) => !sent.has(key));
    // Titles and descriptions of <head>, written by the pages' server modules.
    for (const key of unsent) expect(key).toMatch(/Title$|Description$/);
  });

  it("sends the home its texts and not the e-shop's product page's", () => {
    const home = discoveryTextsByPage.find((page) => page.path === '')?.keys ?? [];
    const product = discoveryTextsByPage.find((page) => page.path === 'boutique/article/:slug?')?.keys ?? [];
    expect(home.length).toBeGreaterThan(0);
    expect(product.filter((key) => !home.includes(key)).length).toBeGreaterThan(0);
    expect(home.length).toBeLessThan(Object.keys(discoveryFr).length);
  });

  it("sends every text of the catalogue with some page but the calendar file's", () => {
    const sent = new Set(journeysTextsByPage.flatMap((page) => page.keys));
    // The one the server writes into a booking's calendar file is not sent with any page.
    const unsent = Object.keys(fr).filter((key) => !sent.has(key as keyof typeof fr));
    expect(unsent).toEqual(['calendarDescription']);
  });

  it("sends the booking page its texts and not the account's", () => {
    const booking = journeysTextsByPage.find((page) => page.path === 'reservation')?.keys ?? [];
    expect(booking).toEqual(expect.arrayContaining(['bookingKicker', 'loginTitle', 'confirmBooking']));
    expect(booking).not.toContain('registerLink');
    expect(booking.length).toBeLessThan(Object.keys(fr).length / 2);
  });

  it("lists a group's pages with the layouts between the group and the page", () => {
    const pages = [
      { file: 'a.tsx', path: 'a/:id' },
      { file: 'home.tsx', index: true },
      {
        file: 'p.tsx',
        path: 'p',
        children: [
          { file: 'p-index.tsx', index: true },
          { file: 'p-b.tsx', path: 'b' },
        ],
      },
    ];
    expect(groupPages(pages)).toEqual([
      { path: 'a/:id', files: ['a.tsx'] },
      { path: '', files: ['home.tsx'] },
      { path: 'p', files: ['p.tsx', 'p-index.tsx'] },
      { path: 'p/b', files: ['p.tsx', 'p-b.tsx'] },
    ]);
  });

  it('follows imports of code, static and dynamic, and not types, server modules or locales', () => {
    const root = mkdtempSync(join(tmpdir(), 'eclat-texts-'));
    mkdirSync(join(root, 'locales'));
    const files: Record<string, string> = {
      'page.tsx': [
        "import type { Shape } from './typed.ts';",
        "import {\n  helper,\n  type Other,\n} from './helper.ts';",
        "import './side.ts';",
        "import { data } from './data.server.ts';",
        "import { fr } from './locales/fr.ts';",
        "import { z } from 'zod';",
        "const Lazy = lazy(() => import('./lazy.tsx'));",
        "export { again } from './again.ts';",
        "t('inPage');",
      ].join('\n'),
      'typed.ts': "export type Shape = 'inType';",
      'helper.ts': "export const KEYS = { a: 'inHelper' };",
      'side.ts': 'const x = "inSide";',
      'data.server.ts': "translate('inServer');",
      'locales/fr.ts': "export const fr = { inLocale: 'x' };",
      'lazy.tsx': 'const y = `inLazy`;',
      'again.ts': "export const again = 'inAgain';",
    };
    for (const [name, source] of Object.entries(files)) writeFileSync(join(root, name), source);
    const graph = moduleGraph(join(root, 'page.tsx'), root).map((file) => file.slice(root.length + 1));
    expect(graph.sort()).toEqual(['again.ts', 'helper.ts', 'lazy.tsx', 'page.tsx', 'side.ts']);
    const keys = [
      'inPage',
      'inType',
      'inHelper',
      'inSide',
      'inServer',
      'inLocale',
      'inLazy',
      'inAgain',
      'unused',
    ];
    expect(keysIn(moduleGraph(join(root, 'page.tsx'), root), keys)).toEqual([
      'inPage',
      'inHelper',
      'inSide',
      'inLazy',
      'inAgain',
    ]);
    writeFileSync(join(root, 'broken.ts'), "import { gone } from './gone.ts';");
    expect(() => moduleGraph(join(root, 'broken.ts'), root)).toThrow(/cannot resolve \.\/gone\.ts/);
  });
});
