import type { APIRequestContext } from '@playwright/test';
import { manageToken } from '../../api/src/modules/booking/manage-link/token.ts';
import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  companyToken,
  type Lang,
  newCustomer,
  prefix,
  registerCustomer,
  signInBrowser,
  visibleTimes,
} from './journeys-kit.ts';
import { E2E_LINK_KEY } from './support/link-key.ts';

// Issue 20 "Done when": the manage link reschedules and cancels without sign-in. The link is
// signed here with the e2e API's LINK_KEY, as the confirmation and reminder messages sign it.

/** Soin Éclat Signature at Maison Éclat Marais (demo data). */
const SERVICE = 1;
const SHOP = 1;

const TEXT = {
  fr: {
    title: 'Ma réservation',
    move: 'Déplacer le rendez-vous',
    nextWeek: 'Semaine suivante',
    confirmMove: 'Confirmer le nouvel horaire',
    moved: /C’est fait : votre rendez-vous est déplacé/,
    statusMoved: 'Déplacé',
    cancel: 'Annuler la réservation',
    cancelFree: 'L’annulation est gratuite',
    cancelYes: 'Oui, annuler',
    cancelled: 'Votre rendez-vous est annulé.',
    freeUntil: /Annulation et déplacement gratuits jusqu’au/,
    calendar: 'Ajouter à mon agenda',
  },
  en: {
    title: 'My booking',
    move: 'Move the appointment',
    nextWeek: 'Next week',
    confirmMove: 'Confirm the new time',
    moved: /Done: your appointment is moved/,
    statusMoved: 'Moved',
    cancel: 'Cancel the booking',
    cancelFree: 'Cancelling is free',
    cancelYes: 'Yes, cancel',
    cancelled: 'Your appointment is cancelled.',
    freeUntil: /Free cancellation and rescheduling until/,
    calendar: 'Add to my calendar',
  },
} as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A booking three days ahead or more, made through the API by a newly registered customer. */
async function bookAhead(request: APIRequestContext, lang: Lang) {
  const customerBearer = await registerCustomer(request, newCustomer(`manage-${lang}`), lang);
  const company = await companyToken(request);
  const me = await request.get('/api/companies/me', { headers: { company } });
  const companyId = ((await me.json()) as { company: { id: number } }).company.id;
  const free = await request.get(
    `/api/appointments?shopid=${SHOP}&serviceid=${SERVICE}&start=${day(3)}&end=${day(9)}`,
    { headers: { company } },
  );
  expect(free.ok(), await free.text()).toBe(true);
  const days = ((await free.json()) as { appointments: { data: { slots: { start: string }[] }[] } })
    .appointments.data;
  const start = days.flatMap((d) => d.slots).at(-1)?.start;
  expect(start).toBeTruthy();
  const booked = await request.post('/api/appointments', {
    headers: { company, authorization: `Bearer ${customerBearer}` },
    data: { shopId: SHOP, serviceIds: [SERVICE], start },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const answer = (await booked.json()) as { order: { id: number }; appointments: { end: string }[] };
  return { customerBearer, companyId, start, answer };
}

test.beforeEach(async ({ context, page, baseURL }, testInfo) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
  // The narrowest phone the storefront is made for (UI.md: mobile first, 375 px).
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test(`${lang}: a manage link shows the booking, moves it and cancels it without sign-in`, async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    const mobile = testInfo.project.name === 'mobile';
    const { companyId, start, answer } = await bookAhead(request, lang);
    const token = manageToken(Buffer.from(E2E_LINK_KEY, 'base64url'), {
      companyId,
      orderId: answer.order.id,
      endsAt: new Date(answer.appointments.at(-1)?.end as string),
    });

    // No session in this browser: the link alone opens the booking.
    await page.goto(`${prefix(lang)}/reservation/manage/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByTestId('policy')).toContainText(text.freeUntil);
    await expect(page.getByTestId('managed-appointment')).toHaveCount(1);
    await expectAccessible(page, 'manage: booking');

    // The calendar file of the link.
    const calendarHref = await page.getByRole('link', { name: text.calendar }).getAttribute('href');
    const ics = await request.get(calendarHref ?? '');
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain('BEGIN:VEVENT');

    // Move it: next week's first time, through the booking flow's picker.
    await page.getByRole('button', { name: text.move }).click();
    await page.getByRole('button', { name: text.nextWeek, exact: true }).click();
    const chip = visibleTimes(page, mobile).first();
    await expect(chip).toBeVisible();
    const newStart = await chip.getAttribute('data-value');
    await chip.click();
    await expectAccessible(page, 'manage: new time');
    await page.getByRole('button', { name: text.confirmMove }).click();
    await expect(page.getByText(text.moved)).toBeVisible();
    await expect(page.getByTestId('managed-appointment')).toHaveCount(2);
    await expect(page.getByTestId('managed-appointment').filter({ hasText: text.statusMoved })).toHaveCount(
      1,
    );
    expect(newStart).not.toBe(start);
    await expectAccessible(page, 'manage: moved');

    // Cancel it: asked twice, saying what it costs.
    await page.getByRole('button', { name: text.cancel }).click();
    await expect(page.getByTestId('cancel-confirm')).toContainText(text.cancelFree);
    await expectAccessible(page, 'manage: cancel confirmation');
    await page.getByRole('button', { name: text.cancelYes }).click();
    await expect(page.getByText(text.cancelled)).toBeVisible();
    await expect(page.getByRole('button', { name: text.cancel })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.move })).toHaveCount(0);
    await expectAccessible(page, 'manage: cancelled');

    // A forged link is the storefront's 404.
    const forged = await page.goto(`${prefix(lang)}/reservation/manage/${token.slice(0, -3)}abc`);
    expect(forged?.status()).toBe(404);
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });
}

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test(`${lang}: a signed-in customer moves a booking from the account`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    const mobile = testInfo.project.name === 'mobile';
    const { customerBearer, start, answer } = await bookAhead(request, lang);
    await signInBrowser(context, baseURL ?? 'http://localhost:3300', customerBearer);
    await page.goto(`${prefix(lang)}/profile/orders/${answer.order.id}`);
    await page.getByRole('button', { name: text.move }).click();
    await page.getByRole('button', { name: text.nextWeek, exact: true }).click();
    const chip = visibleTimes(page, mobile).first();
    await expect(chip).toBeVisible();
    await chip.click();
    await expectAccessible(page, 'account: new time');
    await page.getByRole('button', { name: text.confirmMove }).click();
    await expect(page.getByText(text.moved)).toBeVisible();
    await expect(page.getByText(text.statusMoved, { exact: true })).toHaveCount(1);
    await expectAccessible(page, 'account: moved');
    const orders = await request.get(`/api/bookings/my-orders/${answer.order.id}`, {
      headers: { company: await companyToken(request), authorization: `Bearer ${customerBearer}` },
    });
    const order = ((await orders.json()) as { order: { appointments: { start: string; status: string }[] } })
      .order;
    expect(order.appointments.find((a) => a.status === 'rescheduled')?.start).toBe(start);
    expect(order.appointments.filter((a) => a.status === 'confirmed')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
}

test('fr: a time taken meanwhile gives the times back and leaves the booking where it was', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const mobile = testInfo.project.name === 'mobile';
  const { companyId, start, answer } = await bookAhead(request, 'fr');
  const token = manageToken(Buffer.from(E2E_LINK_KEY, 'base64url'), {
    companyId,
    orderId: answer.order.id,
    endsAt: new Date(answer.appointments.at(-1)?.end as string),
  });
  await page.goto(`/reservation/manage/${token}`);
  await page.getByRole('button', { name: TEXT.fr.move }).click();
  await page.getByRole('button', { name: TEXT.fr.nextWeek, exact: true }).click();
  // Someone else takes every collaborator at the time chosen, before it is confirmed. Not a time
  // overlapping the booking's own hour: its collaborator stays free for the move (their time is
  // the booking's), so the move would go through (a full day made it the first time shown).
  await expect(visibleTimes(page, mobile).first()).toBeVisible();
  const shown = await visibleTimes(page, mobile).evaluateAll((chips) =>
    chips.map((chip) => chip.getAttribute('data-value') ?? ''),
  );
  const taken = shown.find((value) => Math.abs(Date.parse(value) - Date.parse(start ?? '')) >= 3_600_000);
  if (!taken) throw new Error(`no time shown apart from the booking's own (${shown.join(', ')})`);
  await visibleTimes(page, mobile)
    .and(page.locator(`[data-value="${taken}"]`))
    .click();
  const company = await companyToken(request);
  for (let i = 0; i < 10; i++) {
    const rival = await registerCustomer(request, newCustomer('manage-rival'));
    const res = await request.post('/api/appointments', {
      headers: { company, authorization: `Bearer ${rival}` },
      data: { shopId: SHOP, serviceIds: [SERVICE], start: taken },
    });
    if (res.status() === 409) break;
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.getByRole('button', { name: TEXT.fr.confirmMove }).click();
  await expect(page.getByTestId('slot-notice')).toContainText('vient d’être réservé');
  await expect(page.getByRole('button', { name: TEXT.fr.confirmMove })).toBeDisabled();
  await expect(page.getByTestId('managed-appointment')).toHaveCount(1);
  await expectAccessible(page, 'manage: time taken');
  const managed = await request.get(`/api/bookings/manage/${token}`, { headers: { company } });
  const order = ((await managed.json()) as { order: { appointments: { start: string; status: string }[] } })
    .order;
  expect(order.appointments).toEqual([expect.objectContaining({ start, status: 'confirmed' })]);
});

test('fr: the time just after the booked one, overlapping it, is offered for the move and chosen', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const mobile = testInfo.project.name === 'mobile';
  const company = await companyToken(request);
  const me = await request.get('/api/companies/me', { headers: { company } });
  const companyId = ((await me.json()) as { company: { id: number } }).company.id;
  // A day of the picker's next week (today + 7 in Paris is always in it) with two times 30 min
  // apart: the booking takes the first, the move goes to the second (they overlap).
  const parisDay = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  let booked = '';
  let overlap = '';
  for (let offset = 7; !overlap && offset < 14; offset++) {
    const free = await request.get(
      `/api/appointments?shopid=${SHOP}&serviceid=${SERVICE}&start=${parisDay(offset)}&end=${parisDay(offset)}`,
      { headers: { company } },
    );
    const slots = (
      (await free.json()) as { appointments: { data: { slots: { start: string; end: string }[] }[] } }
    ).appointments.data.flatMap((d) => d.slots);
    const pair = slots.find((s) =>
      slots.some(
        (n) =>
          Date.parse(n.start) === Date.parse(s.start) + 30 * 60_000 &&
          Date.parse(n.start) < Date.parse(s.end),
      ),
    );
    if (pair) {
      booked = pair.start;
      overlap = new Date(Date.parse(pair.start) + 30 * 60_000).toISOString();
    }
    // Past Sunday the picker's next week is over.
    if (new Date(`${parisDay(offset)}T12:00:00Z`).getUTCDay() === 0) break;
  }
  expect(overlap, 'no two overlapping times next week').toBeTruthy();
  const customerBearer = await registerCustomer(request, newCustomer('manage-own'), 'fr');
  const made = await request.post('/api/appointments', {
    headers: { company, authorization: `Bearer ${customerBearer}` },
    data: { shopId: SHOP, serviceIds: [SERVICE], start: booked },
  });
  expect(made.status(), await made.text()).toBe(201);
  const answer = (await made.json()) as { order: { id: number }; appointments: { end: string }[] };
  // Everyone else takes the time just after: only the booking's own collaborator could do it,
  // and only because the booking being moved frees them.
  for (let i = 0; i < 12; i++) {
    const rival = await registerCustomer(request, newCustomer('manage-own-rival'));
    const res = await request.post('/api/appointments', {
      headers: { company, authorization: `Bearer ${rival}` },
      data: { shopId: SHOP, serviceIds: [SERVICE], start: overlap },
    });
    if (res.status() === 409) break;
    expect(res.status(), await res.text()).toBe(201);
  }
  // For a new booking the time is now full (so the step below can fail).
  const overlapDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(overlap));
  const plain = await request.get(
    `/api/appointments?shopid=${SHOP}&serviceid=${SERVICE}&start=${overlapDay}&end=${overlapDay}`,
    { headers: { company } },
  );
  const plainStarts = (
    (await plain.json()) as { appointments: { data: { slots: { start: string }[] }[] } }
  ).appointments.data.flatMap((d) => d.slots.map((s) => s.start));
  expect(plainStarts).not.toContain(overlap);
  const token = manageToken(Buffer.from(E2E_LINK_KEY, 'base64url'), {
    companyId,
    orderId: answer.order.id,
    endsAt: new Date(answer.appointments.at(-1)?.end as string),
  });
  await page.goto(`/reservation/manage/${token}`);
  await page.getByRole('button', { name: TEXT.fr.move }).click();
  await page.getByRole('button', { name: TEXT.fr.nextWeek, exact: true }).click();
  await expect(visibleTimes(page, mobile).first()).toBeVisible();
  if (mobile) {
    // The day strip shows one day at a time: open the booking's day.
    const label = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Europe/Paris',
    }).format(new Date(overlap));
    await page.getByRole('button', { name: new RegExp(`^${label}`, 'i') }).click();
  }
  const chip = visibleTimes(page, mobile).and(page.locator(`[data-value="${overlap}"]`));
  await expect(chip).toBeVisible();
  await chip.click();
  await page.getByRole('button', { name: TEXT.fr.confirmMove }).click();
  await expect(page.getByText(TEXT.fr.moved)).toBeVisible();
  const managed = await request.get(`/api/bookings/manage/${token}`, { headers: { company } });
  const order = ((await managed.json()) as { order: { appointments: { start: string; status: string }[] } })
    .order;
  expect(order.appointments.find((a) => a.status === 'confirmed')?.start).toBe(overlap);
});
