// Booking writes (issue 10): POST /api/appointments through the HTTP API (in a worker thread) on
// PGlite or PostgreSQL (a fresh database, dropped after), 10 at a time. Each request books a
// distinct collaborator and hour, so that every one must answer 201: 20 collaborators, 8 hours a
// day from the Monday at least a week ahead, on as many days as the run needs (open every day).
import type autocannon from 'autocannon';
import { buildApp } from '../../apps/api/src/app.ts';
import { resourceArticles, resources } from '../../apps/api/src/db/schema.ts';
import { customerToken } from '../../apps/api/test-support/auth.ts';
import { createBookingTenant } from '../../apps/api/test-support/booking-fixtures.ts';
import { createTestDatabase, type Engine } from '../../apps/api/test-support/databases.ts';
import { FEW_CONNECTIONS, failed, measure, type Row, type Target, withServer } from './throughput.ts';
import type { Served } from './worker.ts';

export type BookingApi = {
  url: string;
  headers: Record<string, string>;
  shopId: number;
  serviceId: number;
  employees: number[];
  /** 00:00 UTC of the first day booked. */
  firstDay: number;
};

/** In a worker thread: a tenant open every day with 20 collaborators, a customer, the API. */
export async function serveBookings(engine: Engine): Promise<Served<BookingApi>> {
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
  const customer = await customerToken(database.db, tenant.companyId);
  const app = await buildApp({
    database,
    logLevel: 'warn',
    observability: { metrics: { token: null }, tracing: null },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() + 7 + ((8 - monday.getUTCDay()) % 7));
  return {
    info: {
      url: `${url}/api/appointments`,
      headers: {
        company: tenant.token,
        authorization: `Bearer ${customer.token}`,
        'content-type': 'application/json',
      },
      shopId: tenant.shopId,
      serviceId: tenant.serviceId,
      employees: [...tenant.employees, ...extra.map((r) => r.id)],
      firstDay: Date.UTC(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate()),
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Booking i: collaborator i % 20, at 08:00 + (i / 20) % 8 h UTC (open hours in Paris), day i / 160. */
export function bookingTarget(api: BookingApi, engine: Engine): Target {
  let next = 0;
  const body = (i: number) => {
    const slot = Math.floor(i / api.employees.length);
    const start = api.firstDay + Math.floor(slot / 8) * 86_400_000 + (8 + (slot % 8)) * 3_600_000;
    return JSON.stringify({
      shopId: api.shopId,
      serviceIds: [api.serviceId],
      start: new Date(start).toISOString(),
      employeeId: api.employees[i % api.employees.length],
    });
  };
  return {
    name: 'POST /api/appointments (booking writes)',
    engine,
    url: api.url,
    method: 'POST',
    headers: api.headers,
    setupRequest: (request: autocannon.Request) => ({ ...request, body: body(next++) }),
    status: 201,
    connections: FEW_CONNECTIONS,
  };
}

export function benchBookings(engine: Engine = 'pglite'): Promise<Row[]> {
  return withServer('bookings', engine, (api) => measure([bookingTarget(api, engine)]));
}

if (import.meta.main) {
  const engine: Engine = process.argv.includes('--postgres') ? 'postgres' : 'pglite';
  if (failed(await benchBookings(engine))) process.exitCode = 1;
}
