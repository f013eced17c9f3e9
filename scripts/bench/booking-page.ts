// The booking page (issue 19): against a running storefront, the JavaScript it loads (gzip), its
// Lighthouse mobile performance (median of LIGHTHOUSE_RUNS runs, default 3) and when its first free
// times are visible under Lighthouse's mobile throttling.
//
// "First slots visible": the first time chip carries `elementtiming="first-slot"` (ui/time-chips.tsx).
// In each Lighthouse run, an observer added before the page's own scripts turns the chip's Element
// Timing entry into a User Timing mark (`eclat:first-slot`, at the chip's render time), which the
// trace and Lighthouse's user-timings audit carry. Lighthouse simulates its metrics (Lantern: slow
// 4G, 4× CPU) from the graph of what happened before a paint; the chip is reported as:
//   - the simulated First Contentful Paint when it was painted in the first contentful frame
//     (observed paint ≤ observed FCP + one frame): same paint, same graph, same time;
//   - else the simulated Largest Contentful Paint when it was painted by then (an upper bound);
//   - else the simulated FCP plus 4× (Lighthouse's CPU slowdown) the observed time from the first
//     paint to the chip's (an estimate, flagged 'scaled').
// Every run is a first visit, as Lighthouse's own and the home's and service page's runs
// (lighthouse-runs.ts): no cookie, so the cookie choice is part of the page. (Cookies sent as request
// headers only would be a visitor whose browser disagrees with the server: the page rendered
// without the cookie panel, which the browser, reading no cookie, then opened over it.)
// Beside it, `appliedMs`: the chip's render time in Chromium with Lighthouse's "devtools" mobile
// throttling applied (562.5 ms request latency, 1.4 Mbit/s down, 4× CPU), a harsher reading.
//
//   npm exec -- node scripts/bench/booking-page.ts http://localhost:3000   a running product
//   npm exec -- node scripts/bench/booking-page.ts                         starts the demo product
// Exit code 1 when a target is missed. `benchBookingPage(origin)` is what the bench table calls.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { BOOKING_JS_BUDGET_BYTES } from './page-weight.ts';
import { CHROME_FLAGS, CHROME_PATH, measureJavaScript, pagesOrigin } from './pages.ts';
import { startProduct, visitorCookies } from './storefront.ts';

export const BOOKING_PERFORMANCE_TARGET = 95;
export const FIRST_SLOTS_TARGET_MS = 1000;

const MARK = 'eclat:first-slot';
/** One frame at 60 Hz: a paint observed in the FCP frame may be reported a few ms apart. */
const FRAME_MS = 17;

/** Added to every document before its scripts: the chip's paint becomes a User Timing mark. */
const OBSERVER = `(() => {
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.identifier !== 'first-slot' || performance.getEntriesByName('${MARK}').length) continue;
        performance.mark('${MARK}', { startTime: entry.renderTime || entry.loadTime });
      }
    }).observe({ type: 'element', buffered: true });
  } catch {}
})();`;

export type FirstSlotsBasis = 'fcp' | 'lcp' | 'scaled' | 'missing';

export type BookingLighthouseRun = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  observedFcpMs: number;
  observedLcpMs: number;
  observedFirstSlotsMs: number | null;
  /** When the first free times are visible, simulated as above (null: no chip painted). */
  firstSlotsMs: number | null;
  basis: FirstSlotsBasis;
};

export type BookingPageResult = {
  url: string;
  scripts: number;
  jsGzipBytes: number;
  /** Each script counted, "path gzip-bytes": which one came on top when the weight moves. */
  jsFiles: string[];
  /** Medians over the Lighthouse runs. */
  performance: number;
  firstSlotsMs: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The chip's render time with Lighthouse's devtools mobile throttling applied (median). */
  appliedMs: number | null;
  runs: BookingLighthouseRun[];
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The demo's booking page with its times showing: the "book" link of a shop's service page
 * (`/reservation?service={id}&shop={id}`), so that the ids follow the demo data.
 */
export async function bookingPageUrl(origin: string): Promise<string> {
  const base = origin.replace(/\/+$/, '');
  const page = `${base}/paris-marais/services/visage/soin-eclat-signature`;
  const response = await fetch(page, { headers: { accept: 'text/html', cookie: visitorCookies } });
  const html = await response.text();
  const href = /href="(\/reservation\?service=\d+&amp;shop=\d+)"/.exec(html)?.[1];
  if (response.status !== 200 || !href)
    throw new Error(`${page}: no booking link with a shop (${response.status})`);
  return `${base}${href.replaceAll('&amp;', '&')}`;
}

type MetricsItem = {
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  observedFirstContentfulPaint: number;
  observedLargestContentfulPaint: number;
};

/** One Lighthouse run (mobile, simulated throttling: its defaults) with the chip's mark. */
async function lighthouseOnce(url: string): Promise<BookingLighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(OBSERVER);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const metrics = (lhr.audits.metrics?.details as { items?: MetricsItem[] } | undefined)?.items?.[0];
    if (!metrics)
      throw new Error(`Lighthouse measured no metrics for ${url}: ${lhr.runtimeError?.message ?? ''}`);
    const timings =
      (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)
        ?.items ?? [];
    const observed = timings.find((t) => t.name === MARK)?.startTime ?? null;
    const run = {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: metrics.firstContentfulPaint,
      lcpMs: metrics.largestContentfulPaint,
      tbtMs: metrics.totalBlockingTime,
      observedFcpMs: metrics.observedFirstContentfulPaint,
      observedLcpMs: metrics.observedLargestContentfulPaint,
      observedFirstSlotsMs: observed,
    };
    return { ...run, ...simulatedFirstSlots(run) };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** The chip's simulated paint from its observed one (see the top of this file). */
export function simulatedFirstSlots(run: {
  fcpMs: number;
  lcpMs: number;
  observedFcpMs: number;
  observedLcpMs: number;
  observedFirstSlotsMs: number | null;
}): { firstSlotsMs: number | null; basis: FirstSlotsBasis } {
  const seen = run.observedFirstSlotsMs;
  if (seen === null) return { firstSlotsMs: null, basis: 'missing' };
  if (seen <= run.observedFcpMs + FRAME_MS) return { firstSlotsMs: run.fcpMs, basis: 'fcp' };
  if (seen <= run.observedLcpMs + FRAME_MS) return { firstSlotsMs: run.lcpMs, basis: 'lcp' };
  // Later than both: what separates it from the first paint is main-thread work (the resources
  // are in by then), counted at Lighthouse's 4× CPU slowdown after the simulated FCP.
  return { firstSlotsMs: Math.round(run.fcpMs + (seen - run.observedFcpMs) * 4), basis: 'scaled' };
}

/**
 * The chip's render time in Chromium with Lighthouse's "devtools" mobile throttling applied
 * (its mobileSlow4G preset: 150 ms RTT × 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up, 4× CPU),
 * on a Moto G Power-sized screen, a cold cache each time.
 */
export async function appliedFirstSlots(url: string, runs = 3): Promise<number | null> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        locale: 'fr-FR',
      });
      await context.addInitScript(OBSERVER);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150 * 3.75,
        downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
        uploadThroughput: (750 * 1024 * 0.9) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      const seen = await page
        .waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? false, MARK, {
          timeout: 10_000,
        })
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => null);
      if (seen !== null) times.push(seen);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times.length > 0 ? median(times) : null;
}

