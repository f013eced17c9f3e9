import { expect, test, withoutAutoPopups, zenUrl } from './fixtures.ts';

// Spec §2/§4 languages: prefixes, enabled languages only, the switch that stores the cookie for
// 365 days. Issue 19: a first visit is answered in the asked page's language (no redirect to the
// browser's language); the page offers the browser's language in a banner, and the answer is
// remembered in the language cookie (i18n_redirected).

const YEAR = 365 * 24 * 60 * 60;
// Headless Chromium announces itself as a robot: this journey is a person's browser.
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

test.describe('a first visit from an English browser', () => {
  test.use({ locale: 'en-GB', userAgent: BROWSER_UA });

  test('gets the French home with an offer of English; Switch goes to /en and is remembered', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const response = await page.goto('/');
    // No redirect: the French home answers, and records no language yet.
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toBeUndefined();
    // The cookie choice comes first; the offer follows it.
    const offer = page.getByRole('region', { name: 'This page is also in English.' });
    await expect(page.getByTestId('consent-dialog')).toBeVisible();
    await expect(offer).toHaveCount(0);
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'en');
    expect(await offer.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

    await offer.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(offer).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR - 60);
    // Remembered: no offer on the next visits, whatever page.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.waitForTimeout(500);
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('Stay keeps the French page and is remembered', async ({ page, context }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    const offer = page.getByRole('region', { name: 'This page is also in English.' });
    await offer.getByRole('button', { name: 'Stay here' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.waitForTimeout(500);
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });

  test('a page already in English offers nothing and records English', async ({ page, context }) => {
    await page.goto('/en/contact');
    await page.getByRole('button', { name: 'Refuse all' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
    await page.waitForTimeout(500);
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
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
  // Before hydration only the last tap is held (ADR 0033): the menu's tap waits for this one's effect.
  await expect(page.getByTestId('consent-dialog')).toBeHidden();
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
