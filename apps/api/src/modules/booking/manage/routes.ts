import {
  ApiErrorSchema,
  AvailabilityAnswerSchema,
  ManageActionSchema,
  ManageAvailabilityQuerySchema,
  ManagedBookingSchema,
  ManageTokenParamsSchema,
  TooManyAttemptsSchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedLink } from '../../../platform/auth/link-holder.ts';
import { redactedPathLog } from '../../../platform/auth/log.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { actOnManagedBooking, managedAvailability, managedBooking, openManagedOrder } from './manage.ts';

const tags = ['appointments'];

const invalidLink = () => new HttpError(404, 'this link is invalid or expired', { type: 'invalid_token' });

/**
 * The booking manage link (issue 20): no sign-in, the signed token is the key. A dead token
 * (forged, expired, another purpose, another company's) is a 404 and counts towards the 'token'
 * lockout of every link route (platform/auth/link-holder.ts).
 */
export function manageRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) =>
    guardedLink(deps.limiter, request, reply, {
      open: async () =>
        openManagedOrder(
          deps.db,
          (await deps.messages.keys()).linkKey,
          request.company,
          request.params.token,
          deps.now(),
        ),
      invalid: invalidLink,
    });

  r.get(
    '/api/bookings/manage/:token',
    {
      logSerializers: redactedPathLog,
      schema: {
        tags,
        summary: 'The booking a manage link opens, its policy, and what can still be done',
        params: ManageTokenParamsSchema,
        response: { 200: ManagedBookingSchema, 404: ApiErrorSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened.ok) return opened.answer;
      return managedBooking(deps.db, request.company, request.lang, opened.holder, deps.now());
    },
  );

  r.get(
    '/api/bookings/manage/:token/availability',
    {
      logSerializers: redactedPathLog,
      schema: {
        tags,
        summary: 'Free times to move the booking a manage link opens to, its own time free',
        description:
          'The answer of GET /api/appointments for the booking’s services in its shop, where the ' +
          'booking’s own appointments do not count as busy (a move may overlap them). ' +
          '`employeeid`: that collaborator only (mode 2).',
        params: ManageTokenParamsSchema,
        querystring: ManageAvailabilityQuerySchema,
        response: {
          200: AvailabilityAnswerSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          429: TooManyAttemptsSchema,
        },
      },
    },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened.ok) return opened.answer;
      return managedAvailability(deps.db, request.company, opened.holder, request.query, deps.now());
    },
  );

  r.post(
    '/api/bookings/manage/:token',
    {
      logSerializers: redactedPathLog,
      schema: {
        tags,
        summary: 'Cancel or move the booking a manage link opens, as its customer',
        description:
          'The same rules as the signed-in customer: cancellation up to the notice of the policy ' +
          'in force, a move (the whole booking order) outside it; the answer is the booking after.',
        params: ManageTokenParamsSchema,
        body: ManageActionSchema,
        response: {
          200: ManagedBookingSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          429: TooManyAttemptsSchema,
        },
      },
    },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened.ok) return opened.answer;
      await actOnManagedBooking(
        deps.db,
        request.company,
        opened.holder,
        request.body,
        deps.now(),
        await deps.messages.keys(),
      );
      return managedBooking(deps.db, request.company, request.lang, opened.holder, deps.now());
    },
  );
}
