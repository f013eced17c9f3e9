import { randomInt } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Helpers of the journeys' specs (issue 8): new customers through the real API, the demo
// manager's outbox, prefixes per language, and the booking page's controls.

export const DEMO_PASSWORD = 'Eclat-demo-2026!';
export const MANAGER = 'manager@maison-eclat.example';

export type Lang = 'fr' | 'en';
export const prefix = (lang: Lang) => (lang === 'fr' ? '' : `/${lang}`);

/** Texts the journeys look for, per language (the catalogues' own words). */
export const TEXT = {
  fr: {
    next: 'Continuer',
    newHere: 'Je suis nouveau',
    createAccount: 'Créer mon compte',
    confirm: 'Confirmer la réservation',
    confirmAndPay: 'Confirmer et payer',
    confirmed: 'Votre rendez-vous est confirmé',
    nextWeek: 'Semaine suivante',
    upcoming: 'À venir',
    cancel: 'Annuler la réservation',
    cancelYes: 'Oui, annuler',
    cancelled: 'Votre rendez-vous est annulé.',
    statusCancelled: 'Annulée',
    slotTaken: /vient d’être réservé/,
    email: 'Adresse e-mail',
    phone: 'Téléphone mobile',
    password: 'Mot de passe',
    firstname: 'Prénom',
    lastname: 'Nom',
    bookingAs: /Réservation au nom de/,
  },
  en: {
    next: 'Continue',
    newHere: 'I am new here',
    createAccount: 'Create my account',
    confirm: 'Confirm the booking',
    confirmAndPay: 'Confirm and pay',
    confirmed: 'Your appointment is confirmed',
    nextWeek: 'Next week',
    upcoming: 'Upcoming',
    cancel: 'Cancel the booking',
    cancelYes: 'Yes, cancel',
    cancelled: 'Your appointment is cancelled.',
    statusCancelled: 'Cancelled',
    slotTaken: /Someone has just booked this time slot/,
    email: 'E-mail address',
    phone: 'Mobile phone',
    password: 'Password',
    firstname: 'First name',
    lastname: 'Last name',
    bookingAs: /Booking in the name of/,
  },
} as const;

export type NewCustomer = {
  email: string;
  phone: string;
  password: string;
  firstname: string;
  lastname: string;
};

/** A customer nobody has used yet (unique e-mail and French mobile number). */
export function newCustomer(tag: string): NewCustomer {
  const id = `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
  return {
    email: `e2e-${tag}-${id}@example.com`,
    phone: `+336${String(randomInt(10_000_000, 99_999_999))}`,
    password: 'Velours-Ambre-2031',
    firstname: 'Alix',
    lastname: `Test${id.slice(-4)}`,
  };
}

export async function companyToken(request: APIRequestContext, host = 'localhost'): Promise<string> {
  const answer = await request.get(`/api/companies/token/host/${host}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** Registers a customer through the two API steps (as the storefront does); answers its token. */
export async function registerCustomer(request: APIRequestContext, customer: NewCustomer, lang: Lang = 'fr') {
  const headers = { company: await companyToken(request), curlang: lang };
  const step1 = await request.post('/api/users/register/steps/1', {
    headers,
    data: { email: customer.email, phone: customer.phone, password: customer.password, lang },
  });
  expect(step1.status(), await step1.text()).toBe(201);
  const step2 = await request.post('/api/users/register/steps/2', {
    headers,
    data: {
      email: customer.email,
      phone: customer.phone,
      password: customer.password,
      firstname: customer.firstname,
      lastname: customer.lastname,
    },
  });
  expect(step2.status(), await step2.text()).toBe(200);
  const { token } = (await step2.json()) as { token: string };
  return token;
}

/** The customer's session in a browser, the way the sign-in pages keep it (spec §4). */
export async function signInBrowser(context: BrowserContext, origin: string, token: string): Promise<void> {
  await context.addCookies([
    { name: 'auth_token', value: token, url: origin },
    { name: 'auth_type', value: 'customer', url: origin },
  ]);
  await context.addInitScript(
    ([value]) => {
      try {
        localStorage.setItem('auth_token', value as string);
        localStorage.setItem('auth_type', 'customer');
      } catch {
        // about:blank
      }
    },
    [token],
  );
}

/** The demo manager's bearer (the dev outbox needs one). */
export async function managerHeaders(request: APIRequestContext) {
  const company = await companyToken(request);
  const login = await request.post('/api/cmpusers/login', {
    headers: { company },
    data: { email: MANAGER, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { company, authorization: `Bearer ${token}` };
}

export type OutboxMessage = { to: string; subject: string | null; body: string; channel: string };

/** The latest mails to `to`, waiting a little for the one expected. */
export async function outboxFor(
  request: APIRequestContext,
  to: string,
  expected = 1,
): Promise<OutboxMessage[]> {
  const headers = await managerHeaders(request);
  let messages: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers });
        messages = ((await answer.json()) as { messages: OutboxMessage[] }).messages;
        return messages.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(expected);
  return messages;
}

/** The times shown for the chosen week: the mobile day list or the desktop week view. */
export function visibleTimes(page: Page, mobile: boolean): Locator {
  const view = page.getByTestId(mobile ? 'day-list' : 'week-view');
  return view.locator('button[data-value]');
}

/** Moves to next week (so that the booking stays cancellable: 24 h notice) and waits for its times. */
export async function showNextWeek(page: Page, lang: Lang, mobile: boolean): Promise<void> {
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
  // Exact: a week without free times also offers "Voir la semaine suivante" / "See next week".
  await page.getByRole('button', { name: TEXT[lang].nextWeek, exact: true }).click();
  await expect(visibleTimes(page, mobile).first()).toBeVisible();
}

/** Picks the first free time of the view; answers its instant (data-value). */
export async function pickFirstTime(page: Page, mobile: boolean): Promise<string> {
  const chip = visibleTimes(page, mobile).first();
  const value = await chip.getAttribute('data-value');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  return value ?? '';
}

/** Analytics events pushed on the page (consent given). */
export async function trackedEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? [])
      .map((entry) => entry.event)
      .filter((event): event is string => typeof event === 'string'),
  );
}
