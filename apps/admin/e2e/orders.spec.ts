import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, PASSWORD, screenshot, signIn, test } from './fixtures.ts';

// E-shop and gift voucher orders (issue 9 "Customers and orders"): a customer pays a product and
// a voucher on the storefront's API (free provider); the manager moves the click-and-collect
// order to ready then collected, and refunds part of the voucher order as store credit.

async function paidOrder(request: APIRequestContext, lastname: string): Promise<void> {
  const { token: company } = (await (await request.get('/api/companies/token/host/localhost')).json()) as {
    token: string;
  };
  const headers = { company, curlang: 'fr' };
  const email = `admin-orders-${lastname.toLowerCase()}@example.com`;
  const phone = `06${String(randomInt(10_000_000, 99_999_999))}`;
  const account = { email, phone, password: PASSWORD };
  expect(
    (
      await request.post('/api/users/register/steps/1', { headers, data: { ...account, lang: 'fr' } })
    ).status(),
  ).toBe(201);
  const registered = await request.post('/api/users/register/steps/2', {
    headers,
    data: { ...account, firstname: 'Nora', lastname },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { token } = (await registered.json()) as { token: string };
  const signedIn = { ...headers, authorization: `Bearer ${token}` };
  const started = await request.post('/api/payment/initialize', {
    headers: signedIn,
    data: {
      shopId: 1,
      items: [
        { kind: 'product', articleId: 32, quantity: 2 },
        { kind: 'gift', amount: 6000, recipientName: 'Jeanne Petit', recipientEmail: 'jeanne@example.com' },
      ],
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { cartId } = (await started.json()) as { cartId: string };
  const paid = await request.post('/api/payment/pay', { headers: signedIn, data: { cartId } });
  expect(paid.ok(), await paid.text()).toBe(true);
}

test('a manager prepares an e-shop order and refunds part of a voucher order', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const lastname = `Commande${randomInt(100_000, 999_999)}`;
  await paidOrder(request, lastname);
  await signIn(page, { email: 'manager@maison-eclat.example' });

  // Click and collect: paid → ready → collected.
  await page.goto(`/admin/orders/eshop?customer=${lastname}`);
  const row = page.locator('tbody tr', { hasText: lastname });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Payée');
  await expectAccessible(page, 'e-shop orders');
  await row.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('tbody tr')).toHaveCount(1);
  await expect(dialog.locator('tbody tr')).toContainText(/48,00\s€/);
  await expectAccessible(page, 'e-shop order');
  await screenshot(page, testInfo, 'eshop-order');
  await dialog.getByRole('button', { name: 'Marquer prête' }).click();
  await expect(page.getByText('Statut modifié.')).toBeVisible();
  await expect(dialog.getByText('Prête', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Marquer retirée' }).click();
  await expect(dialog.getByText('Retirée', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Retirée');

  // The voucher order: its voucher, then 10 € back as store credit.
  await page.goto(`/admin/orders/gifts?customer=${lastname}`);
  const giftRow = page.locator('tbody tr', { hasText: lastname });
  await expect(giftRow).toHaveCount(1);
  await expectAccessible(page, 'gift orders');
  await giftRow.getByRole('button').click();
  const giftDialog = page.getByRole('dialog');
  await expect(giftDialog.locator('tbody tr')).toContainText('Jeanne Petit');
  await expect(giftDialog.locator('tbody tr')).toContainText(/60,00\s€/);
  await expectAccessible(page, 'gift order');
  await giftDialog.getByLabel('Montant (€)').fill('10');
  await giftDialog.getByLabel('Mode').selectOption({ label: 'En avoir client' });
  await giftDialog.getByRole('button', { name: 'Rembourser', exact: true }).click();
  await expect(page.getByText(/10,00\s€ remboursés\./)).toBeVisible();
  await expect(giftRow).toContainText(/Remboursé|Payée/);
  expect(consoleErrors).toEqual([]);
});
