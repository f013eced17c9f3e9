import { expect, expectAccessible, screenshot, signIn, storefrontApi, test } from './fixtures.ts';
import { STOREFRONT } from './ports.ts';

// A service created in the console with names in two languages reaches the storefront: its
// public catalogue (read through the storefront's own origin) answers it in each language,
// listed in its category, offered and bookable at the shop.

test('a manager creates a service with names in two languages and finds it on the storefront', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const suffix = testInfo.project.name;
  const fr = `Soin lumière ${suffix}`;
  const en = `Light glow facial ${suffix}`;
  const slug = `soin-lumiere-${suffix}`;
  await signIn(page, { email: 'manager@maison-eclat.example' });
  await page.goto('/admin/catalogue/services');
  await page.getByRole('link', { name: 'Nouvelle prestation' }).click();
  await page.getByLabel('Nom — Français').fill(fr);
  await page.getByLabel('Nom — English').fill(en);
  await page.getByLabel('Prix TTC (€)').fill('72');
  await page.getByLabel('Durée (min)').fill('45');
  await page.getByRole('checkbox', { name: 'Soins du visage' }).check();
  await page.getByRole('checkbox', { name: 'Maison Éclat Marais' }).check();
  const performer = page.locator('input[name^="performer-"]').first();
  await expect(performer).toBeVisible();
  await performer.check();
  await expectAccessible(page, 'service editor');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Enregistré.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/catalogue\/services\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: fr })).toBeVisible();
  await screenshot(page, testInfo, 'service-created');

  const english = await storefrontApi(page, `/api/articles/slug/${slug}`, 'en');
  expect(english.status()).toBe(200);
  const article = ((await english.json()) as { article: { id: number; name: string; prices: number } })
    .article;
  expect(article).toMatchObject({ name: en, prices: 7200 });
  const french = await storefrontApi(page, `/api/articles/slug/${slug}`, 'fr');
  expect(((await french.json()) as { article: { name: string } }).article.name).toBe(fr);
  const category = await storefrontApi(page, '/api/categories/slug/visage', 'en');
  expect(
    ((await category.json()) as { category: { articles: { slug: string }[] } }).category.articles.map(
      (a) => a.slug,
    ),
  ).toContain(slug);

  // Its page on the storefront, in each language.
  const visitor = await browser.newPage();
  await visitor.goto(`${STOREFRONT}/en/services/visage/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: en })).toBeVisible();
  await visitor.goto(`${STOREFRONT}/services/visage/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: fr })).toBeVisible();
  await visitor.close();

  // Offered at the Marais with someone to perform it: the storefront offers times for it.
  const shop = (
    (await (await storefrontApi(page, '/api/shops/slug/paris-marais')).json()) as { shop: { id: number } }
  ).shop;
  const start = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  const availability = await storefrontApi(
    page,
    `/api/appointments?shopid=${shop.id}&serviceid=${article.id}&start=${start}&end=${end}`,
  );
  const days = ((await availability.json()) as { appointments: { data: { slots: unknown[] }[] } })
    .appointments.data;
  expect(days.some((d) => d.slots.length > 0)).toBe(true);
  expect(consoleErrors).toEqual([]);
});
