import { expect, expectAccessible, screenshot, signIn, test } from './fixtures.ts';

// Booking orders (issue 9 "Customers and orders"): a manager refunds part of a paid booking, as
// store credit the customer's file then shows.

test('a manager refunds part of a paid booking order', async ({ page, consoleErrors }, testInfo) => {
  await signIn(page, { email: 'manager@maison-eclat.example' });
  await page.goto('/admin/orders/bookings?customer=camille&shops=');
  const row = page.locator('tbody tr', { hasText: 'Saint-Germain' }).first();
  await expect(row).toBeVisible();
  await expectAccessible(page, 'booking orders');
  await row.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Remboursable')).toBeVisible();
  const refundedBefore = (await dialog.locator('dt:has-text("Remboursé") + dd').textContent()) ?? '';
  await dialog.getByLabel('Montant (€)').fill('10');
  // The demo's orders were paid at the counter: the money goes back as the customer's credit.
  await dialog.getByLabel('Mode').selectOption({ label: 'En avoir client' });
  await dialog.getByLabel('Motif (facultatif)').fill('Geste commercial');
  await screenshot(page, testInfo, 'refund');
  await dialog.getByRole('button', { name: 'Rembourser', exact: true }).click();
  await expect(page.getByText(/10,00\s€ remboursés\./)).toBeVisible();
  await expect(dialog.locator('dt:has-text("Remboursé") + dd')).not.toHaveText(refundedBefore);
  await page.keyboard.press('Escape');
  await page.goto('/admin/customers?q=camille');
  await page.getByRole('link', { name: 'Camille Durand' }).click();
  await expect(page.getByText('Avoir accordé').first()).toBeVisible();
  await expectAccessible(page, 'customer file');
  await screenshot(page, testInfo, 'customer');
  expect(consoleErrors).toEqual([]);
});
