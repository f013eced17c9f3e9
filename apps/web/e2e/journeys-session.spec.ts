import type { Page } from '@playwright/test';
import { asReturningVisitor, expect, test } from './fixtures.ts';
import { newCustomer, registerCustomer } from './journeys-kit.ts';

// Spec §4 auto-login: only the API's word that the stored token is no good signs a customer out.
// A reload that cuts the check, an outage or a rate limit keeps the session, checked again later.

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/** Signs in the way the sign-in pages keep a session, once (no init script puts it back). */
async function signedIn(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((value) => {
    localStorage.setItem('auth_token', value);
    localStorage.setItem('auth_type', 'customer');
  }, token);
}

test.beforeEach(async ({ context, baseURL }, testInfo) => {
  // The session's check does not depend on the screen: one project is enough.
  test.skip(testInfo.project.name === 'mobile');
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const failure of ['503', '429', 'dropped'] as const) {
  test(`a ${failure} check of the stored session keeps the customer signed in`, async ({ page, request }) => {
    const customer = newCustomer(`session-${failure}`);
    const token = await registerCustomer(request, customer);
    await signedIn(page, token);

    let failed = 0;
    await page.route('**/api/users/me?*', async (route) => {
      if (route.request().method() !== 'GET' || failed >= 2) return route.fallback();
      failed += 1;
      if (failure === 'dropped') return route.abort('connectionreset');
      return route.fulfill({
        status: Number(failure),
        contentType: 'application/json',
        body: JSON.stringify({ code: Number(failure), message: 'not now' }),
      });
    });
    await page.goto('/profile');
    // The account page (its loader checks the token on the server) still shows the customer...
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // ...and the header's session comes back once the browser's check gets through (1 s, 2 s later).
    await page
      .getByRole('button', { name: /compte/i })
      .first()
      .click();
    await expect(page.getByText(`Bonjour ${customer.firstname}`)).toBeVisible({ timeout: 10_000 });
    expect(failed).toBe(2);
    expect(await storedToken(page)).toBe(token);
  });
}

test('a token the API refuses signs the customer out', async ({ page }) => {
  await signedIn(page, 'not-a-valid-token');
  await page.reload();
  await expect.poll(() => storedToken(page)).toBeNull();
});
