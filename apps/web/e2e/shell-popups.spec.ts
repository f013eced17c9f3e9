import { expect, expectAccessible, test } from './fixtures.ts';

// Spec §2/§4/§9 popups: the coupon word cloud on the home, the events carousel, the alerts.

async function acceptCookies(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  // A tap before hydration is replayed once the page is interactive (the home's scripts come after
  // its hero's paint): the choice is written when the dialog closes, not before.
  await expect(page.getByTestId('consent-dialog')).toBeHidden();
}

test('the coupon popup shows on the page view after the cookie choice, with 13 words, and closing it suppresses it for a day', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('coupon-popup')).toHaveCount(0);
  await acceptCookies(page);
  // One interruption per page view (issue 17): the cookie choice was this one's.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  const popup = page.getByRole('dialog', { name: 'Offres du moment' });
  await expect(popup).toBeVisible();
  const words = popup.getByTestId('word-cloud').locator('li');
  await expect(words).toHaveCount(13);
  for (const word of await words.allTextContents()) expect(word).toMatch(/^-\d+(,\d\d)?(%|€)$|^PROMO$/);
  await expect(popup.getByText('-10%').first()).toBeVisible();
  await expectAccessible(page, 'coupon popup');

  await popup.getByRole('button', { name: 'Fermer' }).click();
  await expect(popup).toBeHidden();
  const closed = (await context.cookies()).find((c) => c.name === 'coupons_closed');
  expect(closed?.value).toBe('true');
  const lifetime = (closed?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(86_400 - 60);
  expect(lifetime).toBeLessThanOrEqual(86_400);

  await page.reload();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('coupon-popup')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the coupon popup belongs to the home only', async ({ page }) => {
  await page.goto('/xx');
  await acceptCookies(page);
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('coupon-popup')).toHaveCount(0);
});

test('the events carousel: current events, arrows and dots that wrap, auto-advance every 10 s, paused on hover', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'coupons_closed', value: 'true', url: 'http://localhost:3300' }]);
  await page.clock.install();
  await page.goto('/');
  await acceptCookies(page);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'À ne pas manquer' });
  await expect(dialog).toBeVisible();
  // The pointer is still where the cookie button was: on a phone the dialog may open under it, and
  // a hovered carousel rightly waits (it passed on a retry only, 2026-11-29). Away from it first.
  await page.mouse.move(0, 0);
  const slides = dialog.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(2);
  const current = () => dialog.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(current()).toHaveAttribute('aria-label', 'Événement 1 sur 2');
  await expect(dialog.getByRole('button', { name: 'Afficher l’événement 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAccessible(page, 'events carousel');

  // Playing (neither hovered nor focused): the viewport stops announcing each slide. Only then is
  // its 10 s timer running under the page's clock (it passed on a retry only, 2026-11-30).
  await expect(dialog.getByTestId('events-carousel').locator('[aria-live]')).toHaveAttribute(
    'aria-live',
    'off',
  );
  await page.clock.runFor(10_000);
  await expect(current()).toHaveAttribute('aria-label', 'Événement 2 sur 2');
  // Wraps forwards and backwards.
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await expect(current()).toHaveAttribute('aria-label', 'Événement 1 sur 2');
  await dialog.getByRole('button', { name: 'Précédent' }).click();
  await expect(current()).toHaveAttribute('aria-label', 'Événement 2 sur 2');
  await dialog.getByRole('button', { name: 'Afficher l’événement 1' }).click();
  await expect(current()).toHaveAttribute('aria-label', 'Événement 1 sur 2');

  // Focus inside pauses it.
  await dialog.getByRole('button', { name: 'Suivant' }).focus();
  await page.clock.runFor(25_000);
  await expect(current()).toHaveAttribute('aria-label', 'Événement 1 sur 2');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Once per session: the next page does not open it again.
  await page.goto('/en');
  await page.clock.runFor(2_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel does not move by itself', async ({ page, context }) => {
    await context.addCookies([{ name: 'coupons_closed', value: 'true', url: 'http://localhost:3300' }]);
    await page.clock.install();
    await page.goto('/');
    await acceptCookies(page);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'À ne pas manquer' });
    await expect(dialog).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(25_000);
    await expect(dialog.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')).toHaveAttribute(
      'aria-label',
      'Événement 1 sur 2',
    );
  });
});

test('the alerts dialog pages through the alerts of existing services', async ({ page, context }) => {
  await context.addCookies([{ name: 'coupons_closed', value: 'true', url: 'http://localhost:3300' }]);
  await context.addInitScript(() => sessionStorage.setItem('eclat:events-shown', '1'));
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('button', { name: /Actualités/ }).click();
  await page.getByRole('button', { name: /Lire les informations/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Informations importantes' });
  await expect(dialog.getByText('1 sur 2')).toBeVisible();
  await expect(dialog.getByTestId('alert-body')).toContainText('quatrième mois de grossesse');
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await expect(dialog.getByText('2 sur 2')).toBeVisible();
  await expect(dialog.getByTestId('alert-body')).toContainText('test de tolérance');
  await expect(dialog.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  // The LPG alert's window is over: never shown.
  await expect(dialog.getByText('LPG')).toHaveCount(0);
  await expectAccessible(page, 'alerts dialog');
});
