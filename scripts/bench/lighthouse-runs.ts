// Lighthouse mobile, N runs per page, against a running storefront (issue 19): the median
// performance score, LCP, FCP, TBT and CLS of each URL. Lighthouse's defaults: the mobile form
// factor (a Moto G Power's screen) and simulated slow 4G with a 4× slower CPU, in Debian's
// Chromium (CHROME_PATH or /usr/bin/chromium). A run starts a fresh browser, so each is a first
// visit: no cookie unless `cookies` gives some (scripts/bench/storefront.ts's visitorCookies are a
// returning visitor who has chosen cookies and language). scripts/bench/pages.ts's
// measureLighthouse() gives the scores only; this gives the timings the targets are about.
//
//   node scripts/bench/lighthouse-runs.ts [--runs=3] [--cookies='a=b; c=d'] [--reports=DIR] URL…
//
// With --reports, each run's full report is written as JSON (treemap, bootup-time, unused JS…).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './pages.ts';

/** One run's figures: the score out of 100, times in milliseconds, CLS unitless. */
export type LighthouseFigures = {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
};

export type LighthouseMedians = LighthouseFigures & { url: string; runs: number; all: LighthouseFigures[] };

export type LighthouseRunOptions = {
  /** Runs per URL (Lighthouse advises the median of several); default 3. */
  runs?: number;
  /** A Cookie header sent with every request of the page; default none (a first visit). */
  cookies?: string;
  /** The browser's languages (Accept-Language); default Chromium's (en-US). */
  acceptLanguage?: string;
  /** A folder where each run's report is written as JSON. */
  reportsDir?: string;
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function runOnce(
  url: string,
  options: LighthouseRunOptions,
  report: string | null,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      ...CHROME_FLAGS,
      ...(options.acceptLanguage ? [`--accept-lang=${options.acceptLanguage}`] : []),
    ],
  });
  try {
    const headers: Record<string, string> = {};
    if (options.cookies) headers.cookie = options.cookies;
    if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(Object.keys(headers).length > 0 ? { extraHeaders: headers } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    if (report) writeFileSync(report, JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse mobile `runs` times on each URL, one run at a time (two at once would share the
 * CPU and skew the simulation's measured task times), and returns each URL's medians.
 */
export async function lighthouseRuns(
  urls: readonly string[],
  options: LighthouseRunOptions = {},
): Promise<LighthouseMedians[]> {
  const runs = Math.max(1, options.runs ?? 3);
  if (options.reportsDir) mkdirSync(options.reportsDir, { recursive: true });
  const out: LighthouseMedians[] = [];
  for (const [u, url] of urls.entries()) {
    const all: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const report = options.reportsDir ? join(options.reportsDir, `page${u}-run${i}.json`) : null;
      all.push(await runOnce(url, options, report));
    }
    out.push({
      url,
      runs,
      all,
      performance: median(all.map((r) => r.performance)),
      lcpMs: median(all.map((r) => r.lcpMs)),
      fcpMs: median(all.map((r) => r.fcpMs)),
      tbtMs: median(all.map((r) => r.tbtMs)),
      cls: median(all.map((r) => r.cls)),
    });
  }
  return out;
}

/** The medians as a table, one row per URL. */
export function printLighthouseRuns(results: readonly LighthouseMedians[]): void {
  console.table(
    results.map((r) => ({
      url: r.url,
      runs: r.runs,
      performance: r.performance,
      'LCP s': (r.lcpMs / 1000).toFixed(2),
      'FCP s': (r.fcpMs / 1000).toFixed(2),
      'TBT ms': Math.round(r.tbtMs),
      CLS: r.cls.toFixed(3),
      'performance of each run': r.all.map((a) => a.performance).join(' '),
    })),
  );
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const urls = args.filter((a) => !a.startsWith('--'));
  if (urls.length === 0) {
    console.error(
      'usage: node scripts/bench/lighthouse-runs.ts [--runs=3] [--cookies=…] [--lang=…] [--reports=DIR] URL…',
    );
    process.exit(2);
  }
  const results = await lighthouseRuns(urls, {
    runs: Number(option('runs') ?? 3),
    ...(option('cookies') ? { cookies: option('cookies') } : {}),
    ...(option('lang') ? { acceptLanguage: option('lang') } : {}),
    ...(option('reports') ? { reportsDir: option('reports') } : {}),
  });
  printLighthouseRuns(results);
}
