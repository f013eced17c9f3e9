import { expect, expectAccessible, screenshot, signIn, storefrontApi, test } from './fixtures.ts';

// Issue 20 item 4: the company chooses its booking reminders — when (up to three presets) and how
// (e-mail, SMS) — in the settings' Bookings tab, saved with the company's booking settings.

const saved = 'Réglages enregistrés : le site est à jour.';

type Reminders = { offsetsMinutes: number[]; email: boolean; sms: boolean };

test('a manager chooses reminders 2 days and 2 h before, by e-mail only, and they are kept', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const read = async () =>
    (
      (await (await storefrontApi(page, '/api/companies/me')).json()) as {
        company: { booker: { appointment: { reminders: Reminders } } };
      }
    ).company.booker.appointment.reminders;

  await signIn(page, { email: 'manager@maison-eclat.example' });
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Réservations' }).click();
  const section = page.getByTestId('booking-reminders');
  const reminder = (n: number) => section.getByLabel(`Rappel ${n}`, { exact: true });
  const email = section.getByRole('checkbox', { name: 'E-mail', exact: true });
  // The SMS box's name carries its hint (customers may turn SMS off).
  const sms = section.getByRole('checkbox', { name: /^SMS/ });
  await expect(section.getByText('jamais pour un rendez-vous annulé ou déplacé')).toBeVisible();
  await expect(section.getByText('Un client peut désactiver les SMS')).toBeVisible();
  // The demo's reminders: 24 h and 2 h before, e-mail and SMS.
  await expect(reminder(1)).toHaveValue('1440');
  await expect(reminder(2)).toHaveValue('120');
  await expect(email).toBeChecked();
  await expect(sms).toBeChecked();

  // No offset twice: the second reminder's 2 h is not offered to the first.
  await expect(reminder(1).locator('option[value="120"]')).toHaveCount(0);
  // Three at most.
  await section.getByRole('button', { name: 'Ajouter un rappel' }).click();
  await expect(reminder(3)).toHaveValue('60');
  await expect(section.getByRole('button', { name: 'Ajouter un rappel' })).toBeDisabled();
  await section.getByRole('button', { name: 'Retirer le rappel 3' }).click();
  await expect(reminder(3)).toHaveCount(0);

  await reminder(1).selectOption({ label: '2 jours avant' });
  await sms.uncheck();
  await expectAccessible(page, 'settings: reminders', ['iframe']);
  await screenshot(page, testInfo, 'settings-booking-reminders');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  expect(await read()).toEqual({ offsetsMinutes: [2880, 120], email: true, sms: false });

  await page.reload();
  await page.getByRole('tab', { name: 'Réservations' }).click();
  await expect(reminder(1)).toHaveValue('2880');
  await expect(reminder(2)).toHaveValue('120');
  await expect(reminder(3)).toHaveCount(0);
  await expect(email).toBeChecked();
  await expect(sms).not.toBeChecked();

  // No reminders at all is a choice too.
  await section.getByRole('button', { name: 'Retirer le rappel 2' }).click();
  await section.getByRole('button', { name: 'Retirer le rappel 1' }).click();
  await expect(section.getByText('Aucun rappel : les clients n’en reçoivent pas.')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved).last()).toBeVisible();
  await expect.poll(read).toEqual({ offsetsMinutes: [], email: true, sms: false });

  // Back to the demo's reminders, for the journeys that follow.
  await section.getByRole('button', { name: 'Ajouter un rappel' }).click();
  await section.getByRole('button', { name: 'Ajouter un rappel' }).click();
  await sms.check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(read).toEqual({ offsetsMinutes: [1440, 120], email: true, sms: true });
  expect(consoleErrors).toEqual([]);
});
