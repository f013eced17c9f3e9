import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  type Lang,
  newCustomer,
  pickFirstTime,
  prefix,
  registerCustomer,
  showNextWeek,
  signInBrowser,
  TEXT,
} from './journeys-kit.ts';

// Issue 17, item 1 "Done when": two services done by different collaborators are booked together
// from the booking page itself and shown in the account, each with its collaborator (ADR 0017).
// Demo data: at Maison Éclat Lyon Presqu'île, Élodie and Yasmine give the Californian massage and
// only Nora the pedicure. In French and English, at 375 and 1280 px.

/** Massage californien at Maison Éclat Lyon Presqu'île (demo data). */
const MASSAGE = 8;
const LYON = 3;

const CHAIN = {
  fr: {
    massage: 'Massage californien',
    pedicure: 'Beauté des pieds',
    category: /Mains & pieds/,
    addAnother: 'Ajouter une prestation à la suite',
    add: (name: string) => `Ajouter ${name}`,
    withWhom: (name: string) => `${name} : avec qui ?`,
    with: (name: string) => `avec ${name}`,
    any: 'Peu importe',
  },
  en: {
    massage: 'Californian massage',
    pedicure: 'Pedicure',
    category: /Hands & feet/,
    addAnother: 'Add another treatment',
    add: (name: string) => `Add ${name}`,
    withWhom: (name: string) => `${name}: with whom?`,
    with: (name: string) => `with ${name}`,
    any: 'No preference',
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  const text = TEXT[lang];
  const chain = CHAIN[lang];

  test(`${lang}: a massage by one collaborator then a pedicure by another are booked together and shown in the account`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    const mobile = testInfo.project.name === 'mobile';
    if (mobile) await page.setViewportSize({ width: 375, height: 812 });
    const customer = newCustomer(`chain-${lang}`);
    await signInBrowser(
      context,
      baseURL ?? 'http://localhost:3300',
      await registerCustomer(request, customer, lang),
    );

    await page.goto(`${prefix(lang)}/reservation?service=${MASSAGE}&shop=${LYON}`);
    await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(chain.massage);

    // Any service of the salon can follow, not only the suggested extra.
    await page.getByRole('button', { name: chain.addAnother }).click();
    const catalogue = page.getByTestId('service-catalogue');
    await expect(catalogue).toBeVisible();
    await catalogue.locator('summary').filter({ hasText: chain.category }).click();
    await expectAccessible(page, 'booking: services to add');
    await catalogue.getByRole('button', { name: chain.add(chain.pedicure), exact: true }).click();

    // Back to the times, for the whole chain: one choice of collaborator per service.
    const massageChoice = page.getByRole('group', { name: chain.withWhom(chain.massage) });
    const pedicureChoice = page.getByRole('group', { name: chain.withWhom(chain.pedicure) });
    await expect(massageChoice.getByRole('button')).toHaveText([chain.any, 'Élodie', 'Yasmine']);
    await expect(pedicureChoice.getByRole('button')).toHaveText([chain.any, 'Nora']);
    await expect(page.getByTestId('booking-total').first()).toContainText(
      lang === 'fr' ? '140,00' : '140.00',
    );
    await massageChoice.getByRole('button', { name: 'Yasmine' }).click();
    await expect(massageChoice.getByRole('button', { name: 'Yasmine' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await showNextWeek(page, lang, mobile);
    await expectAccessible(page, 'booking: chain date and time');
    await pickFirstTime(page, mobile);
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await expect(page.getByTestId('booking-as')).toContainText(customer.firstname);
    await page.getByRole('button', { name: text.confirm }).click();

    // The confirmation names who does what.
    await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible();
    const booked = page.getByTestId('booking-confirmation');
    await expect(booked.getByText(chain.with('Yasmine'))).toBeVisible();
    await expect(booked.getByText(chain.with('Nora'))).toBeVisible();
    await expectAccessible(page, 'booking: chain confirmation');

    // The account lists the booking with each service and its collaborator.
    await page.goto(`${prefix(lang)}/profile/orders`);
    const upcoming = page.getByRole('region', { name: text.upcoming });
    const card = upcoming.getByTestId('booking-order');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`${chain.massage} ${chain.with('Yasmine')}`);
    await expect(card).toContainText(`${chain.pedicure} ${chain.with('Nora')}`);
    await expectAccessible(page, 'account: chain in the orders');
    await card.click();
    const lines = page.getByRole('main').getByRole('listitem');
    await expect(lines.filter({ hasText: chain.massage })).toContainText(chain.with('Yasmine'));
    await expect(lines.filter({ hasText: chain.pedicure })).toContainText(chain.with('Nora'));
    await expectAccessible(page, 'account: chain order');

    // Cancelled as one booking (more than 24 h ahead): the times are free again for the next run.
    await page.getByRole('button', { name: text.cancel }).click();
    await page.getByRole('button', { name: text.cancelYes }).click();
    await expect(page.getByTestId('order-status')).toHaveText(text.statusCancelled);
    expect(consoleErrors).toEqual([]);
  });
}
