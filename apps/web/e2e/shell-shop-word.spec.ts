import { asReturningVisitor, expect, test, zenUrl } from './fixtures.ts';

// Issue 17 item 9, ADR 0020: one word per company for the place where it receives its customers.
// Studio Zen says "studio"; Maison Éclat keeps the default, "boutique" (spec §2's search box).

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300', zenUrl(baseURL)]);
});

test('Studio Zen names its place "studio", in French and in English', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await page.goto(zenUrl(baseURL, '/'));
  await expect(page.getByRole('heading', { name: 'Notre studio' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/boutique|institut|\{shop/i);
  await page.goto(zenUrl(baseURL, '/en'));
  await expect(page.getByRole('heading', { name: 'Our studio' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\{shop/);
  expect(consoleErrors).toEqual([]);
});

test('the default company keeps its word: "boutique" in French, "salon" in English', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const search = page.getByRole('combobox', {
    name: 'Rechercher une boutique par nom, ville ou code postal',
  });
  await expect(search).toHaveAttribute('placeholder', 'Rechercher une boutique');
  await expect(page.locator('body')).not.toContainText(/\{shop/);
  await page.goto('/en');
  await expect(
    page.getByRole('combobox', { name: 'Search for a salon by name, town or postcode' }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
