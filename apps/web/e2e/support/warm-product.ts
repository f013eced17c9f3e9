// Playwright's global setup for the storefront's journeys (it runs once the product answers): the
// pages the journeys open most, asked once of each storefront process and once in the browser of
// each project, so that their pictures are drawn.
//
// Right after a start the API draws each picture's renditions on first request and every
// storefront process fills its kept answers (ADR 0038). CI's third lane starts its storefront runs
// while both other lanes are at full load: there a first tap on a shop card waited 5 s for a
// page nobody had asked yet (pictures made for the first time in 1.7–3.1 s, a loader's answer in
// 1 s) and failed once before passing on retry (2026-11-30). A visitor does not meet the product
// cold, and no journey is about a cold start.
import { availableParallelism } from 'node:os';
import { chromium, type FullConfig } from '@playwright/test';
import { chromiumLaunch } from '../../../../e2e-browser.ts';
import { getOnce } from '../../../../scripts/bench/warm-pictures.ts';
import { asReturningVisitor, zenUrl } from '../fixtures.ts';

/** The pages asked, by demo company (Studio Zen has no e-shop nor magazine). */
const PAGES = {
  first: ['/', '/services', '/boutique', '/magazine', '/paris-marais'],
  zen: ['/', '/services'],
};

export default async function warmProduct(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('warm-product: no baseURL in the Playwright config');
  const started = performance.now();
  const urls = [
    ...PAGES.first.map((path) => new URL(path, baseURL).href),
    ...PAGES.zen.map((path) => zenUrl(baseURL, path)),
  ];

  // Node does not resolve *.localhost: each page goes to 127.0.0.1 with its company's host name,
  // as the journeys' returning visitor (fixtures.ts `asReturningVisitor`): French, consent given.
  const processes = Number(process.env.WEB_WORKERS) || availableParallelism();
  for (const url of urls) {
    const { host, pathname, port } = new URL(url);
    const headers = { host, accept: 'text/html', cookie: 'i18n_redirected=fr; cookies_consent=true' };
    for (let i = 0; i < processes; i++) {
      const status = await getOnce(`http://127.0.0.1:${port}${pathname}`, headers);
      if (status !== 200) throw new Error(`warm-product: ${url} answered ${status}`);
    }
  }

  // The pictures a phone and a desktop ask (srcset picks by width and pixel ratio), lazy ones included.
  const browser = await chromium.launch(chromiumLaunch);
  try {
    for (const project of config.projects) {
      const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        userAgent,
      });
      await asReturningVisitor(context, [baseURL, zenUrl(baseURL)]);
      const page = await context.newPage();
      for (const url of urls) {
        const answer = await page.goto(url, { waitUntil: 'load' });
        if (answer?.status() !== 200)
          throw new Error(`warm-product: ${url} answered ${answer?.status()} in the browser`);
        // Once hydrated (the home's scripts come after its hero's paint, and its pictures below the
        // first screen after that), down a screen at a time: a lazy picture is asked when it comes
        // near the screen.
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.evaluate(async () => {
          while (window.scrollY + window.innerHeight < document.body.scrollHeight) {
            window.scrollBy(0, window.innerHeight);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        // Every picture asked for has arrived (a lazy one never asked has no current source).
        await page.waitForFunction(() =>
          [...document.images].every((image) => image.complete || image.currentSrc === ''),
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[e2e] product warmed: ${urls.length} pages in ${seconds} s`);
}
