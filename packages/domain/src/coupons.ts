// Coupons (spec §3: reductionType percentage, anything else a fixed amount; a list plus an auto
// coupon). The discount is always computed here, never trusted from a client. Money in cents.
import { type Instant, isCurrent } from './current-window.ts';

export type CouponRule = {
  /** 'percentage' (amount is a rate, 0–100); anything else: a fixed amount in cents. */
  reductionType: string;
  amount: number;
  active: boolean;
  start: Instant | null;
  end: Instant | null;
  /** null: unlimited. */
  maxUses: number | null;
  uses: number;
  /** Minimum basket, cents. */
  minAmount: number;
  oncePerCustomer: boolean;
};

export const COUPON_REJECTIONS = [
  'inactive',
  'not_started',
  'expired',
  'exhausted',
  'below_min_amount',
  'sign_in_required',
  'already_used',
] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

export const isPercentageCoupon = (reductionType: string): boolean => reductionType === 'percentage';

const whole = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/**
 * The discount on `amount` cents: a percentage rounded to the nearest cent (half up), or a fixed
 * amount; never negative and never more than the amount.
 */
export function couponDiscount(coupon: Pick<CouponRule, 'reductionType' | 'amount'>, amount: number): number {
  const base = whole(amount);
  if (isPercentageCoupon(coupon.reductionType)) {
    const rate = Math.min(100, whole(coupon.amount));
    return Math.min(base, Math.floor((base * rate + 50) / 100));
  }
  return Math.min(base, whole(coupon.amount));
}

/** Whether every use is taken. */
export const isCouponExhausted = (coupon: Pick<CouponRule, 'maxUses' | 'uses'>): boolean =>
  coupon.maxUses !== null && coupon.uses >= coupon.maxUses;

/** Offered to visitors (promo popup, auto coupon): active, in its window, uses left. */
export const isCouponOffered = (coupon: CouponRule, now: Instant): boolean =>
  coupon.active && isCurrent(coupon, now) && !isCouponExhausted(coupon);

export type CouponContext = {
  /** The basket, cents. */
  amount: number;
  now: Instant;
  /** The signed-in customer, null when anonymous. */
  customerId: number | null;
  /** How many times this customer already redeemed the coupon. */
  customerUses: number;
};

export type CouponOutcome =
  | { valid: true; discount: number; total: number }
  | { valid: false; reason: CouponRejection };

export type CouponLimitRejection = Extract<
  CouponRejection,
  'exhausted' | 'sign_in_required' | 'already_used'
>;

/** "Once per customer": a known customer who has not used it yet. */
function customerLimitRejection(
  coupon: Pick<CouponRule, 'oncePerCustomer'>,
  context: Pick<CouponContext, 'customerId' | 'customerUses'>,
): CouponLimitRejection | null {
  if (!coupon.oncePerCustomer) return null;
  if (context.customerId === null) return 'sign_in_required';
  return context.customerUses > 0 ? 'already_used' : null;
}

/**
 * The coupon's limits alone (uses left, once per customer), without its window or minimum: what a
 * payment must still respect when its coupon use was not reserved (ADR 0010, "Coupons"). `uses`
 * and `customerUses` count the uses taken, paid or reserved by other carts.
 */
export function couponLimitRejection(
  coupon: Pick<CouponRule, 'maxUses' | 'uses' | 'oncePerCustomer'>,
  context: Pick<CouponContext, 'customerId' | 'customerUses'>,
): CouponLimitRejection | null {
  return isCouponExhausted(coupon) ? 'exhausted' : customerLimitRejection(coupon, context);
}

/** Applies the coupon to a basket, or says why it cannot be used. The first failing rule wins. */
export function evaluateCoupon(coupon: CouponRule, context: CouponContext): CouponOutcome {
  if (!coupon.active) return { valid: false, reason: 'inactive' };
  if (!isCurrent({ start: coupon.start }, context.now)) return { valid: false, reason: 'not_started' };
  if (!isCurrent({ end: coupon.end }, context.now)) return { valid: false, reason: 'expired' };
  if (isCouponExhausted(coupon)) return { valid: false, reason: 'exhausted' };
  const amount = whole(context.amount);
  if (amount < coupon.minAmount) return { valid: false, reason: 'below_min_amount' };
  const limit = customerLimitRejection(coupon, context);
  if (limit) return { valid: false, reason: limit };
  const discount = couponDiscount(coupon, amount);
  return { valid: true, discount, total: amount - discount };
}
