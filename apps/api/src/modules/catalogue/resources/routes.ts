import {
  AbsenceCreateSchema,
  ApiErrorSchema,
  DeletedAnswerSchema,
  IdParamSchema,
  IdParamsSchema,
  type ResourceAdmin,
  ResourceAdminAnswerSchema,
  ResourceCreateSchema,
  ResourceListQuerySchema,
  ResourcesAdminAnswerSchema,
  ResourcesAnswerSchema,
  ResourceUpdateSchema,
} from '@eclat/contracts';
import { isServiceType, validateWeekHours, widenedWeekdays } from '@eclat/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueDeps } from '../../../platform/cache/deps.ts';
import { sendCached } from '../../../platform/cache/http.ts';
import { requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { orNotFound, STAFF_ERRORS } from '../../../platform/http/crud.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { assertShopInScope, conflictsAs409 } from '../../../platform/http/guards.ts';
import { recordRemovedAbsence, recordWidenedHours } from '../../booking/freed-times/record.ts';
import { findShop, shopExists } from '../shops/repository.ts';
import {
  articleTypes,
  deleteAbsence,
  deleteResource,
  findResource,
  insertAbsence,
  insertResource,
  listResources,
  type ResourceWithRelations,
  updateResource,
} from './repository.ts';

const tags = ['resources'];
const errors = STAFF_ERRORS;

function toAdmin({ resource, articleIds, absences }: ResourceWithRelations): ResourceAdmin {
  return {
    id: resource.id,
    shopId: resource.shopId,
    type: resource.type,
    name: resource.name,
    displayName: resource.displayName,
    visible: resource.visible,
    color: resource.color,
    image: resource.image,
    order: resource.order,
    workingHours: resource.workingHours,
    active: resource.active,
    externalId: resource.externalId,
    articleIds,
    absences: absences.map((a) => ({
      id: a.id,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      reason: a.reason,
    })),
  };
}

/** A collaborator's own hours follow the shop's rules: no overlap within a day. */
function withValidHours<S extends z.ZodType<{ workingHours?: unknown }>>(schema: S) {
  return schema.superRefine((resource, ctx) => {
    if (!resource.workingHours) return;
    for (const issue of validateWeekHours(resource.workingHours))
      ctx.addIssue({
        code: 'custom',
        path: ['workingHours', ...issue.path.split('.').filter(Boolean)],
        message: issue.message,
      });
  });
}

/** Back office: collaborators (100), cabins (200) and equipment (300) of the shops (ADR 0003). */
export function resourceRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, now, catalogue } = deps;

  /** The resource, when it is the company's and in the caller's shops; else 404. */
  const load = async (request: FastifyRequest, id: number) => {
    const found = await findResource(db, request.company.id, id, now());
    if (!found) throw notFound('resource not found');
    assertShopInScope(request.principal, found.resource.shopId);
    return found;
  };
  const checkShop = async (request: FastifyRequest, shopId: number) => {
    assertShopInScope(request.principal, shopId);
    if (!(await shopExists(db, request.company.id, shopId))) throw notFound('shop not found');
  };
  /** Resources take services only (types 1 and 4), of the same company. */
  const checkServices = async (companyId: number, ids: number[] | undefined) => {
    if (!ids?.length) return;
    const types = await articleTypes(db, companyId, ids);
    const missing = ids.filter((id) => !types.has(id));
    if (missing.length > 0) throw notFound(`article not found: ${missing.join(', ')}`);
    const products = ids.filter((id) => !isServiceType(types.get(id) ?? 0));
    if (products.length > 0) throw badRequest(`not services: ${products.join(', ')}`);
  };

  r.get(
    '/api/resources',
    {
      schema: {
        tags,
        summary: 'The resources visitors may see (visible and active), by shop and type; display names only',
        description:
          'The read of spec §7 CRUD, for choosing a collaborator (type 100) in the booking flow. Staff read every resource with its hours and absences at /api/resources/bo. ETag and 304 supported.',
        querystring: ResourceListQuerySchema,
        response: { 200: ResourcesAnswerSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { shopId, type } = request.query;
      return sendCached(
        catalogue,
        request,
        reply,
        `resources:${shopId ?? '*'}:${type ?? '*'}`,
        ResourcesAnswerSchema,
        async () => {
          const rows = await listResources(
            db,
            request.company.id,
            { shopId, type, shopIds: null, shown: true },
            now(),
          );
          return { resources: rows.map(toAdmin) };
        },
      );
    },
  );

  r.get(
    '/api/resources/bo',
    {
      schema: {
        tags,
        summary: 'Back office: resources by shop and type (100 collaborators, 200 cabins, 300 equipment)',
        querystring: ResourceListQuerySchema,
        response: { 200: ResourcesAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('staff'),
    },
    async (request) => {
      const { shopId, type } = request.query;
      const rows = await listResources(
        db,
        request.company.id,
        { shopId, type, shopIds: staffShopScope(request.principal) },
        now(),
      );
      return { resources: rows.map(toAdmin) };
    },
  );

  r.get(
    '/api/resources/:id',
    {
      schema: {
        tags,
        summary: 'Back office: one resource with its services and coming absences',
        params: IdParamsSchema,
        response: { 200: ResourceAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('staff'),
    },
    async (request) => ({ resource: toAdmin(await load(request, request.params.id)) }),
  );

  r.post(
    '/api/resources',
    {
      schema: {
        tags,
        summary: 'Create a resource in a shop, with the services it takes (manager)',
        body: withValidHours(ResourceCreateSchema),
        response: { 201: ResourceAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('manager'),
    },
    async (request, reply) => {
      const companyId = request.company.id;
      await checkShop(request, request.body.shopId);
      await checkServices(companyId, request.body.articleIds);
      const id = await insertResource(db, companyId, request.body);
      return reply.code(201).send({ resource: toAdmin(await load(request, id)) });
    },
  );

  r.put(
    '/api/resources/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a resource; articleIds replaces its services',
        params: IdParamsSchema,
        body: withValidHours(ResourceUpdateSchema),
        response: { 200: ResourceAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('manager'),
    },
    async (request) => {
      const companyId = request.company.id;
      const current = await load(request, request.params.id);
      if (request.body.shopId !== undefined) await checkShop(request, request.body.shopId);
      await checkServices(companyId, request.body.articleIds);
      const before = request.body.workingHours === undefined ? null : current;
      await db.transaction(async (tx) => {
        await updateResource(tx, companyId, request.params.id, request.body);
        if (!before) return;
        // The waitlist (issue 21): a collaborator's own hours widened (null: the shop's) free time.
        const found = await findResource(tx, companyId, request.params.id, now());
        const after = orNotFound(found, 'resource not found').resource;
        const shop = after.shopId === null ? null : await findShop(tx, companyId, after.shopId);
        if (!shop) return;
        const hours = shop.shop.openingHours;
        await recordWidenedHours(tx, {
          companyId,
          shopId: shop.shop.id,
          employeeId: after.id,
          weekdays: widenedWeekdays(before.resource.workingHours ?? hours, after.workingHours ?? hours),
          now: now(),
        });
      });
      return { resource: toAdmin(await load(request, request.params.id)) };
    },
  );

  r.delete(
    '/api/resources/:id',
    {
      schema: {
        tags,
        summary: 'Delete a resource without appointments (else 409: set active false)',
        params: IdParamsSchema,
        response: { 200: DeletedAnswerSchema, ...errors },
      },
      preHandler: requireStaff('manager'),
    },
    async (request) => {
      await load(request, request.params.id);
      await conflictsAs409(
        () => deleteResource(db, request.company.id, request.params.id),
        'the resource has appointments: set active to false instead',
      );
      return { deleted: true as const, id: request.params.id };
    },
  );

  r.post(
    '/api/resources/:id/absences',
    {
      schema: {
        tags,
        summary: 'Record an absence of a resource (ISO instants with offset)',
        params: IdParamsSchema,
        body: AbsenceCreateSchema,
        response: { 201: ResourceAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('manager'),
    },
    async (request, reply) => {
      await load(request, request.params.id);
      const { startsAt, endsAt, reason } = request.body;
      await insertAbsence(db, request.company.id, request.params.id, {
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        reason: reason ?? null,
      });
      return reply.code(201).send({ resource: toAdmin(await load(request, request.params.id)) });
    },
  );

  r.delete(
    '/api/resources/:id/absences/:absenceId',
    {
      schema: {
        tags,
        summary: 'Remove an absence of a resource',
        params: z.object({ id: IdParamSchema, absenceId: IdParamSchema }),
        response: { 200: ResourceAdminAnswerSchema, ...errors },
      },
      preHandler: requireStaff('manager'),
    },
    async (request) => {
      await load(request, request.params.id);
      const companyId = request.company.id;
      const removed = await db.transaction(async (tx) => {
        const absence = await deleteAbsence(tx, companyId, request.params.id, request.params.absenceId);
        // The waitlist (issue 21): the collaborator's time is free again for whoever waits.
        if (absence)
          await recordRemovedAbsence(tx, {
            companyId,
            resourceId: request.params.id,
            ...absence,
            now: now(),
          });
        return absence;
      });
      if (!removed) throw notFound('absence not found');
      return { resource: toAdmin(await load(request, request.params.id)) };
    },
  );
}
