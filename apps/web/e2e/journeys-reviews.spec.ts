import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  companyToken,
  DEMO_PASSWORD,
  type Lang,
  managerHeaders,
  newCustomer,
  prefix,
  registerCustomer,
  signInBrowser,
} from './journeys-kit.ts';

// Issue 22 "Done when": a visit marked honoured brings the invitation mail; its link opens the
// review page without sign-in; the review shows on the shop page (with its own `lang`) and in the
// shop page's server-rendered JSON-LD (AggregateRating and Review with every required property);
// the account's "Mes avis" lists it. In French and English, at 375 px, axe clean.

/** Soin Éclat Signature at Maison Éclat Marais (demo data). */
const SERVICE = 1;
const SHOP = 1;
const SHOP_PATH = '/paris-marais';

const TEXT = {
  fr: {
    title: 'Votre avis',
    visit: 'Votre visite',
    overall: 'Votre note',
    collaborator: /^Votre note pour .+ \(facultatif\)$/,
    star: (n: number) => `${n} ${n === 1 ? 'étoile' : 'étoiles'}`,
    comment: 'Votre commentaire (facultatif)',
    send: 'Publier mon avis',
    choose: 'Choisissez une note de 1 à 5 étoiles.',
    thanks: 'Merci pour votre avis !',
    yours: 'Votre avis',
    edit: 'Modifier',
    delete: 'Supprimer',
    save: 'Enregistrer',
    saved: 'Votre avis a été modifié.',
    reviews: 'Avis clients',
    reply: 'Merci pour votre visite, à très bientôt !',
    hidden: 'Avis masqué',
    verified: 'Avis vérifié',
    invalid: 'Ce lien n’est plus valable',
    myReviews: 'Mes avis',
    write: 'Donner mon avis',
    deleteYes: 'Oui, supprimer',
    deleted: 'Votre avis a été supprimé.',
    written: 'Un soin parfait, une équipe attentionnée.',
  },
  en: {
    title: 'Your review',
    visit: 'Your visit',
    overall: 'Your rating',
    collaborator: /^Your rating for .+ \(optional\)$/,
    star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
    comment: 'Your comment (optional)',
    send: 'Publish my review',
    choose: 'Choose a rating from 1 to 5 stars.',
    thanks: 'Thank you for your review!',
    yours: 'Your review',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    saved: 'Your review has been updated.',
    reviews: 'Customer reviews',
    reply: 'Thank you for your visit, see you soon!',
    hidden: 'Review hidden',
    verified: 'Verified review',
    invalid: 'This link is no longer valid',
    myReviews: 'My reviews',
    write: 'Write a review',
    deleteYes: 'Yes, delete',
    deleted: 'Your review has been deleted.',
    written: 'A perfect treatment and a caring team.',
  },
} as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A newly registered customer's booking a few days ahead, made through the API. */
async function book(request: APIRequestContext, lang: Lang) {
  const customer = newCustomer(`reviews-${lang}`);
  const bearer = await registerCustomer(request, customer, lang);
  const company = await companyToken(request);
  const free = await request.get(
    `/api/appointments?shopid=${SHOP}&serviceid=${SERVICE}&start=${day(2)}&end=${day(9)}`,
    { headers: { company } },
  );
  expect(free.ok(), await free.text()).toBe(true);
  const days = ((await free.json()) as { appointments: { data: { slots: { start: string }[] }[] } })
    .appointments.data;
  // A time late in the range, away from the times other journeys take first.
  const start = days.flatMap((d) => d.slots).at(-2)?.start;
  expect(start).toBeTruthy();
  const booked = await request.post('/api/appointments', {
    headers: { company, authorization: `Bearer ${bearer}` },
    data: { shopId: SHOP, serviceIds: [SERVICE], start },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { order } = (await booked.json()) as { order: { id: number } };
  return { customer, bearer, orderId: order.id };
}

/** The invitation's link path (after the origin) in the customer's outbox, waiting for the job. */
async function invitationPath(request: APIRequestContext, email: string): Promise<string> {
  const headers = await managerHeaders(request);
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers });
        const { messages } = (await answer.json()) as {
          messages: { channel: string; body: string }[];
        };
        for (const message of messages.filter((m) => m.channel === 'email')) {
          const link = /https?:\/\/[^"'\s<>]+?((?:\/[a-z]{2})?\/avis\/[A-Za-z0-9_.~-]+)/.exec(message.body);
          if (link) path = link[1];
        }
        return path ?? null;
      },
      { timeout: 30_000, message: 'the review invitation mail' },
    )
    .not.toBeNull();
  return path as string;
}

