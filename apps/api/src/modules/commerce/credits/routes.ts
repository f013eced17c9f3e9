import {
  ApiErrorSchema,
  CustomerCreditSchema,
  IdParamsSchema,
  OldCreditBodySchema,
  UseCreditAnswerSchema,
  UseCreditBodySchema,
} from '@eclat/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingOrders } from '../../../db/schema.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireCustomer, requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { creditStatement, grantCredit, useCredit } from './ledger.ts';

const stats = ['stats'];
/** Orders credit can still pay: not expired, cancelled or refunded. */
const PAYABLE = ['pending', 'confirmed', 'honoured', 'no_show'];

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
      const companyId = request.company.id;
      const body = request.body;
      await deps.db.transaction(async (tx) => {
        if (body.bookingOrderId !== undefined) {
          const [order] = await tx
            .select({ customerId: bookingOrders.customerId })
            .from(bookingOrders)
            .where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.id, body.bookingOrderId)));
          if (!order) throw new HttpError(404, 'booking order not found');
          if (order.customerId !== body.customerId) {
            throw new HttpError(400, 'the booking order belongs to another customer');
          }
        }
        await grantCredit(tx, {
          companyId,
          customerId: body.customerId,
          amount: body.amount,
          kind: 'old_credit',
          bookingOrderId: body.bookingOrderId ?? null,
          note: body.note ?? null,
        });
      });
      reply.code(201);
      return { credit: await creditStatement(deps.db, companyId, body.customerId) };
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
    async (request) => {
      const companyId = request.company.id;
      const scope = staffShopScope(request.principal);
      const body = request.body;
      return deps.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(bookingOrders)
          .where(
            and(
              eq(bookingOrders.companyId, companyId),
              eq(bookingOrders.id, body.bookingOrderId),
              inArray(bookingOrders.status, PAYABLE),
            ),
          )
          .for('update');
        if (!order || (scope && !scope.includes(order.shopId))) {
          throw new HttpError(404, 'booking order not found');
        }
        if (order.customerId === null) throw new HttpError(400, 'the booking order has no customer');
        const due = order.total - order.paidAmount;
        if (due <= 0) throw new HttpError(409, 'the booking order is already paid', { type: 'credit' });
        // useCredit reads the balance under the customer's lock and caps the use at what is due.
        const spent = await useCredit(tx, {
          companyId,
          customerId: order.customerId,
          amount: body.amount,
          max: due,
          bookingOrderId: order.id,
          note: body.note ?? null,
        });
        const [updated] = await tx
          .update(bookingOrders)
          .set({ paidAmount: order.paidAmount + spent.used, updatedAt: deps.now() })
          .where(eq(bookingOrders.id, order.id))
          .returning({
            id: bookingOrders.id,
            total: bookingOrders.total,
            paidAmount: bookingOrders.paidAmount,
          });
        return { used: spent.used, balance: spent.balance, order: updated as NonNullable<typeof updated> };
      });
    },
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
