import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import { type Lang, newCustomer, outboxFor, prefix, TEXT } from './journeys-kit.ts';
import { addGiftVoucher, BALM, CANDLE, cartCookie, MIST, money, SHOP_TEXT } from './journeys-shop-kit.ts';

// Issue 8 "Done when": a visitor buys a product and a gift voucher in one checkout (free
// provider): the e-shop cart of the cookie, a voucher from /gift, a coupon, the totals with VAT,
// registration inline, the payment, /payments/success; the voucher's mail goes out; the order is
// in the account. In French and English, at the mobile and desktop sizes.

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const words = SHOP_TEXT[lang];
  const text = TEXT[lang];

  test(`${lang}: a visitor buys a product and a gift voucher in one checkout`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? 'http://localhost:3300';
    const customer = newCustomer(`shop-${lang}`);
    const recipient = `e2e-gift-${customer.lastname.toLowerCase()}-${lang}@example.com`;
    await context.addCookies([cartCookie(origin, [MIST, BALM])]);

    // A gift voucher of 80 € for someone else, mailed at once; then the cart: both products, the
    // voucher, a second balm, the totals.
    await addGiftVoucher(page, lang, {
      amount: 8000,
      name: 'Léa Martin',
      email: recipient,
      message: 'Joyeux anniversaire !',
    });
    await expect(page.getByTestId('cart-product')).toHaveCount(2);
    await expect(page.getByTestId('cart-gift')).toHaveCount(1);
    await page.getByRole('button', { name: words.moreBalm }).last().click();
    await expect(page.getByTestId('cart-quantity').last()).toContainText('2');
    const products = MIST.price + 2 * BALM.price;
    await expect(page.getByTestId('cart-page-total')).toHaveText(money(products + 8000, lang));
    await expectAccessible(page, 'cart');

    // Registration inline (the welcome coupon is for signed-in customers), the coupon, then the
    // payment (free provider: confirmed at once).
    await page.getByRole('button', { name: text.newHere }).click();
    await page.getByLabel(text.email).fill(customer.email);
    await page.getByLabel(text.phone).fill(customer.phone);
    await page.getByLabel(text.password, { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await page.getByLabel(text.firstname).fill(customer.firstname);
    await page.getByLabel(text.lastname, { exact: true }).fill(customer.lastname);
    await page.getByRole('button', { name: text.createAccount }).click();
    await expect(page.getByRole('button', { name: words.pay })).toBeVisible();
    await page.getByLabel(words.coupon).fill('BIENVENUE10');
    await page.getByRole('button', { name: words.apply }).click();
    await expect(page.getByText(words.couponApplied)).toBeVisible();
    const total = products - products / 10 + 8000;
    await expect(page.getByTestId('cart-page-total')).toHaveText(money(total, lang));
    await expectAccessible(page, 'cart: signed in, coupon applied');
    await page.getByRole('button', { name: words.pay }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/payments/success\\?cartId=`));
    await expect(page.getByRole('heading', { level: 1, name: words.thanks })).toBeVisible();
    await expect(page.getByTestId('receipt-total')).toHaveText(money(total, lang));
    await expect(page.getByTestId('payment-receipt')).toContainText('Léa Martin');
    await expectAccessible(page, 'payments: success');
    // Paid: both carts are empty, and the purchase went to the tag manager (consent given).
    const cookies = await context.cookies(origin);
    const left = cookies.find((cookie) => cookie.name === 'eshop_cart');
    expect(left ? JSON.parse(decodeURIComponent(left.value)).items : []).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('gift_cart'))).toBeNull();
    const events = await page.evaluate(() =>
      ((window as Window & { dataLayer?: { event?: string; value?: number }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'purchase',
      ),
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.value).toBe(total / 100);

    // The voucher's mail went to its recipient.
    const mails = await outboxFor(request, recipient);
    expect(mails[0]?.body).toContain('Joyeux anniversaire !');

    // The order is in the account.
    await page.goto(`${prefix(lang)}/profile/eshoporders`);
    await expect(page.getByRole('heading', { level: 1, name: words.eshopOrders })).toBeVisible();
    await expect(page.getByTestId('eshop-order')).toHaveCount(1);
    await expectAccessible(page, 'account: shop orders');
    expect(consoleErrors).toEqual([]);
  });
}

test('stock is checked again: a product sold out meanwhile blocks the checkout', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([cartCookie(baseURL ?? 'http://localhost:3300', [CANDLE])]);
  await page.goto('/panier');
  await expect(page.locator('[data-cart-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('cart-product')).toContainText('Rupture de stock');
  await expect(
    page.getByRole('alert').filter({ hasText: 'n’est plus disponible dans cette quantité' }),
  ).toBeVisible();
  await expectAccessible(page, 'cart: sold out');
});
