import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.ts';
import { type Lang, prefix } from './journeys-kit.ts';

// The shop side of the journeys (issue 8): demo products, the e-shop cookie cart, the gift page
// and the cart's words, shared by the checkout journeys of every payment provider.

/** Demo products at Maison Éclat Marais: a pillow mist (stock not tracked), a lip balm (tracked, 24
 * in stock) and a scented candle (tracked, none left). */
export const MIST = { id: 32, price: 2400 };
export const BALM = { id: 30, price: 1500 };
export const CANDLE = { id: 33, price: 3800 };
export const SHOP = 1;

/** The e-shop cookie the product pages' "add to cart" writes (format of serializeEshopCart, README). */
export function cartCookie(origin: string, products: { id: number; price: number }[]) {
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

export const money = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );

export const SHOP_TEXT = {
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

/** Adds a gift voucher of `amount` cents for someone else from /gift; ends on the cart page. */
export async function addGiftVoucher(
  page: Page,
  lang: Lang,
  gift: { amount: number; name: string; email: string; message: string },
): Promise<void> {
  const words = SHOP_TEXT[lang];
  await page.goto(`${prefix(lang)}/gift`);
  await expect(page.getByRole('heading', { level: 1, name: words.giftTitle })).toBeVisible();
  await expectAccessible(page, 'gift page');
  await page.getByText(money(gift.amount, lang), { exact: true }).click();
  await page.getByLabel(words.recipientName).fill(gift.name);
  await page.getByLabel(words.recipientEmail).fill(gift.email);
  await page.getByLabel(words.message).fill(gift.message);
  await page.getByRole('button', { name: words.addToCart }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/panier$`));
  await expect(page.getByRole('heading', { level: 1, name: words.cartTitle })).toBeVisible();
  await expect(page.locator('[data-cart-ready="true"]')).toBeVisible();
}
