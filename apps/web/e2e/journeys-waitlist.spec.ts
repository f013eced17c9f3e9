import type { APIRequestContext } from '@playwright/test';
import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  companyToken,
  type Lang,
  managerHeaders,
  newCustomer,
  prefix,
  registerCustomer,
  signInBrowser,
} from './journeys-kit.ts';

// Issue 21 "Done when": a signed-in customer joins the waitlist from a full day, another booking
// of that day is cancelled, the offer arrives in the outbox within 60 s (the worker polls every
// 5 s), its link opens the offer, accepting books the time, and the booking is in the account.
// On a phone (375 px), in French and English, axe on every page.

const SERVICE = 1;
const SHOP = 1;

const WORDS = {
  fr: {
    fullDayJoin: 'Être prévenu si une place se libère',
    nextWeek: 'Semaine suivante',
    weekOf: /^Semaine du /,
    submit: 'M’inscrire sur la liste d’attente',
    joined: 'Vous êtes sur la liste d’attente',
    offerTitle: 'Un créneau s’est libéré pour vous',
    timeLeft: /Temps restant pour répondre : \d\d:\d\d/,
    accept: 'Réserver ce créneau',
    booked: 'C’est réservé !',
    mine: 'Ma liste d’attente',
    badLink: 'Ce lien ne fonctionne pas',
    statusBooked: 'Réservé',
    upcoming: 'À venir',
    weekday: (day: string) =>
      new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', { weekday: 'long', timeZone: 'UTC' }),
  },
  en: {
    fullDayJoin: 'Get told if a place frees up',
    nextWeek: 'Next week',
    weekOf: /^Week of /,
    submit: 'Put me on the waitlist',
    joined: 'You are on the waitlist',
    offerTitle: 'A time has freed up for you',
    timeLeft: /Time left to answer: \d\d:\d\d/,
    accept: 'Book this time',
    booked: 'It is booked!',
    mine: 'My waitlist',
    badLink: 'This link does not work',
    statusBooked: 'Booked',
    upcoming: 'Upcoming',
    weekday: (day: string) =>
      new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' }),
  },
} as const;

