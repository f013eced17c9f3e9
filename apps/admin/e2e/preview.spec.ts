import { expect, expectAccessible, screenshot, signIn, test } from './fixtures.ts';
import { STOREFRONT } from './ports.ts';

// Storefront settings with a live preview (issue 9, spec §4): the change shows in the framed
// storefront at once, through the preview postMessage protocol, and nowhere else until Save.

const RED = '#d10000';
const buttonsColour = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--eclat-buttons-color').trim();

test('a manager changes the primary colour and sees the preview change before saving', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  await signIn(page, { email: 'manager@maison-eclat.example' });
  await page.goto('/admin/settings');
  const field = page.locator('input[name="colour-buttonsColor"]');
  await expect(field).not.toHaveValue('');
  const before = await field.inputValue();

  const frame = () => page.frames().find((f) => f.url().startsWith(STOREFRONT));
  await expect.poll(() => frame()?.url() ?? '').toContain('preview=__pvs__');
  await expect
    .poll(async () => (await frame()?.evaluate(buttonsColour))?.toLowerCase())
    .toBe(before.toLowerCase());

  await field.fill(RED);
  // The frame listens once hydrated, which a loaded machine may take a while to do.
  await expect.poll(async () => frame()?.evaluate(buttonsColour), { timeout: 30_000 }).toBe(RED);
  await expect(page.getByText('Modifications non enregistrées : seul l’aperçu les montre.')).toBeVisible();

  // Visitors (another browser: the preview's session cookie is the staff member's) still see the saved theme.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${STOREFRONT}/`);
  expect((await visitor.evaluate(buttonsColour)).toLowerCase()).toBe(before.toLowerCase());
  await visitorContext.close();

  await expectAccessible(page, 'storefront settings', ['iframe']);
  await screenshot(page, testInfo, 'settings-preview');

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Réglages enregistrés : le site est à jour.')).toBeVisible();
  await page.reload();
  await expect(page.locator('input[name="colour-buttonsColor"]')).toHaveValue(RED);

  // Back to the demo's colour, for the journeys that follow.
  await page.locator('input[name="colour-buttonsColor"]').fill(before);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Réglages enregistrés : le site est à jour.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
