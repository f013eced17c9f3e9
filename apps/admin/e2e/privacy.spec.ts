import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { companyToken } from './api-session.ts';
import { expect, expectAccessible, screenshot, signIn, storefrontApi, test } from './fixtures.ts';
import { CONSOLE } from './ports.ts';

// Issue 23, the staff side: on a customer's page, owners and managers answer a request received
// by mail or in the shop — "Exporter" downloads the customer's JSON document, "Effacer" (after a
// confirmation that says what happens) erases them — and the log says who did what and when; the
// staff role sees none of it. In the settings' Bookings tab, the retention of inactive customers'
// data (12 to 120 months, 36 by default) is saved with the company's booking settings.

/** A customer nobody has used yet, registered through the API as the storefront does. */
async function newCustomer(request: APIRequestContext) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const customer = {
    email: `e2e-admin-privacy-${id}@example.com`,
    phone: `+336${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`,
    password: 'Velours-Ambre-2031',
    firstname: 'Solène',
    lastname: `Privacy${id.slice(-4)}`,
  };
  const headers = { company: await companyToken(request), curlang: 'fr' };
  const step1 = await request.post(`${CONSOLE}/api/users/register/steps/1`, {
    headers,
    data: { email: customer.email, phone: customer.phone, password: customer.password, lang: 'fr' },
  });
  expect(step1.status(), await step1.text()).toBe(201);
  const step2 = await request.post(`${CONSOLE}/api/users/register/steps/2`, { headers, data: customer });
  expect(step2.status(), await step2.text()).toBe(200);
  const { token, user } = (await step2.json()) as { token: string; user: { id: number } };
  return { ...customer, id: user.id, bearer: token, company: headers.company };
}

test('an owner exports and erases a customer, the log says who and when; staff see no such card', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const customer = await newCustomer(request);

  // The staff role (the Marais desk's access account) sees its customers' files, not the card.
  await signIn(page, { login: 'accueil-marais' });
  await page.goto('/admin/customers?q=camille');
  await page.getByRole('link', { name: 'Camille Durand' }).click();
  await expect(page.getByTestId('customer-no-shows')).toBeVisible();
  await expect(page.getByTestId('privacy-card')).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, { email: 'owner@maison-eclat.example' });
  await page.goto(`/admin/customers/${customer.id}`);
  const card = page.getByTestId('privacy-card');
  await expect(card.getByRole('heading', { name: 'Données personnelles (RGPD)' })).toBeVisible();
  await expect(card.getByText('Aucune demande pour ce client.')).toBeVisible();

  // Export: a real download of the customer's JSON document, logged.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Exporter' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^eclat-data-.+\.json$/);
  const document = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as unknown;
  expect(JSON.stringify(document)).toContain(customer.email);
  const log = card.getByTestId('privacy-log');
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row').nth(1)).toContainText('Export');

  // Erase: the confirmation says what happens; cancelling changes nothing.
  await card.getByRole('button', { name: 'Effacer' }).click();
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`Effacer les données de .*${customer.lastname}`),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ses rendez-vous à venir sont annulés');
  await expect(dialog).toContainText('Les commandes, factures et paiements restent, anonymisés');
  await expectAccessible(page, 'erase confirmation');
  await screenshot(page, testInfo, 'privacy-erase-confirmation');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  const me = () =>
    request.get(`${CONSOLE}/api/users/me`, {
      headers: { company: customer.company, authorization: `Bearer ${customer.bearer}` },
    });
  expect((await me()).status()).toBe(200);

  await card.getByRole('button', { name: 'Effacer' }).click();
  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
  await expect(card.getByText(/Données du client effacées\. Rendez-vous annulés : 0\./)).toBeVisible();
  // The file is gone (the API no longer shows it); the page keeps the card and its log.
  await expect(page.getByRole('heading', { level: 1, name: 'Client effacé' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Effacer' })).toHaveCount(0);
  await expect(log.getByRole('row')).toHaveCount(3);
  await expect(log).toContainText('Effacement');
  // Who: the owner, by name.
  await expect(log.getByRole('row').filter({ hasText: 'Effacement' })).toContainText('Vasseur');
  // The customer's name and e-mail are gone from the page; their session is over.
  await expect(page.getByText(customer.email)).toHaveCount(0);
  expect((await me()).status()).toBe(401);
  await expectAccessible(page, 'customer page after erasure');
  await screenshot(page, testInfo, 'privacy-card');
  expect(consoleErrors).toEqual([]);
});

test('a manager sets the retention of inactive customers to 24 months, kept on reload; out of bounds refused', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const read = async () => {
    const { company } = (await (await storefrontApi(page, '/api/companies/me')).json()) as {
      company: { booker: { privacy: { retentionMonths: number } } };
    };
    return company.booker.privacy.retentionMonths;
  };
  await signIn(page, { email: 'manager@maison-eclat.example' });
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Réservations' }).click();
  const retention = page.getByTestId('privacy-retention');
  const months = retention.getByLabel('Durée de conservation (mois)');
  await expect(months).toHaveValue('36');

  await months.fill('6');
  await expect(retention.getByText('Un nombre entier de mois, de 12 à 120.')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Conservation des données : corrigez le champ signalé')).toBeVisible();
  expect(await read()).toBe(36);

  await months.fill('24');
  await expect(retention.getByText('Un nombre entier de mois, de 12 à 120.')).toHaveCount(0);
  await expectAccessible(page, 'settings: retention', ['iframe']);
  await screenshot(page, testInfo, 'settings-retention');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Réglages enregistrés : le site est à jour.')).toBeVisible();
  await expect.poll(read).toBe(24);
  await page.reload();
  await page.getByRole('tab', { name: 'Réservations' }).click();
  await expect(page.getByTestId('privacy-retention').getByLabel('Durée de conservation (mois)')).toHaveValue(
    '24',
  );

  // Back to the default, for the journeys that follow.
  await page.getByTestId('privacy-retention').getByLabel('Durée de conservation (mois)').fill('36');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(read).toBe(36);
  expect(consoleErrors).toEqual([]);
});
