import { AxeBuilder } from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { type CompanyAdmin, companyAdmin } from './support/company-admin.ts';

export const test = base.extend<{ consoleErrors: string[]; companyAdmin: CompanyAdmin }>({
  /** Every journey collects the page's console errors and uncaught exceptions; none is expected. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  /** Company changes for one journey, undone after it whatever happened (own teardown time). */
  companyAdmin: [
    async ({ request }, use) => {
      const { admin, restore } = companyAdmin(request);
      try {
        await use(admin);
      } finally {
        await restore();
      }
    },
    { timeout: 20_000 },
  ],
});

export { expect } from '@playwright/test';

/** The second demo company's address on the same storefront server. */
export function zenUrl(baseURL: string | undefined, path = '/'): string {
  const url = new URL(baseURL ?? 'http://localhost:3300');
  return `http://studio-zen.localhost:${url.port}${path}`;
}

/** A visitor who closed the coupon popup and saw the events: no popup opens by itself. */
export async function withoutAutoPopups(context: BrowserContext, origins: string[]): Promise<void> {
  await context.addCookies(origins.map((url) => ({ name: 'coupons_closed', value: 'true', url })));
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('eclat:events-shown', '1');
    } catch {
      // about:blank has no storage
    }
  });
}

/**
 * A returning visitor who already chose cookies, closed the coupon popup and saw the events:
 * pages open without any popup, for journeys about something else.
 */
export async function asReturningVisitor(context: BrowserContext, origins: string[]): Promise<void> {
  const cookies = origins.flatMap((url) => [
    { name: 'cookies_consent', value: 'true', url },
    { name: 'cookies_preference', value: encodeURIComponent('{"connexion":true,"analytics":true}'), url },
    { name: 'i18n_redirected', value: 'fr', url },
  ]);
  await context.addCookies(cookies);
  await withoutAutoPopups(context, origins);
}

/**
 * @axe-core/playwright: no serious or critical violation (the accessibility bar).
 *
 * In one run in the page (legacy mode): the default runs axe in every frame, then again in a
 * blank page it opens to merge the results, which took twice as long for the same results (home,
 * services, booking, gift, magazine: 1.9–3.7 s against 0.9–1.8 s, same violations, passes and
 * incomplete checks) — two hundred audits in a CI run. What it leaves out is the inside of
 * cross-origin frames: Stripe's card fields, which are Stripe's (the stub's here), not ours.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Axe measures colours as they are now: a chosen day still fading to its colour reads as poor
  // contrast. Let finite transitions and animations end first (spinners loop forever: left out).
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
  expect(blocking, `${label}: accessibility violations`).toEqual([]);
}

/** Requests that left the page's origin (third parties), recorded from now on. */
export function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (
      url.hostname !== 'localhost' &&
      !url.hostname.endsWith('.localhost') &&
      url.hostname !== '127.0.0.1'
    ) {
      foreign.push(request.url());
    }
  });
  return foreign;
}

/**
 * Does `act` on `path` while the storefront's browser entry (and so hydration) is held back — a
 * visitor on a slow phone or network, whose tap certainly comes before React listens — then lets
 * the page hydrate and waits for it. Gives back what `act` gave.
 */
export async function beforeHydration<T>(page: Page, path: string, act: () => Promise<T>): Promise<T> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  const result = await act();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  return result;
}
