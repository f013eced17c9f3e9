import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  companyToken,
  type Lang,
  newCustomer,
  prefix,
  registerCustomer,
  showNextWeek,
  signInBrowser,
  TEXT,
  visibleTimes,
} from './journeys-kit.ts';
import { cartCookie, MIST, SHOP_TEXT } from './journeys-shop-kit.ts';

// Issue 17 items 2, 3, 4 and the booking parts of 9, as a new customer lives them: no
// interruption before the first tap, the next step always in reach (bounding boxes against the
// viewport), focus where the eye is, a lost time that keeps the day, and the cancellation
// conditions said before confirming. French and English, at 375 and 1280 px (the projects).

/** Soin Éclat Signature at Maison Éclat Marais (demo data). */
const SERVICE = 1;
/** Massage pierres chaudes (75 min): fewer collaborators, easy to take all of them at one time. */
const RACED_SERVICE = 9;
const SHOP = 1;

const WORDS = {
  fr: {
    locale: 'fr-FR',
    accept: 'Tout accepter',
    consent: 'Vos choix en matière de cookies',
    stepDetails: 'Coordonnées',
    registerTitle: 'Créer un compte',
    emailTypo: 'Vouliez-vous dire',
    emailTypoFix: 'Oui, corriger',
    phoneMissing: 'Saisissez votre numéro de mobile',
    freeUntil: /Annulation gratuite depuis votre compte jusqu’au/,
    withinNotice: /ne pourra pas être annulé en ligne/,
    closedTitle: 'L’annulation en ligne n’est plus possible',
    call: /^Appeler le /,
  },
  en: {
    locale: 'en-GB',
    accept: 'Accept all',
    consent: 'Your cookie choices',
    stepDetails: 'Your details',
    registerTitle: 'Create an account',
    emailTypo: 'Did you mean',
    emailTypoFix: 'Yes, correct it',
    phoneMissing: 'Enter your mobile number',
    freeUntil: /Free cancellation from your account until/,
    withinNotice: /cannot be cancelled online/,
    closedTitle: 'Online cancellation is closed',
    call: /^Call /,
  },
} as const;

/** The phone size of the issue (375 px) on the mobile project; 1280 on the desktop one. */
async function issueViewport(page: Page, testInfo: TestInfo): Promise<boolean> {
  const mobile = testInfo.project.name === 'mobile';
  if (mobile) await page.setViewportSize({ width: 375, height: 667 });
  return mobile;
}

/** The step's primary action of the layout on screen (the summary's sheet or side panel). */
const primaryAction = (page: Page) => page.getByTestId('primary-action').filter({ visible: true });

/** The element lies entirely inside the viewport: no scrolling needed to see or press it. */
async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what}: on screen`).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y, `${what}: top in view`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${what}: left in view`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom in view`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${what}: right in view`).toBeLessThanOrEqual(viewport.width);
}

/** Counts the position requests of the page (none may come before the visitor asks). */
async function countPositionAsks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const geo = navigator.geolocation;
    const w = window as Window & { positionAsks?: number };
    w.positionAsks = 0;
    const original = geo.getCurrentPosition.bind(geo);
    geo.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      w.positionAsks = (w.positionAsks ?? 0) + 1;
      original(...args);
    };
  });
}
const positionAsks = (page: Page) =>
  page.evaluate(() => (window as Window & { positionAsks?: number }).positionAsks ?? 0);

/** A free time of the chosen week: on the phone, on the given open day of the strip first. */
async function openDay(page: Page, mobile: boolean, nth: number): Promise<string | null> {
  if (!mobile) return null;
  const days = page.getByTestId('day-list').locator('fieldset button:not([disabled])');
  const day = days.nth(Math.min(nth, (await days.count()) - 1));
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  return day.getAttribute('aria-label');
}

