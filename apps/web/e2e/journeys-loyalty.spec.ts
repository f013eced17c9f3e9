import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  companyToken,
  type Lang,
  newCustomer,
  prefix,
  registerCustomer,
  signInBrowser,
} from './journeys-kit.ts';

// Issue 8 "Done when": a customer exchanges loyalty points. The customer earns them first the way
// every customer does (ADR 0007): a paid order — here a 150 € gift voucher paid through the API
// with the free provider, 1 point per euro — then exchanges them on /profile/loyalty.

const WORDS = {
  fr: {
    title: 'Ma carte de fidélité',
    points: (n: number) => `${n} points`,
    exchanged: /C’est fait/,
    exchange: 'Échanger',
    confirm: 'Confirmer l’échange',
  },
  en: {
    title: 'My loyalty card',
    points: (n: number) => `${n} points`,
    exchanged: /Done:/,
    exchange: 'Exchange',
    confirm: 'Confirm the exchange',
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const words = WORDS[lang];

  test(`${lang}: a customer exchanges loyalty points for a tier's reward`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }) => {
    const customer = newCustomer(`loyal-${lang}`);
    const token = await registerCustomer(request, customer, lang);
    const headers = { company: await companyToken(request), curlang: lang, authorization: `Bearer ${token}` };
    const started = await request.post('/api/payment/initialize', {
      headers,
      data: {
        items: [
          { kind: 'gift', amount: 15_000, recipientName: customer.firstname, recipientEmail: customer.email },
        ],
      },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { cartId } = (await started.json()) as { cartId: string };
    expect((await request.post('/api/payment/pay', { headers, data: { cartId } })).ok()).toBe(true);
    await signInBrowser(context, baseURL ?? 'http://localhost:3300', token);

    await page.goto(`${prefix(lang)}/profile/loyalty`);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByTestId('loyalty-points')).toHaveText(words.points(150));
    await expectAccessible(page, 'account: loyalty');

    // The first tier (100 points) can be bought; the others cannot yet.
    const tiers = page.getByTestId('loyalty-tier');
    await expect(tiers.first().getByRole('button')).toBeEnabled();
    await expect(tiers.nth(1).getByRole('button')).toBeDisabled();
    await tiers.first().getByRole('button').click();
    // Issue 17: the exchange asks for confirmation first.
    await page.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: words.exchanged })).toBeVisible();
    await expect(page.getByTestId('loyalty-points')).toHaveText(words.points(50));
    await expect(tiers.first().getByRole('button')).toBeDisabled();
    await expectAccessible(page, 'account: loyalty after exchange');
    // The account menu offers the loyalty card now that one exists.
    await expect(
      page
        .getByRole('navigation', { name: lang === 'fr' ? 'Mon compte' : 'My account' })
        .getByRole('link', { name: words.title }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
