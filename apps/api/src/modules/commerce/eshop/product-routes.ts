// Spec §9 "random product picking": a random selection of published products for the storefront.
import { RandomProductsAnswerSchema, RandomProductsQuerySchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { randomProducts } from './random-products.ts';

export function eshopProductRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/eshop/products/random',
    {
      schema: {
        tags: ['eshop'],
        summary: 'count published products picked at random (offered at ?shopId when given), each time anew',
        querystring: RandomProductsQuerySchema,
        response: { 200: RandomProductsAnswerSchema },
      },
    },
    async (request, reply) => {
      // A different pick on every call: no shared cache may keep one.
      reply.header('cache-control', 'no-store');
      return {
        products: await randomProducts(db, {
          companyId: request.company.id,
          count: request.query.count,
          shopId: request.query.shopId,
          lang: request.lang,
        }),
      };
    },
  );
}
