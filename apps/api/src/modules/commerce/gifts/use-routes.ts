// Checking and using a voucher: the public check of spec §7, the count of vouchers used, and
// staff redemption against a booking (partial use keeps the balance).
import {
  ApiErrorSchema,
  GiftCheckAnswerSchema,
  GiftCodeParamSchema,
  GiftNbUsedAnswerSchema,
  GiftNbUsedParamsSchema,
  GiftUseAnswerSchema,
  GiftUseBodySchema,
  TooManyAttemptsSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { codeGuesses } from '../../../platform/rate-limit/code-guesses.ts';
import { tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { findUsableGift, redeemAtDesk } from './redeem.ts';
import { usedBetween } from './repository.ts';

const TAG = ['gifts'];
const DAY = 86_400_000;

/** A day is its midnight UTC; as the end of a window it includes the whole day. */
function instantOf(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(Date.parse(`${value}T00:00:00Z`) + (end ? DAY : 0));
  return new Date(value);
}

export function giftUseRoutes(app: FastifyInstance, { db, now, limiter }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/gifts/check/:code',
    {
      schema: {
        tags: TAG,
        summary:
          'Whether a voucher code can pay now, its balance and expiry. Same shape for any code; never the buyer or the recipient',
        params: GiftCodeParamSchema,
        response: { 200: GiftCheckAnswerSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const guesses = codeGuesses(limiter, request);
      const locked = await guesses.locked();
      if (locked) return tooManyAttempts(reply, locked);
      const gift = await findUsableGift(db, request.company.id, request.params.code, now());
      if (!gift) await guesses.miss();
      return gift
        ? { valid: true, balance: gift.balance, expiresAt: gift.expiresAt?.toISOString() ?? null }
        : { valid: false, balance: 0, expiresAt: null };
    },
  );

  r.get(
    '/api/gifts/nbused/:a/:b',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: TAG,
        summary:
          'Vouchers used between a and b (days YYYY-MM-DD, b included, or instants): how many vouchers, uses and cents (staff)',
        params: GiftNbUsedParamsSchema,
        response: { 200: GiftNbUsedAnswerSchema },
      },
    },
    async (request) => {
      const from = instantOf(request.params.a, false);
      const to = instantOf(request.params.b, true);
      if (from > to) throw badRequest('Requête invalide', [{ path: 'params.b', message: 'b is before a' }]);
      return usedBetween(db, request.company.id, from, to);
    },
  );

  r.post(
    '/api/gifts/use',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: TAG,
        summary:
          'Pay with a voucher (staff): takes min(balance, amount), against a booking order when given; the rest stays on the voucher',
        body: GiftUseBodySchema,
        response: { 200: GiftUseAnswerSchema, 404: ApiErrorSchema },
      },
    },
    async (request) =>
      redeemAtDesk(db, {
        companyId: request.company.id,
        principal: request.principal,
        code: request.body.code,
        amount: request.body.amount,
        bookingOrderId: request.body.bookingOrderId ?? null,
        now: now(),
      }),
  );
}
