// A customer's identifiers in outside systems (spec §3 links[0], §7 /api/links).
import {
  ApiErrorSchema,
  LinkAnswerSchema,
  LinkCreateBodySchema,
  LinksAnswerSchema,
  LinksQuerySchema,
} from '@eclat/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { links } from '../../../db/schema.ts';
import { type AccountsServices, isUniqueViolation } from '../../../platform/auth/services.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { customerById } from '../../accounts/users/repository.ts';

const TAGS = ['links'];
type LinkRow = typeof links.$inferSelect;

const toLink = (row: LinkRow) => ({
  id: row.id,
  userId: row.customerId,
  system: row.system,
  externalId: row.externalId,
  createdAt: row.createdAt.toISOString(),
});

/** preHandler: staff, or the customer reading their own links. */
async function staffOrSelf(request: FastifyRequest): Promise<void> {
  const p = request.principal;
  if (!p) throw new HttpError(401, 'authentication required', { type: 'auth' });
  if (p.type === 'customer' && p.customerId !== (request.query as { userId?: number }).userId) {
    throw new HttpError(404, 'Not Found');
  }
}

export function linkRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;

  r.post(
    '/api/links',
    {
      preHandler: requireStaff('manager'),
      schema: {
        tags: TAGS,
        summary: 'Link a customer to their id in an outside system (managers and owners)',
        body: LinkCreateBodySchema,
        response: { 201: LinkAnswerSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const companyId = request.company.id;
      const { userId, externalId, system } = request.body;
      if (!(await customerById(db, companyId, userId))) throw new HttpError(404, 'Not Found');
      let row: LinkRow | undefined;
      try {
        [row] = await db
          .insert(links)
          .values({ companyId, customerId: userId, system, externalId })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'Conflict', { type: 'external_id_taken' });
        throw error;
      }
      if (!row) throw new Error('link not inserted');
      reply.code(201);
      return { link: toLink(row) };
    },
  );

  r.get(
    '/api/links/get',
    {
      preHandler: staffOrSelf,
      schema: {
        tags: TAGS,
        summary: "A customer's links (staff, or the customer themself)",
        querystring: LinksQuerySchema,
        response: { 200: LinksAnswerSchema },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      if (!(await customerById(db, companyId, request.query.userId))) throw new HttpError(404, 'Not Found');
      const rows = await db
        .select()
        .from(links)
        .where(and(eq(links.companyId, companyId), eq(links.customerId, request.query.userId)))
        .orderBy(asc(links.id));
      return { links: rows.map(toLink) };
    },
  );
}
