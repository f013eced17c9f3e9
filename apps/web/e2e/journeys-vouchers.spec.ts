import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  type Lang,
  newCustomer,
  outboxFor,
  prefix,
  registerCustomer,
  signInBrowser,
} from './journeys-kit.ts';
import { addGiftVoucher, money, SHOP_TEXT } from './journeys-shop-kit.ts';

// Issue 17 item 5: a voucher bought is in the buyer's account, with a receipt mail; the success
// page names it by amount and recipient; the recipient's mail says who offers it and links to
// booking; the buyer can send that mail again. In French and English, at 375 and 1280 px.

const WORDS = {
  fr: {
    line: (amount: string) => `Bon cadeau de ${amount} pour Léa Martin`,
    receipt: /reçu de votre achat de bon cadeau/,
    from: (name: string) => `Offert par ${name}.`,
    tab: 'Mes bons cadeaux',
    seeAll: 'Voir mes bons cadeaux',
    resend: /Renvoyer le bon cadeau/,
    resent: /Bon cadeau renvoyé à/,
  },
  en: {
    line: (amount: string) => `${amount} gift voucher for Léa Martin`,
    receipt: /receipt for your gift voucher/,
    from: (name: string) => `A gift from ${name}.`,
    tab: 'My gift vouchers',
    seeAll: 'See my gift vouchers',
    resend: /Send gift voucher .* by mail again/,
    resent: /Gift voucher sent again to/,
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const words = WORDS[lang];
  const shop = SHOP_TEXT[lang];

  test(`${lang}: a voucher bought is in the buyer's account, with a receipt mail`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
    const customer = newCustomer(`voucher-${lang}`);
    const buyerName = `${customer.firstname} ${customer.lastname}`;
    const recipient = `e2e-voucher-${customer.lastname.toLowerCase()}-${lang}@example.com`;
    await signInBrowser(
      context,
      baseURL ?? 'http://localhost:3300',
      await registerCustomer(request, customer, lang),
    );

    await addGiftVoucher(page, lang, {
      amount: 5000,
      name: 'Léa Martin',
      email: recipient,
      message: 'Pour toi',
    });
    await page.getByRole('button', { name: shop.pay }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/payments/success\\?cartId=`));
    const receipt = page.getByTestId('payment-receipt');
    await expect(receipt).toContainText(words.line(money(5000, lang)));
    await expect(receipt).not.toContainText(/Bon cadeau pour Bon cadeau|Gift voucher for Gift voucher/);
    await expect(receipt.getByRole('link', { name: words.seeAll })).toBeVisible();
    await expectAccessible(page, 'payments: success with a voucher');

    // The buyer's receipt and the recipient's mail, naming the buyer and linking to booking.
    const buyerMails = await outboxFor(request, customer.email);
    const receiptMail = buyerMails.find((m) => words.receipt.test(m.subject ?? ''));
    expect(receiptMail?.body).toContain('Léa Martin');
    expect(receiptMail?.body).toContain(money(5000, lang));
    const [toRecipient] = await outboxFor(request, recipient);
    expect(toRecipient?.body).toContain(words.from(buyerName));
    expect(toRecipient?.body).toMatch(/href="[^"]*\/reservation"/);

    // The account lists it: code, balance, recipient, validity; its mail can be sent again.
    await page.goto(`${prefix(lang)}/profile`);
    await page.getByRole('link', { name: words.tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.tab })).toBeVisible();
    const card = page.getByTestId('account-gift');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('gift-balance')).toHaveText(money(5000, lang));
    await expect(card).toContainText('Léa Martin');
    await expectAccessible(page, 'account: gift vouchers');
    await card.getByRole('button', { name: words.resend }).click();
    await expect(card.getByRole('status').filter({ hasText: words.resent })).toBeVisible();
    await outboxFor(request, recipient, 2);
    await expectAccessible(page, 'account: gift voucher sent again');
    expect(consoleErrors).toEqual([]);
  });
}
