import { expect, expectAccessible, test } from './fixtures.ts';
import {
  type Lang,
  newCustomer,
  prefix,
  registerCustomer,
  showNextWeek,
  signInBrowser,
  visibleTimes,
} from './journeys-kit.ts';

// Issue 20 item 5: the policy in force — free until the notice, then a late fee; the no-show
// fee; the deposit to pay now — is said before confirming, in the customer's language.

/** Soin Éclat Signature at Maison Éclat Marais (demo data). */
const SERVICE = 1;
const SHOP = 1;

const WORDS = {
  fr: {
    freeUntil: /Annulation gratuite depuis votre compte jusqu’au/,
    lateFee: /Passé ce délai, une annulation coûte 10,00\s€/,
    noShow: /En cas d’absence sans prévenir/,
    deposit: /Acompte à régler maintenant/,
    confirmAndPay: 'Confirmer et payer',
  },
  en: {
    freeUntil: /Free cancellation from your account until/,
    lateFee: /After that, cancelling costs €10\.00/,
    noShow: /Not turning up without notice/,
    deposit: /Deposit to pay now/,
    confirmAndPay: 'Confirm and pay',
  },
} as const;

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  test(`${lang}: the late fee, the no-show fee and the deposit are said before confirming`, async ({
    page,
    context,
    request,
    baseURL,
    companyAdmin,
  }, testInfo) => {
    test.setTimeout(90_000);
    const words = WORDS[lang];
    const mobile = testInfo.project.name === 'mobile';
    await companyAdmin.change('localhost', (company) => ({
      booker: {
        ...company.booker,
        appointment: {
          ...(company.booker.appointment as Record<string, unknown>),
          cancellationNoticeHours: 24,
          policy: {
            lateCancellation: 'fee',
            lateFee: { type: 'fixed', value: 1000 },
            noShowFee: { type: 'percent', value: 100 },
          },
          deposit: { type: 'percent', value: 30, afterNoShows: null, afterNoShowsRequire: 'deposit' },
        },
      },
    }));
    await signInBrowser(
      context,
      baseURL ?? 'http://localhost:3300',
      await registerCustomer(request, newCustomer(`policy-${lang}`), lang),
    );
    await page.goto(`${prefix(lang)}/reservation?service=${SERVICE}&shop=${SHOP}`);
    await showNextWeek(page, lang, mobile);
    await visibleTimes(page, mobile).first().click();
    await page.getByTestId('primary-action').filter({ visible: true }).click();

    const terms = page.getByTestId('cancellation-before-confirm');
    await expect(terms).toContainText(words.freeUntil);
    await expect(terms).toContainText(words.lateFee);
    await expect(terms).toContainText(words.noShow);
    await expect(terms).toContainText(words.deposit);
    await expect(page.getByTestId('primary-action').filter({ visible: true })).toHaveText(
      words.confirmAndPay,
    );
    await expectAccessible(page, `booking policy before confirming (${lang})`);
  });
}
