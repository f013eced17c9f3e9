import {
  ApiErrorSchema,
  BookingOrderAggregateSchema,
  BookingOrderFiltersSchema,
  BookingOrderPageSchema,
  BookingOrderSchema,
  BookingOrderStatusSchema,
  IdParamsSchema,
  ShopPaymentTotalsSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireCustomer, requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { changeOrderStatus } from './change-status.ts';
import {
  aggregateOrders,
  companyOrders,
  countOrders,
  customerExists,
  loadOrder,
  loadOrders,
  orderFilter,
  shopPaymentTotals,
} from './repository.ts';

const stats = ['stats'];

/** The statistics service for bookings (spec §7) — staff only, limited to an access account's shops. */
export function bookingOrderRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preHandler: requireStaff('staff') };
  const manager = { preHandler: requireStaff('manager') };

  r.get(
    '/api/stats/booking-orders',
    {
      ...staff,
      schema: {
        tags: stats,
        summary: 'Booking order history',
        querystring: BookingOrderFiltersSchema,
        response: { 200: BookingOrderPageSchema },
      },
    },
    async (request) => {
      const f = request.query;
      const where = orderFilter(request.company.id, f, staffShopScope(request.principal), deps.now());
      const [orders, total] = await Promise.all([
        loadOrders(deps.db, where, request.lang, {
          sort: f.sort,
          limit: f.itemPerPage,
          offset: (f.page - 1) * f.itemPerPage,
        }),
        countOrders(deps.db, where),
      ]);
      return { orders, total, page: f.page, itemPerPage: f.itemPerPage };
    },
  );

  r.get(
    '/api/stats/booking-orders/aggregate',
    {
      ...staff,
      schema: {
        tags: stats,
        summary: 'Totals of the booking orders matching the history filters',
        querystring: BookingOrderFiltersSchema,
        response: { 200: BookingOrderAggregateSchema },
      },
    },
    async (request) =>
      aggregateOrders(
        deps.db,
        orderFilter(request.company.id, request.query, staffShopScope(request.principal), deps.now()),
      ),
  );

  r.get(
    '/api/stats/booking-orders/:id',
    {
      ...staff,
      schema: {
        tags: stats,
        summary: 'One booking order',
        params: IdParamsSchema,
        response: { 200: z.object({ order: BookingOrderSchema }) },
      },
    },
    async (request) => {
      const order = await loadOrder(
        deps.db,
        orderFilter(request.company.id, {}, staffShopScope(request.principal), deps.now()),
        request.params.id,
        request.lang,
      );
      if (!order) throw new HttpError(404, 'booking order not found');
      return { order };
    },
  );

  r.get(
    '/api/stats/booking-orders/customer/:id',
    {
      ...staff,
      schema: {
        tags: stats,
        summary: "A customer's booking orders",
        params: IdParamsSchema,
        response: { 200: z.object({ orders: z.array(BookingOrderSchema) }) },
      },
    },
    async (request) => {
      if (!(await customerExists(deps.db, request.company.id, request.params.id)))
        throw new HttpError(404, 'customer not found');
      const where = orderFilter(
        request.company.id,
        { customerId: request.params.id },
        staffShopScope(request.principal),
        deps.now(),
      );
      return {
        orders: await loadOrders(deps.db, where, request.lang, { sort: '-createdAt', limit: 500, offset: 0 }),
      };
    },
  );

  r.put(
    '/api/stats/booking-orders/:id/status',
    {
      ...staff,
      schema: {
        tags: stats,
        summary: 'Change a booking order status (ADR 0008 lifecycle); its appointments follow',
        params: IdParamsSchema,
        body: z.object({ status: BookingOrderStatusSchema }),
        response: { 200: z.object({ order: BookingOrderSchema }), 409: ApiErrorSchema },
      },
    },
    async (request) => {
      await changeOrderStatus(
        deps.db,
        {
          companyId: request.company.id,
          scope: staffShopScope(request.principal),
          id: request.params.id,
          to: request.body.status,
          now: deps.now(),
        },
        await deps.messages.keys(),
      );
      const order = await loadOrder(
        deps.db,
        companyOrders(request.company.id),
        request.params.id,
        request.lang,
      );
      return { order: order as NonNullable<typeof order> };
    },
  );

  r.get(
    '/api/stats/shop-payments',
    {
      ...manager,
      schema: {
        tags: stats,
        summary: 'Booking payment totals per shop between two dates',
        querystring: z.object({ start: z.iso.date(), end: z.iso.date() }),
        response: { 200: ShopPaymentTotalsSchema },
      },
    },
    async (request) => ({
      shops: await shopPaymentTotals(
        deps.db,
        request.company.id,
        request.query.start,
        request.query.end,
        staffShopScope(request.principal),
      ),
    }),
  );

  // The customer's own bookings (/profile/orders).
  r.get(
    '/api/bookings/my-orders',
    {
      preHandler: requireCustomer,
      schema: {
        tags: ['appointments'],
        summary: "The signed-in customer's booking orders",
        response: { 200: z.object({ orders: z.array(BookingOrderSchema) }) },
      },
    },
    async (request) => {
      const customerId = request.principal?.type === 'customer' ? request.principal.customerId : -1;
      const where = orderFilter(request.company.id, { customerId }, null, deps.now());
      return {
        orders: await loadOrders(deps.db, where, request.lang, { sort: '-createdAt', limit: 200, offset: 0 }),
      };
    },
  );

  r.get(
    '/api/bookings/my-orders/:id',
    {
      preHandler: requireCustomer,
      schema: {
        tags: ['appointments'],
        summary: "One of the signed-in customer's booking orders",
        params: IdParamsSchema,
        response: { 200: z.object({ order: BookingOrderSchema }) },
      },
    },
    async (request) => {
      const customerId = request.principal?.type === 'customer' ? request.principal.customerId : -1;
      const order = await loadOrder(
        deps.db,
        orderFilter(request.company.id, { customerId }, null, deps.now()),
        request.params.id,
        request.lang,
      );
      if (!order) throw new HttpError(404, 'booking order not found');
      return { order };
    },
  );
}
