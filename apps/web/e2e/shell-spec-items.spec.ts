import type { APIRequestContext, Page, Route } from '@playwright/test';
import { asReturningVisitor, expect, expectAccessible, test, zenUrl } from './fixtures.ts';
import {
  type Lang,
  managerHeaders,
  newCustomer,
  prefix,
  registerCustomer,
  signInBrowser,
} from './journeys-kit.ts';

// Issue 16, spec items an outside probe found partial: the 404 tab title (§2/§8), /{unknown}/services
// (§2), the shop list's 'no visit' label (§2), payment returns naming no payment (§2), the bell's
// alerts of services found in the categories (§4). French and English, phone and desktop projects.

const TEXT = {
  fr: {
    notFound: "Il semblerait que cette page n'existe pas.",
    noVisit: 'Aucune visite',
    paymentUnknown: 'Paiement introuvable',
    myBookings: 'Voir mes réservations',
    myShopOrders: 'Voir mes commandes boutique',
    news: /Actualités/,
    readAlerts: /Lire les informations/,
    alertsDialog: 'Informations importantes',
  },
  en: {
    notFound: 'It seems this page does not exist.',
    noVisit: 'Not visited yet',
    paymentUnknown: 'Payment not found',
    myBookings: 'See my bookings',
    myShopOrders: 'See my shop orders',
    news: /News/,
    readAlerts: /Read the information/,
    alertsDialog: 'Important information',
  },
} as const;

/**
 * The console errors of the page, but the one Chromium logs for a document answered 404 (what
 * these pages must answer); any other failed load still counts.
 */
const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
function failedLoads(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document')
      failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}
const otherErrors = (errors: string[]) => errors.filter((error) => error !== DOCUMENT_404);

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300', zenUrl(baseURL)]);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const t = TEXT[lang];
  const at = (path: string) => `${prefix(lang)}${path}`;

  test.describe(`in ${lang}`, () => {
    test("a page that does not exist: the tab says '404 Not Found' and 'This page could not be found'", async ({
      page,
      consoleErrors,
    }) => {
      const failed = failedLoads(page);
      const response = await page.goto(at('/nothing-here/at-all'));
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('404 Not Found · This page could not be found | Maison Éclat');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
      await expect(page.locator('header.site-header')).toBeVisible();
      await expectAccessible(page, '404 page');
      expect(failed).toEqual([]);
      expect(otherErrors(consoleErrors)).toEqual([]);
    });

    test('/{unknown}/services is a 404 like /{unknown}; a real shop leads to its services', async ({
      page,
    }) => {
      for (const path of ['/nowhere', '/nowhere/services']) {
        const response = await page.goto(at(path));
        expect(response?.status(), path).toBe(404);
        await expect(page).toHaveURL(new RegExp(`${at(path)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
      }
      await page.goto(at('/paris-marais/services'));
      await expect(page).toHaveURL(new RegExp(`${at('/paris-marais')}#shop-services$`));
    });

    test("the shop list marks the salons never visited with 'no visit'", async ({ page }) => {
      // The cards as the server draws them, before the browser knows the history.
      const cardHeights = (p: Page) =>
        p
          .getByTestId('shop-results')
          .getByTestId('shop-result')
          .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().height)));
      const noScripts = (route: Route) =>
        route.request().resourceType() === 'script' ? route.abort() : route.fallback();
      await page.route('**/assets/**', noScripts);
      await page.goto(at('/'));
      await page.evaluate(() => document.fonts.ready);
      const served = await cardHeights(page);
      expect(served.length).toBeGreaterThan(0);
      await page.unroute('**/assets/**', noScripts);

      await page.goto(at('/'));
      const cards = page.getByTestId('shop-results').getByTestId('shop-result');
      await expect(page.getByTestId('shop-search')).toHaveAttribute('data-ready', 'true');
      // A first visit: every salon is new.
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      await expect(page.getByTestId('shop-results').getByTestId('no-visit')).toHaveCount(count);
      await expect(page.getByTestId('no-visit').first()).toHaveText(t.noVisit);
      // The labels take the place the server kept for them: nothing below them moves.
      expect(await cardHeights(page)).toEqual(served);

      await page.goto(at('/paris-marais'));
      await expect.poll(() => page.evaluate(() => localStorage.getItem('shop-history'))).toMatch(/^\d+$/);
      await page.goto(at('/'));
      await expect(page.getByTestId('shop-search')).toHaveAttribute('data-ready', 'true');
      const marais = cards.filter({ hasText: 'Maison Éclat Marais' });
      await expect(marais).toHaveCount(1);
      await expect(marais.getByTestId('no-visit')).toHaveCount(0);
      await expect(page.getByTestId('shop-results').getByTestId('no-visit')).toHaveCount(count - 1);
      expect(await cardHeights(page)).toEqual(served);
      await expectAccessible(page, 'shop list with visit labels');
    });

    test('a payment return without a known cart says the payment was not found and leads to the orders', async ({
      page,
      context,
      request,
      baseURL,
      consoleErrors,
    }) => {
      const failed = failedLoads(page);
      for (const page_ of ['success', 'fail', 'rdvcheck']) {
        const response = await page.goto(at(`/payments/${page_}`));
        expect(response?.status(), page_).toBe(404);
        await expectPaymentNotFound(page, lang);
      }
      await expectAccessible(page, 'payment not found');

      // Signed in, with a cart the payment service does not know for this customer.
      const token = await registerCustomer(request, newCustomer(`pay404-${lang}`), lang);
      await signInBrowser(context, baseURL ?? 'http://localhost:3300', token);
      const response = await page.goto(at('/payments/rdvcheck?cartId=nobody_knows_this_cart_42'));
      expect(response?.status()).toBe(404);
      await expectPaymentNotFound(page, lang);
      await page.getByRole('link', { name: t.myBookings }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/profile/orders')}$`));
      expect(failed).toEqual([]);
      expect(otherErrors(consoleErrors)).toEqual([]);
    });

    test('the bell shows only the alerts whose service is found in the categories', async ({
      page,
      request,
    }) => {
      const staff = await managerHeaders(request);
      const cleanup = await alertOnUnlistedService(request, staff);
      try {
        await page.goto(at('/'));
        await page.getByRole('button', { name: t.news }).click();
        await page.getByRole('button', { name: t.readAlerts }).click();
        const dialog = page.getByRole('dialog', { name: t.alertsDialog });
        // The two alerts of listed services, not the one of the service no category lists.
        await expect(dialog.getByText(lang === 'fr' ? '1 sur 2' : '1 of 2')).toBeVisible();
        await expect(dialog.getByText('e2e-unlisted-alert')).toHaveCount(0);
      } finally {
        await cleanup();
      }
    });
  });
}

