import {
  ApiErrorSchema,
  DeletedAnswerSchema,
  type GeoGroupment,
  GeoGroupmentAdminAnswerSchema,
  GeoGroupmentAnswerSchema,
  GeoGroupmentCreateSchema,
  GeoGroupmentShopLinkSchema,
  GeoGroupmentsAdminAnswerSchema,
  GeoGroupmentsAnswerSchema,
  GeoGroupmentUpdateSchema,
  IdParamsSchema,
  type Lang,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogueDeps } from '../../../platform/cache/deps.ts';
import { sendCached } from '../../../platform/cache/http.ts';
import { requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { assertShopInScope, requireCompanyUser } from '../../../platform/http/guards.ts';
import { shopExists } from '../shops/repository.ts';
import {
  deleteGeoGroupment,
  findGeoGroupment,
  type GeoGroupmentRow,
  type GeoGroupmentWithShops,
  insertGeoGroupment,
  listGeoGroupments,
  setShopGroup,
  updateGeoGroupment,
} from './repository.ts';

const tags = ['geogroupments'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

function toPublic(row: GeoGroupmentRow, lang: Lang): GeoGroupment {
  return {
    id: row.id,
    name: localise(row.name, lang),
    type: row.type,
    shortDescription: localise(row.shortDescription, lang),
    longDescription: localise(row.longDescription, lang),
    image: row.image,
    order: row.order,
  };
}

function toAdmin(row: GeoGroupmentWithShops) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    image: row.image,
    order: row.order,
    shopIds: row.shopIds,
  };
}

/** Geo groups (spec §3 Shop.geoGroupment): public reads, staff writes and shop links. */
export function geoGroupmentRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogue } = deps;

  r.get(
    '/api/geogroupments',
    {
      schema: {
        tags,
        summary: "The company's geo groups in display order (shops without one are in 'Autre(s)', id -1)",
        response: { 200: GeoGroupmentsAnswerSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        catalogue,
        request,
        reply,
        `geogroupments:${request.lang}`,
        GeoGroupmentsAnswerSchema,
        async () => ({
          geogroupments: (await listGeoGroupments(db, request.company.id)).map((g) =>
            toPublic(g, request.lang),
          ),
        }),
      ),
  );

  r.get(
    '/api/geogroupments/bo',
    {
      schema: {
        tags,
        summary: 'Back office: geo groups with full language maps and their shops',
        response: { 200: GeoGroupmentsAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('staff'),
    },
    async (request) => ({
      geogroupments: (await listGeoGroupments(db, request.company.id, staffShopScope(request.principal))).map(
        toAdmin,
      ),
    }),
  );

  r.get(
    '/api/geogroupments/:id',
    {
      schema: {
        tags,
        summary: 'One geo group',
        params: IdParamsSchema,
        response: { 200: GeoGroupmentAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendCached(
        catalogue,
        request,
        reply,
        `geogroupment:${request.params.id}:${request.lang}`,
        GeoGroupmentAnswerSchema,
        async () => {
          const found = await findGeoGroupment(db, request.company.id, request.params.id);
          if (!found) throw notFound('geo group not found');
          return { geogroupment: toPublic(found, request.lang) };
        },
      ),
  );

  const loadAdmin = async (companyId: number, id: number) => {
    const found = await findGeoGroupment(db, companyId, id);
    if (!found) throw notFound('geo group not found');
    return { geogroupment: toAdmin(found) };
  };

  r.post(
    '/api/geogroupments',
    {
      schema: {
        tags,
        summary: 'Create a geo group (company users, manager or owner)',
        body: GeoGroupmentCreateSchema,
        response: { 201: GeoGroupmentAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request, reply) => {
      const id = await insertGeoGroupment(db, request.company.id, request.body);
      return reply.code(201).send(await loadAdmin(request.company.id, id));
    },
  );

  r.put(
    '/api/geogroupments/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a geo group',
        params: IdParamsSchema,
        body: GeoGroupmentUpdateSchema,
        response: { 200: GeoGroupmentAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) => {
      if (!(await updateGeoGroupment(db, request.company.id, request.params.id, request.body)))
        throw notFound('geo group not found');
      return loadAdmin(request.company.id, request.params.id);
    },
  );

  r.delete(
    '/api/geogroupments/:id',
    {
      schema: {
        tags,
        summary: "Delete a geo group; its shops fall back to 'Autre(s)'",
        params: IdParamsSchema,
        response: { 200: DeletedAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) => {
      if (!(await deleteGeoGroupment(db, request.company.id, request.params.id)))
        throw notFound('geo group not found');
      return { deleted: true as const, id: request.params.id };
    },
  );

  r.post(
    '/api/geogroupments/link/shop/:id',
    {
      schema: {
        tags,
        summary: 'Put the shop shopId in the geo group {id} (a shop is in one group at most)',
        params: IdParamsSchema,
        body: GeoGroupmentShopLinkSchema,
        response: { 200: GeoGroupmentAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('manager'),
    },
    async (request) => {
      const companyId = request.company.id;
      const { shopId } = request.body;
      assertShopInScope(request.principal, shopId);
      if (!(await findGeoGroupment(db, companyId, request.params.id))) throw notFound('geo group not found');
      if (!(await setShopGroup(db, companyId, shopId, request.params.id))) throw notFound('shop not found');
      return loadAdmin(companyId, request.params.id);
    },
  );

  r.delete(
    '/api/geogroupments/link/shop/:id',
    {
      schema: {
        tags,
        summary: "Take the shop shopId out of the geo group {id}: it falls back to 'Autre(s)'",
        params: IdParamsSchema,
        body: GeoGroupmentShopLinkSchema,
        response: { 200: GeoGroupmentAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('manager'),
    },
    async (request) => {
      const companyId = request.company.id;
      const { shopId } = request.body;
      assertShopInScope(request.principal, shopId);
      if (!(await findGeoGroupment(db, companyId, request.params.id))) throw notFound('geo group not found');
      if (!(await shopExists(db, companyId, shopId))) throw notFound('shop not found');
      await setShopGroup(db, companyId, shopId, null, request.params.id);
      return loadAdmin(companyId, request.params.id);
    },
  );
}
