import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { unsubscribeToken } from '../../api/src/modules/accounts/consents/token.ts';
import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  companyToken,
  TEXT as KIT,
  type Lang,
  newCustomer,
  prefix,
  registerCustomer,
  signInBrowser,
} from './journeys-kit.ts';
import { E2E_LINK_KEY } from './support/link-key.ts';

// Issue 23 "Done when" (Playwright): from the account's "Mes données", the export is downloaded
// (a JSON file carrying the customer's booking) and the account is deleted (afterwards signing in
// fails and the same e-mail registers again, here through the registration form with its
// marketing box); the marketing switch persists; the unsubscribe link's page turns marketing off
// and a forged link says it is unknown. In French and English, at 375 px, axe clean.

const SERVICE = 1;
const SHOP = 1;

const TEXT = {
  fr: {
    title: 'Mes données',
    tab: 'Mes données',
    export: 'Télécharger mes données',
    exportDone: /Le téléchargement a commencé/,
    email: 'Offres par e-mail',
    saved: 'Votre choix est enregistré.',
    since: /^Choix enregistré le /,
    deleteStart: 'Supprimer mon compte…',
    dialog: 'Supprimer définitivement mon compte',
    password: 'Votre mot de passe',
    confirm: 'Je comprends que mon compte et mes données seront supprimés définitivement.',
    deleteButton: 'Supprimer mon compte',
    passwordMissing: 'Saisissez votre mot de passe.',
    wrongPassword: 'Mot de passe incorrect.',
    confirmMissing: 'Cochez la case pour confirmer.',
    bookings: /Votre rendez-vous à venir sera annulé/,
    deleted: 'Votre compte a été supprimé.',
    marketing: 'Je souhaite recevoir les offres et actualités par e-mail et SMS',
    unsubTitle: 'Désinscription',
    unsubButton: 'Me désinscrire',
    unsubDone: /C’est fait : vous ne recevrez plus d’offres de /,
    unsubAlready: /Vous êtes désinscrit des offres de /,
    unsubInvalid: 'Lien introuvable',
  },
  en: {
    title: 'My data',
    tab: 'My data',
    export: 'Download my data',
    exportDone: /The download has started/,
    email: 'Offers by e-mail',
    saved: 'Your choice is saved.',
    since: /^Choice recorded on /,
    deleteStart: 'Delete my account…',
    dialog: 'Delete my account for good',
    password: 'Your password',
    confirm: 'I understand that my account and my data will be deleted for good.',
    deleteButton: 'Delete my account',
    passwordMissing: 'Enter your password.',
    wrongPassword: 'Wrong password.',
    confirmMissing: 'Tick the box to confirm.',
    bookings: /Your upcoming booking will be cancelled/,
    deleted: 'Your account has been deleted.',
    marketing: 'I would like to receive offers and news by e-mail and text message',
    unsubTitle: 'Unsubscribe',
    unsubButton: 'Unsubscribe me',
    unsubDone: /Done: you will no longer receive offers from /,
    unsubAlready: /You are unsubscribed from the offers of /,
    unsubInvalid: 'Link not found',
  },
} as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A booking a few days ahead for the customer, made through the API. */
async function book(request: APIRequestContext, bearer: string): Promise<number> {
  const company = await companyToken(request);
  const free = await request.get(
    `/api/appointments?shopid=${SHOP}&serviceid=${SERVICE}&start=${day(3)}&end=${day(10)}`,
    { headers: { company } },
  );
  expect(free.ok(), await free.text()).toBe(true);
  const days = ((await free.json()) as { appointments: { data: { slots: { start: string }[] }[] } })
    .appointments.data;
  // A time late in the range, away from the times other journeys take first.
  const start = days.flatMap((d) => d.slots).at(-3)?.start;
  expect(start).toBeTruthy();
  const booked = await request.post('/api/appointments', {
    headers: { company, authorization: `Bearer ${bearer}` },
    data: { shopId: SHOP, serviceIds: [SERVICE], start },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { order: { id: number } }).order.id;
}

/** Whether a document holds, under a key naming bookings or orders, an object with that id. */
function holdsBooking(value: unknown, orderId: number, underBookings = false): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsBooking(item, orderId, underBookings));
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (
    underBookings &&
    (record.id === orderId || record.orderId === orderId || record.bookingOrderId === orderId)
  )
    return true;
  return Object.entries(record).some(([key, child]) =>
    holdsBooking(child, orderId, underBookings || /booking|order|appointment/i.test(key)),
  );
}

