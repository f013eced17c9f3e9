import { expect, expectAccessible, screenshot, signIn, storefrontApi, test } from './fixtures.ts';

// The front desk books an appointment for a customer on the phone, with the storefront's own
// availability engine: the time it took is no longer offered by the storefront.

type Day = {
  day: string;
  slots: { start: string; freeEmployees: number[] }[];
  employees: { id: number; displayName: string }[];
};

test('the front desk books an appointment for a customer and the slot leaves the storefront', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const shop = (
    (await (await storefrontApi(page, '/api/shops/slug/paris-marais')).json()) as { shop: { id: number } }
  ).shop;
  const service = (
    (await (await storefrontApi(page, '/api/articles/slug/soin-eclat-signature')).json()) as {
      article: { id: number; name: string };
    }
  ).article;
  const start = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const offered = async (query: string) =>
    (
      (await (
        await storefrontApi(page, `/api/appointments?shopid=${shop.id}&serviceid=${service.id}&${query}`)
      ).json()) as { appointments: { data: Day[] } }
    ).appointments.data;
  const day = (await offered(`start=${start}&end=${end}`)).find((d) => d.slots.length > 0);
  if (!day) throw new Error('the demo Marais offers no time in the coming days');
  const slot = day.slots[0] as Day['slots'][number];
  const employee = day.employees.find((e) => e.id === slot.freeEmployees[0]) as Day['employees'][number];
  const chosen = `mode=2&employeeid=${employee.id}&start=${day.day}&end=${day.day}`;
  expect((await offered(chosen))[0]?.slots.map((s) => s.start)).toContain(slot.start);
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(slot.start));

  await signIn(page, { login: 'accueil-marais' });
  await page.getByRole('button', { name: 'Nouveau rendez-vous' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await dialog.getByLabel('Rechercher un client').fill('Camille');
  await dialog.getByRole('button', { name: /Camille Durand/ }).click();
  await dialog.getByRole('checkbox', { name: service.name }).check();
  await dialog.getByLabel('Jour').fill(day.day);
  await dialog.getByLabel('Collaborateur').selectOption({ label: employee.displayName });
  await dialog.getByRole('button', { name: time, exact: true }).click();
  await dialog.getByLabel('Message (facultatif)').fill('Réservé par téléphone');
  await expectAccessible(page, 'booking dialog');
  await screenshot(page, testInfo, 'booking-dialog');
  await dialog.getByRole('button', { name: 'Réserver' }).click();
  await expect(page.getByText('Rendez-vous réservé.')).toBeVisible();

  // The storefront no longer offers that time with that person.
  expect((await offered(chosen))[0]?.slots.map((s) => s.start)).not.toContain(slot.start);

  // And the agenda of that day shows it.
  await page.goto(`/admin/today?day=${day.day}`);
  await page.getByRole('tab', { name: 'Liste' }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`${time}.*Camille Durand`) }).first(),
  ).toBeVisible();
  await screenshot(page, testInfo, 'agenda-booked');
  expect(consoleErrors).toEqual([]);
});
