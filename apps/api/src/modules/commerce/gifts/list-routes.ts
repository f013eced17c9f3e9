// The buyer's vouchers (giftHistory), the staff list, and resending a voucher mail.
import {
  ApiErrorSchema,
  GiftHistoryAnswerSchema,
  GiftHistoryQuerySchema,
  GiftIdParamSchema,
  GiftListAnswerSchema,
  GiftListQuerySchema,
  GiftResendAnswerSchema,
  GiftResendBodySchema,
  TooManyAttemptsSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { accountKey, tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { buyerGiftHistory, companyGiftList, signInRequired } from './list.ts';
import { resendGiftMail } from './resend.ts';

const TAG = ['gifts'];

export function giftListRoutes(app: FastifyInstance, { db, now, limiter }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/gifts/giftHistory',
    {
      schema: {
        tags: TAG,
        summary:
          "The vouchers the signed-in customer bought, newest first, paged; staff pass customerId to read a customer's",
        querystring: GiftHistoryQuerySchema,
        response: { 200: GiftHistoryAnswerSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) =>
      buyerGiftHistory(db, {
        companyId: request.company.id,
        principal: request.principal,
        customerId: request.query.customerId,
        page: request.query.page,
        itemPerPage: request.query.itemPerPage,
        lang: request.lang,
        now: now(),
      }),
  );

  r.get(
    '/api/gifts',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: TAG,
        summary:
          "The company's vouchers (staff): filters status, customerId (buyer), code, q (recipient or buyer), start/end days, usable; paged",
        querystring: GiftListQuerySchema,
        response: { 200: GiftListAnswerSchema },
      },
    },
    async (request) => {
      const { page, itemPerPage, customerId, ...f } = request.query;
      return companyGiftList(db, {
        companyId: request.company.id,
        filter: { ...f, buyerCustomerId: customerId },
        page,
        itemPerPage,
        lang: request.lang,
        now: now(),
      });
    },
  );

  r.post(
    '/api/gifts/:id/resend',
    {
      schema: {
        tags: TAG,
        summary: 'Mail a voucher again to email, greeting `to` (staff, or the customer who bought it)',
        params: GiftIdParamSchema,
        body: GiftResendBodySchema,
        response: {
          200: GiftResendAnswerSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          429: TooManyAttemptsSchema,
        },
      },
    },
    async (request, reply) => {
      const p = request.principal;
      if (!p) throw signInRequired();
      const companyId = request.company.id;
      // A customer may mail their voucher again a few times an hour (staff are not limited).
      const subjects = { account: accountKey(companyId, 'gift', request.params.id), ip: request.ip };
      if (p.type === 'customer') {
        const locked = await limiter.lockedFor('gift_mail', subjects);
        if (locked) return tooManyAttempts(reply, locked);
      }
      const email = await resendGiftMail(db, {
        companyId,
        principal: p,
        giftId: request.params.id,
        email: request.body.email,
        to: request.body.to,
        now: now(),
      });
      if (p.type === 'customer') await limiter.record('gift_mail', subjects);
      return { sent: true as const, email };
    },
  );
}
