import type { Page } from '@playwright/test';
import { asReturningVisitor, expect, test } from './fixtures.ts';

// The home's hero carousel (spec §2, §9): the company's slides, autoplay every 5000 ms, paused on
// hover and focus and by its pause button, still under reduced motion.

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

/** Which slide the track shows (0-based). */
const shownSlide = (page: Page) =>
  page.getByTestId('hero').evaluate((hero) => {
    const track = hero.firstElementChild as HTMLElement;
    return Math.round(track.scrollLeft / track.clientWidth);
  });

test('the first slide is server-rendered as the LCP image; its service button leads to the service', async ({
  page,
}) => {
  await page.goto('/');
  const first = page.getByTestId('hero').getByRole('group').first();
  await expect(first.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(first.getByRole('link', { name: 'Réserver le Soin Signature' })).toHaveAttribute(
    'href',
    '/services/visage/soin-eclat-signature',
  );
  await expect(page.getByTestId('hero').getByRole('group')).toHaveCount(3);
});

test('autoplay moves to the next slide after 5 s and stops while hovered or paused', async ({ page }) => {
  await page.goto('/');
  const pause = page.getByRole('button', { name: 'Mettre le défilement en pause' });
  await expect(pause).toBeVisible();
  await page.mouse.move(1, page.viewportSize()?.height ?? 600);
  expect(await shownSlide(page)).toBe(0);
  await expect.poll(() => shownSlide(page), { timeout: 8000, intervals: [500] }).toBe(1);

  // Hovered: no change for more than the autoplay interval.
  await page.getByTestId('hero').hover();
  await page.waitForTimeout(6000);
  expect(await shownSlide(page)).toBe(1);

  await page.getByRole('button', { name: 'Diapositive suivante' }).click();
  await expect.poll(() => shownSlide(page)).toBe(2);
  await page.getByRole('button', { name: 'Afficher la diapositive 1' }).click();
  await expect.poll(() => shownSlide(page)).toBe(0);
  await pause.click();
  await expect(page.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible();
});

test('under reduced motion the slides do not move by themselves', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', reducedMotion: 'reduce' });
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible();
  await page.mouse.move(1, 1);
  await page.waitForTimeout(6000);
  expect(await shownSlide(page)).toBe(0);
  await context.close();
});
