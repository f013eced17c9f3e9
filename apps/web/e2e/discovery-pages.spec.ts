import type { Page } from '@playwright/test';
import { asReturningVisitor, expect, expectAccessible, test, zenUrl } from './fixtures.ts';

// The pages a visitor browses (issue 7, spec §2): a shop, its services, the services, a service,
// the e-shop to the cart, the magazine, contact and legal, in French and in English.

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300', zenUrl(baseURL)]);
});

/** The page's schema.org objects. */
async function structuredData(page: Page): Promise<{ '@type': string; [key: string]: unknown }[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text));
}

test('from the home to a shop: name, address, map, hours with today, services, structured data', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await page.getByTestId('shop-result').filter({ hasText: 'Maison Éclat Marais' }).click();
  await expect(page).toHaveURL(/\/paris-marais$/);
  await expect(page).toHaveTitle('Maison Éclat Marais | Maison Éclat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maison Éclat Marais');
  await expect(page.getByRole('main')).toContainText('24 rue de Bretagne');
  await expect(page.getByRole('link', { name: /Voir sur la carte/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=48\.86305&mlon=2\.36290#map=18\//,
  );
  const hours = page.getByRole('table', { name: 'Horaires d’ouverture' });
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);
  await expect(hours.getByRole('row').first()).toContainText('Fermé');
  const data = await structuredData(page);
  expect(data).toContainEqual(
    expect.objectContaining({
      '@type': 'BeautySalon',
      name: 'Maison Éclat Marais',
      openingHoursSpecification: expect.any(Array),
    }),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Marché des Enfants Rouges/,
  );
  await expectAccessible(page, 'shop page');

  // A category of the shop, then one of its services: prices at that shop, booking goes there.
  await page.getByRole('link', { name: 'Tout voir' }).first().click();
  await expect(page).toHaveURL(/\/paris-marais\/services\/visage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soins du visage');
  await page.getByRole('link', { name: /Soin Éclat Signature/ }).click();
  await expect(page).toHaveURL(/\/paris-marais\/services\/visage\/soin-eclat-signature$/);
  await expect(page.getByTestId('book-service')).toHaveAttribute('href', '/reservation?service=1&shop=1');
  expect(consoleErrors).toEqual([]);
});

test('a salon without online booking says so and has no booking entry', async ({ page }) => {
  await page.goto('/lille-vieux-lille');
  await expect(page.getByTestId('booking-unavailable')).toHaveText('Réservation en ligne non disponible');
});

test('services: categories, a category, a service with its tabs, the shop choice and ?page=reserved', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/services');
  await expect(page).toHaveTitle('Nos prestations | Maison Éclat');
  await expect(page.getByRole('heading', { level: 2, name: 'Massages & rituels' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Catégories' })
    .getByRole('link', { name: 'Massages & rituels' })
    .click();
  await expect(page).toHaveURL(/\/services\/massages$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Massages & rituels');
  await expect(
    page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'Massages & rituels' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.goto('/services/visage/soin-eclat-signature');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soin Éclat Signature');
  // Spec §3: the price differs between shops; the lowest is shown as 'from'.
  await expect(page.getByRole('main')).toContainText('À partir de 85,00 €');

  // The tab is read from and written to the URL (spec §2).
  await page.getByRole('tab', { name: 'Prix par boutique' }).click();
  await expect(page).toHaveURL(/\?tab=shops$/);
  const prices = page.getByRole('tabpanel');
  await expect(prices.getByRole('row')).toHaveCount(6);
  await expect(prices).toContainText('Réservation en ligne non disponible');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Prix par boutique' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'service page');

  // Several shops offer it: 'Réserver' asks which one first.
  await expect(page.getByTestId('book-service')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('book-service').click();
  const dialog = page.getByRole('dialog', { name: 'Boutiques proposant « Soin Éclat Signature »' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveCount(4);
  await expect(dialog.getByText('Réservation en ligne non disponible')).toHaveCount(1);
  await expect(dialog.getByRole('link', { name: /Maison Éclat Saint-Germain/ })).toHaveAttribute(
    'href',
    '/reservation?service=1&shop=2',
  );
  await expectAccessible(page, 'shop-choice dialog');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);

  const reserved = await page.request.get('/services/visage/soin-eclat-signature?page=reserved', {
    maxRedirects: 0,
  });
  expect(reserved.status()).toBe(302);
  expect(reserved.headers().location).toBe('/reservation?service=1');
  expect(consoleErrors).toEqual([]);
});

test('/{shop}/services leads to the shop page, at its services, in each language', async ({ page }) => {
  for (const [asked, target] of [
    ['/paris-marais/services', '/paris-marais#shop-services'],
    ['/en/lyon-presquile/services', '/en/lyon-presquile#shop-services'],
  ] as const) {
    const answer = await page.request.get(asked, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(target);
  }
  await page.goto('/en/lyon-presquile/services');
  await expect(page).toHaveURL(/\/en\/lyon-presquile#shop-services$/);
  await expect(page.locator('#shop-services')).toBeVisible();
});

test('the English service page under a shop', async ({ page }) => {
  await page.goto('/en/lyon-presquile/services/visage/soin-eclat-signature');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Book', exact: true })).toHaveAttribute(
    'href',
    '/en/reservation?service=1&shop=3',
  );
  await expect(page.getByRole('main')).toContainText('€85.00');
  await expectAccessible(page, 'English service page');
});

test('from the e-shop to the cart: a product, its stock, a quantity, the header badge', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/boutique');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boutique');
  await page.getByRole('link', { name: 'Corps & bien-être' }).click();
  await expect(page).toHaveURL(/\/boutique\?category=corps-bien-etre$/);
  await page.getByRole('link', { name: /Huile sèche sublimatrice/ }).click();
  await expect(page).toHaveURL(/\/boutique\/article\/huile-seche-sublimatrice$/);
  await expect(page.getByTestId('product-price')).toHaveText('39,00 €');
  await expect(page.getByTestId('stock-state')).toBeVisible();
  const data = await structuredData(page);
  expect(data).toContainEqual(
    expect.objectContaining({ '@type': 'Product', name: 'Huile sèche sublimatrice' }),
  );

  await expect(page.getByTestId('add-to-cart')).toHaveAttribute('data-ready', 'true');
  await page
    .getByLabel('Boutique de retrait')
    .selectOption({ label: 'Maison Éclat Saint-Germain — 39,00 €' });
  await page.getByLabel('Quantité').selectOption('2');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('added-to-cart')).toContainText('2 articles ajoutés au panier.');
  await expect(page.getByRole('button', { name: /Panier, 2 article/ })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'eshop_cart');
  const cart = JSON.parse(decodeURIComponent(cookie?.value ?? '{}'));
  expect(cart).toMatchObject({ shopId: 2, items: [{ id: 31, quantity: 2, price: 3900 }] });
  await expectAccessible(page, 'product page');
  expect(consoleErrors).toEqual([]);
});

test('without JavaScript the product form still adds to the cart', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', javaScriptEnabled: false });
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
  const page = await context.newPage();
  await page.goto('/boutique/article/brume-oreiller-lavande');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('added-to-cart')).toContainText('1 article ajouté au panier.');
  const cookie = (await context.cookies()).find((c) => c.name === 'eshop_cart');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).items[0]).toMatchObject({
    id: 32,
    quantity: 1,
  });
  await context.close();
});

test('the magazine: featured post first, categories, a post with its rich text; per-post languages', async ({
  page,
}) => {
  await page.goto('/magazine');
  await expect(page).toHaveTitle('Magazine | Maison Éclat');
  await page
    .getByRole('navigation', { name: 'Rubriques' })
    .getByRole('link', { name: 'Conseils beauté' })
    .click();
  await expect(page).toHaveURL(/\?category=conseils-beaute$/);
  await page.getByRole('link', { name: 'Trois minutes par jour pour des mains soignées' }).click();
  await expect(page).toHaveURL(/\/magazine\/routine-mains-soignees$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Trois minutes par jour pour des mains soignées',
  );
  await expect(page.locator('article p').first()).toBeVisible();
  const data = await structuredData(page);
  expect(data).toContainEqual(expect.objectContaining({ '@type': 'Article', inLanguage: 'fr' }));
  await expectAccessible(page, 'magazine post');
  // That tip is written for French readers only.
  const english = await page.goto('/en/magazine/routine-mains-soignees');
  expect(english?.status()).toBe(404);
  await page.goto('/en/magazine');
  await expect(page.getByRole('link', { name: /hands/i })).toHaveCount(0);
});

test('the press page lists the press posts', async ({ page }) => {
  await page.goto('/presse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presse');
  await expect(page.getByRole('link', { name: 'Maison Éclat dans la presse' })).toBeVisible();
});

test("contact: every shop by geo group, 'Autre(s)' last, with address, hours, phone and map", async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByTestId('contact-group').getByRole('heading', { level: 2 })).toHaveText([
    'Paris',
    'Lyon',
    'Bordeaux',
    'Autre(s)',
  ]);
  const lille = page.getByRole('article').filter({ hasText: 'Maison Éclat Vieux-Lille' });
  await expect(lille).toContainText('59800 Lille');
  await expect(lille.getByRole('link', { name: /\+33 3 20 55 14 82/ })).toHaveAttribute(
    'href',
    'tel:+33320551482',
  );
  await expect(lille.getByRole('link', { name: /Voir sur la carte/ })).toBeVisible();
  await lille.locator('summary').click();
  await expect(lille.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'contact page');
});

