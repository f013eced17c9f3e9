// Coupons (spec §3, §7): the promo popup list with the auto coupon, staff management and
// POST /api/coupons/apply, which computes the discount on the server.
import { z } from 'zod';
import { ContentFlagSchema, ContentInstantSchema, contentUpdate } from './content.ts';

/** What visitors see: never the usage counts or limits. */
export const PublicCouponSchema = z.object({
  code: z.string(),
  /** 'percentage' (amount is a rate); anything else: a fixed amount in cents. */
  reductionType: z.string(),
  amount: z.number(),
  minAmount: z.number(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** The auto coupon, applied without the visitor typing a code. */
  auto: z.boolean(),
});
export type PublicCoupon = z.infer<typeof PublicCouponSchema>;

export const CouponsAnswerSchema = z.object({
  /** Active coupons in their window with uses left (the promo popup, spec §2). */
  coupons: z.array(PublicCouponSchema),
  autoCoupon: PublicCouponSchema.nullable(),
});

export const StaffCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  reductionType: z.string(),
  amount: z.number(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  maxUses: z.number().nullable(),
  uses: z.number(),
  oncePerCustomer: z.boolean(),
  auto: z.boolean(),
  active: z.boolean(),
  minAmount: z.number(),
  createdAt: z.string(),
});
export const StaffCouponsAnswerSchema = z.object({ coupons: z.array(StaffCouponSchema) });
export const StaffCouponAnswerSchema = z.object({ coupon: StaffCouponSchema });
export const CouponsQuerySchema = z.object({ all: ContentFlagSchema.optional() });

export const CouponCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, dashes and underscores');

const couponFields = z.object({
  code: CouponCodeSchema,
  reductionType: z.enum(['percentage', 'fixed']),
  /** A rate from 1 to 100 for a percentage, cents for a fixed amount. */
  amount: z.number().int().min(1).max(100_000_000),
  start: ContentInstantSchema.nullable().optional(),
  end: ContentInstantSchema.nullable().optional(),
  maxUses: z.number().int().min(1).max(100_000_000).nullable().optional(),
  oncePerCustomer: z.boolean().optional(),
  auto: z.boolean().optional(),
  active: z.boolean().optional(),
  minAmount: z.number().int().min(0).max(100_000_000).optional(),
});
const windowOk = (c: { start?: string | null; end?: string | null }) =>
  !c.start || !c.end || Date.parse(c.start) < Date.parse(c.end);
const rateOk = (c: { reductionType?: string; amount?: number }) =>
  c.reductionType !== 'percentage' || c.amount === undefined || c.amount <= 100;

export const CouponInputSchema = couponFields
  .refine(windowOk, { message: 'end must be after start', path: ['end'] })
  .refine(rateOk, { message: 'a percentage is at most 100', path: ['amount'] });
export const CouponUpdateSchema = contentUpdate(couponFields)
  .refine(windowOk, { message: 'end must be after start', path: ['end'] })
  .refine(rateOk, { message: 'a percentage is at most 100', path: ['amount'] });

export const CouponApplySchema = z.object({
  code: CouponCodeSchema,
  /** The basket the coupon applies to, cents. */
  amount: z.number().int().min(0).max(100_000_000),
});

export const CouponApplyAnswerSchema = z.object({
  valid: z.literal(true),
  /** Cents taken off the amount. */
  discount: z.number(),
  /** amount − discount, cents. */
  total: z.number(),
  coupon: PublicCouponSchema,
});
export type CouponApplyAnswer = z.infer<typeof CouponApplyAnswerSchema>;

/** The `type` of a refused apply: coupon_unknown, coupon_expired, coupon_exhausted… */
export const COUPON_ERROR_TYPES = [
  'coupon_unknown',
  'coupon_inactive',
  'coupon_not_started',
  'coupon_expired',
  'coupon_exhausted',
  'coupon_below_min_amount',
  'coupon_sign_in_required',
  'coupon_already_used',
] as const;
