import { expect, test, withoutAutoPopups, zenUrl } from './fixtures.ts';

// Spec §2/§4 languages: prefixes, enabled languages only, the first visit in the browser's
// language once (i18n_redirected cookie), the switch that stores the cookie for 365 days.

const YEAR = 365 * 24 * 60 * 60;
// Headless Chromium announces itself as a robot, and robots are never redirected: this journey
// is a person's browser.
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

test.describe('a first visit from a German browser', () => {
  test.use({ locale: 'de-DE', userAgent: BROWSER_UA });

  test('goes to the German pages once and remembers it for a year', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const response = await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR - 60);
    // Once: the French home now stays French.
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(consoleErrors).toEqual([]);
  });

  test('a link to another page keeps its language', async ({ page }) => {
    await page.goto('/it/waiting');
    await expect(page).toHaveURL(/\/it\/waiting$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

test('switching language stores the cookie for 365 days and goes to the prefixed page', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await withoutAutoPopups(context, [baseURL ?? 'http://localhost:3300']);
  await page.goto('/');
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Italiano' }).click();
  } else {
    await page.getByRole('button', { name: /Choisir la langue/ }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Italiano' }).click();
  }
  await expect(page).toHaveURL(/\/it$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { name: 'I nostri istituti' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('it');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR - 60);
  // The interface texts follow: the skip link and the footer speak Italian.
  await expect(page.getByRole('link', { name: 'Vai al contenuto' })).toHaveCount(1);
  await expect(page.locator('footer').getByText('Prenotazione online con Éclat')).toBeVisible();
});

test('each page lists its hreflang alternates and canonical URL, in the enabled languages only', async ({
  page,
  baseURL,
}) => {
  // A link to the English home keeps its language, whatever the browser prefers.
  await page.goto('/en');
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(6);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /:\d+\/$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');

  await page.goto(zenUrl(baseURL, '/en'));
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
  const response = await page.goto(zenUrl(baseURL, '/it'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/studio-zen\.localhost:\d+\/$/);
});
