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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { type CategoryInput, categoryValues, storefrontCategories, toAdminCategory } from './categories.ts';
import { categoryTable, companyCategories } from './repository.ts';

export function eshopCategoryRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = requireStaff('manager');

  r.get(
    '/api/eshopcategories',
    {
      // A public read covered by the company's content version (ADR 0028).
      config: { sharedRead: true },
      schema: {
        tags: ['eshop'],
        summary: 'E-shop categories in display order with their published products; ?all=1: staff view',
        querystring: EshopCategoriesQuerySchema,
        response: { 200: z.union([EshopCategoriesAnswerSchema, EshopCategoriesAdminAnswerSchema]) },
      },
    },
    async (request) => {
      const rows = await companyCategories(db, request.company.id);
      if (request.query.all) {
        await requireStaff('staff')(request);
        return { eshopCategories: rows.map(toAdminCategory) };
      }
      return { eshopCategories: await storefrontCategories(db, request.company.id, rows, request.lang) };
    },
  );

  registerTenantCrud(app, db, {
    path: '/api/eshopcategories',
    tag: 'eshop',
    names: { one: 'eshopCategory', many: 'eshopCategories' },
    table: categoryTable,
    guard: manager,
    answer: EshopCategoryAdminSchema,
    serialize: toAdminCategory,
    create: EshopCategoryInputSchema,
    update: EshopCategoryUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input: CategoryInput, ctx) => categoryValues(ctx.db, ctx.companyId, input),
  });
}
