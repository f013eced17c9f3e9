import {
  beforeHydration,
  expect,
  expectAccessible,
  recordForeignRequests,
  test,
  withoutAutoPopups,
} from './fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => {
  // The popups that open after a choice are another journey's business.
  await withoutAutoPopups(context, [baseURL ?? 'http://localhost:3300']);
});

// Spec §4 cookie consent (CNIL practice) and the third parties it governs.

const LIFETIME = 34_164_000;

async function consentCookies(context: import('@playwright/test').BrowserContext) {
  const cookies = await context.cookies();
  const find = (name: string) => cookies.find((c) => c.name === name);
  return { preference: find('cookies_preference'), flag: find('cookies_consent') };
}

test('before any choice the dialog shows, server-rendered, with refuse as easy as accept', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Vos choix en matière de cookies' });
  await expect(dialog).toBeVisible();
  const refuse = dialog.getByRole('button', { name: 'Tout refuser' });
  const accept = dialog.getByRole('button', { name: 'Tout accepter' });
  const [r, a] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(Math.round(r?.width ?? 0)).toBe(Math.round(a?.width ?? 1));
  expect(Math.round(r?.height ?? 0)).toBe(Math.round(a?.height ?? 1));
  await expectAccessible(page, 'consent dialog');
});

test('accept saves the preferences and the consent flag for 34164000 s', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(page.getByTestId('consent-dialog')).toBeHidden();
  const { preference, flag } = await consentCookies(context);
  expect(JSON.parse(decodeURIComponent(preference?.value ?? ''))).toEqual({
    connexion: true,
    analytics: true,
  });
  expect(flag?.value).toBe('true');
  expect((flag?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(LIFETIME - 60);
  await page.reload();
  await expect(page.getByTestId('consent-dialog')).toHaveCount(0);
});

test('refuse turns analytics off and sets the flag false', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  // The choice is written once the page has taken it (a click before hydration is replayed).
  await expect(page.getByTestId('consent-dialog')).toBeHidden();
  const { preference, flag } = await consentCookies(context);
  expect(JSON.parse(decodeURIComponent(preference?.value ?? ''))).toEqual({
    connexion: true,
    analytics: false,
  });
  expect(flag?.value).toBe('false');
});

test('a tap on “Tout refuser” before the page is interactive is not lost', async ({ page, context }) => {
  await beforeHydration(page, '/', () => page.getByRole('button', { name: 'Tout refuser' }).click());
  await expect(page.getByTestId('consent-dialog')).toBeHidden();
  const { flag } = await consentCookies(context);
  expect(flag?.value).toBe('false');
});

test('a tap on a toggle before the page is interactive counts once: “Personnaliser” opens the preferences', async ({
  page,
}) => {
  await beforeHydration(page, '/', () => page.getByRole('button', { name: 'Personnaliser' }).click());
  await expect(page.getByRole('switch', { name: 'Mesure d’audience' })).toBeVisible();
  await expect(page.getByTestId('consent-dialog')).toBeVisible();
});

test('the preferences: connexion always on, analytics switched off on opening and back on on closing', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Personnaliser' }).click();
  const connexion = page.getByRole('switch', { name: /Connexion/ });
  const analytics = page.getByRole('switch', { name: 'Mesure d’audience' });
  await expect(connexion).toBeChecked();
  await expect(connexion).toBeDisabled();
  await expect(analytics).not.toBeChecked();
  await expectAccessible(page, 'consent preferences');
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(analytics).toHaveCount(0);
  await page.getByRole('button', { name: 'Personnaliser' }).click();
  await page.getByRole('switch', { name: 'Mesure d’audience' }).click();
  await expect(page.getByRole('switch', { name: 'Mesure d’audience' })).toBeChecked();
  await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  const { preference, flag } = await consentCookies(context);
  expect(JSON.parse(decodeURIComponent(preference?.value ?? ''))).toEqual({
    connexion: true,
    analytics: true,
  });
  expect(flag?.value).toBe('true');
});

test('the footer link reopens the dialog with the saved choice', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Vos choix en matière de cookies' });
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  // Before hydration only the last tap is held (ADR 0033): the second waits for the first's effect.
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Gestion des cookies' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await dialog.getByRole('button', { name: 'Personnaliser' }).click();
  await expect(page.getByRole('switch', { name: 'Mesure d’audience' })).not.toBeChecked();
});

test('with no third party configured, no request leaves the page’s origin, even after consent', async ({
  page,
}) => {
  const foreign = recordForeignRequests(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  // The popups, the notices and the idle prefetch all had their time.
  await page.waitForTimeout(3000);
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test('a configured analytics tag manager loads only after consent to analytics', async ({
  page,
  companyAdmin,
}) => {
  await companyAdmin.change('localhost', (company) => ({
    booker: { ...company.booker, ganalytics: 'G-E2ETEST1' },
  }));
  // The machines cannot reach Google: answer the tag at the network edge and record the call.
  const tagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    tagRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__tagLoaded = true;' });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await page.waitForTimeout(2500);
  expect(tagRequests).toEqual([]);

  await page.getByRole('button', { name: 'Gestion des cookies' }).click();
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await expect.poll(() => tagRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-E2ETEST1']);
  await expect.poll(() => page.evaluate(() => (window as { __tagLoaded?: boolean }).__tagLoaded)).toBe(true);
  const calls = await page.evaluate(() =>
    ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args)[0]),
  );
  expect(calls).toEqual(['js', 'config']);
});
