// Page weight of the storefront (issue 11): the JavaScript the demo home page loads (gzip) and the
// server-render time of `/` and `/en` (p50 over 200 requests), measured on the production build
// (`npm run build`) served by apps/web/server.ts against the real API on seeded PGlite.
// Run alone: `node scripts/bench/page-weight.ts` (exit 1 above the budget); `npm run bench` calls
// measurePageWeight() on its storefront.
import { gzipSync } from 'node:zlib';
import { getPage } from '../../tests/product.ts';
import { timeRuns } from './latency.ts';
import { startProduct } from './storefront.ts';

/** The budget: at most 160 KB of JavaScript (gzip) on the demo home page. */
export const HOME_JS_BUDGET_BYTES = 160 * 1024;
/** Issue 19: at most 150 KB of JavaScript (gzip) on the booking page (scripts/bench/booking-page.ts). */
export const BOOKING_JS_BUDGET_BYTES = 150 * 1024;

export type ScriptWeight = { url: string; bytes: number; gzipBytes: number };
export type RenderTime = { path: string; p50: number; p95: number; runs: number };
export type PageWeight = {
  /** External JavaScript the page loads before any interaction (entry, route modules, preloads). */
  scripts: ScriptWeight[];
  jsGzipBytes: number;
  /** Inline scripts of the HTML (hydration data and bootstrap), gzip. */
  inlineScriptGzipBytes: number;
  htmlGzipBytes: number;
  render: RenderTime[];
};

/** The JavaScript files a page refers to: module scripts, modulepreloads and inline imports. */
export function scriptUrls(html: string): string[] {
  return [...new Set([...html.matchAll(/["'](\/assets\/[^"'\s]+\.js)["']/g)].map((m) => m[1] ?? ''))].filter(
    Boolean,
  );
}

/** The module preloads of a page: its entry, its routes' modules and their static imports. */
export function modulePreloadUrls(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
}

/**
 * The JavaScript a page declares in its HTML (its module preloads), weighed gzip: what the bench's
 * Chromium weighing counts for a page that loads nothing more on demand (the booking page), without
 * a browser or the timing of one.
 */
export async function measureDeclaredScripts(
  webUrl: string,
  path: string,
  host: string,
): Promise<ScriptWeight[]> {
  const page = await getPage(`${webUrl}${path}`, host);
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  return weighScripts(webUrl, modulePreloadUrls(page.body));
}

/** Each script's size, raw and gzip (level 9), as the storefront serves it. */
async function weighScripts(webUrl: string, urls: string[]): Promise<ScriptWeight[]> {
  const scripts: ScriptWeight[] = [];
  for (const url of urls) {
    const response = await fetch(`${webUrl}${url}`);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    scripts.push({ url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  return scripts;
}

export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

/** Weighs the page at `webUrl` + '/' for `host`, and times its server rendering. */
export async function measurePageWeight(webUrl: string, host: string, runs = 200): Promise<PageWeight> {
  const home = await getPage(`${webUrl}/`, host);
  if (home.status !== 200) throw new Error(`home page answered ${home.status}`);
  const scripts = await weighScripts(webUrl, scriptUrls(home.body));
  const render: RenderTime[] = [];
  for (const path of ['/', '/en']) {
    const times = await timeRuns(runs, async () => {
      const page = await getPage(`${webUrl}${path}`, host);
      if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    });
    render.push({ path, ...times, runs });
  }
  return {
    scripts,
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    inlineScriptGzipBytes: gzipSync(inlineScripts(home.body).join('\n'), { level: 9 }).length,
    htmlGzipBytes: gzipSync(home.body, { level: 9 }).length,
    render,
  };
}

/** Starts the API and the built storefront, weighs the demo home (host localhost), stops both. */
export async function benchPageWeight(runs = 200): Promise<PageWeight> {
  const product = await startProduct();
  try {
    return await measurePageWeight(product.url, 'localhost', runs);
  } finally {
    await product.stop();
  }
}

export function printPageWeight(weight: PageWeight): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.table(weight.scripts.map((s) => ({ script: s.url, raw: kb(s.bytes), gzip: kb(s.gzipBytes) })));
  console.log(
    `home page JavaScript: ${kb(weight.jsGzipBytes)} gzip (budget ${kb(HOME_JS_BUDGET_BYTES)}); ` +
      `inline scripts ${kb(weight.inlineScriptGzipBytes)}, HTML ${kb(weight.htmlGzipBytes)} gzip`,
  );
  console.table(
    weight.render.map((r) => ({
      'server render': r.path,
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      runs: r.runs,
    })),
  );
}

if (import.meta.main) {
  const weight = await benchPageWeight(Number(process.env.BENCH_RUNS ?? 200));
  printPageWeight(weight);
  if (weight.jsGzipBytes > HOME_JS_BUDGET_BYTES) {
    console.error('the home page ships more JavaScript than its budget');
    process.exitCode = 1;
  }
}
