// GET /api/payment/connect?shopId (spec §7): whether Stripe Connect is set up (connect.ts).
import { ConnectAnswerSchema, ConnectQuerySchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { connectStatus } from './connect.ts';

export function connectRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/payment/connect',
    {
      schema: {
        tags: ['payment'],
        summary:
          'Whether Stripe Connect is set up for the company (and shop); a failed check is not connected',
        querystring: ConnectQuerySchema,
        response: { 200: ConnectAnswerSchema },
      },
    },
    async (request) =>
      connectStatus(deps, request.company, { shopId: request.query.shopId, log: request.log }),
  );
}
