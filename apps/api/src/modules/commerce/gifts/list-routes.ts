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
  MESSAGES,
  TooManyAttemptsSchema,
} from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gifts } from '../../../db/schema.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { accountKey, tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { queueGiftMail } from './mail.ts';
import { countGifts, giftFilter, loadGifts, serializeGifts, serializeStaffGifts } from './repository.ts';

const TAG = ['gifts'];
const signIn = () => new HttpError(401, 'authentication required', { type: 'auth' });

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
    async (request) => {
      const p = request.principal;
      if (!p) throw signIn();
      let buyerCustomerId: number;
      if (p.type === 'customer') buyerCustomerId = p.customerId;
      else if (request.query.customerId) buyerCustomerId = request.query.customerId;
      else
        throw new HttpError(400, MESSAGES.missingParams, {
          errors: [{ path: 'querystring.customerId', message: 'required for staff' }],
        });
      const { page, itemPerPage } = request.query;
      const at = now();
      const where = giftFilter(request.company.id, { buyerCustomerId }, at);
      const [rows, total] = await Promise.all([
        loadGifts(db, where, { limit: itemPerPage, offset: (page - 1) * itemPerPage }),
        countGifts(db, where),
      ]);
      return { gifts: await serializeGifts(db, rows, request.lang, at), total, page, itemPerPage };
    },
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
      const at = now();
      const where = giftFilter(request.company.id, { ...f, buyerCustomerId: customerId }, at);
      const [rows, total] = await Promise.all([
        loadGifts(db, where, { limit: itemPerPage, offset: (page - 1) * itemPerPage }),
        countGifts(db, where),
      ]);
      return { gifts: await serializeStaffGifts(db, rows, request.lang, at), total, page, itemPerPage };
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
      if (!p) throw signIn();
      const companyId = request.company.id;
      // A customer may mail their voucher again a few times an hour (staff are not limited).
      const subjects = { account: accountKey(companyId, 'gift', request.params.id), ip: request.ip };
      if (p.type === 'customer') {
        const locked = await limiter.lockedFor('gift_mail', subjects);
        if (locked) return tooManyAttempts(reply, locked);
      }
      const email = await db.transaction(async (tx) => {
        const [gift] = await tx
          .select()
          .from(gifts)
          .where(and(eq(gifts.id, request.params.id), eq(gifts.companyId, companyId)))
          .for('update');
        // Someone else's voucher answers like a missing one.
        if (!gift || (p.type === 'customer' && gift.buyerCustomerId !== p.customerId))
          throw notFound('gift not found');
        if (gift.status !== 'active' && gift.status !== 'used')
          throw new HttpError(409, `gift ${gift.status}`, { type: 'gift' });
        const recipientName = request.body.to ?? gift.recipientName;
        return queueGiftMail(tx, { ...gift, recipientName }, { to: request.body.email, now: now() });
      });
      if (!email) throw new HttpError(409, 'no address to mail the voucher to', { type: 'gift' });
      if (p.type === 'customer') await limiter.record('gift_mail', subjects);
      return { sent: true as const, email };
    },
  );
}
