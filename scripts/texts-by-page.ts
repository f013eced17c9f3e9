// The journeys' interface texts each page uses (issue 19: a page carries the texts it shows, not
// the whole catalogue). Reads the storefront's route config, follows each journeys page's imports
// through the app's own modules (static and dynamic, not type-only, not `.server` ones: their
// texts are written on the server) and keeps every quoted string that is a journeys key. Keys are
// typed (`TextKey<'journeys'>`), so a key reaches `t()` as a literal somewhere in that code: in
// the call, or in a map of keys the page imports.
// Writes apps/web/app/locales/journeys/by-page.gen.ts, which the journeys layout's loader reads;
// tests/texts-by-page.test.ts fails when it is out of date.
//   npm run texts
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const appDir = resolve(import.meta.dirname, '../apps/web/app');
export const GENERATED = join(appDir, 'locales/journeys/by-page.gen.ts');

type RouteEntry = { id?: string; file: string; path?: string; index?: boolean; children?: RouteEntry[] };

/** A page of the journeys layout: its path under the language segment and its modules' files. */
export type JourneysPage = { path: string; files: string[] };

/** Every page under the layout whose id is 'journeys', with the layouts between them. */
export function journeysPages(routes: RouteEntry[]): JourneysPage[] {
  const found = findLayout(routes);
  if (!found) throw new Error("routes.ts: no layout with id 'journeys'");
  const pages: JourneysPage[] = [];
  const walk = (entries: RouteEntry[], prefix: string, layouts: string[]) => {
    for (const entry of entries) {
      const path = [prefix, entry.path ?? ''].filter(Boolean).join('/');
      if (entry.children?.length) walk(entry.children, path, [...layouts, entry.file]);
      else pages.push({ path, files: [...layouts, entry.file] });
    }
  };
  walk(found.children ?? [], '', []);
  return pages;
}

function findLayout(routes: RouteEntry[]): RouteEntry | undefined {
  for (const entry of routes) {
    if (entry.id === 'journeys') return entry;
    const inside = findLayout(entry.children ?? []);
    if (inside) return inside;
  }
  return undefined;
}

// `import x from './a.ts'` and `export { y } from './b.ts'` (a statement starts a line; `import
// type` and `export type` carry no code), `import './c.ts'`, `import('./d.tsx')`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s)?[^;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const BARE_IMPORT = /^\s*import\s*()['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*()['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const QUOTED = /['"`]([A-Za-z][A-Za-z0-9_]*)['"`]/g;

type Read = (file: string) => string;
const readSource: Read = (file) => readFileSync(file, 'utf8');

/**
 * The app's modules a file loads, transitively (the locales and `.server` modules left out):
 * modules outside `root` (packages, libraries) hold no interface text.
 */
export function moduleGraph(entry: string, root = appDir, read: Read = readSource): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = read(file);
    const imports = [STATIC_IMPORT, BARE_IMPORT, DYNAMIC_IMPORT].flatMap((pattern) => [
      ...source.matchAll(pattern),
    ]);
    for (const [, typeOnly, specifier = ''] of imports) {
      if (typeOnly) continue;
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(`${root}/`) || !/\.tsx?$/.test(target)) continue;
      if (/\.server\.tsx?$/.test(target) || target.startsWith(join(root, 'locales'))) continue;
      if (!existsSync(target)) throw new Error(`${relative(root, file)}: cannot resolve ${specifier}`);
      visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

/** The journeys keys quoted anywhere in these files, in catalogue order. */
export function keysIn(files: string[], catalogueKeys: readonly string[], read: Read = readSource): string[] {
  const quoted = new Set<string>();
  for (const file of files) {
    for (const match of read(file).matchAll(QUOTED)) quoted.add(match[1] ?? '');
  }
  return catalogueKeys.filter((key) => quoted.has(key));
}

export type TextsByPage = { path: string; keys: string[] }[];

/** Each journeys page's keys, from the route config and the code as they are now. */
export async function scanTextsByPage(): Promise<TextsByPage> {
  const { default: routes } = (await import(join(appDir, 'routes.ts'))) as { default: RouteEntry[] };
  const { fr } = (await import(join(appDir, 'locales/journeys/fr.ts'))) as { fr: Record<string, string> };
  const catalogueKeys = Object.keys(fr);
  // The pages share most of their modules (the booking flow, the profile layout): each is read once.
  const sources = new Map<string, string>();
  const read: Read = (file) => {
    let source = sources.get(file);
    if (source === undefined) {
      source = readSource(file);
      sources.set(file, source);
    }
    return source;
  };
  return journeysPages(routes).map(({ path, files }) => ({
    path,
    keys: keysIn(
      files.flatMap((file) => moduleGraph(join(appDir, file), appDir, read)),
      catalogueKeys,
      read,
    ),
  }));
}

function render(pages: TextsByPage): string {
  const rows = pages.map(
    ({ path, keys }) => `  { path: ${JSON.stringify(path)}, keys: ${JSON.stringify(keys)} },`,
  );
  return [
    '// Generated by `npm run texts` (scripts/texts-by-page.ts) — do not edit. The journeys texts each',
    "// page's code uses; tests/texts-by-page.test.ts fails when this file is out of date.",
    "import type { TextKey } from '../index.ts';",
    '',
    "export const journeysTextsByPage: readonly { path: string; keys: readonly TextKey<'journeys'>[] }[] = [",
    ...rows,
    '];',
    '',
  ].join('\n');
}

if (import.meta.main) {
  const pages = await scanTextsByPage();
  writeFileSync(GENERATED, render(pages));
  const biome = resolve(import.meta.dirname, '../node_modules/.bin/biome');
  execFileSync(biome, ['format', '--write', GENERATED], { stdio: 'inherit' });
  const sizes = pages.map((page) => `${page.path || '/'} ${page.keys.length}`).join(', ');
  console.log(`${relative(process.cwd(), GENERATED)}: ${pages.length} pages (${sizes})`);
}
