import {
  IdParamsSchema,
  LoyaltyTierInputSchema,
  LoyaltyTierUpdateSchema,
  StaffLoyaltyTierAnswerSchema,
  StaffLoyaltyTiersAnswerSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { deleteTier, insertTier, listTiers, updateTier } from './repository.ts';
import { toStaffTier } from './tiers.ts';

const tags = ['backoffice', 'loyalty'];
const notFound = () => new HttpError(404, 'loyalty tier not found');

/** Loyalty tiers (paliers, spec §3) for managers; each write keeps every card's tier in step. */
export function loyaltyTierRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = { preHandler: requireStaff('manager') };
  const path = '/api/backoffice/loyalty-tiers';

  r.get(
    path,
    {
      ...manager,
      schema: {
        tags,
        summary: 'Loyalty tiers by points, names and rewards per language',
        response: { 200: StaffLoyaltyTiersAnswerSchema },
      },
    },
    async (request) => {
      const rows = await listTiers(db, request.company.id);
      return { tiers: rows.map(toStaffTier) };
    },
  );

  r.post(
    path,
    {
      ...manager,
      schema: {
        tags,
        summary: 'Add a loyalty tier',
        body: LoyaltyTierInputSchema,
        response: { 201: StaffLoyaltyTierAnswerSchema },
      },
    },
    async (request, reply) => {
      const row = await insertTier(db, request.company.id, request.body);
      return reply.code(201).send({ tier: toStaffTier(row) });
    },
  );

  r.put(
    `${path}/:id`,
    {
      ...manager,
      schema: {
        tags,
        summary: 'Change a loyalty tier',
        params: IdParamsSchema,
        body: LoyaltyTierUpdateSchema,
        response: { 200: StaffLoyaltyTierAnswerSchema },
      },
    },
    async (request) => {
      const row = await updateTier(db, request.company.id, request.params.id, request.body);
      if (!row) throw notFound();
      return { tier: toStaffTier(row) };
    },
  );

  r.delete(
    `${path}/:id`,
    {
      ...manager,
      schema: {
        tags,
        summary: 'Remove a loyalty tier; cards fall back to the tier their points reach',
        params: IdParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true), id: z.number() }) },
      },
    },
    async (request) => {
      if (!(await deleteTier(db, request.company.id, request.params.id))) throw notFound();
      return { deleted: true as const, id: request.params.id };
    },
  );
}
