import {
  ApiErrorSchema,
  AvailabilityAnswerSchema,
  AvailabilityQuerySchema,
  BookingAnswerSchema,
  BookingCheckSchema,
  BookingRequestSchema,
  ID_LIST_MESSAGE,
  IdParamSchema,
  IdParamsSchema,
  isIdList,
  PersonSchema,
  RescheduleAnswerSchema,
  RescheduleRequestSchema,
} from '@eclat/contracts';
import { slotParts } from '@eclat/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueCache } from '../../../platform/cache/cache.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { availabilityBytesOf, WrittenAnswers } from './availability.ts';
import { book, findRequestedSlot } from './book.ts';
import { rescheduleAppointments } from './reschedule.ts';
import { assertSeesOrder, bookingActor, cancelAppointments, priceTimes, resolveCustomer } from './service.ts';

const tags = ['appointments'];

/** `catalogue`: the company's read cache, where the availability read keeps shops' statics. */
export function appointmentRoutes(
  app: FastifyInstance,
  deps: ModuleDeps & { catalogue?: CatalogueCache },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Availability answers already written, for their inputs (ADR 0029): per API instance.
  const written = new WrittenAnswers();

  r.get(
    '/api/appointments',
    {
      schema: {
        tags,
        summary: 'Free slots per day for services booked back to back in one shop',
        description:
          'Several services make a chain: each may go to a different collaborator (any, or the one ' +
          '`employeeids` names for it), the next starting when the previous ends; `segments` says ' +
          'who is free for each (ADR 0017). `rescheduleorderid` (a booking being moved, issue 20) ' +
          'counts that order’s own appointments as free; it needs a bearer that may see the order ' +
          '(its customer, or staff of its shop), else 401 or 404.',
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilityAnswerSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const orderId = q.rescheduleorderid;
      // Freeing a booking's own time is for who may move it; anyone else gets the 404 of an
      // order that does not exist (another customer's slot is neither revealed nor freed).
      if (orderId !== undefined)
        await assertSeesOrder(deps.db, request.company.id, bookingActor(request.principal), orderId);
      const bytes = await availabilityBytesOf(
        deps.db,
        request.company,
        q,
        deps.now(),
        orderId,
        deps.catalogue,
        written,
      );
      // Bytes go out as they are (ADR 0029): written once by JSON.stringify to the schema above
      // (the domain's tests and the OpenAPI checks hold it), not walked by its encoder again.
      return sendJsonBytes(reply, bytes);
    },
  );

  r.post(
    '/api/appointments',
    {
      schema: {
        tags,
        summary: 'Book (myAppointment); a held booking when the company takes payment',
        body: BookingRequestSchema,
        response: { 201: BookingAnswerSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const customerId = await resolveCustomer(
        deps.db,
        { companyId: request.company.id, principal: request.principal },
        body.customerId,
      );
      const answer = await book(
        deps.db,
        request.company,
        {
          shopId: body.shopId,
          serviceIds: body.serviceIds,
          start: new Date(body.start),
          employeeId: body.employeeId ?? null,
          employeeIds: body.employeeIds,
          customMessage: body.customMessage ?? null,
          customerId,
          origin: request.principal?.type === 'customer' ? 'web' : 'backoffice',
        },
        deps.now(),
        await deps.messages.keys(),
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
        body: BookingCheckSchema,
        response: {
          200: z.object({
            available: z.boolean(),
            /** Who could take every service alone (the one asked for, when employeeId is given). */
            freeEmployees: z.array(PersonSchema),
            /** Several services: who is free for each, in booking order (ADR 0017). */
            segments: z
              .array(
                z.object({
                  serviceId: z.number(),
                  start: z.string(),
                  end: z.string(),
                  freeEmployees: z.array(PersonSchema),
                }),
              )
              .optional(),
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
          employeeIds: body.employeeIds,
        },
        deps.now(),
      );
      const named = (ids: readonly number[]) =>
        ids.map((id) => people.get(id)).filter((p) => p !== undefined);
      return {
        available: slot !== null,
        freeEmployees: named(slot?.freeEmployees ?? []),
        ...(slot?.segments
          ? {
              segments: slotParts(slot, body.serviceIds).map((part) => ({
                serviceId: part.serviceId,
                start: part.start,
                end: part.end,
                freeEmployees: named(part.freeEmployees),
              })),
            }
          : {}),
      };
    },
  );

  r.post(
    '/api/appointments/:id/reschedule',
    {
      schema: {
        tags,
        summary: 'Move a booking to another slot (the whole chain of its booking order)',
        description:
          'The customer moves their own confirmed booking outside the notice of its policy; staff ' +
          'move one of their shops at any time before it starts. The new appointments join the ' +
          'same booking order (its payments stay attached); the old ones become `rescheduled` and ' +
          'point at them. A slot taken meanwhile is a 409 and the booking stays where it was.',
        params: IdParamsSchema,
        body: RescheduleRequestSchema,
        response: { 200: RescheduleAnswerSchema, 409: ApiErrorSchema },
      },
    },
    async (request) =>
      rescheduleAppointments(
        deps.db,
        { company: request.company, actor: bookingActor(request.principal) },
        { id: request.params.id },
        { start: new Date(request.body.start), employeeId: request.body.employeeId ?? null },
        deps.now(),
        await deps.messages.keys(),
      ),
  );

  r.delete(
    '/api/appointments',
    {
      schema: {
        tags,
        summary: 'Cancel an appointment or a whole booking order',
        querystring: z
          .object({
            id: IdParamSchema.optional(),
            orderId: IdParamSchema.optional(),
          })
          .refine((q) => q.id !== undefined || q.orderId !== undefined, {
            message: 'param manquants',
            path: ['id'],
          }),
        response: {
          200: z.object({
            cancelled: z.number(),
            lateCancellation: z.boolean(),
            fee: z.number(),
            refundDue: z.number(),
          }),
          404: ApiErrorSchema,
        },
      },
    },
    async (request: FastifyRequest<{ Querystring: { id?: number; orderId?: number } }>) =>
      cancelAppointments(
        deps.db,
        { company: request.company, actor: bookingActor(request.principal) },
        request.query,
        deps.now(),
        await deps.messages.keys(),
      ),
  );

  r.get(
    '/api/appointments/priceTimes',
    {
      schema: {
        tags,
        summary:
          'Price and duration of services for a customer on a date (empty when a parameter is missing)',
        querystring: z.object({
          customerId: IdParamSchema.optional(),
          servicesId: z
            .string()
            .regex(/^\d+(,\d+)*$/)
            .refine((v) => isIdList(v.split(',').map(Number)), ID_LIST_MESSAGE)
            .optional(),
          date: z.iso.date().optional(),
          shopId: IdParamSchema.optional(),
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

/** A JSON answer already written: sent as it is, past the route's serialiser. */
function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(bytes);
}
