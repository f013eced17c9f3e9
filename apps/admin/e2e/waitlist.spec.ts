import { signedInCaller } from './api-session.ts';
import { expect, expectAccessible, screenshot, signIn, test } from './fixtures.ts';

// Issue 21 in the back office: the waitlist per shop and service in queue order, with each
// customer's wish; a time offered by hand to an entry among the free times the storefront would
// show; and the figures (freed times, refilled, median time to refill, offers by outcome).

type Shop = { id: number; slug: string; name: string; articles: { articleId: number }[] };
type Article = {
  id: number;
  type: number;
  draft: boolean;
  durationMinutes: number | null;
  name: Record<string, string>;
};
type Entry = {
  id: number;
  shopId: number;
  serviceIds: number[];
  status: string;
  offer: { status: string; origin: string; startsAt: string } | null;
};

const DAY_MS = 86_400_000;
const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);

test('a customer waits for a service; the desk sees the queue and offers a time by hand', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const customer = await signedInCaller(request, 'customer', 'camille@example.com');
  const manager = await signedInCaller(request, 'company-user', 'manager@maison-eclat.example');
  const { shops } = await manager.get<{ shops: Shop[] }>('/api/shops/bo');
  const shop = shops.find((s) => s.slug === 'paris-marais') ?? shops[0];
  if (!shop) throw new Error('no shop');
  const { articles } = await manager.get<{ articles: Article[] }>('/api/articles/bo');
  const offered = new Set(shop.articles.map((a) => a.articleId));
  const services = articles.filter((a) => a.type === 1 && !a.draft && a.durationMinutes && offered.has(a.id));
  // One entry per customer, service and period: each project waits for a service of its own.
  const service = services[testInfo.project.name === 'mobile' ? 1 : 0];
  if (!service) throw new Error('no service');

  // Camille joins the waitlist as the storefront does: any day, any time of day, for a month.
  const joined = await customer.post<{ entry: Entry }>('/api/waitlist', {
    shopId: shop.id,
    serviceIds: [service.id],
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    parts: ['morning', 'afternoon', 'evening'],
    untilDate: isoDay(Date.now() + 30 * DAY_MS),
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const entryId = joined.body.entry.id;

  await signIn(page, { email: 'manager@maison-eclat.example' });
  await page.goto('/admin/waitlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Liste d’attente' })).toBeVisible();
  const figures = page.getByTestId('waitlist-stats');
  for (const label of [
    'Créneaux libérés',
    'Remplis par la liste',
    'Délai médian pour remplir',
    'Offres par issue',
  ])
    await expect(figures.getByText(label, { exact: true })).toBeVisible();

  await page.getByLabel('Boutique', { exact: true }).selectOption(String(shop.id));
  await page.getByLabel('Prestation', { exact: true }).selectOption(String(service.id));
  await expect(page).toHaveURL(new RegExp(`serviceId=${service.id}`));
  const row = page.getByTestId('waitlist-entry').filter({ hasText: 'Camille Durand' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('En attente');
  await expect(row).toContainText('matin, après-midi, soir');
  await expect(row).toContainText('jusqu’au');
  await expectAccessible(page, 'waitlist');
  await screenshot(page, testInfo, 'waitlist');
  // The queue scrolls sideways inside its table: the page itself stays as wide as the screen.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // By hand: a day with free times, the first of them, sent.
  await row.getByRole('button', { name: /^Proposer un créneau/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Proposer un créneau à Camille Durand' });
  await expect(dialog.getByRole('button', { name: 'Envoyer l’offre' })).toBeDisabled();
  const times = dialog.locator('button[aria-pressed]');
  let found = false;
  for (let ahead = 2; ahead <= 12 && !found; ahead++) {
    await dialog.getByLabel('Jour', { exact: true }).fill(isoDay(Date.now() + ahead * DAY_MS));
    await expect(
      times.first().or(dialog.getByText(/Aucun créneau libre ce jour-là|La boutique est fermée ce jour-là/)),
    ).toBeVisible();
    found = (await times.count()) > 0;
  }
  expect(found, 'a day with free times within 12 days').toBe(true);
  // Checked before a time is picked: the send button's colour then fades in (transition-colors),
  // which axe could measure half-way.
  await expectAccessible(page, 'offer a time');
  await times.first().click();
  await expect(times.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Envoyer l’offre' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Envoyer l’offre' }).click();
  await expect(page.getByText('Créneau proposé : le client a reçu l’offre.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Créneau proposé');
  await expect(row).toContainText('réponse avant');
  await expect(row.getByRole('button', { name: /^Proposer un créneau/ })).toHaveCount(0);
  await screenshot(page, testInfo, 'waitlist-offered');

  // Camille's account shows the live offer, made by hand.
  const mine = await customer.get<{ entries: Entry[] }>('/api/waitlist/me');
  const entry = mine.entries.find((e) => e.id === entryId);
  expect(entry?.status).toBe('offered');
  expect(entry?.offer).toMatchObject({ status: 'open', origin: 'staff' });
  expect(consoleErrors).toEqual([]);
});
