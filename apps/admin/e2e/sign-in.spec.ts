import { expect, expectAccessible, PASSWORD, screenshot, signIn, test } from './fixtures.ts';

// Sign-in (issue 9): the business first (the host the console runs on by default), then a
// company user or a front desk; the session comes back after a reload and ends on sign-out.

test('a manager signs in to the business the console runs on, and finds every area', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await page.goto('/admin/');
  await expect(page.getByLabel('Entreprise')).toHaveValue('localhost');
  await expectAccessible(page, 'company step');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion — Maison Éclat' })).toBeVisible();
  await expectAccessible(page, 'sign-in');
  await screenshot(page, testInfo, 'sign-in');

  await page.getByLabel('E-mail').fill('manager@maison-eclat.example');
  await page.getByLabel('Mot de passe').fill('not-the-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect.');

  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' }).last();
  for (const link of [
    'Boutiques',
    'Prestations et produits',
    'Magazine',
    'Apparence et réglages',
    'Fichier clients',
    'Réservations',
    'Tableaux de bord',
  ])
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  if (testInfo.project.name === 'mobile') await page.keyboard.press('Escape');
  await expectAccessible(page, 'agenda');
  await screenshot(page, testInfo, 'agenda');

  // Spec §4 auto-login: the stored session holds across a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion — Maison Éclat' })).toBeVisible();
  expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('another business is chosen by its nickname, and the console speaks English on request', async ({
  page,
}) => {
  await signIn(page, { email: 'manager@studio-zen.example' }, 'studio-zen');
  await expect(page.getByText('Studio Zen').filter({ visible: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Langue de la console' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New appointment' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
