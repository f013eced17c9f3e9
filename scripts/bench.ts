// `npm run bench` (issue 10): one command, one summary table. autocannon in this thread measures,
// beside a bare node:http hello-world of the same run (scripts/bench/throughput.ts): the catalogue
// reads, the storefront's pages (SSR by the built storefront against the API), the availability
// month, the 3-service chain's month and the booking writes, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL (a
// fresh database each, dropped at the end). Every server runs in a worker thread (the storefront in
// a child process), off the load generator's event loop. Also printed: the availability month and
// the chain one request at a time (the chain's p95 goal, 25 ms, and whether it is met), the home page's weight and the discovery pages' JavaScript, render time and
// Lighthouse scores. Last, the product as `npm start` runs it (issue 19, scripts/bench/deployed.ts):
// `npm run bench -- --deployed` (or BENCH_ONLY=deployed) runs that part alone. Exit code 1 on any
// error or unexpected status.

import { engines } from '../apps/api/test-support/databases.ts';
import { startWeb } from '../tests/product.ts';
import { benchAvailability, goalMet, type LatencyRow, printLatency } from './bench/availability.ts';
import { benchBookings } from './bench/bookings.ts';
import { catalogueTargets } from './bench/catalogue.ts';
import { benchDeployed } from './bench/deployed.ts';
import { measurePageWeight, printPageWeight } from './bench/page-weight.ts';
import { pagesOrigin, runPagesBench } from './bench/pages.ts';
import { demoPages, startProduct, storefrontTargets } from './bench/storefront.ts';
import {
  CONNECTIONS,
  FEW_CONNECTIONS,
  failed,
  measure,
  printSummary,
  type Row,
  SECONDS,
  withServer,
} from './bench/throughput.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

if (process.argv.includes('--deployed') || process.env.BENCH_ONLY === 'deployed') {
  if (failed(await benchDeployed())) process.exitCode = 1;
  process.exit();
}

const rows: Row[] = [];
const latency: LatencyRow[] = [];

console.log(`autocannon: ${CONNECTIONS} connections unless stated, ${SECONDS} s per target, loopback\n`);
rows.push(
  ...(await withServer('hello', undefined, ({ url }) =>
    measure([
      { name: 'node:http hello-world', engine: null, url },
      { name: 'node:http hello-world', engine: null, url, connections: FEW_CONNECTIONS },
    ]),
  )),
);
for (const engine of engines) {
  await withServer('catalogue', engine, async (api) => {
    rows.push(...(await measure(await catalogueTargets(api, engine))));
    const web = await startWeb(api.url);
    try {
      rows.push(...(await measure(await storefrontTargets(web.url, engine))));
    } finally {
      await web.stop();
    }
  });
  const availability = await benchAvailability(RUNS, engine);
  // The 3-service chain across collaborators with cabins (issue 19: p95 ≤ 25 ms over HTTP).
  const chain = await benchAvailability(RUNS, engine, true);
  latency.push(...availability.latency, ...chain.latency);
  rows.push(...availability.throughput, ...chain.throughput, ...(await benchBookings(engine)));
}

console.log('\nAvailability, one request at a time');
printLatency(latency);
if (process.env.BENCH_STRICT === '1' && latency.some((row) => goalMet(row) === 'NO')) process.exitCode = 1;

// The storefront's weight, render time and Lighthouse scores (issues 7 and 11), on PGlite.
const product = await startProduct('pglite');
try {
  console.log('');
  printPageWeight(await measurePageWeight(product.url, 'localhost', RUNS));
  console.log('');
  await runPagesBench(demoPages(pagesOrigin(product.url)));
} finally {
  await product.stop();
}

printSummary(rows);

// The product as `npm start` runs it, on a machine the servers above have left.
if (failed(await benchDeployed())) process.exitCode = 1;
