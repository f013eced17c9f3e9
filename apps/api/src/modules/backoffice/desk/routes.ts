import {
  AGENDA_MAX_DAYS,
  AgendaAnswerSchema,
  AgendaQuerySchema,
  ApiErrorSchema,
  BackofficeCustomerAnswerSchema,
  BookingOrderSchema,
  BookingStatsAnswerSchema,
  BookingStatsQuerySchema,
  CustomerCreateBodySchema,
  CustomerSearchAnswerSchema,
  CustomerSearchQuerySchema,
  DayAttendanceAnswerSchema,
  DayAttendanceBodySchema,
  IdParamsSchema,
  MoveBookingAnswerSchema,
  MoveBookingBodySchema,
} from '@eclat/contracts';
import { daysBetween } from '@eclat/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { markDayHonoured } from '../../booking/attendance/mark.ts';
import { companyOrders, loadOrder } from '../../booking/booking-orders/repository.ts';
import { loadAgenda } from './agenda.ts';
import { createCustomer } from './customer-create.ts';
import { customerById, searchCustomers } from './customers.ts';
import { moveBooking } from './move.ts';
import { bookingStats } from './stats.ts';
import { loyaltyTierRoutes } from './tier-routes.ts';

const tags = ['backoffice'];

/** What the back office needs beyond the spec's calls (ADR 0011); staff only, shop scope applied. */
export function backofficeRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preHandler: requireStaff('staff') };

  r.get(
    '/api/backoffice/agenda',
    {
      ...staff,
      schema: {
        tags,
        summary: "A shop's appointments over local days, with customers and resources (day and week views)",
        querystring: AgendaQuerySchema,
        response: { 200: AgendaAnswerSchema },
      },
    },
    async (request) => {
      const q = request.query;
      if (daysBetween(q.from, q.to).length > AGENDA_MAX_DAYS)
        throw new HttpError(400, `at most ${AGENDA_MAX_DAYS} days per request`);
      const scope = staffShopScope(request.principal);
      const agenda =
        scope && !scope.includes(q.shopId)
          ? null
          : await loadAgenda(deps.db, {
              companyId: request.company.id,
              shopId: q.shopId,
              from: q.from,
              to: q.to,
              cancelled: q.cancelled ?? false,
              lang: request.lang,
              now: deps.now(),
            });
      // Another company's shop, or one the access account may not act on: as if missing.
      if (!agenda) throw new HttpError(404, 'shop not found');
      return agenda;
    },
  );

  r.post(
    '/api/backoffice/agenda/attendance',
    {
      ...staff,
      schema: {
        tags,
        summary: "Day end: every confirmed appointment of a shop's day that has started becomes honoured",
        body: DayAttendanceBodySchema,
        response: { 200: DayAttendanceAnswerSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const done = await markDayHonoured(deps.db, {
        companyId: request.company.id,
        scope: staffShopScope(request.principal),
        shopId: request.body.shopId,
        day: request.body.day,
        now: deps.now(),
      });
      // Another company's shop, or one the access account may not act on: as if missing.
      if (!done) throw new HttpError(404, 'shop not found');
      return done;
    },
  );

  r.post(
    '/api/backoffice/appointments/move',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Move a booking to a new start: cancel and book again in one transaction (ADR 0011)',
        body: MoveBookingBodySchema,
        response: { 200: MoveBookingAnswerSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const body = request.body;
      await moveBooking(
        deps.db,
        request.company,
        {
          orderId: body.orderId,
          start: new Date(body.start),
          employeeId: body.employeeId ?? null,
          scope: staffShopScope(request.principal),
        },
        deps.now(),
        await deps.messages.keys(),
      );
      const order = await loadOrder(deps.db, companyOrders(request.company.id), body.orderId, request.lang);
      return { order: BookingOrderSchema.parse(order ?? undefined) };
    },
  );

  r.get(
    '/api/backoffice/customers',
    {
      ...staff,
      schema: {
        tags,
        summary:
          'Customers with filters and pagination; an access account sees those of its shops, others by exact e-mail or phone',
        querystring: CustomerSearchQuerySchema,
        response: { 200: CustomerSearchAnswerSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const found = await searchCustomers(deps.db, request.company.id, q, staffShopScope(request.principal));
      return { ...found, page: q.page, itemPerPage: q.itemPerPage };
    },
  );

  r.get(
    '/api/backoffice/customers/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'One customer with their loyalty card and visits',
        params: IdParamsSchema,
        response: { 200: BackofficeCustomerAnswerSchema },
      },
    },
    async (request) => {
      const customer = await customerById(
        deps.db,
        request.company.id,
        request.params.id,
        staffShopScope(request.principal),
      );
      if (!customer) throw new HttpError(404, 'customer not found');
      return { customer };
    },
  );

  r.post(
    '/api/backoffice/customers',
    {
      ...staff,
      schema: {
        tags,
        summary: 'A customer taken on the phone: an account without password and its profile',
        body: CustomerCreateBodySchema,
        response: { 201: BackofficeCustomerAnswerSchema },
      },
    },
    async (request, reply) => {
      const id = await createCustomer(deps.db, request.company.id, { ...request.body, lang: request.lang });
      const customer = await customerById(deps.db, request.company.id, id, null);
      return reply
        .code(201)
        .send({ customer: BackofficeCustomerAnswerSchema.shape.customer.parse(customer) });
    },
  );

  r.get(
    '/api/backoffice/stats/bookings',
    {
      preHandler: requireStaff('manager'),
      schema: {
        tags,
        summary: 'Bookings, revenue and gift vouchers over time per shop, top services, no-show rate',
        querystring: BookingStatsQuerySchema,
        response: { 200: BookingStatsAnswerSchema },
      },
    },
    async (request) =>
      bookingStats(
        deps.db,
        request.company.id,
        request.query,
        staffShopScope(request.principal),
        request.lang,
      ),
  );

  loyaltyTierRoutes(app, deps);
}