/** Takes every collaborator free at `start` through the API, as other customers would. */
async function takeEveryone(request: APIRequestContext, lang: Lang, start: string): Promise<void> {
  const company = await companyToken(request);
  for (let i = 0; i < 12; i++) {
    const token = await registerCustomer(request, newCustomer(`rival-${lang}`), lang);
    const answer = await request.post('/api/appointments', {
      headers: { company, authorization: `Bearer ${token}`, curlang: lang },
      data: { shopId: SHOP, serviceIds: [RACED_SERVICE], start, employeeId: null },
    });
    if (answer.status() === 409) return;
    expect(answer.status(), await answer.text()).toBe(201);
  }
  throw new Error('the time never filled up');
}

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const text = TEXT[lang];
  const words = WORDS[lang];

  test.describe(`${lang}: a first visit`, () => {
    test.use({ locale: words.locale });

    test(`${lang}: one dialog at a time, none over a deep link, the location asked only on demand`, async ({
      page,
      consoleErrors,
    }, testInfo) => {
      test.setTimeout(60_000);
      await issueViewport(page, testInfo);
      await countPositionAsks(page);
      const dialogs = page.getByRole('dialog');

      // A deep link to a booking: only the cookie choice, which covers nothing and blocks nothing.
      await page.goto(`${prefix(lang)}/reservation?service=${SERVICE}&shop=${SHOP}`);
      await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
      const consent = page.getByRole('dialog', { name: words.consent });
      await expect(consent).toBeVisible();
      await expect(consent).toHaveAttribute('aria-modal', 'false');
      await page.waitForTimeout(1500);
      await expect(dialogs).toHaveCount(1);
      // Over a deep link the cookie choice takes its place in the page instead of floating over
      // it, and the step's action stands clear of it.
      expect(await consent.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
      const action = primaryAction(page);
      await expectInViewport(page, action, 'primary action beside the cookie dialog');
      const [a, c] = [await action.boundingBox(), await consent.boundingBox()];
      if (!a || !c) throw new Error('no box');
      const overlap =
        a.y < c.y + c.height && c.y < a.y + a.height && a.x < c.x + c.width && c.x < a.x + a.width;
      expect(overlap, 'the cookie dialog covers the primary action').toBe(false);
      await expectAccessible(page, 'first visit: booking deep link');

      await consent.getByRole('button', { name: words.accept }).click();
      await page.waitForTimeout(1500);
      await expect(dialogs).toHaveCount(0);

      // A deep link to a product, on a later page view: still nothing over it.
      await page.goto(`${prefix(lang)}/boutique/article/brume-oreiller-lavande`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1500);
      await expect(dialogs).toHaveCount(0);

      // The home: the promotions, one after the other, never two at once.
      await page.goto(`${prefix(lang)}/`);
      await expect(dialogs.first()).toBeVisible();
      let seen = 0;
      while ((await dialogs.count()) > 0 && seen < 4) {
        await expect(dialogs).toHaveCount(1);
        seen += 1;
        await page.keyboard.press('Escape');
        await page.waitForTimeout(800);
      }
      expect(seen).toBeGreaterThanOrEqual(1);
      await expect(dialogs).toHaveCount(0);
      expect(await positionAsks(page)).toBe(0);
      expect(consoleErrors).toEqual([]);
    });

    test(`${lang}: under the cookie dialog no control takes focus, and the dialog comes first`, async ({
      page,
    }, testInfo) => {
      await issueViewport(page, testInfo);
      await page.goto(`${prefix(lang)}/`);
      const consent = page.getByTestId('consent-dialog');
      await expect(consent).toBeVisible();
      await page.waitForTimeout(500);
      // The skip link, then the cookie choice.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await consent.evaluate((banner) => banner.contains(document.activeElement))).toBe(true);
      const hidden: string[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const covered = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const banner = document.querySelector('[data-testid="consent-dialog"]');
          if (!focused || !banner || banner.contains(focused) || focused === document.body) return null;
          const a = focused.getBoundingClientRect();
          const b = banner.getBoundingClientRect();
          // A few pixels of rounding (the card border) are not a hidden control.
          const overlaps =
            a.width > 0 && a.bottom > b.top + 4 && a.top < b.bottom && a.right > b.left && a.left < b.right;
          return overlaps
            ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)} ${JSON.stringify([a.top, a.bottom, b.top, b.bottom, window.scrollY, getComputedStyle(document.documentElement).scrollPaddingBottom])}`
            : null;
        });
        if (covered) hidden.push(covered);
      }
      expect(hidden, 'controls focused under the cookie dialog').toEqual([]);
    });
  });

  test.describe(`${lang}: the booking`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
    });

    test(`${lang}: the next step stays in reach: a time by keyboard, sign-up inside the booking, confirm`, async ({
      page,
      consoleErrors,
    }, testInfo) => {
      test.setTimeout(90_000);
      const mobile = await issueViewport(page, testInfo);
      const customer = newCustomer(`moment-${lang}`);
      const local = customer.email.split('@')[0] ?? 'e2e';

      await page.goto(`${prefix(lang)}/reservation?service=${SERVICE}&shop=${SHOP}`);
      await showNextWeek(page, lang, mobile);
      const action = primaryAction(page);
      await expect(action).toHaveText(text.next);
      await expect(action).toBeDisabled();
      await expectInViewport(page, action, 'disabled continue');
      const look = () =>
        action.evaluate(
          (button) => `${getComputedStyle(button).backgroundColor} ${getComputedStyle(button).opacity}`,
        );
      const disabledLook = await look();

      // A time chosen with the keyboard: focus goes straight to the next step (no Tab at all).
      const chip = visibleTimes(page, mobile).first();
      await chip.focus();
      await page.keyboard.press('Enter');
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(action).toBeEnabled();
      await expect(action).toBeFocused();
      expect(await look(), 'the disabled button looked like the enabled one').not.toBe(disabledLook);
      await expectInViewport(page, action, 'continue after a time');
      await expectAccessible(page, 'booking moment: time chosen');

      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: words.stepDetails })).toBeFocused();

      // Sign-up inside the booking: field by field messages, the e-mail typo caught.
      await page.getByRole('button', { name: text.newHere }).click();
      await page.getByLabel(text.email).fill(`${local}@gmial.con`);
      await page.getByLabel(text.password, { exact: true }).fill(customer.password);
      await expect(page.getByText(words.emailTypo)).toContainText(`${local}@gmail.com`);
      await page.getByRole('button', { name: words.emailTypoFix }).click();
      await expect(page.getByLabel(text.email)).toHaveValue(`${local}@gmail.com`);
      await page.getByRole('button', { name: text.next, exact: true }).click();
      const phone = page.getByLabel(text.phone);
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toBeFocused();
      await expect(page.getByText(words.phoneMissing)).toBeVisible();
      await expectAccessible(page, 'booking moment: sign-up errors');
      await phone.fill(customer.phone);
      await page.getByRole('button', { name: text.next, exact: true }).click();
      await expect(page.getByRole('heading', { name: words.registerTitle })).toBeFocused();
      await page.getByLabel(text.firstname).fill(customer.firstname);
      await page.getByLabel(text.lastname, { exact: true }).fill(customer.lastname);
      await page.getByRole('button', { name: text.createAccount }).click();

      // Signed in: the confirm button has focus and is on screen; the conditions are said first.
      await expect(page.getByTestId('booking-as')).toContainText(customer.firstname);
      await expect(action).toHaveText(text.confirm);
      await expect(action).toBeFocused();
      await expectInViewport(page, action, 'confirm after sign-up');
      await expect(page.getByTestId('cancellation-before-confirm')).toContainText(words.freeUntil);
      await expectAccessible(page, 'booking moment: confirm');
      await action.click();
      // A new page: focus on its heading, not lost to <body>.
      await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeFocused();
      await expect(page.getByTestId('cancellation-terms')).toContainText(words.freeUntil);
      expect(consoleErrors).toEqual([]);
    });

    test(`${lang}: signed up inside the cart, the pay button has focus and is on screen`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      test.setTimeout(60_000);
      await issueViewport(page, testInfo);
      const customer = newCustomer(`cart-${lang}`);
      await context.addCookies([cartCookie(baseURL ?? 'http://localhost:3300', [MIST])]);
      await page.goto(`${prefix(lang)}/panier`);
      await page.getByRole('button', { name: text.newHere }).click();
      await page.getByLabel(text.email).fill(customer.email);
      await page.getByLabel(text.phone).fill(customer.phone);
      await page.getByLabel(text.password, { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: text.next, exact: true }).click();
      await page.getByLabel(text.firstname).fill(customer.firstname);
      await page.getByLabel(text.lastname, { exact: true }).fill(customer.lastname);
      await page.getByRole('button', { name: text.createAccount }).click();
      const pay = page.getByRole('button', { name: SHOP_TEXT[lang].pay });
      await expect(pay).toBeFocused();
      await expectInViewport(page, pay, 'pay after sign-up');
    });

    test(`${lang}: a time lost to another customer keeps the day and says so by the times`, async ({
      page,
      context,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      const mobile = await issueViewport(page, testInfo);
      await signInBrowser(
        context,
        baseURL ?? 'http://localhost:3300',
        await registerCustomer(request, newCustomer(`lost-${lang}`), lang),
      );
      await page.goto(`${prefix(lang)}/reservation?service=${RACED_SERVICE}&shop=${SHOP}`);
      await showNextWeek(page, lang, mobile);
      // Not the first open day: the page must not fall back to it.
      const day = await openDay(page, mobile, 1);
      const week = await page.getByText(/^(Semaine du|Week of) /).textContent();
      const chip = visibleTimes(page, mobile).first();
      const start = (await chip.getAttribute('data-value')) ?? '';
      await chip.click();
      await primaryAction(page).click();
      await expect(page.getByTestId('booking-as')).toBeVisible();

      await takeEveryone(request, lang, start);
      await primaryAction(page).click();

      const notice = page.getByTestId('slot-notice');
      await expect(notice).toContainText(text.slotTaken);
      await expect(notice).toBeFocused();
      await expectInViewport(page, notice, 'the lost-time message');
      await expect(page.getByText(/^(Semaine du|Week of) /)).toHaveText(week ?? '');
      if (mobile && day) {
        await expect(page.getByRole('button', { name: day, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      await expect(visibleTimes(page, mobile).first()).toBeVisible();
      await expect(page.locator(`button[data-value="${start}"]`)).toHaveCount(0);
      await expect(primaryAction(page)).toBeDisabled();
      await expectAccessible(page, 'booking moment: time lost');
    });

    test(`${lang}: within the notice, the conditions are said before confirming and the booking gives the shop's phone`, async ({
      page,
      context,
      request,
      baseURL,
      companyAdmin,
    }, testInfo) => {
      test.setTimeout(90_000);
      const mobile = await issueViewport(page, testInfo);
      // A notice longer than the weeks shown: every time offered is inside it.
      await companyAdmin.change('localhost', (company) => ({
        booker: {
          ...company.booker,
          appointment: {
            ...(company.booker.appointment as Record<string, unknown>),
            cancellationNoticeHours: 2000,
          },
        },
      }));
      await signInBrowser(
        context,
        baseURL ?? 'http://localhost:3300',
        await registerCustomer(request, newCustomer(`notice-${lang}`), lang),
      );
      await page.goto(`${prefix(lang)}/reservation?service=${SERVICE}&shop=${SHOP}`);
      await showNextWeek(page, lang, mobile);
      await visibleTimes(page, mobile).first().click();
      await primaryAction(page).click();
      const before = page.getByTestId('cancellation-before-confirm');
      await expect(before).toContainText(words.withinNotice);
      await expect(before).not.toContainText(words.freeUntil);
      await expectInViewport(page, primaryAction(page), 'confirm within the notice');
      await primaryAction(page).click();

      await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible();
      const terms = page.getByTestId('cancellation-terms');
      await expect(terms).toContainText(words.withinNotice);
      await expect(terms).not.toContainText(words.freeUntil);
      const orderId = /confirmation\/(\d+)/.exec(page.url())?.[1];

      await page.goto(`${prefix(lang)}/profile/orders/${orderId}`);
      const closed = page.getByTestId('cancel-closed');
      await expect(closed.getByRole('heading', { name: words.closedTitle })).toBeVisible();
      await expect(closed.getByRole('link', { name: words.call })).toHaveAttribute('href', /^tel:\+?\d+$/);
      await expect(closed.getByRole('link').nth(1)).toHaveAttribute('href', /^mailto:|\/contact$/);
      await expect(page.getByRole('button', { name: text.cancel })).toHaveCount(0);
      await expectAccessible(page, 'booking moment: cancellation closed');
    });
  });
}

