// Spec §9 "random product picking": a random selection of published products for the storefront.
import { RandomProductsAnswerSchema, RandomProductsQuerySchema } from '@eclat/contracts';
import { isPubliclyListed, pickRandom } from '@eclat/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { listArticles } from '../../catalogue/articles/repository.ts';
import { toPublicArticle } from '../../catalogue/articles/serialize.ts';

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
      const { count, shopId } = request.query;
      const products = (await listArticles(db, request.company.id, { type: 2, published: true })).filter(
        ({ article, shops }) =>
          isPubliclyListed(article) && (shopId === undefined || shops.some((s) => s.shopId === shopId)),
      );
      // A different pick on every call: no shared cache may keep one.
      reply.header('cache-control', 'no-store');
      return { products: pickRandom(products, count).map((p) => toPublicArticle(p, request.lang)) };
    },
  );
}
