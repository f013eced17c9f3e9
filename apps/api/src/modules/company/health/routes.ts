import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { databaseReachable } from './probe.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.string() });

/** Liveness and database reachability, for the start script, load balancers and tests. */
export function healthRoutes(app: FastifyInstance, database: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const url of ['/health', '/api/health']) {
    r.get(
      url,
      { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } },
      async (_req, reply) => {
        if (await databaseReachable(database)) return { status: 'ok' as const, database: database.engine };
        return reply.code(503).send({ status: 'degraded' as const, database: database.engine });
      },
    );
  }
}
