// The runs of `npm run test:e2e` (scripts/e2e.ts), in three lanes side by side. Each run has one
// Playwright worker against its own product (ports, database: playwright.config.ts,
// apps/admin/playwright.config.ts).
//
// The back office's run takes half as long as the storefront's two (5.8 of 11.5 minutes on a quiet
// host, 12.6 of 26.0 on a slow one, 2026-11-30), so its lane then runs the storefront files of
// AFTER_BACK_OFFICE, on a phone and on a desktop, each on a product of its own; the first two
// lanes leave them out.
// Arguments (a file, `--project=…`, `-g …`) go to every run of the plain three lanes instead.

/**
 * Storefront spec files (names without `.spec.ts`) run in the back office's lane, chosen from the
 * Playwright reports of a full CI run so that the three lanes end together, counting a product's
 * start for each of the lane's two runs (docs/performance.md, "CI's three lanes"): 75 s of the
 * phone's run and 64 s of the desktop's there.
 */
export const AFTER_BACK_OFFICE = ['discovery-pages', 'home'];

/** The command-line filter of one storefront spec file (Playwright: a regular expression on its path). */
export const specFilter = (name: string): string => `apps/web/e2e/${name}\\.spec\\.ts$`;

export type E2eRun = { name: string; args: string[]; env: Record<string, string> };

/** The lanes for these command-line arguments; each lane's runs go one after the other. */
export function e2eLanes(extra: readonly string[]): E2eRun[][] {
  const balanced = extra.length === 0;
  const leftOut: Record<string, string> = balanced ? { E2E_SKIP_FILES: AFTER_BACK_OFFICE.join(',') } : {};
  // Playwright reads a file argument as a regular expression on the path: with its folder,
  // `home.spec.ts` does not also take `discovery-home.spec.ts`.
  const laterFiles = AFTER_BACK_OFFICE.map(specFilter);
  const later: E2eRun[] = balanced
    ? [
        {
          name: 'storefront, phone, after the back office',
          args: ['test', '--project=mobile', ...laterFiles],
          env: { E2E_WEB_PORT: '3340', E2E_API_PORT: '4340', E2E_STRIPE_PORT: '4350' },
        },
        {
          name: 'storefront, desktop, after the back office',
          args: ['test', '--project=desktop', ...laterFiles],
          env: { E2E_WEB_PORT: '3360', E2E_API_PORT: '4360', E2E_STRIPE_PORT: '4370' },
        },
      ]
    : [];
  return [
    [{ name: 'storefront, phone', args: ['test', '--project=mobile', ...extra], env: leftOut }],
    [
      {
        name: 'storefront, desktop',
        args: ['test', '--project=desktop', ...extra],
        // Its own product and Stripe stub, apart from the phone run's 3300 / 4300 / 4310.
        env: { E2E_WEB_PORT: '3320', E2E_API_PORT: '4320', E2E_STRIPE_PORT: '4330', ...leftOut },
      },
    ],
    [
      { name: 'back office', args: ['test', '-c', 'apps/admin/playwright.config.ts', ...extra], env: {} },
      ...later,
    ],
  ];
}
