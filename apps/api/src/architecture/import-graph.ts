import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The API's import graph, read from the source text: enough to hold the layout's rules (docs/
// module-map.md) without a bundler. Only relative imports matter; packages are outside the graph.

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

export type SourceFile = { path: string; imports: string[] };

/** Every non-test TypeScript file under `root` with the files it imports (paths relative to `base`). */
export function readSources(root: string, base: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        const imports = [...text.matchAll(IMPORT)].map((m) =>
          relative(base, resolve(dirname(full), (m[1] ?? m[2]) as string)),
        );
        files.push({ path: relative(base, full), imports });
      }
    }
  };
  walk(root);
  return files;
}

/**
 * The module a file belongs to: `modules/<area>/<module>/…` is `<area>/<module>`; an area's own
 * files (its routes.ts registry) are `<area>`; anything else is null (platform, db, app).
 */
export function moduleOf(path: string): string | null {
  const parts = path.split('/');
  const at = parts.indexOf('modules');
  if (at < 0 || parts.length < at + 3) return null;
  const area = parts[at + 1] as string;
  return parts.length === at + 3 ? area : `${area}/${parts[at + 2]}`;
}

/** Strongly connected groups of more than one module (Tarjan): each is an import loop. */
export function moduleLoops(files: SourceFile[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from) continue;
    for (const target of file.imports) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return loops;
}
