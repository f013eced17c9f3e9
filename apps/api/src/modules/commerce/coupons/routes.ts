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
import { type CouponRejection, evaluateCoupon, isCouponOffered } from '@eclat/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coupons } from '../../../db/schema.ts';
import { toDate } from '../../../platform/crud/serialize.ts';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { badRequest, HttpError } from '../../../platform/http/errors.ts';
import { codeGuesses } from '../../../platform/rate-limit/code-guesses.ts';
import { tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { customerRedemptions, findCouponByCode, listCoupons } from './repository.ts';
import { type CouponRow, couponRule, toPublicCoupon, toStaffCoupon } from './serialize.ts';

const TAG = 'coupons';
type CouponInput = Partial<z.infer<typeof CouponInputSchema>>;

/** A refused coupon: 401 when signing in would help, else 422; the reason is the error type. */
const REJECTION_STATUS: Record<CouponRejection, number> = {
  inactive: 422,
  not_started: 422,
  expired: 422,
  exhausted: 422,
  below_min_amount: 422,
  sign_in_required: 401,
  already_used: 422,
};

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
        return { coupons: (await listCoupons(db, request.company.id, false)).map(toStaffCoupon) };
      }
      const now = clock();
      // A customer's own reward coupons are never offered to everyone.
      const offered = (await listCoupons(db, request.company.id, true)).filter(
        (row) => row.customerId === null && isCouponOffered(couponRule(row), now),
      );
      // Several auto coupons at once: the most recent one applies.
      const auto = offered.filter((row) => row.auto).at(-1) ?? null;
      return {
        coupons: offered.filter((row) => !row.auto).map(toPublicCoupon),
        autoCoupon: auto ? toPublicCoupon(auto) : null,
      };
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
      const { code, amount } = request.body;
      const companyId = request.company.id;
      // A code that matches nothing counts as a guess; an existing code refused (used up, expired,
      // amount too small) teaches a guesser nothing usable and never counts (ADR 0013).
      const guesses = codeGuesses(limiter, request);
      const locked = await guesses.locked();
      if (locked) return tooManyAttempts(reply, locked);
      const principal = request.principal;
      const customerId = principal?.type === 'customer' ? principal.customerId : null;
      const coupon = await findCouponByCode(db, companyId, code, customerId);
      if (!coupon) {
        await guesses.miss();
        throw new HttpError(404, 'unknown coupon', { type: 'coupon_unknown' });
      }
      const customerUses =
        customerId !== null && coupon.oncePerCustomer
          ? await customerRedemptions(db, companyId, coupon.id, customerId)
          : 0;
      const outcome = evaluateCoupon(couponRule(coupon), { amount, now: clock(), customerId, customerUses });
      if (!outcome.valid) {
        throw new HttpError(REJECTION_STATUS[outcome.reason], `coupon refused: ${outcome.reason}`, {
          type: `coupon_${outcome.reason}`,
        });
      }
      return {
        valid: true as const,
        discount: outcome.discount,
        total: outcome.total,
        coupon: toPublicCoupon(coupon),
      };
    },
  );

  registerTenantCrud(app, db, {
    path: '/api/coupons',
    tag: TAG,
    names: { one: 'coupon', many: 'coupons' },
    table: coupons,
    guard: manager,
    answer: StaffCouponSchema,
    serialize: toStaffCoupon,
    create: CouponInputSchema,
    update: CouponUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input: CouponInput, { existing }) => couponValues(input, existing),
  });
}

/** Body → columns, with the cross-field rules checked against the stored row on a change. */
function couponValues(input: CouponInput, existing: CouponRow | null): Record<string, unknown> {
  const { start, end, code, ...rest } = input;
  const startsAt = start === undefined ? existing?.startsAt : toDate(start);
  const endsAt = end === undefined ? existing?.endsAt : toDate(end);
  if (startsAt && endsAt && startsAt >= endsAt)
    throw badRequest('Requête invalide', [{ path: 'body.end', message: 'end must be after start' }]);
  const reductionType = input.reductionType ?? existing?.reductionType;
  const amount = input.amount ?? existing?.amount ?? 0;
  if (reductionType === 'percentage' && amount > 100)
    throw badRequest('Requête invalide', [{ path: 'body.amount', message: 'a percentage is at most 100' }]);
  return { ...rest, code: code?.toUpperCase(), startsAt: toDate(start), endsAt: toDate(end) };
}
