// `npm run bench`: read benchmark of the catalogue API (issue 3). autocannon runs in this process
// (main thread) against the real API on a seeded in-memory PGlite and, for reference, a bare
// node:http hello-world; both servers listen on loopback in one worker thread of the same process,
// so that the load generator and the servers do not share an event loop and every target is
// measured under the same conditions. 50 connections, 10 s per target (BENCH_SECONDS to change).
import { createServer } from 'node:http';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

type Targets = { helloUrl: string; apiUrl: string; token: string };

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.4;

/** Worker thread: the hello-world and the API with the demo data, on free loopback ports. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const { hashPassword } = await import('../apps/api/src/db/prepare.ts');
  const { seedDemo } = await import('../apps/api/src/db/seed/index.ts');

  const body = JSON.stringify({ hello: 'world' });
  const hello = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => hello.listen(0, '127.0.0.1', resolve));
  const address = hello.address();
  const helloUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDemo(database.db, { hashPassword });
  // Production settings but request logs: the company and catalogue caches on (30 s).
  const app = await buildApp({ database, logLevel: 'warn', companyCacheSeconds: 30 });
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokenAnswer = await app.inject({ url: '/api/companies/token/host/localhost' });
  const { token } = tokenAnswer.json() as { token: string };
  parentPort?.postMessage({ helloUrl, apiUrl, token } satisfies Targets);
}

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; unexpected: number };

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  expected: number,
  seconds: number,
): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== expected)
    .reduce((sum, [, stat]) => sum + (stat as { count: number }).count, 0);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    unexpected,
  };
}

async function main(): Promise<void> {
  const worker = new Worker(new URL(import.meta.url));
  const targets = await new Promise<Targets>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const api = { company: targets.token };
  const etag = (await fetch(`${targets.apiUrl}/api/shops`, { headers: api })).headers.get('etag') ?? '';

  const plan: { name: string; url: string; headers: Record<string, string>; status?: number }[] = [
    { name: 'node:http hello-world', url: `${targets.helloUrl}/`, headers: {} },
    { name: 'GET /api/shops', url: `${targets.apiUrl}/api/shops`, headers: api },
    { name: 'GET /api/articles?type=1', url: `${targets.apiUrl}/api/articles?type=1`, headers: api },
    { name: 'GET /api/companies/me', url: `${targets.apiUrl}/api/companies/me`, headers: api },
    {
      name: 'GET /api/shops (If-None-Match → 304)',
      url: `${targets.apiUrl}/api/shops`,
      headers: { ...api, 'if-none-match': etag },
      status: 304,
    },
  ];

  console.log(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per target (after a ${Math.max(1, Math.round(SECONDS / 5))} s warm-up), loopback\n`,
  );
  const rows: Row[] = [];
  for (const step of plan) {
    await measure(
      step.name,
      step.url,
      step.headers,
      step.status ?? 200,
      Math.max(1, Math.round(SECONDS / 5)),
    );
    const row = await measure(step.name, step.url, step.headers, step.status ?? 200, SECONDS);
    rows.push(row);
    console.log(`  measured ${row.name}: ${Math.round(row.rps)} req/s`);
  }
  await worker.terminate();

  const hello = rows[0]?.rps ?? 1;
  const table = rows.map((row, i) => ({
    target: row.name,
    'req/s': Math.round(row.rps),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'vs hello': i === 0 ? '100 %' : `${Math.round((row.rps / hello) * 100)} %`,
    target40: i === 0 ? '' : row.rps / hello >= TARGET_RATIO ? 'ok' : 'BELOW',
    'errors/unexpected': `${row.errors}/${row.unexpected}`,
  }));
  console.log('');
  console.table(table);
  const failed = rows.filter((row) => row.errors > 0 || row.unexpected > 0);
  if (failed.length > 0) {
    console.error(`errors or unexpected statuses in: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
  if (process.env.BENCH_STRICT === '1' && rows.slice(1).some((row) => row.rps / hello < TARGET_RATIO)) {
    console.error(`a catalogue read is below ${TARGET_RATIO * 100} % of the hello-world`);
    process.exitCode = 1;
  }

  // Availability (issue 5) and booking writes (issue 10), on PGlite and, when a server is given
  // (TEST_DATABASE_URL, as in CI), on PostgreSQL.
  const { benchAvailability } = await import('./bench/availability.ts');
  const { benchBookings } = await import('./bench/bookings.ts');
  const engines: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
    ? ['pglite', 'postgres']
    : ['pglite'];
  const latency: { target: string; 'p50 ms': string; 'p95 ms': string; runs: number }[] = [];
  const writes: { target: string; 'req/s': number; 'p50 ms': string; 'p99 ms': string; failed: number }[] =
    [];
  for (const engine of engines) {
    for (const r of await benchAvailability(Number(process.env.BENCH_RUNS ?? 200), engine)) {
      latency.push({ target: r.name, 'p50 ms': r.p50.toFixed(2), 'p95 ms': r.p95.toFixed(2), runs: r.runs });
    }
    const w = await benchBookings(engine);
    writes.push({
      target: w.name,
      'req/s': Math.round(w.rps),
      'p50 ms': w.p50.toFixed(1),
      'p99 ms': w.p99.toFixed(1),
      failed: w.failed,
    });
    if (w.failed > 0) process.exitCode = 1;
  }
  console.log('');
  console.table(latency);
  console.log('');
  console.table(writes);

  // Storefront pages (issues 7 and 11): JavaScript weight and server-render time.
  const { benchPageWeight, printPageWeight } = await import('./bench/page-weight.ts');
  console.log('');
  printPageWeight(await benchPageWeight(Number(process.env.BENCH_RUNS ?? 200)));
  // Home, a shop, a service and a product page (issue 7): JavaScript, render time, Lighthouse.
  const { runPagesBench } = await import('./bench/pages.ts');
  console.log('');
  await runPagesBench();
}

if (isMainThread) await main();
else await serve();
