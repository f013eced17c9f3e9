// E-shop categories (spec §7 GET /api/eshopcategories): public in the visitor's language, with
// only published products; staff read the language maps (?all=1) and manage them.
import {
  EshopCategoriesAdminAnswerSchema,
  EshopCategoriesAnswerSchema,
  EshopCategoriesQuerySchema,
  EshopCategoryAdminSchema,
  EshopCategoryInputSchema,
  EshopCategoryUpdateSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { articles, eshopCategories } from '../../../db/schema.ts';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { badRequest } from '../../../platform/http/errors.ts';

type CategoryRow = typeof eshopCategories.$inferSelect;
type CategoryInput = Partial<z.infer<typeof EshopCategoryInputSchema>>;

const toAdmin = (row: CategoryRow) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  order: row.order,
  image: row.image,
  articleIds: row.articleIds,
});

/** The company's products among `ids` (published only when asked). */
async function productIds(
  db: Db,
  companyId: number,
  ids: number[],
  publishedOnly: boolean,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.companyId, companyId),
        eq(articles.type, 2),
        inArray(articles.id, ids),
        publishedOnly ? eq(articles.draft, false) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export function eshopCategoryRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = requireStaff('manager');

  r.get(
    '/api/eshopcategories',
    {
      schema: {
        tags: ['eshop'],
        summary: 'E-shop categories in display order with their published products; ?all=1: staff view',
        querystring: EshopCategoriesQuerySchema,
        response: { 200: z.union([EshopCategoriesAnswerSchema, EshopCategoriesAdminAnswerSchema]) },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(eshopCategories)
        .where(eq(eshopCategories.companyId, request.company.id))
        .orderBy(asc(eshopCategories.order), asc(eshopCategories.id));
      if (request.query.all) {
        await requireStaff('staff')(request);
        return { eshopCategories: rows.map(toAdmin) };
      }
      const published = await productIds(
        db,
        request.company.id,
        [...new Set(rows.flatMap((row) => row.articleIds))],
        true,
      );
      return {
        eshopCategories: rows.map((row) => ({
          ...toAdmin(row),
          name: localise(row.name, request.lang),
          articleIds: row.articleIds.filter((id) => published.has(id)),
        })),
      };
    },
  );

  registerTenantCrud(app, db, {
    path: '/api/eshopcategories',
    tag: 'eshop',
    names: { one: 'eshopCategory', many: 'eshopCategories' },
    table: eshopCategories,
    guard: manager,
    answer: EshopCategoryAdminSchema,
    serialize: toAdmin,
    create: EshopCategoryInputSchema,
    update: EshopCategoryUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input: CategoryInput, ctx) => {
      if (!input.articleIds) return input;
      const ids = [...new Set(input.articleIds)];
      const found = await productIds(ctx.db, ctx.companyId, ids, false);
      const unknown = ids.filter((id) => !found.has(id));
      if (unknown.length)
        throw badRequest('Requête invalide', [
          { path: 'body.articleIds', message: `not products of this company: ${unknown.join(', ')}` },
        ]);
      return { ...input, articleIds: ids };
    },
  });
}
