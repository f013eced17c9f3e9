import { expect, expectAccessible, screenshot, signIn, test } from './fixtures.ts';

// Role checks mirrored from the API (ADR 0004): a front desk works with its own shop only.

test("a front desk sees its shop's bookings and no other shop's", async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signIn(page, { login: 'accueil-marais' });
  const shop = page.getByLabel('Boutique', { exact: true });
  await expect(shop.locator('option')).toHaveText(['Maison Éclat Marais']);
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' }).last();
  await expect(nav.getByRole('link', { name: 'Réservations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Boutiques' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Tableaux de bord' })).toHaveCount(0);
  if (testInfo.project.name === 'mobile') await page.keyboard.press('Escape');

  // The booking orders of the company: only Marais ones reach the front desk.
  await page.goto('/admin/orders/bookings?customer=camille');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('tbody')).toContainText('Maison Éclat Marais');
  await expect(page.locator('tbody')).not.toContainText('Saint-Germain');
  await expectAccessible(page, 'booking orders (front desk)');
  await screenshot(page, testInfo, 'orders-front-desk');

  // Screens beyond the role say so; the API refuses another shop's agenda whatever the console shows.
  await page.goto('/admin/stats');
  await expect(page.getByText('Votre rôle ne donne pas accès à cet écran.')).toBeVisible();
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('eclat_admin_session') ?? '{}'));
  const shops = await page.request.get('/api/shops', { headers: { company: session.company.token } });
  const saintGermain = ((await shops.json()) as { shops: { id: number; slug: string }[] }).shops.find(
    (s) => s.slug === 'paris-saint-germain',
  );
  const agenda = await page.request.get(
    `/api/backoffice/agenda?shopId=${saintGermain?.id}&from=2026-01-01&to=2026-01-07`,
    {
      headers: { company: session.company.token, authorization: `Bearer ${session.auth.token}` },
    },
  );
  expect(agenda.status()).toBe(404);
  expect(consoleErrors).toEqual([]);
});
