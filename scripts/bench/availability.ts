// Availability benchmark (issue 5): one shop, 20 collaborators, 6 cabins, equipment, 2,000
// existing appointments, 31 days — through the HTTP API on PGlite or PostgreSQL (in a worker
// thread), one request at a time (p50/p95) and 10 at a time (requests/s), and the domain function
// alone. Two cases: the month of one service, and the chain (ADR 0017): three services back to
// back that no collaborator performs all of, shared by two or three people, two of them in a
// cabin — whose p95 over HTTP must stay within 25 ms (issue 19, ADR 0029), said with the figures.
//   node scripts/bench/availability.ts [--postgres] [--chain | --month]   (both cases by default)
import { computeAvailability } from '@eclat/domain';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import {
  appointments,
  articles,
  companies,
  resourceArticles,
  resources,
  shopArticles,
  shops,
} from '../../apps/api/src/db/schema.ts';
import { loadBookingContext } from '../../apps/api/src/modules/booking/appointments/repository.ts';
import { createTestDatabase, type Engine } from '../../apps/api/test-support/databases.ts';
import { createTenant } from '../../apps/api/test-support/fixtures.ts';
import { type Percentiles, timeRuns } from './latency.ts';
import { engineLabel, FEW_CONNECTIONS, failed, measure, type Row, withServer } from './throughput.ts';
import type { Served } from './worker.ts';

export type LatencyRow = {
  name: string;
  p50: number;
  p95: number;
  runs: number;
  /** A p95 the row must stay within (ms), when it has one. */
  p95Goal?: number;
};

/** Issue 19: the 3-service chain answers a month within this p95 over HTTP, one at a time. */
export const CHAIN_P95_GOAL_MS = 25;

/** "yes", "NO", or "—" for a row without a goal. */
export const goalMet = (row: LatencyRow): string =>
  row.p95Goal === undefined ? '—' : row.p95 <= row.p95Goal ? 'yes' : 'NO';

/** The one-at-a-time rows as a table, with each goal and whether it is met. */
export function printLatency(rows: readonly LatencyRow[]): void {
  console.table(
    rows.map((r) => ({
      target: r.name,
      'p50 ms': r.p50.toFixed(2),
      'p95 ms': r.p95.toFixed(2),
      runs: r.runs,
      goal: r.p95Goal === undefined ? '—' : `p95 ≤ ${r.p95Goal} ms`,
      met: goalMet(r),
    })),
  );
}

const NOW = new Date('2026-05-31T00:00:00Z');
const MONTH = { from: '2026-06-01', to: '2026-07-01' } as const;

type Month = { companyId: number; shopId: number; serviceId: number; serviceIds: number[]; token: string };

/**
 * The busy month: its tenant, shop and service. With `chain`, two more services follow it: a
 * 30-minute one by collaborators 10–19 only, then a 45-minute one in a cabin by collaborators 0–9
 * and cabins 0–2 only, so that every chain is shared by two or three people.
 */
