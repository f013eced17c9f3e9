// The magazine (spec §3 blog post, §5 filters, §7 /api/posts): public listings and the post page,
// the back-office listing (?all=1) and staff writes.
import {
  PostAnswerSchema,
  PostInputSchema,
  PostsAnswerSchema,
  PostsQuerySchema,
  PostUpdateSchema,
  StaffPostSchema,
  StaffPostsAnswerSchema,
} from '@eclat/contracts';
import { matchesPostQuery, paginate } from '@eclat/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toDate } from '../../../platform/crud/serialize.ts';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { sanitizeLocalisedHtml } from '../../../platform/http/sanitize.ts';
import {
  checkPostReferences,
  findPostBySlug,
  listPosts,
  type PostRow,
  postStore,
  postsByIds,
} from './repository.ts';
import { postFacts, toPost, toPostSummary, toStaffPost } from './serialize.ts';

const TAG = 'posts';
type PostInput = Partial<z.infer<typeof PostInputSchema>>;

export function postRoutes(app: FastifyInstance, { db, now: clock }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = requireStaff('manager');

  r.get(
    '/api/posts',
    {
      // A public read covered by the company's content version (ADR 0028).
      config: { sharedRead: true },
      schema: {
        tags: [TAG],
        summary:
          'Published posts in the curlang language, filtered by position, shop, featured and press, one page at a time; ?all=1: the back-office listing (staff, drafts and language maps)',
        querystring: PostsQuerySchema,
        response: { 200: z.union([PostsAnswerSchema, StaffPostsAnswerSchema]) },
      },
    },
    async (request) => {
      const { page, itemPerPage, all, ...filters } = request.query;
      const now = clock();
      if (all) {
        await manager(request);
        const rows = await listPosts(db, request.company.id, true);
        const picked = rows.filter((row) =>
          matchesPostQuery(postFacts(row), { ...filters, includeDrafts: true }, now),
        );
        const { items, total } = paginate(picked, page, itemPerPage);
        // Bodies are loaded for the page only.
        const full = await postsByIds(
          db,
          request.company.id,
          items.map((row) => row.id),
        );
        return { posts: full.map(toStaffPost), total, page, itemPerPage };
      }
      const rows = await listPosts(db, request.company.id, false);
      const picked = rows.filter((row) =>
        matchesPostQuery(postFacts(row), { ...filters, lang: request.lang }, now),
      );
      const { items, total } = paginate(picked, page, itemPerPage);
      return { posts: items.map((row) => toPostSummary(row, request.lang, now)), total, page, itemPerPage };
    },
  );

  r.get(
    '/api/posts/slug/:slug',
    {
      // A public read covered by the company's content version (ADR 0028).
      config: { sharedRead: true },
      schema: {
        tags: [TAG],
        summary: 'A published post by its slug, in the curlang language (404 for a draft)',
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: PostAnswerSchema },
      },
    },
    async (request) => {
      const row = await findPostBySlug(db, request.company.id, request.params.slug);
      if (!row?.published) throw notFound('post not found');
      return { post: toPost(row, request.lang, clock()) };
    },
  );

  registerTenantCrud(app, db, {
    path: '/api/posts',
    tag: TAG,
    names: { one: 'post', many: 'posts' },
    ...postStore,
    guard: manager,
    answer: StaffPostSchema,
    serialize: toStaffPost,
    create: PostInputSchema,
    update: PostUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input: PostInput, { db: tx, companyId, existing }) => {
      await checkPostReferences(tx, companyId, input);
      return postValues(input, existing, clock());
    },
  });
}

/** Body → columns: bodies sanitised, vedette flattened, publication date set on first publication. */
function postValues(input: PostInput, existing: PostRow | null, now: Date): Record<string, unknown> {
  const { linkedShop, vedette, body, publishedAt, ...rest } = input;
  const published = input.published ?? existing?.published ?? false;
  let when = publishedAt === undefined ? (existing?.publishedAt ?? null) : toDate(publishedAt);
  if (published && !when) when = now;
  return {
    ...rest,
    body: body === undefined ? undefined : sanitizeLocalisedHtml(body),
    linkedShopId: linkedShop,
    featuredActive: vedette?.active,
    featuredStart: vedette ? toDate(vedette.start) : undefined,
    featuredEnd: vedette ? toDate(vedette.end) : undefined,
    publishedAt: when,
  };
}
