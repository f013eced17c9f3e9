// The browser journeys (`npm run test:e2e`, the end of `npm test`): the storefront's and the back
// office's Playwright suites side by side. Each runs one worker against its own product (ports,
// database: playwright.config.ts, apps/admin/playwright.config.ts) and spends most of its time
// waiting on pages, not on the CPU, so together they take about as long as the longer one.
// Their lines are passed through whole; the exit code is the first failure's.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { root } from './processes.ts';

const playwright = new URL('../node_modules/@playwright/test/cli.js', import.meta.url).pathname;
const suites = [
  { name: 'storefront', args: ['test'] },
  { name: 'back office', args: ['test', '-c', 'apps/admin/playwright.config.ts'] },
];

const codes = await Promise.all(
  suites.map(
    ({ name, args }) =>
      new Promise<number>((resolve) => {
        const child = spawn(process.execPath, [playwright, ...args, ...process.argv.slice(2)], {
          cwd: root,
          env: process.env,
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
