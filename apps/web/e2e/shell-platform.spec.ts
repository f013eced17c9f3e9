import { asReturningVisitor, expect, test } from './fixtures.ts';

// Spec §9 platform: the top progress bar of slow navigations.

test('a slow navigation shows the 2 px progress bar after 200 ms; it goes once the page is there', async ({
  page,
  context,
  baseURL,
}) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
  await page.goto('/');
  // A click before hydration is the browser's own navigation, which has no progress bar.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/en\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('footer').getByRole('link', { name: 'English' }).click();
  const bar = page.getByRole('progressbar', { name: 'Chargement…' });
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())?.height).toBe(2);
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
