// Coupons (spec §3, §7): GET /api/coupons for the promo popup and the auto coupon, staff
// management, and POST /api/coupons/apply, which computes the discount on the server.
import {
  ApiErrorSchema,
  CouponApplyAnswerSchema,
  CouponApplySchema,
  CouponInputSchema,
  CouponsAnswerSchema,
  CouponsQuerySchema,
  CouponUpdateSchema,
  StaffCouponSchema,
  StaffCouponsAnswerSchema,
  TooManyAttemptsSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { codeGuesses } from '../../../platform/rate-limit/code-guesses.ts';
import { tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { applyCoupon } from './apply.ts';
import { offeredCoupons, staffCoupons } from './offer.ts';
import { couponTable } from './repository.ts';
import { toStaffCoupon } from './serialize.ts';
import { type CouponInput, couponValues } from './values.ts';

const TAG = 'coupons';

export function couponRoutes(app: FastifyInstance, { db, now: clock, limiter }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = requireStaff('manager');

  r.get(
    '/api/coupons',
    {
      schema: {
        tags: [TAG],
        summary:
          'Coupons of the promo popup (active, in their window, uses left) and the auto coupon; ?all=1: every coupon with its usage (staff)',
        querystring: CouponsQuerySchema,
        response: { 200: z.union([CouponsAnswerSchema, StaffCouponsAnswerSchema]) },
      },
    },
    async (request) => {
      if (request.query.all) {
        await manager(request);
        return staffCoupons(db, request.company.id);
      }
      return offeredCoupons(db, request.company.id, clock());
    },
  );

  r.post(
    '/api/coupons/apply',
    {
      schema: {
        tags: [TAG],
        summary:
          'The discount a coupon gives on an amount (cents), computed on the server; the customer comes from the bearer. Records nothing.',
        body: CouponApplySchema,
        response: { 200: CouponApplyAnswerSchema, 404: ApiErrorSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      // A code that matches nothing counts as a guess; an existing code refused (used up, expired,
      // amount too small) teaches a guesser nothing usable and never counts (ADR 0013).
      const guesses = codeGuesses(limiter, request);
      const locked = await guesses.locked();
      if (locked) return tooManyAttempts(reply, locked);
      const principal = request.principal;
      const answer = await applyCoupon(db, {
        companyId: request.company.id,
        customerId: principal?.type === 'customer' ? principal.customerId : null,
        code: request.body.code,
        amount: request.body.amount,
        now: clock,
      });
      if (!answer) {
        await guesses.miss();
        throw new HttpError(404, 'unknown coupon', { type: 'coupon_unknown' });
      }
      return answer;
    },
  );

  registerTenantCrud(app, db, {
    path: '/api/coupons',
    tag: TAG,
    names: { one: 'coupon', many: 'coupons' },
    table: couponTable,
    guard: manager,
    answer: StaffCouponSchema,
    serialize: toStaffCoupon,
    create: CouponInputSchema,
    update: CouponUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input: CouponInput, { existing }) => couponValues(input, existing),
  });
}
