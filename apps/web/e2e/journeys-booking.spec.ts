import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  type Lang,
  newCustomer,
  pickFirstTime,
  prefix,
  registerCustomer,
  showNextWeek,
  signInBrowser,
  TEXT,
  trackedEvents,
} from './journeys-kit.ts';

// Issue 8 "Done when": a new visitor registers, books a slot, sees it in /profile/orders and
// cancels it; with appointment payment active, the booking is paid (free provider) and confirmed
// on /payments/rdvcheck. In French and English, at the mobile and desktop sizes (projects).

/** Soin Éclat Signature at Maison Éclat Marais (demo data). */
const SERVICE = 1;
const SHOP = 1;

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test(`${lang}: a new visitor registers inline, books a slot, finds it in the account and cancels it`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    const mobile = testInfo.project.name === 'mobile';
    const customer = newCustomer(`book-${lang}`);

    await page.goto(`${prefix(lang)}/reservation?service=${SERVICE}&shop=${SHOP}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      lang === 'fr' ? 'Soin Éclat Signature' : 'Signature Radiance Facial',
    );
    await expect(page.locator('[aria-current="step"]')).toHaveAttribute('data-state', 'current');
    await expectAccessible(page, 'booking: date and time');

    await showNextWeek(page, lang, mobile);
    const slot = await pickFirstTime(page, mobile);
    await page.getByRole('button', { name: text.next, exact: true }).click();

    // Sign-in inline: the chosen slot stays.
    await page.getByRole('button', { name: text.newHere }).click();
    await page.getByLabel(text.email).fill(customer.email);
    await page.getByLabel(text.phone).fill(customer.phone);
    await page.getByLabel(text.password, { exact: true }).fill(customer.password);
    await expectAccessible(page, 'booking: inline registration');
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await page.getByLabel(text.firstname).fill(customer.firstname);
    await page.getByLabel(text.lastname, { exact: true }).fill(customer.lastname);
    await page.getByRole('button', { name: text.createAccount }).click();
    await expect(page.getByTestId('booking-as')).toContainText(customer.firstname);
    await page.getByRole('textbox').first().fill('Peau sensible, merci.');
    await expectAccessible(page, 'booking: details');
    await page.getByRole('button', { name: text.confirm }).click();

    // Confirmation: date, time, shop, calendar file, cancellation conditions.
    await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/reservation/confirmation/\\d+$`));
    await expect(page.getByTestId('confirmed-time')).not.toBeEmpty();
    await expect(page.getByText('24 rue de Bretagne')).toBeVisible();
    const calendar = page.getByRole('link', {
      name: lang === 'fr' ? 'Ajouter à mon agenda' : 'Add to my calendar',
    });
    const ics = await page.request.get((await calendar.getAttribute('href')) ?? '');
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const icsText = await ics.text();
    expect(icsText).toContain('BEGIN:VEVENT');
    expect(icsText).toContain(`DTSTART:${slot.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    await expectAccessible(page, 'booking: confirmation');
    // Consent given: the booking events went to the tag manager's queue.
    expect(await trackedEvents(page)).toEqual(expect.arrayContaining(['sb_booking_cart', 'sb_booking']));

    // The account lists it; it can be cancelled (more than 24 h ahead).
    await page.goto(`${prefix(lang)}/profile/orders`);
    const upcoming = page.getByRole('region', { name: text.upcoming });
    await expect(upcoming.getByTestId('booking-order')).toHaveCount(1);
    await expectAccessible(page, 'account: orders');
    await upcoming.getByTestId('booking-order').click();
    await expect(page.getByText('Peau sensible, merci.')).toBeVisible();
    await page.getByRole('button', { name: text.cancel }).click();
    await page.getByRole('button', { name: text.cancelYes }).click();
    await expect(page.getByText(text.cancelled)).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText(text.statusCancelled);
    await expectAccessible(page, 'account: cancelled order');
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: with appointment payment active, the booking is paid and confirmed on rdvcheck`, async ({
    page,
    context,
    request,
    baseURL,
    companyAdmin,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    const mobile = testInfo.project.name === 'mobile';
    await companyAdmin.change('localhost', (company) => ({
      booker: {
        ...company.booker,
        appointment: {
          ...(company.booker.appointment as Record<string, unknown>),
          payment: { active: true },
        },
      },
    }));
    const customer = newCustomer(`paid-${lang}`);
    await signInBrowser(
      context,
      baseURL ?? 'http://localhost:3300',
      await registerCustomer(request, customer, lang),
    );

    await page.goto(`${prefix(lang)}/reservation?service=${SERVICE}&shop=${SHOP}`);
    await showNextWeek(page, lang, mobile);
    await pickFirstTime(page, mobile);
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await expect(page.getByTestId('booking-as')).toContainText(customer.firstname);
    await page.getByRole('button', { name: text.confirmAndPay }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/payments/rdvcheck\\?cartId=`));
    await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible();
    await expectAccessible(page, 'payments: rdvcheck');
    // The booking cart is emptied once paid.
    expect(await page.evaluate(() => localStorage.getItem('booking_cart'))).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: the booking cart holds one shop: a service of another shop is refused with a clear message`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const other =
      lang === 'fr'
        ? /contient déjà des prestations chez Maison Éclat Marais/
        : /already holds treatments at Maison Éclat Marais/;
    await page.goto(`${prefix(lang)}/reservation?service=${SERVICE}&shop=${SHOP}`);
    await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('booking_cart') ?? '{}').shopId)).toBe(
      SHOP,
    );

    // The same service at Saint-Germain: refused while the cart holds the Marais.
    await page.goto(`${prefix(lang)}/reservation?service=${SERVICE}&shop=2`);
    await expect(page.getByRole('alert').filter({ hasText: other })).toBeVisible();
    await expectAccessible(page, 'booking: another shop refused');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('booking_cart') ?? '{}').shopId)).toBe(
      SHOP,
    );

    // Emptying the cart books at Saint-Germain instead.
    await page
      .getByRole('button', {
        name: lang === 'fr' ? 'Vider le panier et réserver ici' : 'Empty the basket and book here',
      })
      .click();
    await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
    // The summary (a bottom sheet to open on mobile) names the new shop.
    if (testInfo.project.name === 'mobile')
      await page.getByTestId('summary-sheet').locator('summary').click();
    await expect(page.locator('text=/Maison Éclat Saint-Germain/ >> visible=true').first()).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('booking_cart') ?? '{}').shopId)).toBe(
      2,
    );
    expect(consoleErrors).toEqual([]);
  });
}
