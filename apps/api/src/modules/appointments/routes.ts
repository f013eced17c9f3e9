import {
  AvailabilityAnswerSchema,
  AvailabilityQuerySchema,
  BookingAnswerSchema,
  BookingRequestSchema,
} from '@eclat/contracts';
import {
  applyGiftLimit,
  computeAvailability,
  daysBetween,
  giftLimitReachedDays,
  MAX_AVAILABILITY_DAYS,
} from '@eclat/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { book, findRequestedSlot } from './book.ts';
import { giftBookingsPerDay } from './gift-limit.ts';
import { loadBookingContext } from './repository.ts';
import { cancelAppointments, priceTimes, resolveCustomer } from './service.ts';
import { appointmentSettings } from './settings.ts';

const tags = ['appointments'];

export function appointmentRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/appointments',
    {
      schema: {
        tags,
        summary: 'Free slots per day for services booked back to back in one shop',
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilityAnswerSchema },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.end < q.start) throw new HttpError(400, 'end is before start');
      if (daysBetween(q.start, q.end).length > MAX_AVAILABILITY_DAYS) {
        throw new HttpError(400, `at most ${MAX_AVAILABILITY_DAYS} days per request`);
      }
      const serviceIds = q.serviceids ?? (q.serviceid ? [q.serviceid] : []);
      const now = deps.now();
      const context = await loadBookingContext(deps.db, {
        companyId: request.company.id,
        shopId: q.shopid,
        serviceIds,
        from: q.start,
        to: q.end,
        now,
      });
      if (!context) throw new HttpError(404, 'shop or service not found');
      const settings = appointmentSettings(request.company);
      const availability = computeAvailability({
        ...context.input,
        // Mode 2: only the chosen collaborator counts (ADR 0008).
        employees:
          q.mode === '2'
            ? context.input.employees.filter((e) => e.id === q.employeeid)
            : context.input.employees,
        useCabins: context.input.useCabins && settings.useCabinManagement,
        checkEquipments: q.checkEquipments || settings.equipments.type,
        from: q.start,
        to: q.end,
        now,
        minNoticeMinutes: settings.minNoticeMinutes,
        slotMinutes: settings.cuttingHours,
      });
      const giftLimitReached =
        q.checkGiftLimit && settings.giftLimitPerDay !== null
          ? giftLimitReachedDays(
              await giftBookingsPerDay(deps.db, {
                companyId: request.company.id,
                shopId: q.shopid,
                timeZone: context.shop.timeZone,
                from: q.start,
                to: q.end,
              }),
              settings.giftLimitPerDay,
            )
          : [];
      // A shop with online booking off shows its days but offers no slot (spec §2).
      const data = context.shop.bookerActive
        ? applyGiftLimit(availability.days, giftLimitReached)
        : availability.days.map((d) => ({ ...d, slots: [] }));
      return {
        appointments: {
          data,
          servicesNeedingEquipment: availability.servicesNeedingEquipment,
          giftLimitReached,
        },
      };
    },
  );

  r.post(
    '/api/appointments',
    {
      schema: {
        tags,
        summary: 'Book (myAppointment); a held booking when the company takes payment',
        body: BookingRequestSchema,
        response: { 201: BookingAnswerSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const customerId = await resolveCustomer(deps.db, request, body.customerId);
      const answer = await book(
        deps.db,
        request.company,
        {
          shopId: body.shopId,
          serviceIds: body.serviceIds,
          start: new Date(body.start),
          employeeId: body.employeeId ?? null,
          customMessage: body.customMessage ?? null,
          customerId,
          origin: request.principal?.type === 'customer' ? 'web' : 'backoffice',
        },
        deps.now(),
      );
      return reply.code(201).send(answer);
    },
  );

  r.post(
    '/api/appointments/check',
    {
      schema: {
        tags,
        summary: 'Whether a slot can still be booked, and by whom',
        body: BookingRequestSchema.omit({ customMessage: true, customerId: true }),
        response: {
          200: z.object({
            available: z.boolean(),
            freeEmployees: z.array(
              z.object({ id: z.number(), displayName: z.string(), visible: z.boolean() }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const body = request.body;
      const { slot, people } = await findRequestedSlot(
        deps.db,
        request.company,
        {
          shopId: body.shopId,
          serviceIds: body.serviceIds,
          start: new Date(body.start),
          employeeId: body.employeeId ?? null,
        },
        deps.now(),
      );
      const free = (slot?.freeEmployees ?? []).filter((id) => !body.employeeId || id === body.employeeId);
      return {
        available: free.length > 0,
        freeEmployees: free.map((id) => people.get(id)).filter((p) => p !== undefined),
      };
    },
  );

  r.delete(
    '/api/appointments',
    {
      schema: {
        tags,
        summary: 'Cancel an appointment or a whole booking order',
        querystring: z
          .object({
            id: z.coerce.number().int().positive().optional(),
            orderId: z.coerce.number().int().positive().optional(),
          })
          .refine((q) => q.id !== undefined || q.orderId !== undefined, {
            message: 'param manquants',
            path: ['id'],
          }),
        response: { 200: z.object({ cancelled: z.number() }) },
      },
    },
    async (request: FastifyRequest<{ Querystring: { id?: number; orderId?: number } }>) =>
      cancelAppointments(deps.db, request, request.query, deps.now()),
  );

  r.get(
    '/api/appointments/priceTimes',
    {
      schema: {
        tags,
        summary:
          'Price and duration of services for a customer on a date (empty when a parameter is missing)',
        querystring: z.object({
          customerId: z.coerce.number().int().positive().optional(),
          servicesId: z
            .string()
            .regex(/^\d+(,\d+)*$/)
            .optional(),
          date: z.iso.date().optional(),
          shopId: z.coerce.number().int().positive().optional(),
        }),
        response: {
          200: z.object({
            data: z.array(
              z.object({ serviceId: z.number(), price: z.number(), durationMinutes: z.number() }),
            ),
          }),
        },
      },
    },
    async (request) => ({ data: await priceTimes(deps.db, request.company.id, request.query) }),
  );
}
