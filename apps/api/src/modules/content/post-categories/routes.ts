// Post categories (spec §7 CRUD on /api/postcategories): the magazine's sections.
import {
  ContentListQuerySchema,
  PostCategoriesAnswerSchema,
  PostCategoryInputSchema,
  PostCategoryUpdateSchema,
  StaffPostCategoriesAnswerSchema,
  StaffPostCategorySchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { listPostCategories, type PostCategoryRow, postCategoryStore } from './repository.ts';

const TAG = 'posts';
const toStaff = (row: PostCategoryRow) => ({ id: row.id, slug: row.slug, name: row.name, order: row.order });

export function postCategoryRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const manager = requireStaff('manager');
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/postcategories',
    {
      // A public read covered by the company's content version (ADR 0028).
      config: { sharedRead: true },
      schema: {
        tags: [TAG],
        summary: 'Post categories in order, names in the curlang language; ?all=1: language maps (staff)',
        querystring: ContentListQuerySchema,
        response: { 200: z.union([PostCategoriesAnswerSchema, StaffPostCategoriesAnswerSchema]) },
      },
    },
    async (request) => {
      if (request.query.all) await manager(request);
      const rows = await listPostCategories(db, request.company.id);
      if (request.query.all) return { postcategories: rows.map(toStaff) };
      return {
        postcategories: rows.map((row) => ({ ...toStaff(row), name: localise(row.name, request.lang) })),
      };
    },
  );

  registerTenantCrud(app, db, {
    path: '/api/postcategories',
    tag: TAG,
    names: { one: 'postcategory', many: 'postcategories' },
    ...postCategoryStore,
    guard: manager,
    answer: StaffPostCategorySchema,
    serialize: toStaff,
    create: PostCategoryInputSchema,
    update: PostCategoryUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
  });
}
