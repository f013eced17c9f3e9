import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import { type Lang, newCustomer, outboxFor, prefix, TEXT } from './journeys-kit.ts';

// Issue 8 "Done when": a visitor buys a product and a gift voucher in one checkout (free
// provider): the e-shop cart of the cookie, a voucher from /gift, a coupon, the totals with VAT,
// registration inline, the payment, /payments/success; the voucher's mail goes out; the order is
// in the account. In French and English, at the mobile and desktop sizes.

/** Demo products at Maison Éclat Marais: a pillow mist (stock not tracked), a lip balm (tracked, 24
 * in stock) and a scented candle (tracked, none left). */
const MIST = { id: 32, price: 2400 };
const BALM = { id: 30, price: 1500 };
const CANDLE = { id: 33, price: 3800 };
const SHOP = 1;

/** The e-shop cookie the product pages' "add to cart" writes (format of serializeEshopCart, README). */
function cartCookie(origin: string, products: { id: number; price: number }[]) {
  const cart = {
    shopId: SHOP,
    items: products.map((p) => ({
      id: p.id,
      name: { fr: `#${p.id}` },
      quantity: 1,
      price: p.price,
      images: [],
      abId: null,
      abIdShop: null,
    })),
  };
  return { name: 'eshop_cart', value: encodeURIComponent(JSON.stringify(cart)), url: origin };
}

const money = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );

const WORDS = {
  fr: {
    giftTitle: 'Offrir un bon cadeau',
    recipientName: 'Son prénom et nom',
    recipientEmail: 'Son adresse e-mail',
    message: 'Votre message',
    addToCart: 'Ajouter au panier',
    cartTitle: 'Mon panier',
    coupon: 'Code promo',
    apply: 'Appliquer',
    couponApplied: 'Code BIENVENUE10 appliqué',
    pay: 'Payer ma commande',
    thanks: 'Merci pour votre commande',
    eshopOrders: 'Mes commandes boutique',
    moreBalm: /^Ajouter une unité/,
  },
  en: {
    giftTitle: 'Give a gift voucher',
    recipientName: 'Their first and last name',
    recipientEmail: 'Their e-mail address',
    message: 'Your message',
    addToCart: 'Add to basket',
    cartTitle: 'My basket',
    coupon: 'Promo code',
    apply: 'Apply',
    couponApplied: 'Code BIENVENUE10 applied',
    pay: 'Pay for my order',
    thanks: 'Thank you for your order',
    eshopOrders: 'My shop orders',
    moreBalm: /^One more/,
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const words = WORDS[lang];
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

    // A gift voucher of 80 € for someone else, mailed at once.
    await page.goto(`${prefix(lang)}/gift`);
    await expect(page.getByRole('heading', { level: 1, name: words.giftTitle })).toBeVisible();
    await expectAccessible(page, 'gift page');
    await page.getByText(money(8000, lang), { exact: true }).click();
    await page.getByLabel(words.recipientName).fill('Léa Martin');
    await page.getByLabel(words.recipientEmail).fill(recipient);
    await page.getByLabel(words.message).fill('Joyeux anniversaire !');
    await page.getByRole('button', { name: words.addToCart }).click();

    // The cart: both products, the voucher, a second balm, the totals.
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/panier$`));
    await expect(page.getByRole('heading', { level: 1, name: words.cartTitle })).toBeVisible();
    await expect(page.locator('[data-cart-ready="true"]')).toBeVisible();
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
