import { expect, test } from './fixtures.ts';

// The storefront skeleton in a real browser: the company resolved from the host, its shops,
// its theme, its languages, and no console error on the way.

test('the marketplace home lists its five shops, with the one without online booking not clickable', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Maison Éclat/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const cards = page.locator('[aria-labelledby="shops-heading"] h3');
  await expect(cards).toHaveCount(5);
  const unavailable = page.getByText('Réservation en ligne non disponible');
  await expect(unavailable).toHaveCount(1);
  await expect(page.locator('[aria-disabled="true"] a')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('maison-eclat-fr.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('the English home speaks English and links shops under /en', async ({ page, consoleErrors }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Online booking unavailable')).toHaveCount(1);
  const firstShopLink = page.locator('main a[href^="/en/"]').first();
  await expect(firstShopLink).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the single-shop company opens in its dark theme at its own host', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  const url = new URL(baseURL ?? 'http://localhost:3300');
  await page.goto(`http://studio-zen.localhost:${url.port}/`);
  await expect(page).toHaveTitle(/Studio Zen/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // A dark page: every channel of the background is low.
  const channels = background.match(/\d+/g)?.slice(0, 3).map(Number) ?? [255, 255, 255];
  expect(Math.max(...channels)).toBeLessThan(80);
  await page.screenshot({ path: testInfo.outputPath('studio-zen.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('a language the company has not enabled goes back to the default language', async ({
  page,
  baseURL,
}) => {
  const url = new URL(baseURL ?? 'http://localhost:3300');
  await page.goto(`http://studio-zen.localhost:${url.port}/de`);
  await expect(page).toHaveURL(new RegExp(`studio-zen.localhost:${url.port}/$`));
});

test('an unknown page shows the 404 page with its title', async ({ page }) => {
  const response = await page.goto('/xx');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Il semblerait que cette page n'existe pas.",
  );
});
