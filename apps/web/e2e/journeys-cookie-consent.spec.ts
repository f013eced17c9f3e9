import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { expect, test, withoutAutoPopups } from './fixtures.ts';
import {
  companyToken,
  TEXT as KIT,
  type Lang,
  newCustomer,
  prefix,
  registerCustomer,
  signInBrowser,
} from './journeys-kit.ts';

// Issue 23: the cookie dialog's choice is kept in the browser's cookies and, for a signed-in
// customer, also recorded by the API (PUT /api/users/me/consents, source cookie_banner, fire and
// forget: the dialog never waits for it). An anonymous visitor's choice stays in the browser only.
// The dialog shows while the browser has no cookies_consent/cookies_preference cookies: these
// journeys start without them (no asReturningVisitor), so the dialog is there on the first page.

const TEXT = {
  fr: {
    dialog: 'Vos choix en matière de cookies',
    accept: 'Tout accepter',
    refuse: 'Tout refuser',
    settings: 'Gestion des cookies',
    login: 'Se connecter',
  },
  en: {
    dialog: 'Your cookie choices',
    accept: 'Accept all',
    refuse: 'Refuse all',
    settings: 'Cookie settings',
    login: 'Sign in',
  },
} as const;

const CONSENTS = '/api/users/me/consents';
const isConsentsCall = (request: Request) => new URL(request.url()).pathname === CONSENTS;

type Consents = {
  cookies: { granted: boolean; source: string } | null;
  history: { purpose: string; granted: boolean; source: string; at: string }[];
};

async function consentsOf(request: APIRequestContext, bearer: string): Promise<Consents> {
  const answer = await request.get(CONSENTS, {
    headers: { company: await companyToken(request), authorization: `Bearer ${bearer}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Consents;
}

/** Every call the page makes to the consents route, from now on (method and body). */
function recordConsentCalls(page: Page): { method: string; body: unknown }[] {
  const calls: { method: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (isConsentsCall(request)) calls.push({ method: request.method(), body: request.postDataJSON() });
  });
  return calls;
}

async function choiceCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    flag: cookies.find((c) => c.name === 'cookies_consent')?.value,
    preference: cookies.find((c) => c.name === 'cookies_preference')?.value,
  };
}

test.beforeEach(async ({ context, page, baseURL }, testInfo) => {
  const origin = baseURL ?? 'http://localhost:3300';
  // The popups that open after a choice are another journey's business; the language is the URL's.
  await withoutAutoPopups(context, [origin]);
  await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: origin }]);
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test(`${lang}: a signed-in customer's cookie choice, then its change from the footer, is recorded by the API`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }) => {
    const customer = newCustomer(`cookies-${lang}`);
    const bearer = await registerCustomer(request, customer, lang);
    await signInBrowser(context, baseURL ?? 'http://localhost:3300', bearer);
    const calls = recordConsentCalls(page);

    // The first record is held back by the network: the dialog closes and the cookies are
    // written without waiting for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === CONSENTS,
      async (route) => {
        await held;
        await route.continue();
      },
    );

    await page.goto(`${prefix(lang)}/`);
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    const accepted = page.waitForResponse((response) => isConsentsCall(response.request()));
    await dialog.getByRole('button', { name: text.accept }).click();
    await expect(dialog).toBeHidden();
    expect(await choiceCookies(context)).toMatchObject({ flag: 'true' });
    await expect.poll(() => calls.length).toBe(1);
    release();
    expect((await accepted).status()).toBe(200);
    expect(calls).toEqual([{ method: 'PUT', body: { cookies: { granted: true }, source: 'cookie_banner' } }]);
    const first = await consentsOf(request, bearer);
    expect(first.cookies).toMatchObject({ granted: true, source: 'cookie_banner' });

    // Changed to refuse through the footer's cookie settings: one more record.
    await page.getByRole('button', { name: text.settings }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    const refused = page.waitForResponse((response) => isConsentsCall(response.request()));
    await dialog.getByRole('button', { name: text.refuse }).click();
    await expect(dialog).toBeHidden();
    expect((await refused).status()).toBe(200);
    expect(await choiceCookies(context)).toMatchObject({ flag: 'false' });
    expect(calls).toEqual([
      { method: 'PUT', body: { cookies: { granted: true }, source: 'cookie_banner' } },
      { method: 'PUT', body: { cookies: { granted: false }, source: 'cookie_banner' } },
    ]);
    const second = await consentsOf(request, bearer);
    expect(second.cookies).toMatchObject({ granted: false, source: 'cookie_banner' });
    // The history, newest first, holds both choices.
    expect(
      second.history
        .filter((record) => record.purpose === 'cookies')
        .map(({ granted, source }) => ({ granted, source })),
    ).toEqual([
      { granted: false, source: 'cookie_banner' },
      { granted: true, source: 'cookie_banner' },
    ]);

    // A reload reads the choice from the cookies: no dialog, nothing sent again.
    await page.reload();
    await expect(page.getByRole('button', { name: text.settings })).toBeVisible();
    await expect(page.getByTestId('consent-dialog')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(2);
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: an anonymous visitor's choice stays in the browser; once signed in, a change is recorded`, async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    const customer = newCustomer(`cookies-anon-${lang}`);
    const bearer = await registerCustomer(request, customer, lang);
    const calls = recordConsentCalls(page);

    await page.goto(`${prefix(lang)}/`);
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByRole('button', { name: text.accept }).click();
    await expect(dialog).toBeHidden();
    expect(await choiceCookies(context)).toMatchObject({ flag: 'true' });
    await page.getByRole('button', { name: text.settings }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text.refuse }).click();
    await expect(dialog).toBeHidden();
    expect(await choiceCookies(context)).toMatchObject({ flag: 'false' });
    // Both choices had time to be sent, had the dialog sent them.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(calls).toEqual([]);

    // Signed in through the sign-in page (no reload of the storefront after it), the next choice
    // is recorded; the anonymous ones were not.
    await page.goto(`${prefix(lang)}/profile`);
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/auth/customer/login\\?redirect=`));
    const words = KIT[lang];
    await page.getByLabel(words.email).fill(customer.email);
    await page.getByLabel(words.password, { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: text.login }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile$`));
    await expect(dialog).toHaveCount(0);
    const accepted = page.waitForResponse((response) => isConsentsCall(response.request()));
    await page.getByRole('button', { name: text.settings }).click();
    await dialog.getByRole('button', { name: text.accept }).click();
    await expect(dialog).toBeHidden();
    expect((await accepted).status()).toBe(200);
    expect(calls).toEqual([{ method: 'PUT', body: { cookies: { granted: true }, source: 'cookie_banner' } }]);
    const consents = await consentsOf(request, bearer);
    expect(consents.cookies).toMatchObject({ granted: true, source: 'cookie_banner' });
    expect(consents.history.filter((record) => record.purpose === 'cookies')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
}
