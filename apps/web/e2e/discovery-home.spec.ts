import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { asReturningVisitor, expect, test } from './fixtures.ts';

// The home's hero carousel (spec §2, §9): the company's slides, autoplay every 5000 ms, paused on
// hover and focus and by its pause button, still under reduced motion.

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

/** A context of its own (reduced motion, no JavaScript, another screen) for a returning French visitor. */
async function returningVisitor(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions,
) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', ...options });
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
  return context;
}

/** Which slide the track shows (0-based). */
const shownSlide = (page: Page) =>
  page.getByTestId('hero').evaluate((hero) => {
    const track = hero.firstElementChild as HTMLElement;
    return Math.round(track.scrollLeft / track.clientWidth);
  });

test('the first slide is server-rendered as the LCP image; its service button leads to the service', async ({
  page,
}) => {
  await page.goto('/');
  const first = page.getByTestId('hero').getByRole('group').first();
  await expect(first.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(first.getByRole('link', { name: 'Réserver le Soin Signature' })).toHaveAttribute(
    'href',
    '/services/visage/soin-eclat-signature',
  );
  await expect(page.getByTestId('hero').getByRole('group')).toHaveCount(3);
});

/** The scripts the page has asked for (the build's files), by when they were asked (ms). */
const scriptStarts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^?]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  );

test('the home’s scripts are asked for once its hero is painted, and then it hydrates (issue 19)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const painted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const hero = list
            .getEntries()
            .find((entry) => (entry as PerformanceEntry & { url: string }).url.includes('/slides/signature'));
          if (hero) resolve(hero.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const starts = await scriptStarts(page);
  expect(starts.length).toBeGreaterThan(3);
  for (const start of starts) expect(start).toBeGreaterThanOrEqual(painted);
  // Put back with the page's nonce: the Content-Security-Policy let them run.
  expect(consoleErrors).toEqual([]);
});

test('only the home waits for its paint: a French shop page, rendered by the same route, does not', async ({
  request,
}) => {
  const inert = 'type="eclat/after-paint"';
  const home = await (await request.get('/')).text();
  expect(home).toContain(inert);
  expect(home).not.toContain('rel="modulepreload"');
  for (const path of ['/paris-marais', '/en/paris-marais']) {
    const shop = await (await request.get(path)).text();
    expect(shop, path).not.toContain(inert);
    expect(shop, path).toContain('type="module"');
  }
});

test('a tap before the hero is painted brings the scripts at once, and the tap is not lost', async ({
  page,
}) => {
  await page.context().clearCookies();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.includes('/slides/signature'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  await expect(refuse).toBeVisible();
  // The hero not there, no script asked for: the page waits for its paint.
  await page.waitForTimeout(1_500);
  expect(await scriptStarts(page)).toEqual([]);
  await refuse.click();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByTestId('consent-dialog')).toBeHidden();
  release();
});

test('autoplay moves to the next slide after 5 s and stops while hovered or paused', async ({ page }) => {
  await page.goto('/');
  const pause = page.getByRole('button', { name: 'Mettre le défilement en pause' });
  await expect(pause).toBeVisible();
  await page.mouse.move(1, page.viewportSize()?.height ?? 600);
  expect(await shownSlide(page)).toBe(0);
  await expect.poll(() => shownSlide(page), { timeout: 8000, intervals: [500] }).toBe(1);

  // Hovered: no change for more than the autoplay interval.
  await page.getByTestId('hero').hover();
  await page.waitForTimeout(6000);
  expect(await shownSlide(page)).toBe(1);

  await page.getByRole('button', { name: 'Diapositive suivante' }).click();
  await expect.poll(() => shownSlide(page)).toBe(2);
  await page.getByRole('button', { name: 'Afficher la diapositive 1' }).click();
  await expect.poll(() => shownSlide(page)).toBe(0);
  await pause.click();
  await expect(page.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible();
});

test('under reduced motion the slides do not move by themselves', async ({ browser, baseURL }) => {
  const context = await returningVisitor(browser, baseURL, { reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible();
  await page.mouse.move(1, 1);
  await page.waitForTimeout(6000);
  expect(await shownSlide(page)).toBe(0);
  await context.close();
});

/**
 * Holds the page's load event until the returned function is called: the company's logo (in the
 * header, never lazy) waits.
 */
async function holdTheLoad(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/media/*/logos/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** When the picture of each hero slide was asked for, and when the page's load event came (ms). */
const slidePictureStarts = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const starts = (name: string) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(`/slides/${name}`))
        .map((entry) => entry.startTime);
    return {
      load: navigation?.loadEventStart ?? 0,
      first: starts('signature'),
      others: [...starts('cadeaux'), ...starts('pause')],
    };
  });

test('the other slides’ pictures are asked for once the page has loaded, not beside the first', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/', { waitUntil: 'load' });
  const hero = page.getByTestId('hero');
  await expect(hero.getByRole('img')).toHaveCount(3);
  await expect
    .poll(() =>
      hero
        .getByRole('img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toEqual([true, true, true]);
  const { load, first, others } = await slidePictureStarts(page);
  expect(first).toHaveLength(1);
  expect(first[0]).toBeLessThan(load);
  expect(others).toHaveLength(2);
  for (const start of others) expect(start).toBeGreaterThanOrEqual(load);
  // The slides' <noscript> hydrates without a mismatch.
  expect(consoleErrors).toEqual([]);
});

test('a swipe before the page has loaded brings the other slides’ pictures', async ({ page }) => {
  const release = await holdTheLoad(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const hero = page.getByTestId('hero');
  await expect(hero.getByRole('img')).toHaveCount(1);
  await hero.evaluate((section) => {
    const track = section.firstElementChild as HTMLElement;
    track.scrollTo({ left: track.clientWidth, behavior: 'auto' });
  });
  await expect(hero.getByRole('img')).toHaveCount(3);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  release();
});

test('without JavaScript every slide shows its picture', async ({ browser, baseURL }) => {
  const context = await returningVisitor(browser, baseURL, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'load' });
  const images = page.getByTestId('hero').getByRole('img');
  await expect(images).toHaveCount(3);
  await expect(images.nth(1)).toHaveAttribute('alt', 'Coffret cadeau noué d’un ruban');
  await context.close();
});

test('the marketplace backdrop is asked for at 828 px on a phone and at 1600 px on a wider screen', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'both screens in their own contexts: once, in the desktop run',
  );
  for (const [viewport, width] of [
    [{ width: 412, height: 823 }, '828'],
    [{ width: 1280, height: 800 }, '1600'],
  ] as const) {
    const context = await returningVisitor(browser, baseURL, { viewport });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'marketplace');
    const backdrops = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname.includes('/backgrounds/'))
        .map((url) => url.searchParams.get('w')),
    );
    expect(backdrops).toEqual([width]);
    await context.close();
  }
});

