import { asReturningVisitor, expect, expectAccessible, test, zenUrl } from './fixtures.ts';

// Spec §4/§8 site states: disabled (and the debug bar), waiting, 404, unknown host.

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300', zenUrl(baseURL)]);
});

test('a disabled site sends visitors to /disabled, with the business message, and back home once it is on', async ({
  page,
  companyAdmin,
  baseURL,
  consoleErrors,
}) => {
  const session = await companyAdmin.change('studio-zen.localhost', (company) => ({
    booker: {
      ...company.booker,
      siteDisabled: true,
      siteDisabledMessage: { fr: 'Le studio fait sa pause.', en: 'The studio is taking a break.' },
    },
  }));
  expect(session.booker.siteDisabled).toBe(true);
  await page.goto(zenUrl(baseURL, '/en'));
  await expect(page).toHaveURL(/\/en\/disabled$/);
  await expect(page.getByRole('heading', { name: 'Site temporarily unavailable' })).toBeVisible();
  await expect(page.getByText('The studio is taking a break.')).toBeVisible();
  // The disabled layout: the logo, no navigation, no menus.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'My account' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(page, 'disabled page');

  await companyAdmin.change('studio-zen.localhost', (company) => ({
    booker: { ...company.booker, siteDisabled: false },
  }));
  await page.goto(zenUrl(baseURL, '/en/disabled'));
  await expect(page).toHaveURL(/studio-zen\.localhost:\d+\/en$/);
  expect(consoleErrors).toEqual([]);
});

test('a disabled site can hide the default image and heading', async ({ page, companyAdmin, baseURL }) => {
  await companyAdmin.change('studio-zen.localhost', (company) => ({
    booker: {
      ...company.booker,
      siteDisabled: true,
      siteDisabledHideDefault: true,
      siteDisabledMessage: 'Fermé.',
    },
  }));
  await page.goto(zenUrl(baseURL));
  await expect(page.getByText('Fermé.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
});

test("maintenance says 'Nous revenons bientôt !' with an apology", async ({
  page,
  companyAdmin,
  baseURL,
}) => {
  await companyAdmin.change('studio-zen.localhost', () => ({ maintenance: true }));
  await page.goto(zenUrl(baseURL));
  await expect(page).toHaveURL(/\/disabled$/);
  await expect(page.getByRole('heading', { name: 'Nous revenons bientôt !' })).toBeVisible();
  await expect(page.getByText(/Nous nous excusons/)).toBeVisible();
});

// Spec §6 "isDebug lets staff see a disabled site" (issue 16: it showed it to everyone).
test('in debug mode a disabled site stays shut to visitors and visible to signed-in staff, with the debug bar', async ({
  page,
  context,
  companyAdmin,
  baseURL,
  request,
}) => {
  await companyAdmin.change('studio-zen.localhost', (company) => ({
    isDebug: true,
    booker: { ...company.booker, siteDisabled: true },
  }));
  await page.goto(zenUrl(baseURL));
  await expect(page).toHaveURL(/studio-zen\.localhost:\d+\/disabled$/);
  await expect(page.getByRole('status').filter({ hasText: 'Mode debug' })).toHaveCount(0);

  // A session cookie that only claims to be staff opens nothing.
  const url = zenUrl(baseURL);
  const session = (token: string) => [
    { name: 'auth_token', value: token, url },
    { name: 'auth_type', value: 'provider', url },
  ];
  await context.addCookies(session('forged-token-of-nobody'));
  await page.goto(url);
  await expect(page).toHaveURL(/\/disabled$/);

  const { token: company } = await (
    await request.get('/api/companies/token/host/studio-zen.localhost')
  ).json();
  const login = await request.post('/api/cmpusers/login', {
    headers: { company },
    data: { email: 'manager@studio-zen.example', password: 'Eclat-demo-2026!' },
  });
  await context.addCookies(session((await login.json()).token));
  await page.goto(url);
  await expect(page).toHaveURL(/studio-zen\.localhost:\d+\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Mode debug' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notre studio' })).toBeVisible();
});

test('the waiting page: a calm word, the empty layout and a retry that happens by itself', async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install();
  await page.goto('/waiting');
  await expect(page.getByTestId('waiting-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Un peu de patience…' })).toBeVisible();
  await expect(page.locator('header.site-header')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Réessayer maintenant' })).toHaveAttribute('href', '/');
  await expectAccessible(page, 'waiting page');
  expect(consoleErrors).toEqual([]);
  // It tries the home again by itself after 20 s.
  await page.clock.runFor(20_000);
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('a page that does not exist: 404 with the image, the title and the way home, in the company theme', async ({
  page,
}) => {
  const response = await page.goto('/en/nothing-here/at-all');
  expect(response?.status()).toBe(404);
  const main = page.locator('main[data-error-type="not_found"]');
  await expect(main.locator('svg')).toHaveCount(1);
  await expect(main.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('It seems this page does not exist.');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page).toHaveTitle('404 Not Found · This page could not be found | Maison Éclat');
  await expectAccessible(page, '404 page');
});

test("an unknown host: 'business not registered'", async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? 'http://localhost:3300').port;
  const response = await page.goto(`http://nobody.localhost:${port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('main[data-error-type="company_error"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('business not registered');
  await expect(page).toHaveTitle('business not registered');
  await expectAccessible(page, 'unknown host');
});

test('robots.txt lets crawlers in from the root, keeps private areas out, and sitemap.xml lists the public pages in every language', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  // ADR 0016: crawling allowed from the root; account, cart, payments, sign-in and API out.
  expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
  for (const rule of ['/api/', '/profile$', '/en/profile/', '/panier$', '/de/payments/', '/it/auth/']) {
    expect(robots).toContain(`\nDisallow: ${rule}\n`);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const loc of [
    '/',
    '/en',
    '/de/services',
    '/it/paris-marais',
    '/es/magazine',
    '/gift',
    '/en/boutique',
    '/services/visage/soin-eclat-signature',
    '/en/boutique/article/serum-eclat-vitamine-c',
  ]) {
    expect(sitemap).toContain(`:${new URL(baseURL ?? 'http://localhost:3300').port}${loc}</loc>`);
  }
});
