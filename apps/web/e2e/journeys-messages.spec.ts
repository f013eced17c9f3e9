import { type Lang as AnyLang, LANGS } from '@eclat/contracts';
import type { Page } from '@playwright/test';
import {
  brandOf,
  renderTemplate,
  SECRET,
  type TemplateName,
  type TemplateVars,
} from '../../api/src/platform/mail/templates.ts';
import { asReturningVisitor, expect, expectAccessible, test } from './fixtures.ts';
import {
  managerHeaders,
  newCustomer,
  pickFirstTime,
  prefix,
  registerCustomer,
  showNextWeek,
  signInBrowser,
  TEXT,
} from './journeys-kit.ts';

// Issue 20: after booking in the storefront, the confirmation mail (with its .ics) and SMS are in
// the outbox in the customer's language; every mail template lays out in a real browser at
// 375 px without sideways scrolling and without serious accessibility faults, in all five
// languages. Screenshots go to test-results/ (not committed).

const SERVICE = 1;
const SHOP = 1;

type Outboxed = {
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  lang: string;
  template: string | null;
  format: 'text' | 'html';
  attachments: { filename: string; contentType: string }[];
};

async function outboxOf(page: Page, to: string, template: string): Promise<Outboxed> {
  const headers = await managerHeaders(page.request);
  let found: Outboxed | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers });
        found = ((await answer.json()) as { messages: Outboxed[] }).messages.find(
          (m) => m.template === template,
        );
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as Outboxed;
}

/**
 * Shows a mail's HTML at 375 px, checks it fits and reads well, and screenshots it. In a page of
 * its own: over the page that has just booked, the storefront's scripts (still running) could put
 * its document back over the mail, and the checks would read the storefront.
 */
