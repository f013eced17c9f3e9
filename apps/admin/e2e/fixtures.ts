import { AxeBuilder } from '@axe-core/playwright';
import { type APIResponse, test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { STOREFRONT } from './ports.ts';

export const PASSWORD = 'Eclat-demo-2026!';

export const test = base.extend<{ consoleErrors: string[] }>({
  /** Every journey collects the console's errors and uncaught exceptions; none is expected. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The preview iframe and the storefront address come from the e2e ports.
    await page.addInitScript(
      (url) => localStorage.setItem('eclat_admin_storefront_url', url),
      `http://{host}:${new URL(STOREFRONT).port}`,
    );
    await use(errors);
  },
});
export { expect };

/** The first screen keeps the host the console runs on (localhost → Maison Éclat), then sign-in. */
export async function signIn(
  page: Page,
  who: { email?: string; login?: string },
  company?: string,
): Promise<void> {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Quelle entreprise ?' })).toBeVisible();
  if (company) await page.getByLabel('Entreprise').fill(company);
  await page.getByRole('button', { name: 'Continuer' }).click();
  if (who.login) {
    await page.getByRole('tab', { name: 'Accès accueil' }).click();
    await page.getByLabel('Identifiant').fill(who.login);
  } else {
    await page.getByLabel('E-mail').fill(who.email ?? 'manager@maison-eclat.example');
  }
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
}

/**
 * @axe-core/playwright: no serious or critical violation (the accessibility bar). In one
 * run in the page (legacy mode), half the time of the default's per-frame runs merged in a blank
 * page, same results (apps/web/e2e/fixtures.ts); the storefront's preview frame is left out here
 * anyway and audited by the storefront's journeys.
 */
export async function expectAccessible(page: Page, label: string, exclude: string[] = []): Promise<void> {
  let builder = new AxeBuilder({ page }).setLegacyMode();
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(blocking, `${label}: accessibility violations`).toEqual([]);
}

/** A screenshot of the whole page, kept with the test's results (looked at before calling a screen done). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

/** The storefront's public API, read through the storefront's own origin (its /api proxy). */
export async function storefrontApi(
  page: Page,
  path: string,
  lang = 'fr',
  host = 'localhost',
): Promise<APIResponse> {
  const token = await page.request.get(`${STOREFRONT}/api/companies/token/host/${host}`);
  expect(token.ok()).toBe(true);
  const { token: company } = (await token.json()) as { token: string };
  return page.request.get(`${STOREFRONT}${path}`, { headers: { company, curlang: lang } });
}
