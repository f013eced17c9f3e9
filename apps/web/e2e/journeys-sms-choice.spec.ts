import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  companyToken,
  type Lang,
  newCustomer,
  prefix,
  registerCustomer,
  signInBrowser,
} from './journeys-kit.ts';

// Issue 20: "Customers can turn SMS off." On the account page a labelled checkbox, saved with the
// profile form; the choice is the account's (GET /api/users/me answers it) and stays after a reload.

const WORDS = {
  fr: {
    details: 'Mes informations',
    sms: 'Recevoir les rappels et avis par SMS',
    hint: /par e-mail uniquement/,
    save: 'Enregistrer',
    saved: 'Vos informations sont enregistrées.',
  },
  en: {
    details: 'My details',
    sms: 'Receive reminders and notices by SMS',
    hint: /by e-mail only/,
    save: 'Save',
    saved: 'Your details are saved.',
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const words = WORDS[lang];

  test(`${lang}: the customer turns SMS off on the account page and it stays off`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }) => {
    const origin = baseURL ?? 'http://localhost:3300';
    const customer = newCustomer(`sms-${lang}`);
    const token = await registerCustomer(request, customer, lang);
    await signInBrowser(context, origin, token);
    const headers = { company: await companyToken(request), authorization: `Bearer ${token}` };
    const smsOptOut = async () => {
      const answer = await request.get('/api/users/me', { headers });
      expect(answer.ok()).toBe(true);
      return ((await answer.json()) as { user: { smsOptOut: boolean } }).user.smsOptOut;
    };

    await page.goto(`${prefix(lang)}/profile`);
    const form = page.getByRole('form', { name: words.details });
    const sms = form.getByRole('checkbox', { name: words.sms });
    // On by default, with the hint read with it.
    await expect(sms).toBeChecked();
    await expect(sms).toHaveAccessibleDescription(words.hint);
    await expectAccessible(page, 'account page with the SMS choice');

    // The label is the target: tapping the text turns it off.
    await form.getByText(words.sms, { exact: true }).click();
    await expect(sms).not.toBeChecked();
    await form.getByRole('button', { name: words.save }).click();
    await expect(form.getByText(words.saved)).toBeVisible();
    expect(await smsOptOut()).toBe(true);

    await page.reload();
    await expect(
      page.getByRole('form', { name: words.details }).getByRole('checkbox', { name: words.sms }),
    ).not.toBeChecked();
    await expectAccessible(page, 'account page, SMS off');

    // And back on.
    await sms.check();
    await form.getByRole('button', { name: words.save }).click();
    await expect(form.getByText(words.saved)).toBeVisible();
    expect(await smsOptOut()).toBe(false);
    await page.reload();
    await expect(sms).toBeChecked();
    expect(consoleErrors).toEqual([]);
  });
}
