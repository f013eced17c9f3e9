// Recording a coupon's use, at payment (the payment issue calls this inside its transaction).
// POST /api/coupons/apply only computes; this is where `uses` moves, under the limit.
import { type CouponRejection, couponDiscount, evaluateCoupon } from '@eclat/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema.ts';
import { customerRedemptions } from './repository.ts';
import { type CouponRow, couponRule } from './serialize.ts';

export class CouponRejected extends Error {
  readonly reason: CouponRejection | 'unknown';
  constructor(reason: CouponRejection | 'unknown') {
    super(`coupon refused: ${reason}`);
    this.name = 'CouponRejected';
    this.reason = reason;
  }
}

export type RedeemInput = {
  companyId: number;
  /** The coupon by id, or by code (any case). */
  coupon: { id: number } | { code: string };
  customerId: number | null;
  /** The order paid with the coupon; one redemption per coupon and order (idempotent). */
  orderRef: string;
  /** The basket, cents. */
  amount: number;
  now: Date;
};

export type Redemption = {
  redemptionId: number;
  couponId: number;
  discount: number;
  total: number;
  /** The order had already redeemed it: nothing was recorded again. */
  alreadyRedeemed: boolean;
};

/**
 * Records one use of a coupon for an order, atomically, inside the caller's transaction `tx`:
 * the coupon row is locked, the rules of `evaluateCoupon` are checked again (window, active,
 * limit, minimum, once per customer), `uses` is incremented by a conditional UPDATE that cannot
 * pass `max_uses`, and the redemption is inserted. Concurrent calls for the same coupon are
 * serialised by the row lock, so neither the limit nor "once per customer" can be overrun.
 * Throws CouponRejected; the caller's transaction should then roll back.
 */
export async function redeemCoupon(tx: Db, input: RedeemInput): Promise<Redemption> {
  const byCoupon =
    'id' in input.coupon
      ? eq(coupons.id, input.coupon.id)
      : sql`upper(${coupons.code}) = upper(${input.coupon.code})`;
  const [row] = (await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.companyId, input.companyId), byCoupon))
    .limit(1)
    .for('update')) as CouponRow[];
  if (!row) throw new CouponRejected('unknown');

  const [previous] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.companyId, input.companyId),
        eq(couponRedemptions.couponId, row.id),
        eq(couponRedemptions.orderRef, input.orderRef),
      ),
    )
    .limit(1);
  if (previous) {
    const discount = couponDiscount(row, input.amount);
    return {
      redemptionId: previous.id,
      couponId: row.id,
      discount,
      total: input.amount - discount,
      alreadyRedeemed: true,
    };
  }

  const customerUses =
    input.customerId === null ? 0 : await customerRedemptions(tx, input.companyId, row.id, input.customerId);
  const outcome = evaluateCoupon(couponRule(row), {
    amount: input.amount,
    now: input.now,
    customerId: input.customerId,
    customerUses,
  });
  if (!outcome.valid) throw new CouponRejected(outcome.reason);

  const counted = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, row.id),
        eq(coupons.companyId, input.companyId),
        eq(coupons.active, true),
        or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses)),
      ),
    )
    .returning({ uses: coupons.uses });
  if (counted.length === 0) throw new CouponRejected('exhausted');

  const [redemption] = await tx
    .insert(couponRedemptions)
    .values({
      companyId: input.companyId,
      couponId: row.id,
      customerId: input.customerId,
      orderRef: input.orderRef,
    })
    .returning({ id: couponRedemptions.id });
  if (!redemption) throw new Error('coupon redemption not recorded');
  return {
    redemptionId: redemption.id,
    couponId: row.id,
    discount: outcome.discount,
    total: outcome.total,
    alreadyRedeemed: false,
  };
}
