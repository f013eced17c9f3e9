import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import { companyToken, newCustomer, registerCustomer, signInBrowser } from './journeys-kit.ts';
import { BALM, SHOP, SHOP_TEXT } from './journeys-shop-kit.ts';

// Issue 16, defect 3: one customer holds at most booker.products.maxPerCustomer pieces of a
// product (5 in the demo) while paying. The basket says so before paying, and the payment service
// refuses more through the storefront's /api proxy as well.

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

const basket = (origin: string, quantity: number) => ({
  name: 'eshop_cart',
  value: encodeURIComponent(
    JSON.stringify({
      shopId: SHOP,
      items: [
        {
          id: BALM.id,
          name: { fr: 'Baume' },
          quantity,
          price: BALM.price,
          images: [],
          abId: null,
          abIdShop: null,
        },
      ],
    }),
  ),
  url: origin,
});

test('fr: a basket above the per-customer cap is stopped before paying, and the API refuses it', async ({
  page,
  context,
  request,
  baseURL,
  consoleErrors,
}, testInfo) => {
  const origin = baseURL ?? 'http://localhost:3300';
  const token = await registerCustomer(request, newCustomer('cap'));
  await signInBrowser(context, origin, token);
  await context.addCookies([basket(origin, 6)]);

  await page.goto('/panier');
  const line = page.getByTestId('cart-product');
  await expect(line).toContainText('5 au plus par client');
  const notice = page.getByText('Au plus 5 pièces d’un même produit par client : ajustez votre panier.');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: SHOP_TEXT.fr.moreBalm })).toBeDisabled();
  await expect(page.getByRole('button', { name: SHOP_TEXT.fr.pay })).toBeDisabled();
  await expectAccessible(page, 'cart above the cap');
  await page.screenshot({
    path: `${process.env.E2E_SHOTS ?? testInfo.outputDir}/cart-cap-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await page.getByRole('button', { name: /^Retirer une unité/ }).click();
  await expect(page.getByTestId('cart-quantity')).toContainText('5');
  await expect(notice).toBeHidden();
  await expect(page.getByRole('button', { name: SHOP_TEXT.fr.moreBalm })).toBeDisabled();
  await expect(page.getByRole('button', { name: SHOP_TEXT.fr.pay })).toBeEnabled();

  // The rule is the server's: six pieces asked straight from the payment service are refused.
  const answer = await request.post('/api/payment/initialize', {
    headers: { company: await companyToken(request), curlang: 'fr', authorization: `Bearer ${token}` },
    data: { items: [{ kind: 'product', articleId: BALM.id, quantity: 6 }], shopId: SHOP },
  });
  expect(answer.status()).toBe(409);
  expect(await answer.json()).toMatchObject({ error: 'stock_limit', type: 'stock_limit' });
  expect(consoleErrors).toEqual([]);
});
