import type { Page, TestInfo } from '@playwright/test';
import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import { companyToken, DEMO_PASSWORD, type Lang, prefix, signInBrowser } from './journeys-kit.ts';

// Issue 17, trust and return visits (items 6, 8, 9): the next free time on shop and service
// cards, a past booking read "Terminé" and booked again as it was, the shop search without its
// glitches, the bell's panel within a phone's screen. The mobile project runs at 375 px, the
// desktop one at 1280 px; each journey in French and in English.

const TEXT = {
  fr: {
    next: /^Prochain créneau : .+ \d{2}:\d{2}$/,
    completed: 'Terminé',
    bookAgain: /^Reprendre rendez-vous/,
    past: 'Passées et annulées',
    search: 'Rechercher une boutique par nom, ville ou code postal',
    bell: /^Actualités/,
    shops: (count: number, q: string) => `${count} boutique${count > 1 ? 's' : ''} pour « ${q} »`,
    near: 'à moins de 100 km de Lyon',
  },
  en: {
    next: /^Next free slot: .+ \d{2}:\d{2}$/,
    completed: 'Completed',
    bookAgain: /^Book again/,
    past: 'Past and cancelled',
    search: 'Search for a salon by name, town or postcode',
    bell: /^News/,
    shops: (count: number, q: string) => `${count} salon${count === 1 ? '' : 's'} for “${q}”`,
    near: 'within 100 km of Lyon',
  },
} as const;

const LANGS: Lang[] = ['fr', 'en'];

/** 375 px on the mobile project, 1280 px on the desktop one. */
async function sized(page: Page, info: TestInfo): Promise<number> {
  const width = info.project.name === 'mobile' ? 375 : 1280;
  await page.setViewportSize({ width, height: info.project.name === 'mobile' ? 740 : 900 });
  return width;
}

