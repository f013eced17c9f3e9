import {
  ApiErrorSchema,
  ArticleLinkBodySchema,
  CategoriesAdminAnswerSchema,
  CategoriesAnswerSchema,
  type Category,
  type CategoryAdmin,
  CategoryAdminAnswerSchema,
  CategoryAnswerSchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  DeletedAnswerSchema,
  IdParamsSchema,
  type Lang,
} from '@eclat/contracts';
import { isPubliclyListed, localise } from '@eclat/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueDeps } from '../../../platform/cache/deps.ts';
import { sendCached } from '../../../platform/cache/http.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { deletedAnswer, linkIds, orNotFound, STAFF_ERRORS } from '../../../platform/http/crud.ts';
import { conflictsAs409, requireCompanyUser } from '../../../platform/http/guards.ts';
import { assertArticlesExist } from '../articles/links.ts';
import {
  type CategoryWithArticles,
  deleteCategory,
  findCategory,
  findCategoryBySlug,
  insertCategory,
  linkArticles,
  listCategories,
  unlinkArticles,
  updateCategory,
} from './repository.ts';

const tags = ['categories'];
const errors = STAFF_ERRORS;

/** Spec §3 category in one language; its articles are those a visitor may see (spec §5). */
function toPublic({ category, articles }: CategoryWithArticles, lang: Lang): Category {
  return {
    id: category.id,
    slug: category.slug,
    order: category.order,
    name: localise(category.name, lang),
    description: localise(category.description, lang),
    images: category.images.map((image) => ({ url: image.url })),
    articles: articles.filter(isPubliclyListed).map(({ id, slug }) => ({ id, slug })),
  };
}

function toAdmin({ category, articles }: CategoryWithArticles): CategoryAdmin {
  return {
    id: category.id,
    slug: category.slug,
    order: category.order,
    name: category.name,
    description: category.description,
    images: category.images.map((image) => ({ url: image.url })),
    articles: articles.map(({ id, slug, order }) => ({ id, slug, order })),
  };
}

/** The answer of a public read of one category, 404 when there is none. */
const publicAnswer = (found: CategoryWithArticles | null, lang: Lang) => ({
  category: toPublic(orNotFound(found, 'category not found'), lang),
});

export function categoryRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogue } = deps;

  r.get(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'Categories in display order with their listed articles (id, slug)',
        description: 'Drafts and upsell-only services are left out (spec §5). ETag and 304 supported.',
        response: { 200: CategoriesAnswerSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        catalogue,
        request,
        reply,
        `categories:${request.lang}`,
        CategoriesAnswerSchema,
        async () => ({
          categories: (await listCategories(db, request.company.id)).map((c) => toPublic(c, request.lang)),
        }),
      ),
  );

  r.get(
    '/api/categories/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One category by its slug',
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: CategoryAnswerSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        catalogue,
        request,
        reply,
        `category-slug:${request.params.slug}:${request.lang}`,
        CategoryAnswerSchema,
        async () =>
          publicAnswer(await findCategoryBySlug(db, request.company.id, request.params.slug), request.lang),
      ),
  );

  r.get(
    '/api/categories/bo',
    {
      schema: {
        tags,
        summary: 'Back office: categories with full language maps and every linked article',
        response: { 200: CategoriesAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('staff'),
    },
    async (request) => ({ categories: (await listCategories(db, request.company.id)).map(toAdmin) }),
  );

  const loadAdmin = async (companyId: number, id: number) => ({
    category: toAdmin(orNotFound(await findCategory(db, companyId, id), 'category not found')),
  });

  r.get(
    '/api/categories/:id',
    {
      schema: {
        tags,
        summary: 'One category',
        params: IdParamsSchema,
        response: { 200: CategoryAnswerSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        catalogue,
        request,
        reply,
        `category:${request.params.id}:${request.lang}`,
        CategoryAnswerSchema,
        async () => publicAnswer(await findCategory(db, request.company.id, request.params.id), request.lang),
      ),
  );

  r.post(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'Create a category (company users, manager or owner)',
        body: CategoryCreateSchema,
        response: { 201: CategoryAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request, reply) => {
      const id = await conflictsAs409(
        () => insertCategory(db, request.company.id, request.body),
        'slug already used',
      );
      return reply.code(201).send(await loadAdmin(request.company.id, id));
    },
  );

  r.put(
    '/api/categories/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a category',
        params: IdParamsSchema,
        body: CategoryUpdateSchema,
        response: { 200: CategoryAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) => {
      const updated = await conflictsAs409(
        () => updateCategory(db, request.company.id, request.params.id, request.body),
        'slug already used',
      );
      orNotFound(updated, 'category not found');
      return loadAdmin(request.company.id, request.params.id);
    },
  );

  r.delete(
    '/api/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category (its articles stay)',
        params: IdParamsSchema,
        response: { 200: DeletedAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) =>
      deletedAnswer(
        await deleteCategory(db, request.company.id, request.params.id),
        request.params.id,
        'category not found',
      ),
  );

  r.post(
    '/api/categories/link/article/:id',
    {
      schema: {
        tags,
        summary: 'Add articles (articleId or articlesId) at the end of the category {id}',
        params: IdParamsSchema,
        body: ArticleLinkBodySchema,
        response: { 200: CategoryAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) => {
      const companyId = request.company.id;
      orNotFound(await findCategory(db, companyId, request.params.id), 'category not found');
      const ids = linkIds(request.body);
      await assertArticlesExist(db, companyId, ids);
      await linkArticles(db, companyId, request.params.id, ids);
      return loadAdmin(companyId, request.params.id);
    },
  );

  r.delete(
    '/api/categories/link/article/:id',
    {
      schema: {
        tags,
        summary: 'Take articles (articleId or articlesId) out of the category {id}',
        params: IdParamsSchema,
        body: ArticleLinkBodySchema,
        response: { 200: CategoryAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) => {
      const companyId = request.company.id;
      orNotFound(await findCategory(db, companyId, request.params.id), 'category not found');
      await unlinkArticles(db, companyId, request.params.id, linkIds(request.body));
      return loadAdmin(companyId, request.params.id);
    },
  );
}