async function checkMail(page: Page, html: string, name: string) {
  const mailPage = await page.context().newPage();
  try {
    await mailPage.setViewportSize({ width: 375, height: 812 });
    await mailPage.setContent(html, { waitUntil: 'load' });
    const overflow = await mailPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: sideways scrolling at 375 px`).toBeLessThanOrEqual(0);
    await expectAccessible(mailPage, `mail ${name}`);
    await mailPage.screenshot({ path: test.info().outputPath(`mail-${name}.png`), fullPage: true });
  } finally {
    await mailPage.close();
  }
}

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300']);
});

test('en: the confirmation of a storefront booking is in the outbox, with its .ics, and reads well on a phone', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const mobile = testInfo.project.name === 'mobile';
  const customer = newCustomer('messages-en');
  const token = await registerCustomer(page.request, customer, 'en');
  await signInBrowser(context, baseURL ?? 'http://localhost:3300', token);

  await page.goto(`${prefix('en')}/reservation?service=${SERVICE}&shop=${SHOP}`);
  await showNextWeek(page, 'en', mobile);
  await pickFirstTime(page, mobile);
  await page.getByRole('button', { name: TEXT.en.next, exact: true }).click();
  await expect(page.getByTestId('booking-as')).toContainText(customer.firstname);
  await page.getByRole('button', { name: TEXT.en.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.confirmed })).toBeVisible();

  const mail = await outboxOf(page, customer.email, 'booking_confirmed');
  expect(mail).toMatchObject({ channel: 'email', lang: 'en', format: 'html' });
  expect(mail.subject).toMatch(/your appointment on .+ is confirmed/);
  expect(mail.attachments).toEqual([
    {
      filename: expect.stringMatching(/^rendez-vous-\d+\.ics$/),
      contentType: 'text/calendar; charset=utf-8',
    },
  ]);
  expect(mail.body).toContain('Free cancellation until');
  expect(mail.body).toMatch(/\/en\/reservation\/manage\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+"/);
  const sms = await outboxOf(page, customer.phone, 'booking_confirmed');
  expect(sms).toMatchObject({ channel: 'sms', lang: 'en', format: 'text' });
  await checkMail(page, mail.body, 'booking_confirmed-outbox');
});

// The variables each template is rendered with: long names and a long address, the worst case.
const booking = (kind: 'confirmed' | 'modified' | 'cancelled' | 'reminder'): TemplateVars['booking'] => ({
  kind,
  customerName: 'Marie-Charlotte',
  reference: 12345,
  day: 'mercredi 30 septembre 2026',
  time: '10:30',
  previous: kind === 'modified' ? 'mardi 29 septembre 2026, 09:00' : null,
  shopName: 'Maison Éclat Marais',
  shopAddress: '24 rue de Bretagne, 75003 Paris',
  lines: [
    {
      service: 'Soin Éclat Signature visage et décolleté',
      time: '10:30 – 11:30',
      collaborator: 'Léa',
      price: '95,00 €',
    },
    { service: 'Beauté des mains', time: '11:30 – 12:00', collaborator: null, price: '35,00 €' },
  ],
  total: '130,00 €',
  dueAtShop: kind === 'confirmed' ? '100,00 €' : null,
  conditions: {
    freeUntil: 'mardi 29 septembre 2026, 10:30',
    noticeHours: 24,
    late: 'fee',
    lateFee: { kind: 'amount', text: '30 %' },
    noShowFee: { kind: 'deposit' },
  },
  manageLink: `https://maison-eclat.example/reservation/manage/${SECRET}`,
  cancelledBy: kind === 'cancelled' ? 'staff' : null,
  refund: kind === 'cancelled' ? '30,00 €' : null,
  credit: null,
  fee: null,
  calendarAttached: kind !== 'cancelled',
  bookingLink: 'https://maison-eclat.example/reservation',
});
const order: TemplateVars['order'] = {
  customerName: 'Marie-Charlotte',
  reference: '987',
  paidOn: '1 septembre 2026',
  lines: [
    { label: '2 × Crème éclat réparatrice intense', detail: null, amount: '48,00 €' },
    { label: 'Sérum nuit', detail: 'Retrait en institut', amount: '39,00 €' },
  ],
  discount: '8,70 €',
  paid: '78,30 €',
  dueAtShop: null,
  pickup: 'Maison Éclat Marais, 24 rue de Bretagne, Paris',
  accountLink: 'https://maison-eclat.example/profile/orders',
};
const brand = brandOf(
  { logo: null },
  {
    general: {
      buttonsColor: '#5b2a4e',
      secondaryButtonsColor: '#c9a96e',
      textColor: '#2b2027',
      headerColor: '#ffffff',
    },
  },
);
const TEMPLATES: [TemplateName, TemplateVars][] = [
  ['booking_confirmed', { company: 'Maison Éclat', brand, booking: booking('confirmed') }],
  ['booking_modified', { company: 'Maison Éclat', brand, booking: booking('modified') }],
  ['booking_cancelled', { company: 'Maison Éclat', brand, booking: booking('cancelled') }],
  ['booking_reminder', { company: 'Maison Éclat', brand, booking: booking('reminder') }],
  ['booking_receipt', { company: 'Maison Éclat', brand, order }],
  [
    'waitlist_offer',
    {
      company: 'Maison Éclat',
      brand,
      waitlist: {
        customerName: 'Marie-Charlotte',
        day: 'mardi 16 juin 2026',
        time: '10:00',
        services: ['Soin visage éclat'],
        collaborator: 'Camille',
        shopName: 'Maison Éclat Marais',
        shopAddress: '24 rue de Bretagne, Paris',
        deadline: 'lundi 15 juin 2026, 09:15',
        deadlineTime: '09:15',
        minutes: 15,
        amountDue: '19,50 €',
        link: 'https://maison-eclat.example/fr/liste-attente/offre/TOKEN',
      },
    },
  ],
  ['order_receipt', { company: 'Maison Éclat', brand, order }],
  [
    'review_invite',
    {
      company: 'Maison Éclat',
      brand,
      review: {
        customerName: 'Marie-Charlotte',
        shopName: 'Maison Éclat Lyon Presqu’île',
        service: 'Soin Éclat Signature visage et décolleté',
        collaborator: 'Élodie',
        day: 'mercredi 30 septembre 2026',
        link: `https://maison-eclat.example/avis/${SECRET}`,
      },
    },
  ],
  [
    'gift_receipt',
    {
      company: 'Maison Éclat',
      brand,
      receipt: {
        buyerName: 'Marie-Charlotte',
        total: '100,00 €',
        vouchers: [
          {
            amount: '100,00 €',
            code: 'ABCD-EFGH-JKLM',
            recipientName: 'Camille',
            expires: '1 septembre 2027',
          },
        ],
        accountLink: 'https://maison-eclat.example/profile/gifts',
      },
    },
  ],
  [
    'gift_voucher',
    {
      company: 'Maison Éclat',
      brand,
      gift: {
        amount: '100,00 €',
        code: 'ABCD-EFGH-JKLM',
        expires: '1 septembre 2027',
        theme: 'Merci',
        themeImage: null,
        recipientName: 'Camille',
        message: 'Joyeux anniversaire !\nProfite bien.',
        from: 'Marie-Charlotte',
        bookingLink: 'https://maison-eclat.example/reservation',
      },
    },
  ],
];

for (const [name, vars] of TEMPLATES) {
  test(`the ${name} mail lays out at 375 px in the five languages`, async ({ page }, testInfo) => {
    // A mail at a phone's width is the phone run's: the desktop run would check the same pages
    // again (fifty accessibility audits) in a browser that is not a phone's.
    test.skip(testInfo.project.name !== 'mobile', 'mails are read at 375 px on a phone');
    for (const lang of LANGS as readonly AnyLang[]) {
      const html = renderTemplate(name, lang, vars).html ?? '';
      expect(html).toContain(`<html lang="${lang}">`);
      await checkMail(page, html.replaceAll(SECRET, 'token.signature'), `${name}-${lang}`);
    }
  });
}