type Slot = { start: string; day: string };
type Day = { day: string; slots: Slot[]; employees: { id: number; displayName: string }[] };

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function freeDays(
  request: APIRequestContext,
  company: string,
  from: string,
  to: string,
  employee?: number,
) {
  const query = new URLSearchParams({
    shopid: String(SHOP),
    serviceid: String(SERVICE),
    start: from,
    end: to,
  });
  if (employee) {
    query.set('mode', '2');
    query.set('employeeid', String(employee));
  }
  const answer = await request.get(`/api/appointments?${query}`, { headers: { company } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { appointments: { data: Day[] } }).appointments.data;
}

/**
 * A day three to ten days ahead (free to cancel, within the form's two weeks) made full for one
 * collaborator through the API: every free time of theirs booked by other customers.
 */
async function fillADay(request: APIRequestContext, lang: Lang) {
  const company = await companyToken(request);
  const days = await freeDays(request, company, isoDay(3), isoDay(10));
  // A day and a collaborator with free times (another run may have filled one already).
  let found: { day: string; person: { id: number; displayName: string } } | null = null;
  for (const d of days.filter((d) => d.slots.length > 0)) {
    for (const person of d.employees) {
      const [own] = await freeDays(request, company, d.day, d.day, person.id);
      if ((own?.slots.length ?? 0) > 0) {
        found = { day: d.day, person };
        break;
      }
    }
    if (found) break;
  }
  if (!found) throw new Error('no collaborator with free times ahead');
  const { day: target, person } = found;
  const fillers: { bearer: string; orderId: number }[] = [];
  let bearer = await registerCustomer(request, newCustomer(`waitlist-filler-${lang}`), lang);
  for (let i = 0; i < 60; i++) {
    const [day] = await freeDays(request, company, target, target, person.id);
    const start = day?.slots[0]?.start;
    if (!start) return { day: target, person, fillers };
    let booked = await request.post('/api/appointments', {
      headers: { company, authorization: `Bearer ${bearer}`, curlang: lang },
      data: { shopId: SHOP, serviceIds: [SERVICE], start, employeeId: person.id },
    });
    if (!booked.ok() && booked.status() !== 409) {
      // A customer's own limits: the next filler is someone else.
      bearer = await registerCustomer(request, newCustomer(`waitlist-filler-${lang}`), lang);
      booked = await request.post('/api/appointments', {
        headers: { company, authorization: `Bearer ${bearer}`, curlang: lang },
        data: { shopId: SHOP, serviceIds: [SERVICE], start, employeeId: person.id },
      });
    }
    if (booked.status() === 409) continue;
    expect(booked.status(), await booked.text()).toBe(201);
    fillers.push({ bearer, orderId: ((await booked.json()) as { order: { id: number } }).order.id });
  }
  throw new Error('the day never filled up');
}

/** The offer link of the waitlist mail to `email`, waiting for the worker (it polls every 5 s). */
async function offerLink(request: APIRequestContext, email: string): Promise<string> {
  const headers = await managerHeaders(request);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers });
        const { messages } = (await answer.json()) as { messages: { body: string }[] };
        link = messages
          .map((m) => m.body.match(/https?:\/\/[^\s"'<>]+\/liste-attente\/offre\/[^\s"'<>]+/)?.[0])
          .find(Boolean);
        return Boolean(link);
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  return (link as string).replaceAll('&amp;', '&');
}

test.beforeEach(async ({ context, page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the journey runs on a phone (375 px)');
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
  await page.setViewportSize({ width: 375, height: 812 });
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const words = WORDS[lang];

  test(`${lang}: joins the waitlist from a full day, gets the freed time by mail and books it`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { day, person, fillers } = await fillADay(request, lang);
    expect(fillers.length).toBeGreaterThan(0);
    const customer = newCustomer(`waitlist-${lang}`);
    const bearer = await registerCustomer(request, customer, lang);

    // A visitor is sent to sign in first, and comes back to the form.
    const booking = `${prefix(lang)}/reservation?service=${SERVICE}&shop=${SHOP}&employee=${person.id}`;
    await page.goto(booking);
    await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
    await expect(page.getByRole('button', { name: person.displayName, pressed: true })).toBeVisible();
    // The week of the full day (the page opens on the first week with a free time).
    const dayLabel = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T12:00:00Z`));
    const fullDay = page.getByTestId('full-days').filter({ hasText: dayLabel });
    const weekOf = page.getByText(words.weekOf);
    // The collaborator's times come from the browser once the page is live; until they are in,
    // the times show their placeholder. (Network idle alone is no proof: on a slow host it can
    // come before the page's scripts have asked for anything.)
    await expect(page.getByTestId('slots-loading')).toHaveCount(0);
    for (let i = 0; i < 3 && (await fullDay.count()) === 0; i++) {
      const shown = await weekOf.textContent();
      await page.getByRole('button', { name: words.nextWeek, exact: true }).click();
      await expect(weekOf).not.toHaveText(shown ?? '');
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('slots-loading')).toHaveCount(0);
    }
    await expect(fullDay).toBeVisible();
    await page.getByRole('button', { name: words.fullDayJoin }).click();
    await expect(page).toHaveURL(/\/auth\/customer\/login\?redirect=/);
    const back = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(back).toContain('waitlist=');

    await signInBrowser(context, baseURL ?? 'http://localhost:3300', bearer);
    await page.goto(`${prefix(lang)}${back}`);
    const form = page.getByTestId('waitlist-form');
    await expect(form).toBeVisible();
    // The full day's weekday suits; every part of day; with the collaborator chosen.
    await form.getByRole('checkbox', { name: words.weekday(day), exact: false }).check();
    await expect(form.getByRole('radio', { name: person.displayName })).toBeChecked();
    await expectAccessible(page, `${lang} waitlist form`);
    await form.screenshot({ path: test.info().outputPath(`waitlist-form-${lang}.png`) });
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page.getByTestId('waitlist-joined')).toContainText(words.joined);
    await expectAccessible(page, `${lang} waitlist joined`);

    // Another customer's booking of that day is cancelled: the time frees up.
    const company = await companyToken(request);
    const freed = fillers[Math.floor(fillers.length / 2)] as { bearer: string; orderId: number };
    const cancelled = await request.delete(`/api/appointments?orderId=${freed.orderId}`, {
      headers: { company, authorization: `Bearer ${freed.bearer}` },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);

    // The offer comes by mail within 60 s; its link opens the offer without sign-in.
    const link = new URL(await offerLink(request, customer.email));
    expect(link.pathname).toContain(`${prefix(lang)}/liste-attente/offre/`);
    await context.clearCookies();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: words.offerTitle })).toBeVisible();
    await expect(page.getByTestId('offer-countdown')).toContainText(words.timeLeft);
    await expect(page.getByTestId('offer-time')).toBeVisible();
    await expectAccessible(page, `${lang} waitlist offer`);
    await page.screenshot({ path: test.info().outputPath(`waitlist-offer-${lang}.png`), fullPage: true });

    await page.getByRole('button', { name: words.accept }).click();
    await expect(page.getByTestId('offer-booked')).toContainText(words.booked);
    await expectAccessible(page, `${lang} waitlist booked`);

    // Booked: in the account's bookings, and the waitlist entry says so.
    await signInBrowser(context, baseURL ?? 'http://localhost:3300', bearer);
    await page.goto(`${prefix(lang)}/profile/orders`);
    const upcoming = page.getByRole('region', { name: words.upcoming });
    await expect(upcoming.getByTestId('booking-order')).toHaveCount(1);
    await page.goto(`${prefix(lang)}/profile/waitlist`);
    await expect(page.getByRole('heading', { level: 1, name: words.mine })).toBeVisible();
    await expect(page.getByTestId('waitlist-status').first()).toHaveText(words.statusBooked);
    await expectAccessible(page, `${lang} account waitlist`);
    await page.screenshot({ path: test.info().outputPath(`waitlist-account-${lang}.png`), fullPage: true });
  });

  test(`${lang}: a forged or cut offer link says so, with a 404`, async ({ page }) => {
    const answer = await page.goto(`${prefix(lang)}/liste-attente/offre/WyJ3YWl0bGlzdF9vZmZlciJd.forged`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: words.badLink })).toBeVisible();
    await expectAccessible(page, `${lang} forged offer link`);
  });
}

// A deposit asked by the policy: the offer says what is due, asks to sign in to pay, and accepting
// goes through the booking's payment (the e2e company's provider confirms at once).
test('fr: an offer with a deposit is paid through the booking payment, then booked', async ({
  page,
  context,
  request,
  baseURL,
  companyAdmin,
}) => {
  test.setTimeout(180_000);
  const { day, person, fillers } = await fillADay(request, 'fr');
  const customer = newCustomer('waitlist-deposit');
  const bearer = await registerCustomer(request, customer, 'fr');
  const company = await companyToken(request);
  // Joined through the API (the form is the journey above), for that day with that collaborator.
  const joined = await request.post('/api/waitlist', {
    headers: { company, authorization: `Bearer ${bearer}`, curlang: 'fr' },
    data: {
      shopId: SHOP,
      serviceIds: [SERVICE],
      employeeId: person.id,
      weekdays: [((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1],
      parts: ['morning', 'afternoon', 'evening'],
      untilDate: day,
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await companyAdmin.change('localhost', (current) => ({
    booker: {
      ...current.booker,
      appointment: {
        ...(current.booker.appointment as Record<string, unknown>),
        deposit: { type: 'percent', value: 30, afterNoShows: null, afterNoShowsRequire: 'deposit' },
      },
    },
  }));
  const freed = fillers[0] as { bearer: string; orderId: number };
  const cancelled = await request.delete(`/api/appointments?orderId=${freed.orderId}`, {
    headers: { company, authorization: `Bearer ${freed.bearer}` },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  const link = new URL(await offerLink(request, customer.email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('offer-amount-due')).toBeVisible();
  // Paying needs the account that joined: a guest is asked to sign in, nothing to accept yet.
  await expect(page.getByText(/Pour payer, connectez-vous/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Réserver et payer/ })).toHaveCount(0);
  await expectAccessible(page, 'fr waitlist offer with a deposit');

  await signInBrowser(context, baseURL ?? 'http://localhost:3300', bearer);
  await page.reload();
  await page.getByRole('button', { name: /Réserver et payer/ }).click();
  await expect(page).toHaveURL(/\/payments\//, { timeout: 20_000 });
  await page.goto('/profile/orders');
  await expect(page.getByRole('region', { name: 'À venir' }).getByTestId('booking-order')).toHaveCount(1);
  await page.goto('/profile/waitlist');
  await expect(page.getByTestId('waitlist-status').first()).toHaveText('Réservé');
});
