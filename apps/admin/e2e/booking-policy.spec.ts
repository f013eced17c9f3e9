import { expect, expectAccessible, screenshot, signIn, storefrontApi, test } from './fixtures.ts';

// Issue 20 item 5: the cancellation policy and deposits are company booking settings, edited in
// the settings' Bookings tab, saved through the company API and read back by the storefront.

const saved = 'Réglages enregistrés : le site est à jour.';

type Appointment = {
  cancellationNoticeHours: number;
  policy: { lateCancellation: string; lateFee: { type: string; value: number } };
  deposit: { type: string; value: number; afterNoShows: number | null; afterNoShowsRequire: string };
};

test('a manager sets a late fee, a deposit and the no-show rule, and the storefront reads them', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signIn(page, { email: 'manager@maison-eclat.example' });
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Réservations' }).click();
  const section = page.getByTestId('booking-policy');
  await expect(section.getByLabel('Délai d’annulation gratuite (heures)')).toHaveValue('24');

  await section.getByLabel('Délai d’annulation gratuite (heures)').fill('48');
  await section.getByLabel('Après ce délai').selectOption('fee');
  await section.getByLabel('Frais d’annulation tardive').selectOption('percent');
  await section.getByLabel('Pourcentage (%)').first().fill('50');
  await section.getByLabel('Acompte par réservation').selectOption('fixed');
  await section.getByLabel('Montant (€)').fill('15,50');
  await section.getByLabel('À partir de combien d’absences').fill('2');
  await section.getByLabel('Le client doit alors régler').selectOption('full');
  await expectAccessible(page, 'settings: bookings', ['iframe']);
  await screenshot(page, testInfo, 'settings-booking-policy');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();

  const read = async () =>
    (
      (await (await storefrontApi(page, '/api/companies/me')).json()) as {
        company: { booker: { appointment: Appointment } };
      }
    ).company.booker.appointment;
  const appointment = await read();
  expect(appointment.cancellationNoticeHours).toBe(48);
  expect(appointment.policy).toMatchObject({
    lateCancellation: 'fee',
    lateFee: { type: 'percent', value: 50 },
  });
  expect(appointment.deposit).toEqual({
    type: 'fixed',
    value: 1550,
    afterNoShows: 2,
    afterNoShowsRequire: 'full',
  });

  await page.reload();
  await page.getByRole('tab', { name: 'Réservations' }).click();
  await expect(section.getByLabel('Montant (€)')).toHaveValue('15.50');

  // Back to the demo's policy, for the journeys that follow.
  await section.getByLabel('Délai d’annulation gratuite (heures)').fill('24');
  await section.getByLabel('Après ce délai').selectOption('refused');
  await section.getByLabel('Acompte par réservation').selectOption('none');
  await section.getByLabel('À partir de combien d’absences').fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  const back = await read();
  expect(back.cancellationNoticeHours).toBe(24);
  expect(back.deposit).toMatchObject({ type: 'none', afterNoShows: null });
  expect(consoleErrors).toEqual([]);
});

test('a manager overrides the policy for one service, and the storefront’s article carries it', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signIn(page, { email: 'manager@maison-eclat.example' });
  // Soin Éclat Signature (demo data).
  await page.goto('/admin/catalogue/services/1');
  const card = page.getByTestId('service-policy');
  await expect(card.getByLabel('Acompte par réservation')).toHaveValue('inherit');
  await card.getByLabel('Délai d’annulation gratuite (heures)').fill('48');
  await card.getByLabel('Acompte par réservation').selectOption('fixed');
  await card.getByLabel('Montant (€)').fill('10');
  await expectAccessible(page, 'service editor: policy');
  await screenshot(page, testInfo, 'service-policy');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Enregistré.')).toBeVisible();
  const read = async () =>
    ((await (await storefrontApi(page, '/api/articles/1')).json()) as { article: { bookingPolicy: unknown } })
      .article.bookingPolicy;
  expect(await read()).toEqual({ noticeHours: 48, deposit: { type: 'fixed', value: 1000 } });

  // Back to the company's policy.
  await card.getByLabel('Délai d’annulation gratuite (heures)').fill('');
  await card.getByLabel('Acompte par réservation').selectOption('inherit');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The first save's notice may still show: the latest one says this save.
  await expect(page.getByText('Enregistré.').last()).toBeVisible();
  expect(await read()).toBeNull();
  expect(consoleErrors).toEqual([]);
});