test('legal: the footer links land on the #rgpd, #mentions, #cgv and #cgu sections', async ({ page }) => {
  await page.goto('/legal');
  for (const id of ['rgpd', 'mentions', 'cgv', 'cgu']) {
    await expect(page.locator(`section#${id} h2`)).toBeVisible();
  }
  await page.goto('/legal#cgv');
  await expect(page.locator('section#cgv')).toBeInViewport();
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Conditions générales d’utilisation' })
    .click();
  await expect(page).toHaveURL(/\/legal#cgu$/);
  await expect(page.locator('section#cgu')).toBeInViewport();
  await expectAccessible(page, 'legal page');
});

test('the single-shop company: its home shows the shop, its services page is in its dark theme', async ({
  page,
  baseURL,
}) => {
  await page.goto(zenUrl(baseURL, '/'));
  await expect(page.getByRole('main')).toHaveAttribute('data-home-mode', 'mono');
  await expect(page.getByTestId('home-mono')).toContainText('Studio Zen');
  await expectAccessible(page, 'studio-zen home');
  await page.goto(zenUrl(baseURL, '/en/services'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our treatments');
  await expectAccessible(page, 'studio-zen services');
});

test('pictures come at the width their box needs, not at the size they were uploaded (issue 19)', async ({
  page,
}) => {
  // The logo is left as given (its proportions are not known); the demo's is a 0.5 KB SVG.
  const logo = /\/logos\//;
  for (const path of [
    '/',
    '/paris-marais',
    '/services',
    '/boutique',
    '/magazine',
    '/services/visage/soin-eclat-signature',
  ]) {
    await page.goto(path);
    // Down the page and back, so that every lazy picture loads.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      window.scrollTo(0, 0);
    });
    // Pictures a lazy load keeps for later (a carousel's next slides, off to the side) are not counted.
    await page.waitForLoadState('networkidle');
    const pictures = await page.evaluate(() =>
      Array.from(document.images)
        .filter(
          (image) =>
            image.complete &&
            image.naturalWidth > 0 &&
            image.currentSrc.includes('/api/media/') &&
            image.clientWidth > 0,
        )
        .map((image) => ({
          src: image.currentSrc,
          natural: image.naturalWidth,
          needed: Math.ceil(image.clientWidth * window.devicePixelRatio),
        })),
    );
    const ours = pictures.filter((picture) => !logo.test(picture.src));
    expect(ours.length, path).toBeGreaterThan(0);
    for (const picture of ours) {
      expect(picture.src, path).toMatch(/\?w=\d+$/);
      // The next rendition up from what the screen needs is at most twice it (240 → 480).
      expect(picture.natural, `${path} ${picture.src}`).toBeLessThanOrEqual(
        Math.max(240, 2 * picture.needed),
      );
    }
  }
});
