import { ShopsAnswerSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { listShops } from './repository.ts';
import { toPublicShop } from './serialize.ts';

export function shopRoutes(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/shops',
    {
      schema: {
        tags: ['shops'],
        summary: "The company's shops in display order",
        response: { 200: ShopsAnswerSchema },
      },
    },
    async (request) => {
      const rows = await listShops(db, request.company.id);
      return { shops: rows.map((row) => toPublicShop(row, request.lang)) };
    },
  );
}