// Issue 19: the booking page's first frame already holds its free times. The document carries
// them (the loader's week); without `<link rel="expect" blocking="render">` the browser could paint
// the heading and the calendar first and the times a frame or more later, as the parser yielded.
test('a booking page’s first paint shows its free times', async ({ page, request }) => {
  const url = `/reservation?service=${SERVICE}&shop=${SHOP}`;
  const served = await (await request.get(url)).text();
  const head = served.slice(0, served.indexOf('</head>'));
  expect(head).toMatch(/<link[^>]* rel="expect" href="#times-parsed" blocking="render"/);
  // The element the link names comes after every time of both layouts (phone and week view).
  expect(served.indexOf('id="times-parsed"')).toBeGreaterThan(served.lastIndexOf('data-value="20'));
  expect(served.lastIndexOf('data-value="20')).toBeGreaterThan(0);

  await page.addInitScript(() => {
    const seen: { fcp?: number; slot?: number } = {};
    (window as unknown as { __paints: typeof seen }).__paints = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        identifier: string;
        renderTime: number;
      })[])
        if (entry.identifier === 'first-slot') seen.slot ??= entry.renderTime;
    }).observe({ type: 'element', buffered: true });
  });
  // A phone's network (Lighthouse's slow 4G): the document arrives in parts, as it does for a
  // visitor, and the browser may paint between them.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(url);
  const paints = await page.waitForFunction(() => {
    const seen = (window as unknown as { __paints: { fcp?: number; slot?: number } }).__paints;
    return seen.fcp !== undefined && seen.slot !== undefined ? seen : null;
  });
  const { fcp, slot } = (await paints.jsonValue()) as { fcp: number; slot: number };
  // The same frame: a paint's entries may differ by less than one frame (16.7 ms at 60 Hz).
  expect(slot - fcp).toBeLessThan(17);
});
