// The browser journeys (`npm run test:e2e`, the end of `npm test`): the storefront's journeys on a
// phone and on a desktop, and the back office's, side by side. Each runs one Playwright worker
// against its own product (ports, database: playwright.config.ts, apps/admin/playwright.config.ts)
// and spends most of its time waiting on pages, not on the CPU (57 % of this 2-core machine idle
// with two suites), so together they take about as long as the longest one: the storefront's 354
// journeys in one run took 35 minutes here, over CI's 45 with the unit tests.
// Their lines are passed through whole; the exit code is the first failure's.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { root } from './processes.ts';

const playwright = new URL('../node_modules/@playwright/test/cli.js', import.meta.url).pathname;
const suites: { name: string; args: string[]; env?: NodeJS.ProcessEnv }[] = [
  { name: 'storefront, phone', args: ['test', '--project=mobile'] },
  {
    name: 'storefront, desktop',
    args: ['test', '--project=desktop'],
    // Its own product and Stripe stub, apart from the phone run's 3300 / 4300 / 4310.
    env: { E2E_WEB_PORT: '3320', E2E_API_PORT: '4320', E2E_STRIPE_PORT: '4330' },
  },
  { name: 'back office', args: ['test', '-c', 'apps/admin/playwright.config.ts'] },
];

const codes = await Promise.all(
  suites.map(
    ({ name, args, env }) =>
      new Promise<number>((resolve) => {
        const child = spawn(process.execPath, [playwright, ...args, ...process.argv.slice(2)], {
          cwd: root,
          env: { ...process.env, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${line}\n`));
        createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`));
        child.once('exit', (code, signal) => {
          console.log(`[e2e] ${name}: ${signal ?? `exit ${code}`}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
