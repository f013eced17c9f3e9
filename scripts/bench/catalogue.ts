// Catalogue reads (issue 3): the public reads the storefront makes on every page, from the real API
// (production settings but request logs: caches on for 30 s, metrics on) with the demo
// data, on an in-memory PGlite or a fresh PostgreSQL database (dropped after). The storefront's
// pages are rendered against this same API.
import { buildApp } from '../../apps/api/src/app.ts';
import { hashPassword } from '../../apps/api/src/db/prepare.ts';
import { seedDemo } from '../../apps/api/src/db/seed/index.ts';
import { createTestDatabase, type Engine } from '../../apps/api/test-support/databases.ts';
import type { Target } from './throughput.ts';
import type { Served } from './worker.ts';

/** The share of the hello-world's rate each catalogue read must reach. */
const GOAL = 0.4;

export type CatalogueApi = { url: string; token: string };

/** In a worker thread: the API on the demo data; `token` is the demo company's (host localhost). */
export async function serveCatalogue(engine: Engine): Promise<Served<CatalogueApi>> {
  const database = await createTestDatabase(engine);
  await seedDemo(database.db, { hashPassword });
  const app = await buildApp({
    database,
    logLevel: 'warn',
    companyCacheSeconds: 30,
    // As `npm start` runs: every request is measured for /metrics (no trace collector set).
    observability: { metrics: { token: null }, tracing: null },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const answer = await app.inject({ url: '/api/companies/token/host/localhost' });
  const { token } = answer.json() as { token: string };
  return {
    info: { url, token },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

export async function catalogueTargets(api: CatalogueApi, engine: Engine): Promise<Target[]> {
  const headers = { company: api.token };
  const etag = (await fetch(`${api.url}/api/shops`, { headers })).headers.get('etag') ?? '';
  const read = (name: string, path: string, extra: Partial<Target> = {}): Target => ({
    name,
    engine,
    url: `${api.url}${path}`,
    headers,
    goal: GOAL,
    ...extra,
  });
  return [
    read('GET /api/shops', '/api/shops'),
    read('GET /api/articles?type=1', '/api/articles?type=1'),
    read('GET /api/companies/me', '/api/companies/me'),
    read('GET /api/shops (If-None-Match → 304)', '/api/shops', {
      headers: { ...headers, 'if-none-match': etag },
      status: 304,
    }),
  ];
}
