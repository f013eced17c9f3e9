import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  companyToken,
  type Lang,
  newCustomer,
  prefix,
  registerCustomer,
  signInBrowser,
} from './journeys-kit.ts';
import { cartCookie, MIST, money, SHOP_TEXT } from './journeys-shop-kit.ts';

// Issue 17 item 7: exchanging points asks for confirmation (what is spent, what is left, the tier
// lost), and the reward becomes a code bound to the customer, offered in the cart and applied to
// the order. In French and English, at 375 and 1280 px.

const WORDS = {
  fr: {
    exchange: 'Échanger',
    dialog: 'Échanger vos points ?',
    spend: 'Vous dépensez 100 points',
    remain: 'Il vous restera 50 points.',
    tierLost: 'Vous quitterez le palier Perle.',
    confirm: 'Confirmer l’échange',
    cancel: 'Annuler',
    exchanged: /C’est fait : votre code/,
    rewards: 'Vos récompenses fidélité',
    used: 'Utilisée',
  },
  en: {
    exchange: 'Exchange',
    dialog: 'Exchange your points?',
    spend: 'You spend 100 points',
    remain: 'You will have 50 points left.',
    tierLost: 'You will leave the Pearl tier.',
    confirm: 'Confirm the exchange',
    cancel: 'Cancel',
    exchanged: /Done: your .* code/,
    rewards: 'Your loyalty rewards',
    used: 'Used',
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const words = WORDS[lang];
  const shop = SHOP_TEXT[lang];

  test(`${lang}: a loyalty exchange is confirmed, then its reward is used in the cart`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
    const origin = baseURL ?? 'http://localhost:3300';
    const customer = newCustomer(`reward-${lang}`);
    const token = await registerCustomer(request, customer, lang);
    // 150 points the way every customer earns them (ADR 0007): a paid 150 € voucher.
    const headers = { company: await companyToken(request), curlang: lang, authorization: `Bearer ${token}` };
    const started = await request.post('/api/payment/initialize', {
      headers,
      data: {
        items: [{ kind: 'gift', amount: 15_000, recipientName: 'Moi', recipientEmail: customer.email }],
      },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { cartId } = (await started.json()) as { cartId: string };
    expect((await request.post('/api/payment/pay', { headers, data: { cartId } })).ok()).toBe(true);
    await signInBrowser(context, origin, token);

    await page.goto(`${prefix(lang)}/profile/loyalty`);
    const tier = page.getByTestId('loyalty-tier').first();
    // Cancelling spends nothing.
    await tier.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await expect(dialog).toContainText(words.spend);
    await expect(dialog).toContainText(words.remain);
    await expect(dialog).toContainText(words.tierLost);
    await expect(dialog).toContainText(money(500, lang));
    await expectAccessible(page, 'loyalty: confirm the exchange');
    await page.getByTestId('loyalty-confirm').getByRole('button', { name: words.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('loyalty-points')).toContainText('150');

    await tier.getByRole('button').click();
    await page.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: words.exchanged })).toBeVisible();
    await expect(page.getByTestId('loyalty-points')).toContainText('50');
    const reward = page.getByTestId('loyalty-reward');
    await expect(reward).toHaveCount(1);
    const code = ((await reward.locator('.font-mono').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expectAccessible(page, 'loyalty: after the exchange');

    // The cart offers the reward; applied, it takes 5 € off the product.
    await context.addCookies([cartCookie(origin, [MIST])]);
    await page.goto(`${prefix(lang)}/panier`);
    await expect(page.locator('[data-cart-ready="true"]')).toBeVisible();
    const rewards = page.getByTestId('cart-rewards');
    await expect(rewards.getByRole('heading', { name: words.rewards })).toBeVisible();
    await rewards.getByRole('button', { name: new RegExp(code) }).click();
    await expect(page.getByTestId('cart-page-total')).toHaveText(money(MIST.price - 500, lang));
    await expectAccessible(page, 'cart: reward applied');
    await page.getByRole('button', { name: shop.pay }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/payments/success\\?cartId=`));
    await expect(page.getByTestId('receipt-total')).toHaveText(money(MIST.price - 500, lang));

    // Used once: the account says so, and the cart no longer offers it.
    await page.goto(`${prefix(lang)}/profile/loyalty`);
    await expect(page.getByTestId('loyalty-reward')).toContainText(words.used);
    expect(consoleErrors).toEqual([]);
  });
}
