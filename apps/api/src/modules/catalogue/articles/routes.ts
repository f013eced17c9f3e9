import {
  ApiErrorSchema,
  ArticleAdminAnswerSchema,
  ArticleAnswerSchema,
  ArticleCreateSchema,
  ArticlesAdminAnswerSchema,
  ArticlesAnswerSchema,
  ArticleTypeQuerySchema,
  ArticleUpdateSchema,
  DeletedAnswerSchema,
  IdParamsSchema,
} from '@eclat/contracts';
import { isPublished, publicArticleList } from '@eclat/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueDeps } from '../../../platform/cache/deps.ts';
import { sendCached } from '../../../platform/cache/http.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { deletedAnswer, orNotFound, STAFF_ERRORS } from '../../../platform/http/crud.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { conflictsAs409, requireCompanyUser } from '../../../platform/http/guards.ts';
import { assertArticlesExist } from './links.ts';
import {
  type ArticleWithRelations,
  deleteArticle,
  findArticle,
  findArticleBySlug,
  insertArticle,
  listArticles,
  updateArticle,
} from './repository.ts';
import { toAdminArticle, toPublicArticle } from './serialize.ts';

const tags = ['articles'];
const errors = STAFF_ERRORS;
const TypeQuery = z.object({ type: ArticleTypeQuerySchema.optional() });

/** Articles (spec §3, §7): services (types 1 and 4) and products (type 2). */
export function articleRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogue } = deps;

  r.get(
    '/api/articles',
    {
      schema: {
        tags,
        summary: 'Published articles in display order, optionally of one type (1, 4 services; 2 products)',
        description:
          'Service lists leave out drafts and upsell-only services (spec §5). ETag and 304 supported.',
        querystring: TypeQuery,
        response: { 200: ArticlesAnswerSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { type } = request.query;
      const key = `articles:${type ?? 'all'}:${request.lang}`;
      return sendCached(catalogue, request, reply, key, ArticlesAnswerSchema, async () => {
        const rows = await listArticles(db, request.company.id, { type, published: true });
        const listed = publicArticleList(
          rows.map((row) => ({
            row,
            type: row.article.type,
            draft: row.article.draft,
            upsellOnly: row.article.upsellOnly,
          })),
          type,
        );
        return { articles: listed.map(({ row }) => toPublicArticle(row, request.lang)) };
      });
    },
  );

  /** One published article (an upsell-only one too: the booking flow shows it as an extra). */
  const publicOne = (found: ArticleWithRelations | null) =>
    orNotFound(found !== null && isPublished(found.article) ? found : null, 'article not found');

  r.get(
    '/api/articles/:id',
    {
      schema: {
        tags,
        summary: 'One published article',
        params: IdParamsSchema,
        response: { 200: ArticleAnswerSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        catalogue,
        request,
        reply,
        `article:${request.params.id}:${request.lang}`,
        ArticleAnswerSchema,
        async () => ({
          article: toPublicArticle(
            publicOne(await findArticle(db, request.company.id, request.params.id)),
            request.lang,
          ),
        }),
      ),
  );

  r.get(
    '/api/articles/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One published article by its slug',
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: ArticleAnswerSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        catalogue,
        request,
        reply,
        `article-slug:${request.params.slug}:${request.lang}`,
        ArticleAnswerSchema,
        async () => ({
          article: toPublicArticle(
            publicOne(await findArticleBySlug(db, request.company.id, request.params.slug)),
            request.lang,
          ),
        }),
      ),
  );

  // ---------------------------------------------------------------- back office

  r.get(
    '/api/articles/bo',
    {
      schema: {
        tags,
        summary: 'Back office: every article, drafts included, with full language maps',
        querystring: TypeQuery,
        response: { 200: ArticlesAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('staff'),
    },
    async (request) => ({
      articles: (await listArticles(db, request.company.id, { type: request.query.type })).map(
        toAdminArticle,
      ),
    }),
  );

  const loadAdmin = async (companyId: number, id: number) => ({
    article: toAdminArticle(orNotFound(await findArticle(db, companyId, id), 'article not found')),
  });

  r.get(
    '/api/articles/bo/:id',
    {
      schema: {
        tags,
        summary: 'Back office: one article with full language maps',
        params: IdParamsSchema,
        response: { 200: ArticleAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('staff'),
    },
    async (request) => loadAdmin(request.company.id, request.params.id),
  );

  /** Upsells and article links name articles of the same company, never the article itself. */
  const checkReferences = async (
    companyId: number,
    self: number | null,
    body: { upsells?: number[]; articleLinks?: number[] },
  ) => {
    const ids = [...(body.upsells ?? []), ...(body.articleLinks ?? [])];
    if (self !== null && ids.includes(self)) throw badRequest('an article cannot be its own upsell or link');
    await assertArticlesExist(db, companyId, ids);
  };

  r.post(
    '/api/articles',
    {
      schema: {
        tags,
        summary: 'Create an article (company users, manager or owner); prices in cents, VAT in whole percent',
        body: ArticleCreateSchema,
        response: { 201: ArticleAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request, reply) => {
      const companyId = request.company.id;
      await checkReferences(companyId, null, request.body);
      const id = await conflictsAs409(() => insertArticle(db, companyId, request.body), 'slug already used');
      return reply.code(201).send(await loadAdmin(companyId, id));
    },
  );

  r.put(
    '/api/articles/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of an article',
        params: IdParamsSchema,
        body: ArticleUpdateSchema,
        response: { 200: ArticleAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) => {
      const companyId = request.company.id;
      await checkReferences(companyId, request.params.id, request.body);
      const updated = await conflictsAs409(
        () => updateArticle(db, companyId, request.params.id, request.body),
        'slug already used',
      );
      orNotFound(updated, 'article not found');
      return loadAdmin(companyId, request.params.id);
    },
  );

  r.delete(
    '/api/articles/:id',
    {
      schema: {
        tags,
        summary: 'Delete an article never booked nor ordered (else 409: make it a draft)',
        params: IdParamsSchema,
        response: { 200: DeletedAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) => {
      const deleted = await conflictsAs409(
        () => deleteArticle(db, request.company.id, request.params.id),
        'the article has appointments: make it a draft instead',
      );
      return deletedAnswer(deleted, request.params.id, 'article not found');
    },
  );
}
