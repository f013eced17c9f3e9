import {
  ApiErrorSchema,
  IdParamsSchema,
  StaffOfferBodySchema,
  TooManyAttemptsSchema,
  WaitlistAcceptAnswerSchema,
  WaitlistOfferAnswerSchema,
  WaitlistOfferTokenParamsSchema,
  WaitlistOfferViewSchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedLink } from '../../../../platform/auth/link-holder.ts';
import { redactedPathLog } from '../../../../platform/auth/log.ts';
import type { ModuleDeps } from '../../../../platform/deps.ts';
import { requireStaff, staffShopScope } from '../../../../platform/http/auth.ts';
import { HttpError } from '../../../../platform/http/errors.ts';
import { acceptOffer, declineOffer, extendOffer, offerAnswer, offerView, openOffer } from './respond.ts';
import { staffOffer } from './staff.ts';

const tags = ['waitlist'];
const invalidLink = () => new HttpError(404, 'this link is invalid or expired', { type: 'invalid_token' });

/**
 * The waitlist offer link (issue 21): no sign-in, the signed token is the key; a dead token
 * (forged, past its grace, another company's) is a 404 that counts towards the 'token' lockout
 * of every link route. Staff may offer a time by hand.
 */
export function waitlistOfferRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) =>
    guardedLink(deps.limiter, request, reply, {
      open: async () =>
        openOffer(
          deps.db,
          (await deps.messages.keys()).linkKey,
          request.company,
          request.params.token,
          deps.now(),
        ),
      invalid: invalidLink,
    });
  const gone = { 404: ApiErrorSchema, 409: ApiErrorSchema, 410: ApiErrorSchema, 429: TooManyAttemptsSchema };

  r.get(
    '/api/waitlist/offers/:token',
    {
      logSerializers: redactedPathLog,
      schema: {
        tags,
        summary: 'The time a waitlist offer link holds, until when, and what confirming it costs',
        params: WaitlistOfferTokenParamsSchema,
        response: { 200: WaitlistOfferViewSchema, 404: ApiErrorSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened.ok) return opened.answer;
      return offerView(deps.db, request.company, request.lang, opened.holder, deps.now());
    },
  );

  r.post(
    '/api/waitlist/offers/:token/accept',
    {
      logSerializers: redactedPathLog,
      schema: {
        tags,
        summary: 'Accept a waitlist offer: booked, or its deposit or payment asked like any booking',
        description:
          '`confirmed`: booked, the confirmation is sent. `awaiting_payment`: the held booking order ' +
          '`orderId` is paid through POST /api/payment/initialize ({ kind: "booking", bookingOrderId }) ' +
          'by its signed-in customer before the deadline; its payment confirms the booking and the ' +
          'offer. 410 after the deadline or once declined; a replay answers the same.',
        params: WaitlistOfferTokenParamsSchema,
        response: { 200: WaitlistAcceptAnswerSchema, ...gone },
      },
    },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened.ok) return opened.answer;
      const keys = await deps.messages.keys();
      return acceptOffer(deps.db, keys, request.company, opened.holder.id, deps.now());
    },
  );

  r.post(
    '/api/waitlist/offers/:token/decline',
    {
      logSerializers: redactedPathLog,
      schema: {
        tags,
        summary: 'Decline a waitlist offer: the time goes to the next person waiting',
        description: 'The entry keeps waiting for other times. 409 once accepted, 410 after the deadline.',
        params: WaitlistOfferTokenParamsSchema,
        response: { 200: WaitlistOfferAnswerSchema, ...gone },
      },
    },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened.ok) return opened.answer;
      const offer = await declineOffer(deps.db, request.company, opened.holder.id, deps.now());
      return { offer: offerAnswer(offer, null) };
    },
  );

  r.post(
    '/api/waitlist/offers/:token/extend',
    {
      logSerializers: redactedPathLog,
      schema: {
        tags,
        summary: 'Extend a waitlist offer’s deadline once, by the company’s offer time (WCAG 2.2.1)',
        description: '409 when already extended, 410 after the deadline.',
        params: WaitlistOfferTokenParamsSchema,
        response: { 200: WaitlistOfferAnswerSchema, ...gone },
      },
    },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened.ok) return opened.answer;
      const offer = await extendOffer(deps.db, request.company, opened.holder.id, deps.now());
      return { offer: offerAnswer(offer, null) };
    },
  );

  r.post(
    '/api/waitlist/:id/offer',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags,
        summary: 'Offer a time to a waiting entry by hand',
        description:
          'The same offer as a freed time makes (held booking, message, deadline), with origin ' +
          '`staff`. 409 when the entry is not waiting or the time is not free for its services.',
        params: IdParamsSchema,
        body: StaffOfferBodySchema,
        response: { 201: WaitlistOfferAnswerSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const keys = await deps.messages.keys();
      const offer = await staffOffer(deps.db, keys, request.company, {
        entryId: request.params.id,
        start: new Date(request.body.start),
        employeeId: request.body.employeeId ?? null,
        scope: staffShopScope(request.principal),
        staffId:
          request.principal?.type === 'access'
            ? request.principal.accessId
            : request.principal?.type === 'provider'
              ? request.principal.userId
              : null,
        now: deps.now(),
      });
      reply.code(201);
      return { offer: offerAnswer(offer, null) };
    },
  );
}
