// The interface texts each page uses (issue 19: a page carries the texts it shows, not the whole
// catalogue). Reads the storefront's two page groups from its route config (routes.ts
// `discoveryPages`, `journeysPages`), follows each page's imports through the app's own modules
// (static and dynamic, not type-only, not `.server` ones: their texts are written on the server)
// and keeps every quoted string that is a key of the group's namespace. Keys are typed
// (`TextKey<'journeys'>`), so a key reaches `t()` as a literal somewhere in that code: in the
// call, or in a map of keys the page imports.
// Writes apps/web/app/locales/{discovery,journeys}/by-page.gen.ts, which the language layout's
// loader reads; tests/texts-by-page.test.ts fails when they are out of date.
//   npm run texts
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const appDir = resolve(import.meta.dirname, '../apps/web/app');

/** The namespaces whose texts are sent page by page, each with its group of pages in routes.ts. */
const GROUPS = {
  discovery: { pages: 'discoveryPages', constant: 'discoveryTextsByPage' },
  journeys: { pages: 'journeysPages', constant: 'journeysTextsByPage' },
} as const;
export type GroupNamespace = keyof typeof GROUPS;

const generatedFile = (namespace: GroupNamespace): string =>
  join(appDir, `locales/${namespace}/by-page.gen.ts`);

type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] };

/** A page of a group: its path under the language segment and its modules' files. */
export type GroupPage = { path: string; files: string[] };

/** Every page of a group, with the layouts between the group and the page. */
export function groupPages(entries: RouteEntry[]): GroupPage[] {
  const pages: GroupPage[] = [];
  const walk = (children: RouteEntry[], prefix: string, layouts: string[]) => {
    for (const entry of children) {
      const path = [prefix, entry.path ?? ''].filter(Boolean).join('/');
      if (entry.children?.length) walk(entry.children, path, [...layouts, entry.file]);
      else pages.push({ path, files: [...layouts, entry.file] });
    }
  };
  walk(entries, '', []);
  return pages;
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

/** The catalogue's keys quoted anywhere in these files, in catalogue order. */
export function keysIn(files: string[], catalogueKeys: readonly string[], read: Read = readSource): string[] {
  const quoted = new Set<string>();
  for (const file of files) {
    for (const match of read(file).matchAll(QUOTED)) quoted.add(match[1] ?? '');
  }
  return catalogueKeys.filter((key) => quoted.has(key));
}

export type TextsByPage = { path: string; keys: string[] }[];

/** Each page's keys of a namespace, from the route config and the code as they are now. */
export async function scanTextsByPage(namespace: GroupNamespace): Promise<TextsByPage> {
  const routes = (await import(join(appDir, 'routes.ts'))) as Record<string, RouteEntry[] | undefined>;
  const entries = routes[GROUPS[namespace].pages];
  if (!entries) throw new Error(`routes.ts: no export ${GROUPS[namespace].pages}`);
  const { fr } = (await import(join(appDir, `locales/${namespace}/fr.ts`))) as { fr: Record<string, string> };
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
  return groupPages(entries).map(({ path, files }) => ({
    path,
    keys: keysIn(
      files.flatMap((file) => moduleGraph(join(appDir, file), appDir, read)),
      catalogueKeys,
      read,
    ),
  }));
}

function render(namespace: GroupNamespace, pages: TextsByPage): string {
  const rows = pages.map(
    ({ path, keys }) => `  { path: ${JSON.stringify(path)}, keys: ${JSON.stringify(keys)} },`,
  );
  return [
    `// Generated by \`npm run texts\` (scripts/texts-by-page.ts) — do not edit. The ${namespace} texts`,
    "// each page's code uses; tests/texts-by-page.test.ts fails when this file is out of date.",
    "import type { TextKey } from '../index.ts';",
    '',
    `export const ${GROUPS[namespace].constant}: readonly { path: string; keys: readonly TextKey<'${namespace}'>[] }[] = [`,
    ...rows,
    '];',
    '',
  ].join('\n');
}

if (import.meta.main) {
  const biome = resolve(import.meta.dirname, '../node_modules/.bin/biome');
  for (const namespace of Object.keys(GROUPS) as GroupNamespace[]) {
    const pages = await scanTextsByPage(namespace);
    const file = generatedFile(namespace);
    writeFileSync(file, render(namespace, pages));
    execFileSync(biome, ['format', '--write', file], { stdio: 'inherit' });
    const sizes = pages.map((page) => `${page.path || '/'} ${page.keys.length}`).join(', ');
    console.log(`${relative(process.cwd(), file)}: ${pages.length} pages (${sizes})`);
  }
}