async function seedMonth(db: Db, chain = false): Promise<Month> {
  const tenant = await createTenant(db, 'bench');
  const shopId = tenant.shopIds[0] as number;
  const hours = Object.fromEntries(
    ['1', '2', '3', '4', '5', '6'].map((d) => [
      d,
      [
        { status: 'open' as const, hours: [{ start: '09:00', end: '19:00' }] },
        { status: 'pause' as const, hours: [{ start: '13:00', end: '14:00' }] },
      ],
    ]),
  );
  await db.update(shops).set({ openingHours: hours, useCabins: true }).where(eq(shops.id, shopId));
  await db
    .update(companies)
    .set({
      booker: { appointment: { useCabinManagement: true, equipments: { type: true }, minNoticeMinutes: 0 } },
    })
    .where(eq(companies.id, tenant.companyId));
  await db.update(articles).set({ needsCabin: true }).where(eq(articles.id, tenant.serviceId));
  const people = await db
    .insert(resources)
    .values([
      ...Array.from({ length: 20 }, (_, i) => ({
        companyId: tenant.companyId,
        shopId,
        type: 100,
        name: `Collaborator ${i}`,
        displayName: `C${i}`,
      })),
      ...Array.from({ length: 6 }, (_, i) => ({
        companyId: tenant.companyId,
        shopId,
        type: 200,
        name: `Cabin ${i}`,
        displayName: `Cabin ${i}`,
      })),
      ...Array.from({ length: 2 }, (_, i) => ({
        companyId: tenant.companyId,
        shopId,
        type: 300,
        name: `LPG ${i}`,
        displayName: `LPG ${i}`,
      })),
    ])
    .returning({ id: resources.id, type: resources.type });
  await db
    .insert(resourceArticles)
    .values(
      people.map((p) => ({ companyId: tenant.companyId, resourceId: p.id, articleId: tenant.serviceId })),
    );
  await db
    .insert(shopArticles)
    .values({ companyId: tenant.companyId, shopId, articleId: tenant.serviceId })
    .onConflictDoNothing();
  const employees = people.filter((p) => p.type === 100).map((p) => p.id);
  const cabins = people.filter((p) => p.type === 200).map((p) => p.id);
  const serviceIds = [tenant.serviceId];
  if (chain) {
    const extra = await db
      .insert(articles)
      .values([
        {
          companyId: tenant.companyId,
          slug: 'bench-b',
          type: 1,
          name: { fr: 'B' },
          price: 3000,
          durationMinutes: 30,
        },
        {
          companyId: tenant.companyId,
          slug: 'bench-c',
          type: 1,
          name: { fr: 'C' },
          price: 4500,
          durationMinutes: 45,
          needsCabin: true,
        },
      ])
      .returning({ id: articles.id });
    const [b, c] = extra.map((a) => a.id) as [number, number];
    serviceIds.push(b, c);
    await db
      .insert(shopArticles)
      .values(serviceIds.slice(1).map((articleId) => ({ companyId: tenant.companyId, shopId, articleId })));
    await db.insert(resourceArticles).values([
      ...employees.slice(10).map((resourceId) => ({ companyId: tenant.companyId, resourceId, articleId: b })),
      ...[...employees.slice(0, 10), ...cabins.slice(0, 3)].map((resourceId) => ({
        companyId: tenant.companyId,
        resourceId,
        articleId: c,
      })),
    ]);
  }
  const base = Date.parse('2026-06-01T07:00:00Z');
  const rows = [];
  for (let k = 0; k < 2000; k++) {
    const employee = employees[k % 20] as number;
    const day = Math.floor(k / 20) % 31;
    const slot = Math.floor(k / 620) * 2 + (k % 2);
    const start = base + day * 86_400_000 + slot * 60 * 60_000;
    rows.push({
      companyId: tenant.companyId,
      shopId,
      articleId: tenant.serviceId,
      employeeId: employee,
      cabinId: null as number | null,
      startsAt: new Date(start),
      endsAt: new Date(start + 60 * 60_000),
      status: 'confirmed',
    });
  }
  // Cabins: the first booking of each hour of each day takes one, round robin, no overlap.
  rows.forEach((row, i) => {
    if (i % 20 < 6) row.cabinId = cabins[i % 20] as number;
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(appointments).values(rows.slice(i, i + 500));
  return {
    companyId: tenant.companyId,
    shopId,
    serviceId: tenant.serviceId,
    serviceIds,
    token: tenant.token,
  };
}

/** BENCH_DEBUG: where the context's load goes (answer size, context, busy time, a bare query). */
async function debugLoad(db: Db, month: Month, query: string): Promise<void> {
  const size = (await (await fetch(query, { headers: { company: month.token } })).arrayBuffer()).byteLength;
  const load = await timeRuns(50, () =>
    loadBookingContext(db, { ...month, serviceIds: [month.serviceId], ...MONTH, now: NOW }),
  );
  const { loadBusy } = await import('../../apps/api/src/modules/booking/appointments/repository.ts');
  const busyOnly = await timeRuns(50, () =>
    loadBusy(db, { ...month, start: NOW, end: new Date('2026-07-03T00:00:00Z'), now: NOW }),
  );
  const select1 = await timeRuns(50, () => db.execute(sql`select 1`));
  console.log({ bytes: size, loadP50: load.p50, busyP50: busyOnly.p50, select1: select1.p50 });
}

export type AvailabilityApi = { query: string; headers: Record<string, string>; domain: Percentiles };

/**
 * In a worker thread: the busy month on `engine` (PostgreSQL: a fresh database, dropped on close),
 * the API answering it, and the domain function alone timed `runs` times.
 */
export async function serveAvailability({
  engine,
  runs,
  chain = false,
}: {
  engine: Engine;
  runs: number;
  chain?: boolean;
}): Promise<Served<AvailabilityApi>> {
  const database = await createTestDatabase(engine);
  const month = await seedMonth(database.db, chain);
  const app = await buildApp({
    database,
    logLevel: 'silent',
    now: () => NOW,
    observability: { metrics: { token: null }, tracing: null },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const query = chain
    ? `${url}/api/appointments?shopid=${month.shopId}&serviceids=${month.serviceIds.join(',')}&start=${MONTH.from}&end=${MONTH.to}`
    : `${url}/api/appointments?shopid=${month.shopId}&serviceid=${month.serviceId}&start=${MONTH.from}&end=${MONTH.to}`;
  if (process.env.BENCH_DEBUG) await debugLoad(database.db, month, query);
  const context = await loadBookingContext(database.db, { ...month, ...MONTH, now: NOW });
  if (!context) throw new Error('no context');
  const domain = await timeRuns(runs, () =>
    computeAvailability({
      ...context.input,
      ...MONTH,
      now: NOW,
      minNoticeMinutes: 0,
      slotMinutes: 30,
      checkEquipments: true,
    }),
  );
  return {
    info: { query, headers: { company: month.token }, domain },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** The month over HTTP one request at a time (`runs`), then as requests/s; the domain function. */
export async function benchAvailability(
  runs = 200,
  engine: Engine = 'pglite',
  chain = false,
): Promise<{ latency: LatencyRow[]; throughput: Row[] }> {
  const what = chain ? 'availability 31 days, 3-service chain' : 'availability 31 days';
  return withServer('availability', { engine, runs, chain }, async ({ query, headers, domain }) => {
    const check = await fetch(query, { headers });
    const body = (await check.json()) as { appointments: { data: { slots: unknown[] }[] } };
    const slots = body.appointments.data.reduce((n, d) => n + d.slots.length, 0);
    if (check.status !== 200 || slots === 0)
      throw new Error(`availability answered ${check.status} with ${slots} slots`);
    const http = await timeRuns(runs, async () => {
      const res = await fetch(query, { headers });
      await res.arrayBuffer();
    });
    const throughput = await measure([
      {
        name: chain ? 'GET /api/appointments, 31 days, 3-service chain' : 'GET /api/appointments, 31 days',
        engine,
        url: query,
        headers,
        connections: FEW_CONNECTIONS,
      },
    ]);
    return {
      latency: [
        {
          name: `${what}, HTTP on ${engineLabel(engine)}`,
          ...http,
          runs,
          ...(chain ? { p95Goal: CHAIN_P95_GOAL_MS } : {}),
        },
        { name: `${what}, domain function (${engineLabel(engine)} run)`, ...domain, runs },
      ],
      throughput,
    };
  });
}

if (import.meta.main) {
  const engine: Engine = process.argv.includes('--postgres') ? 'postgres' : 'pglite';
  const cases = process.argv.includes('--chain')
    ? [true]
    : process.argv.includes('--month')
      ? [false]
      : [false, true];
  const latency: LatencyRow[] = [];
  const throughput: Row[] = [];
  for (const chain of cases) {
    const result = await benchAvailability(Number(process.env.BENCH_RUNS ?? 200), engine, chain);
    latency.push(...result.latency);
    throughput.push(...result.throughput);
  }
  printLatency(latency);
  if (failed(throughput)) process.exitCode = 1;
}