// Colours are checked once settled: a selected day's colour transition could be caught midway.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const lang of LANGS) {
  const text = TEXT[lang];

  test(`shop and service cards say their next free time (${lang})`, async ({ page, consoleErrors }, info) => {
    await sized(page, info);
    await page.goto(`${prefix(lang)}/`);
    const cards = page.getByTestId('shop-results').getByTestId('shop-result');
    await expect(cards).toHaveCount(5);
    // Every salon that books online says when; Lille (booking off) says nothing.
    const bookable = cards.and(page.locator('[data-bookable="true"]'));
    await expect(bookable).toHaveCount(4);
    for (const card of await bookable.all())
      await expect(card.getByTestId('next-slot')).toHaveText(text.next);
    await expect(cards.and(page.locator('[data-bookable="false"]')).getByTestId('next-slot')).toHaveCount(0);
    await expectAccessible(page, `home with next free times (${lang})`);

    await page.goto(`${prefix(lang)}/services`);
    const services = page.getByTestId('next-slot');
    await expect(services.first()).toHaveText(text.next);
    expect(await services.count()).toBeGreaterThan(3);
    await expectAccessible(page, `services with next free times (${lang})`);

    // A shop's page: its own next free time per service.
    await page.goto(`${prefix(lang)}/`);
    await bookable.first().click();
    await expect(page.getByTestId('next-slot').first()).toHaveText(text.next);
    expect(consoleErrors).toEqual([]);
  });

  test(`a past booking reads completed and is booked again as it was (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }, info) => {
    await sized(page, info);
    const company = await companyToken(request);
    const login = await request.post('/api/users/login', {
      headers: { company },
      data: { email: 'camille@example.com', password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    await signInBrowser(context, baseURL ?? 'http://localhost:3300', token);

    // Camille's latest visit (demo data): a semi-permanent manicure with Inès in Le Marais,
    // confirmed and over.
    const orders = await request.get('/api/bookings/my-orders', {
      headers: { company, authorization: `Bearer ${token}`, curlang: lang },
    });
    expect(orders.ok()).toBe(true);
    const latest = (
      (await orders.json()) as {
        orders: {
          shop: { id: number; name: string };
          appointments: {
            serviceId: number;
            serviceName: string;
            employee: string;
            employeeId: number;
            start: string;
          }[];
        }[];
      }
    ).orders.sort(
      (a, b) => Date.parse(b.appointments[0]?.start ?? '') - Date.parse(a.appointments[0]?.start ?? ''),
    )[0];
    const visit = latest?.appointments[0];
    if (!latest || !visit) throw new Error('the demo customer has no past booking');

    await page.goto(`${prefix(lang)}/profile/orders`);
    const past = page.getByRole('region', { name: text.past });
    const first = past.getByRole('listitem').first();
    await expect(first.getByTestId('order-status')).toHaveText(text.completed);
    await expect(first).toContainText(visit.serviceName);
    await expectAccessible(page, `past bookings (${lang})`);

    await first.getByRole('link', { name: text.bookAgain }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/reservation\\?service=${visit.serviceId}&shop=${latest.shop.id}&employee=${visit.employeeId}$`,
      ),
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(visit.serviceName);
    // The shop (the summary folds it away on a phone).
    await expect(page.getByText(latest.shop.name).first()).toBeAttached();
    // The collaborator of that visit is preselected.
    await expect(page.getByRole('button', { name: visit.employee, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Their times come with the page: no placeholder waiting for the browser to ask.
    const again = new URL(page.url());
    const firstPaint = await request.get(`${again.pathname}${again.search}`);
    expect(firstPaint.ok()).toBe(true);
    expect(await firstPaint.text()).not.toContain('data-testid="slots-loading"');
    await expect(page.getByTestId('slots-loading')).toHaveCount(0);
    await expectAccessible(page, `booking again (${lang})`);
  });

  test(`the shop search: honest counts, Enter closes the list, a chosen city stays (${lang})`, async ({
    page,
    request,
  }, info) => {
    const width = await sized(page, info);
    // The number of salons each prefix of 'Lyon' really finds (the API the search asks).
    const company = await companyToken(request);
    const truth = new Map<string, number>();
    for (const q of ['L', 'Ly', 'Lyo', 'Lyon']) {
      const answer = await request.get(`/api/shops?q=${q}`, { headers: { company, curlang: lang } });
      truth.set(q, ((await answer.json()) as { shops: unknown[] }).shops.length);
    }

    await page.goto(`${prefix(lang)}/`);
    await expect(page.getByTestId('shop-search')).toHaveAttribute('data-ready', 'true');
    // Every status the page says, recorded as it changes.
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      const status = document.querySelector('[data-testid="search-status"]');
      if (!status) return;
      new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const box = page.getByRole('combobox', { name: text.search });
    await box.pressSequentially('Lyon', { delay: 120 });
    const status = page.getByTestId('search-status');
    await expect(status).toHaveText(text.shops(truth.get('Lyon') ?? -1, 'Lyon'));
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    // A count is only ever said with the text it answers.
    for (const line of said) {
      for (const [q, count] of truth) {
        if (line.endsWith(lang === 'fr' ? `« ${q} »` : `“${q}”`)) expect(line).toBe(text.shops(count, q));
      }
    }

    // Enter closes the city list, and a late answer does not open it again.
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await box.press('Enter');
    await expect(list).toBeHidden();
    await page.waitForTimeout(800);
    await expect(list).toBeHidden();
    if (width < 640) {
      // On a phone the results come into view after the search.
      await expect(status).toBeInViewport();
      await expect(page.getByTestId('shop-result').first()).toBeInViewport({ ratio: 0.3 });
    }

    // Choosing a city keeps its name in the field and searches around it.
    await box.fill('Lyo');
    const city = page.getByRole('option', { name: /^Lyon\s*69$/ });
    await city.click();
    await expect(box).toHaveValue('Lyon');
    await expect(status).toContainText(text.near);
    await expectAccessible(page, `shop search (${lang})`);
  });

  test(`the bell's panel stays within the screen (${lang})`, async ({ page }, info) => {
    const width = await sized(page, info);
    await page.goto(`${prefix(lang)}/`);
    await page.getByRole('button', { name: text.bell }).click();
    const panel = page.getByTestId('popover-panel');
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    await expectAccessible(page, `bell menu open (${lang})`);
  });
}
