import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import { type Lang, newCustomer, prefix, TEXT } from './journeys-kit.ts';

// Issue 8 auth pages and account: the account is behind sign-in with a return to the page asked
// for; registration in two steps on /auth/customer/register; the token kept in local storage and
// a 30-day cookie of type customer; logout clears it and the account asks to sign in again.

const WORDS = {
  fr: {
    login: 'Se connecter',
    register: 'Créer un compte',
    loyalty: 'Ma carte de fidélité',
    logout: 'Se déconnecter',
  },
  en: { login: 'Sign in', register: 'Create an account', loyalty: 'My loyalty card', logout: 'Sign out' },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const words = WORDS[lang];
  const text = TEXT[lang];

  test(`${lang}: the account asks to sign in, registration returns to the page asked for, logout signs out`, async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    const customer = newCustomer(`auth-${lang}`);
    await page.goto(`${prefix(lang)}/profile/loyalty`);
    await expect(page).toHaveURL(
      new RegExp(`${prefix(lang)}/auth/customer/login\\?redirect=%2Fprofile%2Floyalty$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: words.login })).toBeVisible();
    await expectAccessible(page, 'sign-in page');

    await page.getByRole('link', { name: words.register }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.register })).toBeVisible();
    await page.getByLabel(text.email).fill(customer.email);
    await page.getByLabel(text.phone).fill(customer.phone);
    await page.getByLabel(text.password, { exact: true }).fill(customer.password);
    await expectAccessible(page, 'registration page');
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await page.getByLabel(text.firstname).fill(customer.firstname);
    await page.getByLabel(text.lastname, { exact: true }).fill(customer.lastname);
    await page.getByRole('button', { name: text.createAccount }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile/loyalty$`));
    await expect(page.getByRole('heading', { level: 1, name: words.loyalty })).toBeVisible();
    const cookies = await context.cookies(baseURL ?? 'http://localhost:3300');
    const auth = cookies.find((cookie) => cookie.name === 'auth_token');
    expect(cookies.find((cookie) => cookie.name === 'auth_type')?.value).toBe('customer');
    // 30 days (spec §9: 2592000 s).
    expect(Math.round(((auth?.expires ?? 0) - Date.now() / 1000) / 86_400)).toBe(30);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(auth?.value);

    await page.goto(`${prefix(lang)}/profile`);
    await expectAccessible(page, 'account page');
    await page.getByRole('button', { name: words.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang) || '/'}$`));
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.goto(`${prefix(lang)}/profile`);
    await expect(page).toHaveURL(/\/auth\/customer\/login\?redirect=%2Fprofile$/);
    expect(consoleErrors).toEqual([]);
  });
}
