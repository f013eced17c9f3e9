import {
  IdParamsSchema,
  LoyaltyTierInputSchema,
  LoyaltyTierUpdateSchema,
  StaffLoyaltyTierAnswerSchema,
  StaffLoyaltyTiersAnswerSchema,
} from '@eclat/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loyaltyTiers } from '../../../db/schema.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { resyncCardTiers, toStaffTier } from './tiers.ts';

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
      const rows = await db
        .select()
        .from(loyaltyTiers)
        .where(eq(loyaltyTiers.companyId, request.company.id))
        .orderBy(asc(loyaltyTiers.pointsRequired), asc(loyaltyTiers.order), asc(loyaltyTiers.id));
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
      const companyId = request.company.id;
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(loyaltyTiers)
          .values({ companyId, reward: {}, ...request.body })
          .returning();
        if (!inserted) throw new Error('tier not inserted');
        await resyncCardTiers(tx, companyId);
        return inserted;
      });
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
      const companyId = request.company.id;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(loyaltyTiers)
          .set(request.body)
          .where(and(eq(loyaltyTiers.companyId, companyId), eq(loyaltyTiers.id, request.params.id)))
          .returning();
        if (!updated) throw notFound();
        await resyncCardTiers(tx, companyId);
        return updated;
      });
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
      const companyId = request.company.id;
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(loyaltyTiers)
          .where(and(eq(loyaltyTiers.companyId, companyId), eq(loyaltyTiers.id, request.params.id)))
          .returning({ id: loyaltyTiers.id });
        if (!deleted) throw notFound();
        await resyncCardTiers(tx, companyId);
      });
      return { deleted: true as const, id: request.params.id };
    },
  );
}
