import {
  ApiErrorSchema,
  DeletedAnswerSchema,
  IdParamsSchema,
  ShopAdminAnswerSchema,
  ShopAnswerSchema,
  ShopArticleLinkSchema,
  ShopCreateSchema,
  ShopExternalSchema,
  ShopSearchQuerySchema,
  ShopsAdminAnswerSchema,
  ShopsAnswerSchema,
  ShopUpdateSchema,
} from '@eclat/contracts';
import { searchShops, validateWeekHours, widenedWeekdays } from '@eclat/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueDeps } from '../../../platform/cache/deps.ts';
import { sendCached, sendFresh } from '../../../platform/cache/http.ts';
import { requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { deletedAnswer, linkIds, orNotFound, STAFF_ERRORS } from '../../../platform/http/crud.ts';
import { assertShopInScope, conflictsAs409, requireCompanyUser } from '../../../platform/http/guards.ts';
import { recordWidenedHours } from '../../booking/freed-times/record.ts';
import { shopRatings } from '../../reviews/verified/read.ts';
import { assertArticlesExist } from '../articles/links.ts';
import {
  deleteShop,
  findShop,
  findShopBySlug,
  geoGroupmentExists,
  insertShop,
  linkArticles,
  listShops,
  type ShopWithRelations,
  unlinkArticles,
  updateShop,
} from './repository.ts';
import { searchable, toAdminShop, toPublicShop } from './serialize.ts';

const tags = ['shops'];
const errors = STAFF_ERRORS;

/** Opening hours must not overlap within a day (packages/domain); a 400 with every issue. */
function withValidHours<S extends z.ZodType<{ openingHours?: unknown }>>(schema: S) {
  return schema.superRefine((shop, ctx) => {
    if (shop.openingHours === undefined) return;
    for (const issue of validateWeekHours(shop.openingHours)) {
      ctx.addIssue({
        code: 'custom',
        path: ['openingHours', ...issue.path.split('.').filter(Boolean)],
        message: issue.message,
      });
    }
  });
}

/** Public reads: the company token is enough (spec §7). */
export function shopPublicRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogue } = deps;

  const publicShops = (request: FastifyRequest) =>
    catalogue.get(request.company.id, `shops:${request.lang}`, async () => {
      const [rows, ratings] = await Promise.all([
        listShops(db, request.company.id),
        shopRatings(db, request.company.id),
      ]);
      return rows.map((row) => toPublicShop(row, request.lang, ratings.get(row.shop.id)));
    });
  /** One shop's public answer with its rating (the reviews area invalidates the cache on writes). */
  const publicShop = async (request: FastifyRequest, found: ShopWithRelations | null) => {
    const shop = orNotFound(found, 'shop not found');
    const ratings = await shopRatings(db, request.company.id);
    return { shop: toPublicShop(shop, request.lang, ratings.get(shop.shop.id)) };
  };

  r.get(
    '/api/shops',
    {
      schema: {
        tags,
        summary: "The company's shops in display order; q, lat, lng and radius search them",
        description:
          'q matches name, city, country and street ignoring case and accents; digits match zip codes by ' +
          'prefix (retried with the first 2 digits). With lat and lng, only shops within radius km ' +
          '(1–250, default 100), nearest first, each with its distance in metres. ETag and 304 supported.',
        querystring: ShopSearchQuerySchema,
        response: { 200: ShopsAnswerSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { q, lat, lng, radius } = request.query;
      const position = lat !== undefined && lng !== undefined ? { lat, lng } : null;
      if (!q?.trim() && !position) {
        return sendCached(
          catalogue,
          request,
          reply,
          `shops:${request.lang}`,
          ShopsAnswerSchema,
          async () => ({
            shops: await publicShops(request),
          }),
        );
      }
      const hits = searchShops((await publicShops(request)).map(searchable), {
        q,
        position,
        radiusKm: radius,
      });
      const shops = hits.map((hit) =>
        hit.distance === null ? hit.shop.shop : { ...hit.shop.shop, distance: Math.round(hit.distance) },
      );
      return sendFresh(request, reply, ShopsAnswerSchema, { shops });
    },
  );

  r.get(
    '/api/shops/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One shop by its slug',
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: ShopAnswerSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      return sendCached(
        catalogue,
        request,
        reply,
        `shop:${slug}:${request.lang}`,
        ShopAnswerSchema,
        async () => {
          return publicShop(request, await findShopBySlug(db, request.company.id, slug));
        },
      );
    },
  );

  r.get(
    '/api/shops/:id',
    {
      schema: {
        tags,
        summary:
          'One shop by its id (the read of spec §7 CRUD; staff read full language maps at /api/shops/bo/{id})',
        params: IdParamsSchema,
        response: { 200: ShopAnswerSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(
        catalogue,
        request,
        reply,
        `shop-id:${id}:${request.lang}`,
        ShopAnswerSchema,
        async () => {
          return publicShop(request, await findShop(db, request.company.id, id));
        },
      );
    },
  );
}

/** Back office: listings and writes, staff only; access accounts see and change their shops only. */
export function shopStaffRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  const loadAdmin = async (companyId: number, id: number) => ({
    shop: toAdminShop(orNotFound(await findShop(db, companyId, id), 'shop not found')),
  });
  /** The links change a shop the caller may change: in its scope, and the company's. */
  const assertOwnShop = async (request: FastifyRequest, shopId: number) => {
    assertShopInScope(request.principal, shopId);
    orNotFound(await findShop(db, request.company.id, shopId), 'shop not found');
  };
  const checkGeoGroupment = async (companyId: number, id: number | null | undefined) => {
    if (id !== undefined && id !== null)
      orNotFound(await geoGroupmentExists(db, companyId, id), 'geo group not found');
  };

  r.get(
    '/api/shops/bo',
    {
      schema: {
        tags,
        summary: 'Back office: every shop with full language maps (an access account: its shops)',
        response: { 200: ShopsAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('staff'),
    },
    async (request) => {
      const rows = await listShops(db, request.company.id, staffShopScope(request.principal));
      return { shops: rows.map(toAdminShop) };
    },
  );

  r.get(
    '/api/shops/bo/:id',
    {
      schema: {
        tags,
        summary: 'Back office: one shop with full language maps',
        params: IdParamsSchema,
        response: { 200: ShopAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('staff'),
    },
    async (request) => {
      assertShopInScope(request.principal, request.params.id);
      return loadAdmin(request.company.id, request.params.id);
    },
  );

  r.post(
    '/api/shops',
    {
      schema: {
        tags,
        summary: 'Create a shop (company users, manager or owner)',
        body: withValidHours(ShopCreateSchema),
        response: { 201: ShopAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request, reply) => {
      const companyId = request.company.id;
      await checkGeoGroupment(companyId, request.body.geoGroupmentId);
      const id = await conflictsAs409(() => insertShop(db, companyId, request.body), 'slug already used');
      return reply.code(201).send(await loadAdmin(companyId, id));
    },
  );

  r.put(
    '/api/shops/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a shop (manager; an access account: its shops)',
        params: IdParamsSchema,
        body: withValidHours(ShopUpdateSchema),
        response: { 200: ShopAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('manager'),
    },
    async (request) => {
      const companyId = request.company.id;
      assertShopInScope(request.principal, request.params.id);
      await checkGeoGroupment(companyId, request.body.geoGroupmentId);
      const after = request.body.openingHours;
      const before = after === undefined ? null : await findShop(db, companyId, request.params.id);
      const updated = await conflictsAs409(
        () =>
          db.transaction(async (tx) => {
            const changed = await updateShop(tx, companyId, request.params.id, request.body);
            // The waitlist (issue 21): days that now open at a time they were closed are freed time.
            if (changed && before && after)
              await recordWidenedHours(tx, {
                companyId,
                shopId: request.params.id,
                employeeId: null,
                weekdays: widenedWeekdays(before.shop.openingHours, after),
                now: deps.now(),
              });
            return changed;
          }),
        'slug already used',
      );
      orNotFound(updated, 'shop not found');
      return loadAdmin(companyId, request.params.id);
    },
  );

  r.delete(
    '/api/shops/:id',
    {
      schema: {
        tags,
        summary: 'Delete a shop without booking history (company users, manager or owner)',
        params: IdParamsSchema,
        response: { 200: DeletedAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) => {
      const deleted = await conflictsAs409(
        () => deleteShop(db, request.company.id, request.params.id),
        'the shop has appointments or orders',
      );
      return deletedAnswer(deleted, request.params.id, 'shop not found');
    },
  );

  r.put(
    '/api/shops/:id/external',
    {
      schema: {
        tags,
        summary: "The shop's back-office id (externalId) and web id",
        params: IdParamsSchema,
        body: ShopExternalSchema,
        response: { 200: ShopAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('manager'),
    },
    async (request) => {
      assertShopInScope(request.principal, request.params.id);
      const { externalId, webId } = request.body;
      const updated = await updateShop(db, request.company.id, request.params.id, { externalId, webId });
      orNotFound(updated, 'shop not found');
      return loadAdmin(request.company.id, request.params.id);
    },
  );

  r.post(
    '/api/shops/link/article/:id',
    {
      schema: {
        tags,
        summary: 'Offer articles (articleId or articlesId) at the shop {id}, optionally at priceTtc (cents)',
        params: IdParamsSchema,
        body: ShopArticleLinkSchema,
        response: { 200: ShopAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('manager'),
    },
    async (request) => {
      const companyId = request.company.id;
      const shopId = request.params.id;
      await assertOwnShop(request, shopId);
      const ids = linkIds(request.body);
      await assertArticlesExist(db, companyId, ids);
      await linkArticles(db, companyId, shopId, ids, request.body.priceTtc);
      return loadAdmin(companyId, shopId);
    },
  );

  r.delete(
    '/api/shops/link/article/:id',
    {
      schema: {
        tags,
        summary: 'Stop offering articles (articleId or articlesId) at the shop {id}',
        params: IdParamsSchema,
        body: ShopArticleLinkSchema,
        response: { 200: ShopAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('manager'),
    },
    async (request) => {
      const companyId = request.company.id;
      const shopId = request.params.id;
      await assertOwnShop(request, shopId);
      await unlinkArticles(db, companyId, shopId, linkIds(request.body));
      return loadAdmin(companyId, shopId);
    },
  );
}
