import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../../e2e-browser.ts';
import { apiPort, CONSOLE, webPort } from './e2e/ports.ts';

// The back office's journeys (issue 9) in Debian's Chromium against the whole product started by
// `npm start`'s script (API serving /admin/, storefront, fresh embedded database), on ports of
// their own so that they can run beside the storefront's journeys. The admin is built first; the
// storefront's build (`npm run build`) must exist.
const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = process.env.E2E_ADMIN_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'eclat-admin-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // As the storefront's: CI gives a failed journey one more try, reported as "flaky". On this
  // 2-core machine with the three journey suites side by side, a refund journey ran out of its
  // 60 s once (2026-11-28) after a full-page audit; the journeys assert their own outcomes, so a
  // retry on data the first try changed fails rather than passes wrongly.
  retries: process.env.CI ? 1 : 0,
  // The journeys share one database and change it (a booking, a service, a refund).
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: CONSOLE,
    launchOptions: chromiumLaunch,
    trace: 'off',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'npm run build --workspace @eclat/admin && node scripts/start.ts',
    cwd: root,
    url: `http://127.0.0.1:${apiPort}/health`,
    env: {
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      WEB_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The console runs on the API's origin: the storefront accepts its preview messages.
      BACKOFFICE_ORIGINS: `${CONSOLE},http://127.0.0.1:${apiPort}`,
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