/** Everything of the booking page against a running storefront at `origin`. */
export async function benchBookingPage(
  origin: string,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<BookingPageResult> {
  const url = await bookingPageUrl(pagesOrigin(origin));
  const js = (await measureJavaScript([url])).get(url) ?? { count: 0, gzip: 0, files: [] };
  const lighthouseRuns: BookingLighthouseRun[] = [];
  for (let i = 0; i < Math.max(1, runs); i++) lighthouseRuns.push(await lighthouseOnce(url));
  const painted = lighthouseRuns.flatMap((r) => (r.firstSlotsMs === null ? [] : [r.firstSlotsMs]));
  return {
    url,
    scripts: js.count,
    jsGzipBytes: js.gzip,
    jsFiles: js.files,
    performance: median(lighthouseRuns.map((r) => r.performance)),
    // A run where no chip was painted counts as a miss: the median then says so when most do.
    firstSlotsMs: painted.length * 2 > lighthouseRuns.length ? median(painted) : null,
    fcpMs: median(lighthouseRuns.map((r) => r.fcpMs)),
    lcpMs: median(lighthouseRuns.map((r) => r.lcpMs)),
    tbtMs: median(lighthouseRuns.map((r) => r.tbtMs)),
    appliedMs: await appliedFirstSlots(url),
    runs: lighthouseRuns,
  };
}

/** The targets a result misses, in words. */
export function missedBookingTargets(result: BookingPageResult): string[] {
  return [
    ...(result.jsGzipBytes > BOOKING_JS_BUDGET_BYTES
      ? [
          `booking page: ${(result.jsGzipBytes / 1024).toFixed(1)} KB of JavaScript (${result.jsFiles.join(', ')})`,
        ]
      : []),
    ...(result.performance < BOOKING_PERFORMANCE_TARGET
      ? [`booking page: performance ${result.performance}`]
      : []),
    ...(result.firstSlotsMs === null || result.firstSlotsMs > FIRST_SLOTS_TARGET_MS
      ? [`booking page: first slots visible at ${result.firstSlotsMs ?? 'never'} ms`]
      : []),
  ];
}

export function printBookingPage(result: BookingPageResult): void {
  console.log(`\nBooking page ${result.url}`);
  console.table(
    result.runs.map((r) => ({
      performance: r.performance,
      'FCP ms': Math.round(r.fcpMs),
      'LCP ms': Math.round(r.lcpMs),
      'TBT ms': Math.round(r.tbtMs),
      'first slots ms': r.firstSlotsMs === null ? '—' : Math.round(r.firstSlotsMs),
      basis: r.basis,
      'observed FCP / slots ms': `${Math.round(r.observedFcpMs)} / ${r.observedFirstSlotsMs === null ? '—' : Math.round(r.observedFirstSlotsMs)}`,
    })),
  );
  console.log(
    `JS ${(result.jsGzipBytes / 1024).toFixed(1)} KB gzip in ${result.scripts} scripts (≤ ${BOOKING_JS_BUDGET_BYTES / 1024}) · ` +
      `performance ${result.performance} (≥ ${BOOKING_PERFORMANCE_TARGET}) · ` +
      `first slots ${result.firstSlotsMs === null ? 'not painted' : `${Math.round(result.firstSlotsMs)} ms`} (≤ ${FIRST_SLOTS_TARGET_MS}) · ` +
      `with throttling applied ${result.appliedMs === null ? '—' : `${Math.round(result.appliedMs)} ms`}`,
  );
}

if (import.meta.main) {
  const origin = process.argv[2];
  const product = origin ? null : await startProduct();
  try {
    const result = await benchBookingPage(origin ?? product?.url ?? '');
    printBookingPage(result);
    const missed = missedBookingTargets(result);
    if (missed.length > 0) {
      console.error(`missed targets: ${missed.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await product?.stop();
  }
}
