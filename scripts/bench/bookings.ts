// Booking writes (issue 10): POST /api/appointments through the HTTP API, each on a distinct
// collaborator and slot so every one must succeed, 10 at a time — on PGlite or PostgreSQL.
import { buildApp } from '../../apps/api/src/app.ts';
import { resourceArticles, resources } from '../../apps/api/src/db/schema.ts';
import { createBookingTenant } from '../../apps/api/src/modules/appointments/fixtures.ts';
import { customerToken } from '../../apps/api/src/test/auth.ts';
import { createTestDatabase, type Engine } from '../../apps/api/src/test/databases.ts';

export type WriteRow = { name: string; rps: number; p50: number; p99: number; count: number; failed: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchBookings(
  engine: Engine = 'pglite',
  count = 400,
  concurrency = 10,
): Promise<WriteRow> {
  const database = await createTestDatabase(engine);
  const tenant = await createBookingTenant(database.db, 'bench-writes');
  const extra = await database.db
    .insert(resources)
    .values(
      Array.from({ length: 17 }, (_, i) => ({
        companyId: tenant.companyId,
        shopId: tenant.shopId,
        type: 100,
        name: `Collaborator ${i}`,
        displayName: `C${i}`,
      })),
    )
    .returning({ id: resources.id });
  await database.db
    .insert(resourceArticles)
    .values(
      extra.map((r) => ({ companyId: tenant.companyId, resourceId: r.id, articleId: tenant.serviceId })),
    );
  const employees = [...tenant.employees, ...extra.map((r) => r.id)];
  const customer = await customerToken(database.db, tenant.companyId);
  const app = await buildApp({ database, logLevel: 'warn' });
  // From the Monday at least a week ahead, whatever today is.
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() + 7 + ((8 - monday.getUTCDay()) % 7));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  // Slot i: collaborator i % 20, hour slot (i / 20) % 8 of day i / 160, all within opening hours.
  const request = (i: number) => {
    const slot = Math.floor(i / employees.length);
    const day = Math.floor(slot / 8);
    const start = new Date(
      Date.UTC(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate() + day, 8 + (slot % 8), 0),
    );
    return fetch(`${url}/api/appointments`, {
      method: 'POST',
      headers: {
        company: tenant.token,
        authorization: `Bearer ${customer.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        shopId: tenant.shopId,
        serviceIds: [tenant.serviceId],
        start: start.toISOString(),
        employeeId: employees[i % employees.length],
      }),
    });
  };
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        const res = await request(i);
        times.push(performance.now() - t);
        if (res.status !== 201) {
          failed += 1;
          if (failed === 1) console.error(`booking ${i} answered ${res.status}: ${await res.text()}`);
        } else await res.arrayBuffer();
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  await app.close();
  await database.drop();
  times.sort((a, b) => a - b);
  const label = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return {
    name: `booking writes, HTTP on ${label} (${concurrency} at a time)`,
    rps: count / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    count,
    failed,
  };
}

if (import.meta.main) {
  const engine: Engine = process.argv.includes('--postgres') ? 'postgres' : 'pglite';
  const row = await benchBookings(engine);
  console.table([{ ...row, rps: row.rps.toFixed(0), p50: row.p50.toFixed(1), p99: row.p99.toFixed(1) }]);
  if (row.failed > 0) process.exitCode = 1;
}
