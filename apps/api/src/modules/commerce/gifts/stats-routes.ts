// The stats service's gift part (spec §7): gift order history, aggregate, delete, shop totals.
import {
  GiftIdParamSchema,
  GiftOrderAggregateSchema,
  GiftOrderFiltersSchema,
  GiftOrderPageSchema,
  GiftShopPaymentsAnswerSchema,
  GiftShopPaymentsQuerySchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { deleteGiftOrder } from './delete-order.ts';
import {
  aggregateGiftOrders,
  countGiftOrders,
  giftOrderFilter,
  giftShopPayments,
  loadGiftOrders,
} from './stats.ts';

const TAG = ['stats'];

export function giftStatsRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = requireStaff('staff');
  const manager = requireStaff('manager');

  r.get(
    '/api/stats/gift-orders',
    {
      preHandler: staff,
      schema: {
        tags: TAG,
        summary:
          'Gift order history with its vouchers: page, itemPerPage, sort, start/end days, status, customer',
        querystring: GiftOrderFiltersSchema,
        response: { 200: GiftOrderPageSchema },
      },
    },
    async (request) => {
      const f = request.query;
      const where = giftOrderFilter(request.company.id, f, staffShopScope(request.principal));
      const [orders, total] = await Promise.all([
        loadGiftOrders(db, where, {
          sort: f.sort,
          limit: f.itemPerPage,
          offset: (f.page - 1) * f.itemPerPage,
        }),
        countGiftOrders(db, where),
      ]);
      return { orders, total, page: f.page, itemPerPage: f.itemPerPage };
    },
  );

  r.get(
    '/api/stats/gift-orders/aggregate',
    {
      preHandler: staff,
      schema: {
        tags: TAG,
        summary: 'Totals of the gift orders matching the history filters, and of their vouchers',
        querystring: GiftOrderFiltersSchema,
        response: { 200: GiftOrderAggregateSchema },
      },
    },
    async (request) =>
      aggregateGiftOrders(
        db,
        giftOrderFilter(request.company.id, request.query, staffShopScope(request.principal)),
      ),
  );

  r.delete(
    '/api/stats/gift-orders/:id',
    {
      preHandler: manager,
      schema: {
        tags: TAG,
        summary: 'Remove a gift order from the statistics (soft delete); refused while it is paid (manager)',
        params: GiftIdParamSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteGiftOrder(db, {
        companyId: request.company.id,
        principal: request.principal,
        orderId: request.params.id,
        now: now(),
      });
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/stats/shop-payments/gifts',
    {
      preHandler: manager,
      schema: {
        tags: TAG,
        summary: 'Gift voucher payment totals per shop between two days (paid and refunded orders; manager)',
        querystring: GiftShopPaymentsQuerySchema,
        response: { 200: GiftShopPaymentsAnswerSchema },
      },
    },
    async (request) => ({
      shops: await giftShopPayments(
        db,
        request.company.id,
        request.query.start,
        request.query.end,
        staffShopScope(request.principal),
      ),
    }),
  );
}
