import {
  ApiErrorSchema,
  DeletedAnswerSchema,
  IdParamsSchema,
  ManageTokenParamsSchema,
  MyReviewsSchema,
  ReviewAnswerSchema,
  ReviewAuthorQuerySchema,
  ReviewCreateSchema,
  ReviewInvitationSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewUpdateSchema,
  TooManyAttemptsSchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedLink } from '../../../platform/auth/link-holder.ts';
import type { CatalogueDeps } from '../../../platform/cache/deps.ts';
import { sendCached } from '../../../platform/cache/http.ts';
import { requireCustomer } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { invitation, myReviews, publicReviews } from './read.ts';
import { findReview } from './repository.ts';
import { toOwnReview } from './serialize.ts';
import { authorsReview, createReview, editReview, invitedAppointment, removeReview } from './write.ts';

const tags = ['reviews'];

const invalidLink = () =>
  new HttpError(404, 'this invitation is invalid or expired', { type: 'invalid_token' });

/** The request line without the invitation token (in the path or `?token=`): links stay out of logs. */
const redactedLog = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: request.url
        .replace(/\/invitations\/[^/?#]+/, '/invitations/[redacted]')
        .replace(/([?&]token=)[^&#]*/, '$1[redacted]'),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};

const authorErrors = {
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  429: TooManyAttemptsSchema,
};

/**
 * Verified reviews (issue 22): the public list, the customer's own, the invitation link, and the
 * author's writes. Customers' and guests' writes drop the company's cached reads themselves (the
 * shops' ratings): the cache hook only sees staff writes.
 */
export function reviewRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const changed = (companyId: number) => {
    deps.catalogue.invalidate(companyId);
    deps.bus.publish(companyId);
  };
  /** An invitation token opened under the links' lockout: its appointment, or 404 / 429. */
  const openInvitation = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    guardedLink(deps.limiter, request, reply, {
      open: async () =>
        invitedAppointment((await deps.messages.keys()).linkKey, request.company.id, token, deps.now()),
      invalid: invalidLink,
    });

  r.get(
    '/api/reviews',
    {
      schema: {
        tags,
        summary: 'Published reviews, latest first, paged, with their stats (average, count, distribution)',
        description:
          'shopId and serviceId filter; the stats cover every published review matching the filter. ' +
          'Service names in the asked language. ETag and 304 supported.',
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListSchema },
      },
    },
    async (request, reply) => {
      const { shopId, serviceId, page } = request.query;
      return sendCached(
        deps.catalogue,
        request,
        reply,
        `reviews:${shopId ?? ''}:${serviceId ?? ''}:${page}:${request.lang}`,
        ReviewListSchema,
        () => publicReviews(db, { companyId: request.company.id, query: request.query, lang: request.lang }),
      );
    },
  );

  r.get(
    '/api/reviews/me',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary:
          "The signed-in customer's reviews (hidden ones with the reason) and the visits still to review",
        response: { 200: MyReviewsSchema },
      },
    },
    async (request) =>
      myReviews(db, {
        companyId: request.company.id,
        customerId: (request.principal as { customerId: number }).customerId,
        lang: request.lang,
      }),
  );

  r.get(
    '/api/reviews/invitations/:token',
    {
      logSerializers: redactedLog,
      schema: {
        tags,
        summary: 'The visit an invitation link is for, and its review once written',
        description:
          'A forged, expired or other company’s link is a 404 and counts towards the link lockout.',
        params: ManageTokenParamsSchema,
        response: { 200: ReviewInvitationSchema, 404: ApiErrorSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const opened = await openInvitation(request, reply, request.params.token);
      if (!opened.ok) return opened.answer;
      return invitation(db, {
        companyId: request.company.id,
        appointmentId: opened.holder,
        lang: request.lang,
      });
    },
  );

  r.post(
    '/api/reviews',
    {
      logSerializers: redactedLog,
      schema: {
        tags,
        summary: 'Review an honoured visit: with the invitation token, or as its signed-in customer',
        description:
          'One review per appointment (409 for a second, also when sent at once). 403 when the ' +
          'appointment is not the customer’s or not honoured; 404 for an unknown appointment or a dead ' +
          'invitation. employeeRating only when the visit had a collaborator.',
        body: ReviewCreateSchema,
        response: { 201: ReviewAnswerSchema, 409: ApiErrorSchema, ...authorErrors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const companyId = request.company.id;
      let id: number;
      if (body.token !== undefined) {
        const opened = await openInvitation(request, reply, body.token);
        if (!opened.ok) return opened.answer;
        id = await createReview(db, {
          companyId,
          body,
          writer: { kind: 'invitation', appointmentId: opened.holder },
          now: deps.now(),
        });
      } else {
        id = await createReview(db, {
          companyId,
          body,
          writer: { kind: 'customer', principal: request.principal },
          now: deps.now(),
        });
      }
      changed(companyId);
      const written = await findReview(db, companyId, id);
      if (!written) throw new HttpError(404, 'review not found');
      return reply.code(201).send({ review: toOwnReview(written, request.lang) });
    },
  );

  /** The review when the caller is its author (signed in, or `?token=` of its invitation). */
  const asAuthor = async (
    request: FastifyRequest<{ Params: { id: number }; Querystring: { token?: string } }>,
    reply: FastifyReply,
  ) => {
    let invitedAppointmentId: number | null = null;
    if (request.query.token !== undefined) {
      const opened = await openInvitation(request, reply, request.query.token);
      if (!opened.ok) return opened;
      invitedAppointmentId = opened.holder;
    }
    const review = await authorsReview(db, {
      companyId: request.company.id,
      id: request.params.id,
      principal: request.principal,
      invitedAppointmentId,
    });
    return { ok: true as const, review };
  };

  r.put(
    '/api/reviews/:id',
    {
      logSerializers: redactedLog,
      schema: {
        tags,
        summary: 'The author edits their review (signed in, or with ?token= of its invitation)',
        params: IdParamsSchema,
        querystring: ReviewAuthorQuerySchema,
        body: ReviewUpdateSchema,
        response: { 200: ReviewAnswerSchema, ...authorErrors },
      },
    },
    async (request, reply) => {
      const author = await asAuthor(request, reply);
      if (!author.ok) return author.answer;
      const companyId = request.company.id;
      await editReview(db, { companyId, review: author.review, body: request.body, now: deps.now() });
      changed(companyId);
      const edited = await findReview(db, companyId, request.params.id);
      if (!edited) throw new HttpError(404, 'review not found');
      return { review: toOwnReview(edited, request.lang) };
    },
  );

  r.delete(
    '/api/reviews/:id',
    {
      logSerializers: redactedLog,
      schema: {
        tags,
        summary: 'The author deletes their review (signed in, or with ?token= of its invitation)',
        description: 'A review hidden by the company owner is kept (409): it can still be edited.',
        params: IdParamsSchema,
        querystring: ReviewAuthorQuerySchema,
        response: { 200: DeletedAnswerSchema, 409: ApiErrorSchema, ...authorErrors },
      },
    },
    async (request, reply) => {
      const author = await asAuthor(request, reply);
      if (!author.ok) return author.answer;
      await removeReview(db, request.company.id, author.review);
      changed(request.company.id);
      return { deleted: true as const, id: request.params.id };
    },
  );
}
