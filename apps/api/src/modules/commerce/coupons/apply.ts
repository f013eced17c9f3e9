// The discount a coupon gives on an amount, computed on the server; records nothing (the cart
// reserves the use, see redeem.ts).
import { type CouponRejection, evaluateCoupon } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { customerRedemptions, findCouponByCode } from './repository.ts';
import { couponRule, toPublicCoupon } from './serialize.ts';

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

/** null when no coupon has this code (for this customer); throws when the coupon refuses. */
export async function applyCoupon(
  db: Db,
  input: { companyId: number; customerId: number | null; code: string; amount: number; now: () => Date },
) {
  const { companyId, customerId, amount } = input;
  const coupon = await findCouponByCode(db, companyId, input.code, customerId);
  if (!coupon) return null;
  const customerUses =
    customerId !== null && coupon.oncePerCustomer
      ? await customerRedemptions(db, companyId, coupon.id, customerId)
      : 0;
  const outcome = evaluateCoupon(couponRule(coupon), { amount, now: input.now(), customerId, customerUses });
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
}