/** The demo company owner's bearer: only an owner hides a review. */
async function ownerHeaders(request: APIRequestContext) {
  const company = await companyToken(request);
  const login = await request.post('/api/cmpusers/login', {
    headers: { company },
    data: { email: 'owner@maison-eclat.example', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return { company, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** The JSON-LD objects of a page's server HTML (no script run). */
async function serverJsonLd(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}

/** Chooses `stars` in a star radio group with the keyboard alone. */
async function rateWithKeyboard(page: Page, radios: Locator, stars: number, lang: Lang) {
  await radios.getByRole('radio', { name: TEXT[lang].star(1) }).focus();
  await page.keyboard.press('Space');
  for (let n = 1; n < stars; n++) await page.keyboard.press('ArrowRight');
  await expect(radios.getByRole('radio', { name: TEXT[lang].star(stars) })).toBeChecked();
}

test.beforeEach(async ({ context, page, baseURL }, testInfo) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
  // The narrowest phone the storefront is made for (UI.md: mobile first, 375 px).
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test(`${lang}: the invitation mail leads to a review, shown on the shop page and in its JSON-LD`, async ({
    page,
    context,
    request,
    baseURL,
    companyAdmin,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    // The invitation goes at once after the visit (the company's delay, 3 h by default).
    await companyAdmin.change('localhost', (company) => ({
      booker: {
        ...company.booker,
        reviews: {
          ...(company.booker.reviews as Record<string, unknown>),
          enabled: true,
          email: true,
          inviteDelayMinutes: 0,
        },
      },
    }));
    const { customer, bearer, orderId } = await book(request, lang);
    const staff = await managerHeaders(request);
    const marked = await request.put(`/api/stats/booking-orders/${orderId}/status`, {
      headers: staff,
      data: { status: 'honoured' },
    });
    expect(marked.status(), await marked.text()).toBe(200);

    const path = await invitationPath(request, customer.email);
    expect(path).toMatch(lang === 'fr' ? /^(?:\/fr)?\/avis\// : /^\/en\/avis\//);

    // No session in this browser: the link alone opens the review page.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.visit })).toBeVisible();
    await expect(page.getByTestId('visit')).toContainText('Maison Éclat Marais');
    const send = page.getByRole('button', { name: text.send });
    await expect(send).toBeEnabled();
    await expectAccessible(page, 'review: form');
    await page.screenshot({ path: test.info().outputPath(`review-form-${lang}.png`), fullPage: true });

    // Sending without stars says what is missing.
    await send.click();
    await expect(page.getByText(text.choose)).toBeVisible();
    const overall = page.getByRole('group', { name: text.overall, exact: true });
    await rateWithKeyboard(page, overall, 4, lang);
    // The visit had a collaborator: rated too (optional).
    const collaborator = page.getByRole('group', { name: text.collaborator });
    await expect(collaborator).toBeVisible();
    await rateWithKeyboard(page, collaborator, 5, lang);
    const comment = `${text.written} ${customer.lastname}`;
    await page.getByLabel(text.comment).fill(comment);
    await send.click();
    await expect(page.getByText(text.thanks)).toBeVisible();
    const own = page.getByTestId('own-review');
    await expect(own).toContainText(comment);
    await expect(own.getByRole('img', { name: lang === 'fr' ? '4 sur 5' : '4 out of 5' })).toBeVisible();
    await expectAccessible(page, 'review: thanks');
    await page.screenshot({ path: test.info().outputPath(`review-thanks-${lang}.png`), fullPage: true });

    // The author edits it from the same link: five stars.
    await own.getByRole('button', { name: text.edit }).click();
    await rateWithKeyboard(page, page.getByRole('group', { name: text.overall, exact: true }), 5, lang);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(own.getByRole('img', { name: lang === 'fr' ? '5 sur 5' : '5 out of 5' })).toBeVisible();

    // The business replies in public, once.
    const company = await companyToken(request);
    const invitation = await request.get(`/api/reviews/invitations/${path.split('/avis/')[1]}`, {
      headers: { company },
    });
    const reviewId = ((await invitation.json()) as { review: { id: number } }).review.id;
    const replied = await request.post(`/api/reviews/${reviewId}/reply`, {
      headers: staff,
      data: { text: text.reply },
    });
    expect(replied.status(), await replied.text()).toBe(200);

    // The shop page shows it, latest first, its comment in its own language, the reply under it.
    await page.goto(`${prefix(lang)}${SHOP_PATH}`);
    const section = page.getByTestId('reviews');
    await expect(section.getByRole('heading', { level: 2, name: text.reviews })).toBeVisible();
    await expect(section).toContainText(text.verified);
    const shown = section.getByTestId('review').first();
    await expect(shown).toContainText(comment);
    await expect(shown.locator(`p[lang="${lang}"]`)).toHaveText(comment);
    await expect(shown).toContainText(lang === 'fr' ? ' : 5 sur 5' : ': 5 out of 5');
    await expect(shown.getByTestId('review-reply')).toContainText(text.reply);
    await expect(page.getByTestId('reviews-average')).toBeVisible();
    await expectAccessible(page, 'shop page: reviews');
    await section.screenshot({ path: test.info().outputPath(`shop-reviews-${lang}.png`) });

    // The shop's card in the search results carries its average.
    await page.goto(`${prefix(lang)}/`);
    const card = page.getByTestId('shop-result').filter({ hasText: 'Maison Éclat Marais' });
    await expect(card.getByTestId('rating-badge')).toContainText(/\d[.,]\d/);
    await expect(card.getByTestId('rating-badge')).toContainText(
      lang === 'fr'
        ? /Note moyenne \d,\d sur 5, \d+ avis vérifiés?/
        : /Average rating \d\.\d out of 5, \d+ verified reviews?/,
    );

    // The shop page's server HTML carries the business with its AggregateRating and Review.
    const business = (await serverJsonLd(request, `${prefix(lang)}${SHOP_PATH}`)).find(
      (item) => 'aggregateRating' in item,
    );
    expect(business).toBeDefined();
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Maison Éclat Marais',
      address: { '@type': 'PostalAddress', streetAddress: expect.any(String) },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: expect.any(Number),
        reviewCount: expect.any(Number),
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(String(business?.['@type'])).toMatch(/Salon|Spa|Business/);
    const reviews = business?.review as Record<string, unknown>[];
    for (const review of reviews) {
      expect(review).toMatchObject({
        '@type': 'Review',
        author: { '@type': 'Person', name: expect.stringMatching(/\S/) },
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        reviewRating: { '@type': 'Rating', ratingValue: expect.any(Number), bestRating: 5, worstRating: 1 },
      });
    }
    expect(reviews.find((r) => r.reviewBody === comment)).toMatchObject({
      reviewRating: { ratingValue: 5 },
      inLanguage: lang,
    });

    // The service's page shows it too, and its Service JSON-LD carries the rating.
    const article = await request.get(`/api/articles/${SERVICE}`, { headers: { company } });
    const { slug } = ((await article.json()) as { article: { slug: string } }).article;
    await page.goto(`${prefix(lang)}${SHOP_PATH}/services/${slug}`);
    await expect(page.getByTestId('reviews').getByTestId('review').first()).toContainText(comment);
    const service = (await serverJsonLd(request, new URL(page.url()).pathname)).find(
      (item) => item['@type'] === 'Service',
    );
    expect(service).toMatchObject({
      name: expect.any(String),
      provider: { name: 'Maison Éclat Marais' },
      aggregateRating: { '@type': 'AggregateRating', bestRating: 5, worstRating: 1 },
    });

    // The account lists it under "Mes avis".
    await signInBrowser(context, baseURL ?? 'http://localhost:3300', bearer);
    await page.goto(`${prefix(lang)}/profile/reviews`);
    await expect(page.getByRole('heading', { level: 1, name: text.myReviews })).toBeVisible();
    await expect(page.getByTestId('own-review').filter({ hasText: comment })).toHaveCount(1);
    await expectAccessible(page, 'account: my reviews');

    // The owner hides it with a reason: the author sees both.
    const reason = lang === 'fr' ? 'Propos hors sujet' : 'Off-topic remarks';
    const hidden = await request.post(`/api/reviews/${reviewId}/hide`, {
      headers: await ownerHeaders(request),
      data: { reason },
    });
    expect(hidden.status(), await hidden.text()).toBe(200);
    await page.reload();
    const mine = page.getByTestId('own-review').filter({ hasText: comment });
    await expect(mine).toHaveAttribute('data-status', 'hidden');
    await expect(mine).toContainText(text.hidden);
    await expect(mine).toContainText(reason);
    // Kept as it is: editable, not deletable.
    await expect(mine.getByRole('button', { name: text.edit })).toBeVisible();
    await expect(mine.getByRole('button', { name: text.delete })).toHaveCount(0);
    await expectAccessible(page, 'account: hidden review');
    await page.screenshot({ path: test.info().outputPath(`my-reviews-${lang}.png`), fullPage: true });

    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: the signed-in customer reviews an honoured visit from the account, then deletes it`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const { bearer, orderId } = await book(request, lang);
    const marked = await request.put(`/api/stats/booking-orders/${orderId}/status`, {
      headers: await managerHeaders(request),
      data: { status: 'honoured' },
    });
    expect(marked.status(), await marked.text()).toBe(200);
    await signInBrowser(context, baseURL ?? 'http://localhost:3300', bearer);
    await page.goto(`${prefix(lang)}/profile/reviews`);
    const visit = page.getByTestId('visit-to-review');
    await expect(visit).toHaveCount(1);
    await expect(visit).toContainText('Maison Éclat Marais');
    await expectAccessible(page, 'account: a visit to review');
    await visit.getByRole('button', { name: text.write }).click();
    await rateWithKeyboard(page, page.getByRole('group', { name: text.overall, exact: true }), 3, lang);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.thanks)).toBeVisible();
    await expect(page.getByTestId('visit-to-review')).toHaveCount(0);
    const mine = page.getByTestId('own-review');
    await expect(mine).toHaveCount(1);
    await expect(mine).toHaveAttribute('data-status', 'published');

    await mine.getByRole('button', { name: text.delete }).click();
    await expectAccessible(page, 'account: delete asked');
    await page.getByRole('button', { name: text.deleteYes }).click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(page.getByTestId('own-review')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: a forged or expired review link explains itself`, async ({ page, consoleErrors }) => {
    const answer = await page.goto(`${prefix(lang)}/avis/forged.link-token`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: text.invalid })).toBeVisible();
    await expect(page.getByRole('link', { name: text.myReviews })).toBeVisible();
    await expectAccessible(page, 'review: dead link');
    // The 404 of the document itself is the only error the browser reports.
    expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
}