/** The home's shop cards and category tiles: on the screen or not, with a picture or not, and their box's size. */
const cardPictures = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        '[data-testid="shop-results"] li, section[aria-labelledby="home-services"] li',
      ),
    ).map((card) => {
      const box = card.querySelector('img, noscript')?.parentElement ?? card;
      const { top, height } = box.getBoundingClientRect();
      // In a browser running scripts, a <noscript>'s picture is text, not an element.
      return { onScreen: top < window.innerHeight, picture: card.querySelector('img') !== null, height };
    }),
  );

test('pictures below the first screen wait for the page’s load or a scroll; those on it do not', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdTheLoad(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const before = await cardPictures(page);
  // 5 shops and 5 categories in the demo; the first shop on a phone's first screen, three on a desktop's.
  expect(before).toHaveLength(10);
  expect(before.filter((card) => card.onScreen).length).toBeGreaterThan(0);
  expect(before.filter((card) => !card.onScreen).length).toBeGreaterThan(0);
  for (const card of before) expect(card.picture).toBe(card.onScreen);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');

  // A scroll before the load brings them all (the browser's lazy loading then picks what is near).
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect.poll(async () => (await cardPictures(page)).every((card) => card.picture)).toBe(true);
  const after = await cardPictures(page);
  // Each picture arrives in a box of its final size.
  expect(after.map((card) => card.height)).toEqual(before.map((card) => card.height));
  release();
  await page.waitForLoadState('load');
  expect(consoleErrors).toEqual([]);
});

test('a swipe along a row of pictures before the load brings the cards’ pictures too', async ({ page }) => {
  const release = await holdTheLoad(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect((await cardPictures(page)).some((card) => !card.picture)).toBe(true);
  // The hero's track scrolls, not the page: its scroll event does not bubble to the window.
  await page.getByTestId('hero').evaluate((hero) => {
    const track = hero.firstElementChild as HTMLElement;
    track.scrollTo({ left: track.clientWidth, behavior: 'auto' });
  });
  await expect.poll(async () => (await cardPictures(page)).every((card) => card.picture)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  release();
});

test('once the page has loaded every card has its picture, asked for after the load when off the screen', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'load' });
  await expect.poll(async () => (await cardPictures(page)).every((card) => card.picture)).toBe(true);
  const { load, starts } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      load: navigation?.loadEventStart ?? 0,
      starts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/categories/'))
        .map((entry) => entry.startTime),
    };
  });
  // The categories are below the first screen on both screens: none asked for before the load.
  for (const start of starts) expect(start).toBeGreaterThanOrEqual(load);
});

test('without JavaScript every card shows its picture', async ({ browser, baseURL }) => {
  const context = await returningVisitor(browser, baseURL, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'load' });
  const cards = await cardPictures(page);
  expect(cards).toHaveLength(10);
  for (const card of cards) expect(card.picture).toBe(true);
  await context.close();
});