async function expectPaymentNotFound(page: Page, lang: Lang) {
  const t = TEXT[lang];
  const main = page.getByTestId('payment-not-found');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.paymentUnknown);
  await expect(main.getByRole('link', { name: t.myBookings })).toHaveAttribute(
    'href',
    `${prefix(lang)}/profile/orders`,
  );
  await expect(main.getByRole('link', { name: t.myShopOrders })).toHaveAttribute(
    'href',
    `${prefix(lang)}/profile/eshoporders`,
  );
  // A real page of the storefront: its header and footer around it.
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
}

/** A current alert about a service that no category lists; answers how to remove both. */
async function alertOnUnlistedService(request: APIRequestContext, headers: Record<string, string>) {
  const slug = `e2e-unlisted-${Date.now().toString(36)}`;
  const article = await request.post('/api/articles', {
    headers,
    data: { slug, type: 1, name: { fr: 'Soin hors catégorie', en: 'Unlisted treatment' }, prices: 5000 },
  });
  expect(article.status(), await article.text()).toBe(201);
  const { article: created } = (await article.json()) as { article: { id: number } };
  const day = 86_400_000;
  const alert = await request.post('/api/alerts', {
    headers,
    data: {
      serviceId: created.id,
      body: { fr: '<p>e2e-unlisted-alert</p>', en: '<p>e2e-unlisted-alert</p>' },
      start: new Date(Date.now() - day).toISOString(),
      end: new Date(Date.now() + day).toISOString(),
    },
  });
  expect(alert.status(), await alert.text()).toBe(201);
  const { alert: made } = (await alert.json()) as { alert: { id: number } };
  return async () => {
    await request.delete(`/api/alerts/${made.id}`, { headers });
    await request.delete(`/api/articles/${created.id}`, { headers });
  };
}

// UI.md "Look at it": the pages this spec adds or changes, both companies, 375 and 1280 px.
for (const width of [375, 1280]) {
  test(`screenshots at ${width} px`, async ({ page, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one set of screenshots is enough');
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    for (const [name, origin] of [
      ['maison-eclat', baseURL ?? 'http://localhost:3300'],
      ['studio-zen', zenUrl(baseURL).replace(/\/$/, '')],
    ] as const) {
      for (const [shot, path] of [
        ['payment-not-found', '/payments/success'],
        ['404', '/nothing-here/at-all'],
        ['home', '/'],
      ] as const) {
        await page.goto(`${origin}${path}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: testInfo.outputPath(`${name}-${shot}-${width}.png`), fullPage: true });
        const list = page.getByTestId('shop-results');
        if (shot === 'home' && (await list.count()) > 0)
          await list.screenshot({ path: testInfo.outputPath(`${name}-shop-list-${width}.png`) });
      }
    }
  });
}
