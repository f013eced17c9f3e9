import type { FrameLocator, Page } from '@playwright/test';
import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  type Lang,
  newCustomer,
  outboxFor,
  pickFirstTime,
  prefix,
  registerCustomer,
  showNextWeek,
  signInBrowser,
  TEXT,
} from './journeys-kit.ts';
import { addGiftVoucher, cartCookie, MIST, money, SHOP_TEXT } from './journeys-shop-kit.ts';
import { leaksTo, routeStripe, stripeSettings } from './support/stripe.ts';

// Issue 8 "Done when": the journeys paying with Stripe against the API's stub. The company takes
// payments through Stripe; the browser loads Stripe.js (a double of js.stripe.com whose card
// frame confirms the PaymentIntent with the same stub the API's adapter reads, support/stripe.ts).
// A declined card shows Stripe's message and keeps the cart; a good card pays; the card number
// never goes anywhere but Stripe (PCI DSS SAQ A). In French and English, mobile and desktop.

const VISA = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
/** Stripe's own words for a declined card, shown as it gives them (spec §8: card_error). */
const DECLINED_MESSAGE = 'Your card was declined.';

const CARD_WORDS = {
  fr: { number: 'Numéro de carte', expiry: "Date d'expiration", cvc: 'Code de sécurité', pay: 'Payer' },
  en: { number: 'Card number', expiry: 'Expiration date', cvc: 'Security code', pay: 'Pay' },
} as const;

function cardFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Secure payment input frame"]');
}

/** Types a card into Stripe's frame and presses the storefront's "Pay {amount}" button. */
async function payWithCard(page: Page, lang: Lang, number: string, amount?: number): Promise<void> {
  const frame = cardFrame(page);
  const words = CARD_WORDS[lang];
  await frame.getByLabel(words.number).fill(number);
  await frame.getByLabel(words.expiry).fill('12 / 34');
  await frame.getByLabel(words.cvc).fill('123');
  const label =
    amount === undefined ? new RegExp(`^${words.pay} .*\\d`) : `${words.pay} ${money(amount, lang)}`;
  await page.getByRole('button', { name: label }).click();
}

/** The browser logs the 402 of a declined card's confirmation (as with the real Stripe.js). */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/status of 402/.test(error) && !/api\.stripe\.com/.test(error));

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
  await routeStripe(context);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const words = SHOP_TEXT[lang];
  const text = TEXT[lang];

  test(`${lang}: a product and a gift voucher paid by card through Stripe, after a declined card`, async ({
    page,
    context,
    request,
    baseURL,
    companyAdmin,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? 'http://localhost:3300';
    await companyAdmin.change('localhost', (company) => stripeSettings(company.booker));
    const leaks = leaksTo(context, VISA.replaceAll(' ', ''));
    const customer = newCustomer(`stripe-${lang}`);
    const recipient = `e2e-stripe-gift-${customer.lastname.toLowerCase()}-${lang}@example.com`;
    await signInBrowser(context, origin, await registerCustomer(request, customer, lang));
    await context.addCookies([cartCookie(origin, [MIST])]);

    await addGiftVoucher(page, lang, {
      amount: 5000,
      name: 'Inès Moreau',
      email: recipient,
      message: 'Pour ta pause douceur',
    });
    const total = MIST.price + 5000;
    await expect(page.getByTestId('cart-page-total')).toHaveText(money(total, lang));
    await page.getByRole('button', { name: words.pay }).click();

    // Stripe's card frame, then a declined card: Stripe's message, nothing paid, the cart kept.
    await expect(cardFrame(page).getByLabel(CARD_WORDS[lang].number)).toBeVisible();
    await expectAccessible(page, 'cart: Stripe card step');
    await payWithCard(page, lang, DECLINED, total);
    await expect(page.getByRole('alert').filter({ hasText: DECLINED_MESSAGE })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/panier`));

    // A good card: paid, the receipt, the voucher's mail, the order in the account.
    await payWithCard(page, lang, VISA, total);
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/payments/success\\?cartId=`));
    await expect(page.getByRole('heading', { level: 1, name: words.thanks })).toBeVisible();
    await expect(page.getByTestId('receipt-total')).toHaveText(money(total, lang));
    await expect(page.getByTestId('payment-receipt')).toContainText('Inès Moreau');
    await expectAccessible(page, 'payments: success after Stripe');
    const mails = await outboxFor(request, recipient);
    expect(mails[0]?.body).toContain('Pour ta pause douceur');
    await page.goto(`${prefix(lang)}/profile/eshoporders`);
    await expect(page.getByTestId('eshop-order')).toHaveCount(1);

    expect(leaks, 'the card number went to a server other than Stripe').toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test(`${lang}: a booking paid by card through Stripe is confirmed on rdvcheck`, async ({
    page,
    context,
    request,
    baseURL,
    companyAdmin,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    const mobile = testInfo.project.name === 'mobile';
    await companyAdmin.change('localhost', (company) => {
      const settings = stripeSettings(company.booker);
      return {
        ...settings,
        booker: {
          ...settings.booker,
          appointment: {
            ...(company.booker.appointment as Record<string, unknown>),
            payment: { active: true },
          },
        },
      };
    });
    const leaks = leaksTo(context, VISA.replaceAll(' ', ''));
    const customer = newCustomer(`stripe-book-${lang}`);
    await signInBrowser(
      context,
      baseURL ?? 'http://localhost:3300',
      await registerCustomer(request, customer, lang),
    );

    await page.goto(`${prefix(lang)}/reservation?service=1&shop=1`);
    await showNextWeek(page, lang, mobile);
    await pickFirstTime(page, mobile);
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await expect(page.getByTestId('booking-as')).toContainText(customer.firstname);
    await page.getByRole('button', { name: text.confirmAndPay }).click();

    await expect(cardFrame(page).getByLabel(CARD_WORDS[lang].number)).toBeVisible();
    await expectAccessible(page, 'booking: Stripe card step');
    await payWithCard(page, lang, VISA);

    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/payments/rdvcheck\\?cartId=`));
    await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible();
    await expectAccessible(page, 'payments: rdvcheck after Stripe');
    expect(await page.evaluate(() => localStorage.getItem('booking_cart'))).toBeNull();
    expect(leaks, 'the card number went to a server other than Stripe').toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });
}
