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
import { appointmentStatusFor, canChangeBookingStatus, isBookingOrderStatus } from '@eclat/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingOrders, customers } from '../../../db/schema.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireCustomer, requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { changeAppointmentStatus } from '../appointments/status.ts';
import { aggregateOrders, countOrders, loadOrders, orderFilter, shopPaymentTotals } from './repository.ts';

const stats = ['stats'];
const allOf = (...parts: SQL[]): SQL => and(...parts) as SQL;

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
      const where = allOf(
        orderFilter(request.company.id, {}, staffShopScope(request.principal), deps.now()),
        eq(bookingOrders.id, request.params.id),
      );
      const [order] = await loadOrders(deps.db, where, request.lang, {
        sort: '-createdAt',
        limit: 1,
        offset: 0,
      });
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
      const [customer] = await deps.db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.companyId, request.company.id), eq(customers.id, request.params.id)));
      if (!customer) throw new HttpError(404, 'customer not found');
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
      const now = deps.now();
      const scope = staffShopScope(request.principal);
      await deps.db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(bookingOrders)
          .where(
            and(eq(bookingOrders.id, request.params.id), eq(bookingOrders.companyId, request.company.id)),
          )
          .for('update');
        if (!current || (scope && !scope.includes(current.shopId)))
          throw new HttpError(404, 'booking order not found');
        const to = request.body.status;
        if (!isBookingOrderStatus(current.status) || !canChangeBookingStatus(current.status, to)) {
          throw new HttpError(409, `cannot go from ${current.status} to ${to}`, { type: 'status' });
        }
        await tx
          .update(bookingOrders)
          .set({ status: to, updatedAt: now })
          .where(eq(bookingOrders.id, current.id));
        const next = appointmentStatusFor(to);
        if (next) {
          await changeAppointmentStatus(tx, {
            companyId: request.company.id,
            target: { orderId: current.id },
            from: ['held', 'confirmed', 'honoured', 'no_show'],
            to: next,
            by: 'staff',
            now,
          });
        }
      });
      const where = allOf(
        eq(bookingOrders.companyId, request.company.id),
        eq(bookingOrders.id, request.params.id),
      );
      const [order] = await loadOrders(deps.db, where, request.lang, {
        sort: '-createdAt',
        limit: 1,
        offset: 0,
      });
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
      const where = allOf(
        orderFilter(request.company.id, { customerId }, null, deps.now()),
        eq(bookingOrders.id, request.params.id),
      );
      const [order] = await loadOrders(deps.db, where, request.lang, {
        sort: '-createdAt',
        limit: 1,
        offset: 0,
      });
      if (!order) throw new HttpError(404, 'booking order not found');
      return { order };
    },
  );
}
