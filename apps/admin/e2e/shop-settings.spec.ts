import { expect, expectAccessible, screenshot, signIn, storefrontApi, test } from './fixtures.ts';

// Issue 16, defect 3: how many pieces of one product a customer may hold while paying
// (booker.products.maxPerCustomer) is a company setting, edited in the settings' shop tab.

const FIELD = 'Pièces d’un produit qu’un client peut réserver';
const saved = 'Réglages enregistrés : le site est à jour.';

test('a manager sets how many pieces one customer may hold, and the storefront follows', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signIn(page, { email: 'manager@maison-eclat.example' });
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Boutique en ligne' }).click();
  const field = page.getByLabel(FIELD);
  await expect(field).toHaveValue('5');
  await expect(page.getByText(/ne les retient que 5 minutes/)).toBeVisible();
  await expectAccessible(page, 'settings: online shop', ['iframe']);
  await screenshot(page, testInfo, 'settings-shop');

  await field.fill('2');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  const company = await storefrontApi(page, '/api/companies/me');
  expect(
    ((await company.json()) as { company: { booker: { products: { maxPerCustomer: number } } } }).company
      .booker.products.maxPerCustomer,
  ).toBe(2);
  await page.reload();
  await page.getByRole('tab', { name: 'Boutique en ligne' }).click();
  await expect(page.getByLabel(FIELD)).toHaveValue('2');

  // Back to the demo's value, for the journeys that follow.
  await page.getByLabel(FIELD).fill('5');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

// Its framed preview (studio-zen.localhost inside the console's origin) logs the browser's refusal
// of third-party storage, which is the preview's business, not this tab's: console not checked.
test('the dark demo company has the same tab', async ({ page }, testInfo) => {
  await signIn(page, { email: 'manager@studio-zen.example' }, 'studio-zen');
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Boutique en ligne' }).click();
  await expect(page.getByLabel(FIELD)).toHaveValue('5');
  await screenshot(page, testInfo, 'settings-shop-zen');
});
