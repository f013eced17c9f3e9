// Requests per second, the measure of every row of the bench's summary. autocannon runs in the
// bench's main thread (the load generator); every server it loads listens on loopback in a worker
// thread of the same process (startServer, worker.ts) or in a child process (the storefront), so
// that load generator and server never share an event loop, the hello-world included.
// BENCH_SECONDS (10) per target after a warm-up of a fifth of it; BENCH_CONNECTIONS (50) for the
// catalogue reads, 10 for what takes tens of milliseconds a request (the storefront's pages, the
// availability month, the booking writes). The hello-world is measured at both counts and each row
// compares with the one at its own count. After each autocannon run, one more request waits for
// the server to finish what autocannon left in flight, so that no run inherits a backlog.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { Engine } from '../../apps/api/test-support/databases.ts';
import type { ServerInfo, ServerKind, ServerOptions } from './worker.ts';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The storefront's pages, the availability month and the booking writes: 10 requests at a time. */
export const FEW_CONNECTIONS = 10;
const WARM_UP_SECONDS = Math.max(1, Math.round(SECONDS / 5));

export const engineLabel = (engine: Engine): string => (engine === 'pglite' ? 'PGlite' : 'PostgreSQL');

export type Target = {
  name: string;
  /** null: no database (the hello-world). */
  engine: Engine | null;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Builds each request afresh: bodies that must differ from one request to the next. */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
  /** The one status expected (200). */
  status?: number;
  connections?: number;
  /** The share of the hello-world's rate this target must reach (BENCH_STRICT=1 fails under it). */
  goal?: number;
};

export type Row = {
  target: string;
  engine: Engine | null;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  answers: number;
  /** Answers with another status than the expected one, by status. */
  unexpected: Record<string, number>;
  goal?: number;
};

async function run(target: Target, seconds: number): Promise<Row> {
  const connections = target.connections ?? CONNECTIONS;
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.setupRequest ? { requests: [{ setupRequest: target.setupRequest }] } : {}),
  });
  const expected = String(target.status ?? 200);
  const unexpected = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => code !== expected)
      .map(([code, stat]) => [code, stat.count ?? 0]),
  );
  return {
    target: connections === CONNECTIONS ? target.name : `${target.name} (${connections} conn.)`,
    engine: target.engine,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    answers: result.requests.total,
    unexpected,
    ...(target.goal === undefined ? {} : { goal: target.goal }),
  };
}

/** One more request of the target, answered once the server is through its backlog (FIFO queues). */
async function settle(target: Target): Promise<void> {
  const request = target.setupRequest?.({}) ?? {};
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(typeof request.body === 'string' ? { body: request.body } : {}),
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
}

/** Each target in turn: an unrecorded warm-up, then the measure; a line of progress each. */
export async function measure(targets: readonly Target[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of targets) {
    await run(target, WARM_UP_SECONDS);
    await settle(target);
    const row = await run(target, SECONDS);
    await settle(target);
    rows.push(row);
    const on = row.engine ? ` on ${engineLabel(row.engine)}` : '';
    const wrong = failure(row);
    console.log(`  measured ${row.target}${on}: ${Math.round(row.rps)} req/s${wrong ? `, ${wrong}` : ''}`);
  }
  return rows;
}

/** Whether any row had errors, timeouts or unexpected statuses. */
export const failed = (rows: readonly Row[]): boolean => rows.some((row) => failure(row) !== '');

/** What went wrong in a row, in words, or ''. */
function failure(row: Row): string {
  const statuses = Object.entries(row.unexpected).filter(([, count]) => count > 0);
  return [
    ...(row.answers === 0 ? ['no answer'] : []),
    ...(row.errors > 0 ? [`${row.errors} errors or timeouts`] : []),
    ...(statuses.length > 0
      ? [`unexpected statuses ${statuses.map(([c, n]) => `${c}×${n}`).join(' ')}`]
      : []),
  ].join(', ');
}

/**
 * The summary: target | engine | req/s | p50 ms | p99 ms | vs hello-world (the hello-world of the
 * same run at the same connection count). Exit code 1 on errors or unexpected statuses, and with
 * BENCH_STRICT=1 on a target below its goal.
 */
export function printSummary(rows: readonly Row[]): void {
  const hello = (connections: number) =>
    rows.find((r) => r.engine === null && r.connections === connections)?.rps ?? Number.NaN;
  const ratio = (row: Row) => row.rps / hello(row.connections);
  const percent = (share: number) => {
    const p = share * 100;
    return `${p >= 10 ? p.toFixed(0) : p >= 1 ? p.toFixed(1) : p.toFixed(2)} %`;
  };
  console.log(
    `\nSummary: autocannon, ${SECONDS} s per target after a ${WARM_UP_SECONDS} s warm-up, ${CONNECTIONS} connections unless stated, loopback`,
  );
  // Each target's engines side by side, in the order first measured.
  const order = [...new Set(rows.map((row) => row.target))];
  const sorted = [...rows].sort((a, b) => order.indexOf(a.target) - order.indexOf(b.target));
  console.table(
    sorted.map((row) => ({
      target: row.target,
      engine: row.engine ? engineLabel(row.engine) : '—',
      'req/s': Math.round(row.rps),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'vs hello-world': percent(ratio(row)),
    })),
  );
  for (const row of rows) {
    const wrong = failure(row);
    if (wrong) {
      console.error(`${row.target}${row.engine ? ` on ${engineLabel(row.engine)}` : ''}: ${wrong}`);
      process.exitCode = 1;
    }
  }
  const below = rows.filter((row) => row.goal !== undefined && ratio(row) < row.goal);
  for (const row of below) {
    console.error(
      `${row.target} on ${row.engine ? engineLabel(row.engine) : '—'}: below ${(row.goal ?? 0) * 100} % of the hello-world`,
    );
  }
  if (process.env.BENCH_STRICT === '1' && below.length > 0) process.exitCode = 1;
}

export type Server<K extends ServerKind> = { info: ServerInfo<K>; stop(): Promise<void> };

/** Starts the `kind` server of worker.ts in a worker thread; stop() closes it and drops its database. */
export async function startServer<K extends ServerKind>(
  kind: K,
  options: ServerOptions<K>,
): Promise<Server<K>> {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: { kind, options } });
  const settled = (what: string) =>
    new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the ${kind} server exited (${code}) ${what}`)));
    });
  const info = (await settled('before listening')) as ServerInfo<K>;
  return {
    info,
    stop: async () => {
      const closed = settled('while closing');
      worker.postMessage('stop');
      try {
        await closed;
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** startServer(), `use` it, stop it whatever happens. */
export async function withServer<K extends ServerKind, T>(
  kind: K,
  options: ServerOptions<K>,
  use: (info: ServerInfo<K>) => Promise<T>,
): Promise<T> {
  const server = await startServer(kind, options);
  try {
    return await use(server.info);
  } finally {
    await server.stop();
  }
}
