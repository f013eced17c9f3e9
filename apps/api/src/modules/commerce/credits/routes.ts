import {
  ApiErrorSchema,
  CustomerCreditSchema,
  IdParamsSchema,
  OldCreditBodySchema,
  UseCreditAnswerSchema,
  UseCreditBodySchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireCustomer, requireStaff } from '../../../platform/http/auth.ts';
import { grantOldCredit } from './grant.ts';
import { creditStatement } from './ledger.ts';
import { spendCreditOnOrder } from './spend.ts';

const stats = ['stats'];

/** Old credit and its use (spec §7 stats service), and the customer's own balance. */
export function creditRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/stats/credits/customer/:id',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: stats,
        summary: "A customer's credit balance and ledger",
        params: IdParamsSchema,
        response: { 200: z.object({ credit: CustomerCreditSchema }) },
      },
    },
    async (request) => ({ credit: await creditStatement(deps.db, request.company.id, request.params.id) }),
  );

  r.post(
    '/api/stats/old-credit',
    {
      preHandler: requireStaff('manager'),
      schema: {
        tags: stats,
        summary: 'Grant old credit to a customer (a balance carried over or a goodwill gesture)',
        description:
          'Money given back on a paid order as credit goes through POST /api/payment/refund with mode old_credit, which also records the refund on the order.',
        body: OldCreditBodySchema,
        response: { 201: z.object({ credit: CustomerCreditSchema }) },
      },
    },
    async (request, reply) => {
      const credit = await grantOldCredit(deps.db, { companyId: request.company.id, ...request.body });
      reply.code(201);
      return { credit };
    },
  );

  r.post(
    '/api/stats/use',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: stats,
        summary: "Spend a customer's credit on one of their booking orders",
        body: UseCreditBodySchema,
        response: { 200: UseCreditAnswerSchema, 409: ApiErrorSchema },
      },
    },
    async (request) =>
      spendCreditOnOrder(deps.db, {
        companyId: request.company.id,
        principal: request.principal,
        bookingOrderId: request.body.bookingOrderId,
        amount: request.body.amount,
        note: request.body.note,
        now: deps.now,
      }),
  );

  r.get(
    '/api/bookings/my-credit',
    {
      preHandler: requireCustomer,
      schema: {
        tags: ['appointments'],
        summary: "The signed-in customer's credit balance and ledger",
        response: { 200: z.object({ credit: CustomerCreditSchema }) },
      },
    },
    async (request) => {
      const customerId = request.principal?.type === 'customer' ? request.principal.customerId : -1;
      return { credit: await creditStatement(deps.db, request.company.id, customerId) };
    },
  );
}