async function consentsOf(request: APIRequestContext, bearer: string) {
  const answer = await request.get('/api/users/me/consents', {
    headers: { company: await companyToken(request), authorization: `Bearer ${bearer}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as {
    marketing: { granted: boolean; channels: string[]; source: string } | null;
  };
}

test.beforeEach(async ({ context, page, baseURL }, testInfo) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
  // The narrowest phone the storefront is made for (UI.md: mobile first, 375 px).
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test(`${lang}: the account's data is downloaded, marketing chosen, then the account deleted; the e-mail registers again`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const customer = newCustomer(`privacy-${lang}`);
    const bearer = await registerCustomer(request, customer, lang);
    const orderId = await book(request, bearer);
    await signInBrowser(context, baseURL ?? 'http://localhost:3300', bearer);

    // The tab beside the other account pages.
    await page.goto(`${prefix(lang)}/profile`);
    await page.getByTestId('account-tabs').getByRole('link', { name: text.tab }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile/privacy$`));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    // What deletion would do: the booking, with the shop's policy.
    await expect(page.getByTestId('privacy-delete')).toContainText(text.bookings);
    await expect(page.getByTestId('deletion-bookings').getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page, 'privacy page');

    // The export: a real download, a JSON document carrying the booking.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.export }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^eclat-data-.+\.json$/);
    const document: unknown = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(JSON.stringify(document)).toContain(customer.email);
    expect(holdsBooking(document, orderId), 'the export carries the booking').toBe(true);
    await expect(page.getByTestId('privacy-export')).toContainText(text.exportDone);

    // Marketing: off by default; turned on by e-mail, it stays on after a reload and in the API.
    const email = page.getByRole('switch', { name: text.email });
    await expect(email).not.toBeChecked();
    await email.click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(email).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: text.email })).toBeChecked();
    await expect(page.getByTestId('marketing-since')).toHaveText(text.since);
    const consents = await consentsOf(request, bearer);
    expect(consents.marketing?.granted).toBe(true);
    expect(consents.marketing?.channels).toEqual(['email']);

    // Deletion: re-authentication and a confirmation, each error said at its field.
    await page.getByRole('button', { name: text.deleteStart }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text.deleteButton, exact: true }).click();
    await expect(dialog.getByText(text.passwordMissing)).toBeVisible();
    await expect(dialog.getByText(text.confirmMissing)).toBeVisible();
    await expect(dialog.getByLabel(text.password)).toBeFocused();
    await dialog.getByLabel(text.password).fill('not-the-password');
    await dialog.getByRole('checkbox', { name: text.confirm }).check();
    await expectAccessible(page, 'deletion dialog');
    await dialog.getByRole('button', { name: text.deleteButton, exact: true }).click();
    await expect(dialog.getByText(text.wrongPassword)).toBeVisible();
    await expect(dialog.getByLabel(text.password)).toBeFocused();
    await dialog.getByLabel(text.password).fill(customer.password);
    await dialog.getByRole('button', { name: text.deleteButton, exact: true }).click();

    // Signed out, on the home page, told so.
    await expect(page).toHaveURL(new RegExp(`${baseURL ?? ''}${prefix(lang)}/?$`));
    await expect(page.getByTestId('account-deleted-notice')).toContainText(text.deleted);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await expectAccessible(page, 'home after deletion');
    const company = await companyToken(request);
    const signIn = await request.post('/api/users/login', {
      headers: { company },
      data: { email: customer.email, password: customer.password },
    });
    expect(signIn.ok()).toBe(false);
    const me = await request.get('/api/users/me', {
      headers: { company, authorization: `Bearer ${bearer}` },
    });
    expect(me.status()).toBe(401);

    // The same e-mail registers again, through the form, ticking the marketing box.
    await page.goto(`${prefix(lang)}/auth/customer/register`);
    const words = KIT[lang];
    await page.getByLabel(words.email).fill(customer.email);
    await page.getByLabel(words.phone).fill(customer.phone);
    await page.getByLabel(words.password, { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: words.next, exact: true }).click();
    await page.getByLabel(words.firstname).fill(customer.firstname);
    await page.getByLabel(words.lastname, { exact: true }).fill(customer.lastname);
    const marketing = page.getByRole('checkbox', { name: text.marketing });
    await expect(marketing).not.toBeChecked();
    await marketing.check();
    await expectAccessible(page, 'registration with the marketing box');
    await page.getByRole('button', { name: words.createAccount }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
    const again = (await page.evaluate(() => localStorage.getItem('auth_token'))) as string;
    expect(again).not.toBe(bearer);
    const fresh = await consentsOf(request, again);
    expect(fresh.marketing?.granted).toBe(true);
    expect(fresh.marketing?.source).toBe('registration');
    expect(consoleErrors.filter((error) => !/status of 40[13]/.test(error))).toEqual([]);
  });

  test(`${lang}: the unsubscribe link turns marketing off; a forged link is unknown`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const customer = newCustomer(`unsub-${lang}`);
    const bearer = await registerCustomer(request, customer, lang);
    const company = await companyToken(request);
    const headers = { company, authorization: `Bearer ${bearer}` };
    const put = await request.put('/api/users/me/consents', {
      headers,
      data: { marketing: { granted: true, channels: ['email', 'sms'] }, source: 'account' },
    });
    expect(put.status(), await put.text()).toBe(200);
    const companyId = (
      (await (await request.get('/api/companies/me', { headers: { company } })).json()) as {
        company: { id: number };
      }
    ).company.id;
    const customerId = (
      (await (await request.get('/api/users/me', { headers })).json()) as {
        user: { id: number };
      }
    ).user.id;
    const token = unsubscribeToken(Buffer.from(E2E_LINK_KEY, 'base64url'), {
      companyId,
      customerId,
      now: new Date(),
    });

    // No session: the link alone.
    await page.goto(`${prefix(lang)}/desinscription/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: text.unsubTitle })).toBeVisible();
    await expectAccessible(page, 'unsubscribe page');
    // Opening the page changes nothing (mail scanners open links).
    expect((await consentsOf(request, bearer)).marketing?.granted).toBe(true);
    await page.getByRole('button', { name: text.unsubButton }).click();
    await expect(page.getByText(text.unsubDone)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.unsubTitle })).toBeFocused();
    expect((await consentsOf(request, bearer)).marketing?.granted).toBe(false);
    await page.reload();
    await expect(page.getByText(text.unsubAlready)).toBeVisible();
    await expect(page.getByRole('button', { name: text.unsubButton })).toHaveCount(0);

    // A forged token: a clear not-found page with a 404 status.
    const forged = await page.goto(`${prefix(lang)}/desinscription/${token.slice(0, -4)}AAAA`);
    expect(forged?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: text.unsubInvalid })).toBeVisible();
    await expectAccessible(page, 'forged unsubscribe link');
    expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
}
