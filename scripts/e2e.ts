// The browser journeys (`npm run test:e2e`, the end of `npm test`): the storefront's journeys on a
// phone and on a desktop, and the back office's, in three lanes side by side (scripts/e2e-lanes.ts).
// The runs spend most of their time waiting on pages, not on the CPU, so together they take about
// as long as the longest lane: the storefront's 354 journeys in one run took 35 minutes here, over
// CI's 45 with the unit tests. Lines are passed through whole; the exit code is the first failure's.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { type E2eRun, e2eLanes } from './e2e-lanes.ts';
import { root } from './processes.ts';

const playwright = new URL('../node_modules/@playwright/test/cli.js', import.meta.url).pathname;

function run({ name, args, env }: E2eRun): Promise<number> {
  const started = Date.now();
  return new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [playwright, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${line}\n`));
    createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`));
    child.once('exit', (code, signal) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(`[e2e] ${name}: ${signal ?? `exit ${code}`} after ${minutes} min`);
      resolve(code ?? 1);
    });
  });
}

/** A lane's runs one after the other, each of them even after a failure. */
async function runLane(runs: E2eRun[]): Promise<number[]> {
  const codes: number[] = [];
  for (const each of runs) codes.push(await run(each));
  return codes;
}

const codes = (await Promise.all(e2eLanes(process.argv.slice(2)).map(runLane))).flat();
process.exitCode = codes.find((code) => code !== 0) ?? 0;
