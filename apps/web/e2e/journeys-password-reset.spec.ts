import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import { type Lang, newCustomer, outboxFor, prefix, registerCustomer, TEXT } from './journeys-kit.ts';

// Issue 8 "Done when": a password reset through the outbox: ask for the mail on
// /profile/password-reset, read the link in the dev outbox (as the demo manager), choose a new
// password with it, sign in with the new one and land on the page asked for.

const WORDS = {
  fr: {
    resetTitle: 'Mot de passe oublié',
    send: 'Recevoir le lien',
    sent: 'Vérifiez votre boîte mail',
    choose: 'Choisissez un nouveau mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmez le mot de passe',
    save: 'Enregistrer le mot de passe',
    done: 'Mot de passe modifié',
    login: 'Se connecter',
    account: 'Mon compte',
    invalid: /n’est plus valable/,
  },
  en: {
    resetTitle: 'Forgot your password',
    send: 'Send me the link',
    sent: 'Check your inbox',
    choose: 'Choose a new password',
    newPassword: 'New password',
    confirm: 'Confirm the password',
    save: 'Save the password',
    done: 'Password changed',
    login: 'Sign in',
    account: 'My account',
    invalid: /no longer valid/,
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const words = WORDS[lang];
  const text = TEXT[lang];

  test(`${lang}: a password reset through the outbox, then sign-in with the new password`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const customer = newCustomer(`reset-${lang}`);
    await registerCustomer(request, customer, lang);

    await page.goto(`${prefix(lang)}/profile/password-reset`);
    await expect(page.getByRole('heading', { level: 1, name: words.resetTitle })).toBeVisible();
    await expectAccessible(page, 'password reset: ask');
    await page.getByLabel(text.email).fill(customer.email);
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByText(words.sent)).toBeVisible();

    const [mail] = await outboxFor(request, customer.email);
    const link = mail?.body.match(/https?:\/\/[^\s"<>]+\/profile\/password-reset\/[A-Za-z0-9_-]+/)?.[0];
    expect(link, mail?.body).toBeTruthy();
    const path = new URL(link ?? '').pathname;
    expect(path.startsWith(`${prefix(lang)}/profile/password-reset/`)).toBe(true);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: words.choose })).toBeVisible();
    await expectAccessible(page, 'password reset: choose');
    const password = 'Nouvelle-Saison-2032';
    await page.getByLabel(words.newPassword).fill(password);
    await page.getByLabel(words.confirm).fill(password);
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.done })).toBeVisible();

    // The link works once.
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: words.invalid })).toBeVisible();

    // Signing in: the old password no longer works, the new one does, back to the page asked for.
    await page.goto(`${prefix(lang)}/profile/orders`);
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/auth/customer/login\\?redirect=`));
    await page.getByLabel(text.email).fill(customer.email);
    await page.getByLabel(text.password, { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: words.login }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: words.login }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile/orders$`));
    await expectAccessible(page, 'account: orders after sign-in');
    // The refused old password is a 401 the browser reports; nothing else may fail.
    expect(consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
  });
}
