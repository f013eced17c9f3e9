import type { Locator } from '@playwright/test';
import { asReturningVisitor, beforeHydration, expect, test } from './fixtures.ts';
import { newCustomer, registerCustomer, signInBrowser } from './journeys-kit.ts';

// The account's tabs on a phone (issue 17): one strip that scrolls sideways, the active tab brought
// into view — but never pulled from under a visitor who has already scrolled it.

test.beforeEach(async ({ context, page, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the strip scrolls sideways on a phone only');
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
  await page.setViewportSize({ width: 375, height: 812 });
  const token = await registerCustomer(request, newCustomer('account-tabs'));
  await signInBrowser(context, baseURL ?? 'http://localhost:3300', token);
});

/** How much of the active tab lies outside the strip's visible part, in CSS pixels (0: all shows). */
const hiddenPart = (strip: Locator) =>
  strip.evaluate((list) => {
    const tab = list.querySelector('[aria-current="page"]');
    if (!tab) return Number.POSITIVE_INFINITY;
    const [outer, inner] = [list.getBoundingClientRect(), tab.getBoundingClientRect()];
    return Math.max(0, outer.left - inner.left) + Math.max(0, inner.right - outer.right);
  });

test('a page at the end of the strip opens with its tab in view', async ({ page }) => {
  await page.goto('/profile/privacy');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  const strip = page.getByTestId('account-tabs');
  const active = strip.locator('[aria-current="page"]');
  await expect(active).toHaveText('Mes données');
  await expect.poll(() => hiddenPart(strip)).toBeLessThanOrEqual(1);
});

test('a strip scrolled before the page is interactive stays where the visitor left it', async ({ page }) => {
  const strip = page.getByTestId('account-tabs');
  const scrolled = await beforeHydration(page, '/profile', () =>
    strip.evaluate((list) => {
      list.scrollLeft = list.scrollWidth;
      return list.scrollLeft;
    }),
  );
  expect(scrolled, 'the strip is wider than the phone').toBeGreaterThan(0);
  // Two frames: the tab-scrolling effect has run by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await strip.evaluate((list) => list.scrollLeft)).toBe(scrolled);
  await strip.getByRole('link', { name: 'Mes données' }).click();
  await expect(page).toHaveURL(/\/profile\/privacy$/);
});
