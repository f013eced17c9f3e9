// A customer's identifiers in outside systems (spec §3 links[0], §7 /api/links).
import {
  ApiErrorSchema,
  LinkAnswerSchema,
  LinkCreateBodySchema,
  LinksAnswerSchema,
  LinksQuerySchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountsServices } from '../../../platform/auth/services.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { customerLinks, linkCustomer } from './link-customer.ts';
import type { LinkRow } from './repository.ts';

const TAGS = ['links'];

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
      const row = await linkCustomer(db, request.company.id, request.body);
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
    async (request) => ({
      links: (await customerLinks(db, request.company.id, request.query.userId)).map(toLink),
    }),
  );
}
