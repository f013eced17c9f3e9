import {
  ApiErrorSchema,
  IdParamsSchema,
  ReviewMonthlyStatsSchema,
  ReviewReasonBodySchema,
  ReviewReplyBodySchema,
  ReviewStatsQuerySchema,
  StaffReviewAnswerSchema,
  StaffReviewListSchema,
  StaffReviewQuerySchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { requireCompanyUser } from '../../../platform/http/guards.ts';
import {
  hideReview,
  monthlyReviewStats,
  replyToReview,
  reportReview,
  staffReview,
  staffReviewList,
} from './staff.ts';

const tags = ['reviews'];

/**
 * Staff and reviews (issue 22): reply once, report, and hide (company owner only, with a reason);
 * the back office's list and monthly averages. No route edits or deletes a customer's review.
 * Staff writes drop the company's cached reads through the cache hook (platform/cache).
 */
export function staffReviewRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    '/api/reviews/:id/reply',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags,
        summary: "The business's public reply to a review, once (409 for a second)",
        params: IdParamsSchema,
        body: ReviewReplyBodySchema,
        response: { 200: StaffReviewAnswerSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const action = { companyId: request.company.id, id: request.params.id, principal: request.principal };
      await replyToReview(db, { ...action, text: request.body.text, now: deps.now() });
      return { review: await staffReview(db, action.companyId, action.id, request.lang, request.principal) };
    },
  );

  r.post(
    '/api/reviews/:id/report',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags,
        summary: 'Report a review to the company owner, with a reason (recorded with who and when)',
        params: IdParamsSchema,
        body: ReviewReasonBodySchema,
        response: { 200: StaffReviewAnswerSchema },
      },
    },
    async (request) => {
      const action = { companyId: request.company.id, id: request.params.id, principal: request.principal };
      await reportReview(db, { ...action, reason: request.body.reason, now: deps.now() });
      return { review: await staffReview(db, action.companyId, action.id, request.lang, request.principal) };
    },
  );

  r.post(
    '/api/reviews/:id/hide',
    {
      // A company owner's own account: an access account is never the owner, whatever its role.
      preHandler: requireCompanyUser('owner'),
      schema: {
        tags,
        summary: 'Hide a review (company owner only), with a reason the author sees; it is kept',
        params: IdParamsSchema,
        body: ReviewReasonBodySchema,
        response: { 200: StaffReviewAnswerSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const action = { companyId: request.company.id, id: request.params.id, principal: request.principal };
      await hideReview(db, { ...action, reason: request.body.reason, now: deps.now() });
      return { review: await staffReview(db, action.companyId, action.id, request.lang, request.principal) };
    },
  );

  r.get(
    '/api/backoffice/reviews',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags,
        summary: 'Every review (hidden and reported ones too), latest first, filtered and paged',
        description: 'status=reported: reported reviews still published (awaiting the owner).',
        querystring: StaffReviewQuerySchema,
        response: { 200: StaffReviewListSchema },
      },
    },
    async (request) =>
      staffReviewList(db, {
        companyId: request.company.id,
        query: request.query,
        lang: request.lang,
        principal: request.principal,
      }),
  );

  r.get(
    '/api/backoffice/reviews/stats',
    {
      preHandler: requireStaff('manager'),
      schema: {
        tags,
        summary: 'Average rating per shop and per collaborator per month (published reviews)',
        description:
          "from and to are the shops' local days (inclusive) the reviews were written on; a collaborator's " +
          'average is of their own rating when given, else of the overall rating.',
        querystring: ReviewStatsQuerySchema,
        response: { 200: ReviewMonthlyStatsSchema },
      },
    },
    async (request) =>
      monthlyReviewStats(db, {
        companyId: request.company.id,
        from: request.query.from,
        to: request.query.to,
        principal: request.principal,
      }),
  );
}
