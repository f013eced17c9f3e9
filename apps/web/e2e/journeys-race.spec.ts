import type { Browser, BrowserContext } from '@playwright/test';
import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  type Lang,
  newCustomer,
  prefix,
  registerCustomer,
  showNextWeek,
  signInBrowser,
  TEXT,
  visibleTimes,
} from './journeys-kit.ts';

// Issue 8 "Done when": two browsers racing for the same slot → one booking, one clear message
// (and fresh times, the rest of the booking kept). Both ask for the same collaborator, so that
// "any collaborator" cannot give each of them someone else.

/** Massage pierres chaudes (75 min) at Maison Éclat Marais. */
const SERVICE = 9;
const SHOP = 1;

async function customerBrowser(
  browser: Browser,
  project: {
    use: { viewport?: { width: number; height: number } | null; isMobile?: boolean; userAgent?: string };
  },
  request: Parameters<typeof registerCustomer>[0],
  origin: string,
  lang: Lang,
): Promise<BrowserContext> {
  const { viewport, isMobile, userAgent } = project.use;
  const context = await browser.newContext({
    viewport: viewport ?? undefined,
    isMobile,
    userAgent,
    locale: 'fr-FR',
  });
  await asReturningVisitor(context, [origin]);
  await signInBrowser(context, origin, await registerCustomer(request, newCustomer(`race-${lang}`), lang));
  return context;
}

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test(`${lang}: two browsers race for one slot: one booking, one kind message with fresh times`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? 'http://localhost:3300';
    const mobile = testInfo.project.name === 'mobile';
    const contexts = await Promise.all([
      customerBrowser(browser, testInfo.project, request, origin, lang),
      customerBrowser(browser, testInfo.project, request, origin, lang),
    ]);
    try {
      const pages = await Promise.all(contexts.map((context) => context.newPage()));
      const errors: string[][] = pages.map(() => []);
      pages.forEach((page, i) => {
        page.on('pageerror', (error) => errors[i]?.push(error.message));
      });
      let slot = '';
      for (const page of pages) {
        await page.goto(`${prefix(lang)}/reservation?service=${SERVICE}&shop=${SHOP}`);
        await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
        // The same person for both: the first collaborator offered by name.
        await page
          .getByRole('group', { name: lang === 'fr' ? 'Avec qui ?' : 'With whom?' })
          .getByRole('button')
          .nth(1)
          .click();
        await showNextWeek(page, lang, mobile);
        if (!slot) slot = (await visibleTimes(page, mobile).first().getAttribute('data-value')) ?? '';
        const chip = visibleTimes(page, mobile).and(page.locator(`[data-value="${slot}"]`));
        if (mobile) {
          // The day strip shows one day at a time: open the slot's day.
          const day = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            timeZone: 'Europe/Paris',
          }).format(new Date(slot));
          await page.getByRole('button', { name: new RegExp(`^${day}`, 'i') }).click();
        }
        await chip.click();
        await expect(chip).toHaveAttribute('aria-pressed', 'true');
        await page.getByRole('button', { name: text.next, exact: true }).click();
        await expect(page.getByTestId('booking-as')).toBeVisible();
      }

      // Both confirm at the same moment.
      await Promise.all(pages.map((page) => page.getByRole('button', { name: text.confirm }).click()));

      const confirmed = pages.map((page) =>
        page
          .getByRole('heading', { level: 1, name: text.confirmed })
          .waitFor({ timeout: 15_000 })
          .then(() => true)
          .catch(() => false),
      );
      const outcomes = await Promise.all(confirmed);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const loser = pages[outcomes.indexOf(false)];
      if (!loser) throw new Error('no second browser');
      await expect(loser.getByRole('alert').filter({ hasText: text.slotTaken })).toBeVisible();
      // Back on the times, fresh: the taken time is no longer offered, the basket is kept.
      await expect(loser.locator('[aria-current="step"]')).toContainText(
        lang === 'fr' ? 'Date et heure' : 'Date and time',
      );
      await expect(visibleTimes(loser, mobile).first()).toBeVisible();
      await expect(loser.locator(`button[data-value="${slot}"]`)).toHaveCount(0);
      await expect(loser.getByTestId('booking-total').or(loser.getByTestId('summary-sheet'))).not.toHaveCount(
        0,
      );
      await expectAccessible(loser, 'booking: slot taken');
      expect(errors).toEqual([[], []]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
}
