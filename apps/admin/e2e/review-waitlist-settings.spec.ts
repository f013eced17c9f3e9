import { expect, expectAccessible, screenshot, signIn, storefrontApi, test } from './fixtures.ts';

// Issues 22 and 21: in the settings' Bookings tab, beside the reminders, the company chooses its
// review invitations (on/off, the delay after the visit, e-mail, SMS) and its waitlist (on/off,
// how long an offer holds the time, e-mail, SMS), saved with the company's booking settings.

const saved = 'Réglages enregistrés : le site est à jour.';

type Reviews = { enabled: boolean; inviteDelayMinutes: number; email: boolean; sms: boolean };
type Waitlist = { enabled: boolean; offerMinutes: number; email: boolean; sms: boolean };
type Booker = { reviews: Reviews; appointment: { waitlist: Waitlist } };

test('a manager sets review invitations 1 h 30 after the visit by e-mail and a 20-minute waitlist hold, kept on reload', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const read = async () => {
    const { company } = (await (await storefrontApi(page, '/api/companies/me')).json()) as {
      company: { booker: Booker };
    };
    return { reviews: company.booker.reviews, waitlist: company.booker.appointment.waitlist };
  };

  await signIn(page, { email: 'manager@maison-eclat.example' });
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Réservations' }).click();
  const reviews = page.getByTestId('review-invitations');
  const waitlist = page.getByTestId('waitlist-settings');
  const hours = reviews.getByLabel('Heures');
  const minutes = reviews.getByLabel('Minutes');
  const hold = waitlist.getByLabel('Durée de réservation d’une offre (minutes)');
  // The demo's values: invitations 3 h after, e-mail and SMS; offers held 15 minutes.
  await expect(reviews.getByRole('switch', { name: 'Inviter les clients à laisser un avis' })).toBeChecked();
  await expect(hours).toHaveValue('3');
  await expect(minutes).toHaveValue('0');
  await expect(reviews.getByRole('checkbox', { name: /^SMS/ })).toBeChecked();
  await expect(hold).toHaveValue('15');

  // Out of bounds: said at the field, and the save is refused with the rule in words.
  await hold.fill('2');
  await expect(waitlist.getByText('Un nombre entier de minutes, de 5 à 1440.')).toBeVisible();
  await hours.fill('200');
  await expect(reviews.getByText('Entre 0 et 7 jours (168 h)')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Avis et liste d’attente : corrigez les champs signalés')).toBeVisible();
  expect((await read()).waitlist.offerMinutes).toBe(15);

  await hours.fill('1');
  await minutes.fill('30');
  await reviews.getByRole('checkbox', { name: /^SMS/ }).uncheck();
  await hold.fill('20');
  await waitlist.getByRole('checkbox', { name: 'E-mail', exact: true }).uncheck();
  await waitlist.getByRole('checkbox', { name: /^SMS/ }).uncheck();
  await expect(waitlist.getByText('Aucun moyen d’envoi coché : aucun message ne partira.')).toBeVisible();
  await waitlist.getByRole('checkbox', { name: /^SMS/ }).check();
  await expectAccessible(page, 'settings: reviews and waitlist', ['iframe']);
  await screenshot(page, testInfo, 'settings-reviews-waitlist');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect.poll(read).toEqual({
    reviews: { enabled: true, inviteDelayMinutes: 90, email: true, sms: false },
    waitlist: { enabled: true, offerMinutes: 20, email: false, sms: true },
  });

  await page.reload();
  await page.getByRole('tab', { name: 'Réservations' }).click();
  await expect(hours).toHaveValue('1');
  await expect(minutes).toHaveValue('30');
  await expect(reviews.getByRole('checkbox', { name: /^SMS/ })).not.toBeChecked();
  await expect(hold).toHaveValue('20');
  await expect(waitlist.getByRole('checkbox', { name: 'E-mail', exact: true })).not.toBeChecked();

  // Turned off, both keep their values; then back to the demo's, for the journeys that follow.
  await reviews.getByRole('switch', { name: 'Inviter les clients à laisser un avis' }).click();
  await waitlist
    .getByRole('switch', { name: 'Proposer les créneaux libérés aux clients en attente' })
    .click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(read).toEqual({
    reviews: { enabled: false, inviteDelayMinutes: 90, email: true, sms: false },
    waitlist: { enabled: false, offerMinutes: 20, email: false, sms: true },
  });
  await reviews.getByRole('switch', { name: 'Inviter les clients à laisser un avis' }).click();
  await waitlist
    .getByRole('switch', { name: 'Proposer les créneaux libérés aux clients en attente' })
    .click();
  await hours.fill('3');
  await minutes.fill('0');
  await reviews.getByRole('checkbox', { name: /^SMS/ }).check();
  await hold.fill('15');
  await waitlist.getByRole('checkbox', { name: 'E-mail', exact: true }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(read).toEqual({
    reviews: { enabled: true, inviteDelayMinutes: 180, email: true, sms: true },
    waitlist: { enabled: true, offerMinutes: 15, email: true, sms: true },
  });
  expect(consoleErrors).toEqual([]);
});
