import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';

/** The real app on a test database, quiet, with the company cache off so writes show at once. */
export function buildTestApp(database: Database): Promise<FastifyInstance> {
  return buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0 });
}
