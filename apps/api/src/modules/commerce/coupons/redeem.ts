// A coupon's uses, reserved by a cart and committed at payment, like stock (ADR 0010, "Coupons").
// POST /api/coupons/apply only computes; here `uses` moves, never past the coupon's limits.
// A redemption row is reserved by payment initialize, then committed (paid: uses + 1) or
// released (failed, cancelled, expired), each exactly once: the status change in one UPDATE is
// the guard, as for stock. Every count is taken with the coupon row locked FOR UPDATE, so
// concurrent carts are served one after the other and committed + reserved ≤ maxUses holds.
import { type CouponRejection, couponDiscount, couponLimitRejection, evaluateCoupon } from '@eclat/domain';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { couponRedemptions, coupons } from '../../../db/schema.ts';
import {
  addCouponUse,
  commitReservedRedemption,
  insertRedemption,
  releaseExpiredRedemptions,
  releaseReservedRedemptions,
  updateRedemption,
} from './repository.ts';
import { type CouponRow, couponRule } from './serialize.ts';

export class CouponRejected extends Error {
  readonly reason: CouponRejection | 'unknown';
  constructor(reason: CouponRejection | 'unknown') {
    super(`coupon refused: ${reason}`);
    this.name = 'CouponRejected';
    this.reason = reason;
  }
}

type Use = {
  companyId: number;
  couponId: number;
  customerId: number | null;
  /** The order (the payment's cartId): one redemption per coupon and order. */
  orderRef: string;
  now: Date;
};

export type ReserveInput = Use & {
  /** What the coupon reduces (bookings and products), cents. */
  amount: number;
  /** Released by the sweeper if no payment settles it by then. */
  expiresAt: Date;
};

export type Reservation = { redemptionId: number; couponId: number; discount: number; total: number };

async function lockCoupon(tx: Db, companyId: number, couponId: number): Promise<CouponRow | null> {
  const [row] = (await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.companyId, companyId), eq(coupons.id, couponId)))
    .for('update')) as CouponRow[];
  return row ?? null;
}

async function redemptionOf(tx: Db, use: Use) {
  const [row] = await tx
    .select({ id: couponRedemptions.id, status: couponRedemptions.status })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.companyId, use.companyId),
        eq(couponRedemptions.couponId, use.couponId),
        eq(couponRedemptions.orderRef, use.orderRef),
      ),
    );
  return row ?? null;
}

/**
 * Uses taken by other orders, with the coupon row locked: `uses` (paid) plus live reservations,
 * and this customer's paid or reserved ones (once per customer).
 */
async function usesTaken(tx: Db, row: CouponRow, use: Use): Promise<{ uses: number; customerUses: number }> {
  const others = and(
    eq(couponRedemptions.companyId, use.companyId),
    eq(couponRedemptions.couponId, row.id),
    ne(couponRedemptions.orderRef, use.orderRef),
  );
  const [reserved] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(others, eq(couponRedemptions.status, 'reserved')));
  let customerUses = 0;
  if (use.customerId !== null && row.oncePerCustomer) {
    const [mine] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(
          others,
          eq(couponRedemptions.customerId, use.customerId),
          inArray(couponRedemptions.status, ['reserved', 'committed']),
        ),
      );
    customerUses = mine?.n ?? 0;
  }
  return { uses: row.uses + (reserved?.n ?? 0), customerUses };
}

/** The order's redemption row becomes `status` (a released one is taken again). */
async function writeRedemption(
  tx: Db,
  use: Use,
  existingId: number | null,
  status: 'reserved' | 'committed',
  expiresAt: Date | null,
): Promise<number> {
  const values = { status, expiresAt, customerId: use.customerId, updatedAt: use.now };
  const row =
    existingId === null
      ? await insertRedemption(tx, {
          companyId: use.companyId,
          couponId: use.couponId,
          orderRef: use.orderRef,
          ...values,
        })
      : await updateRedemption(tx, { companyId: use.companyId, redemptionId: existingId, values });
  if (!row) throw new Error('coupon redemption not recorded');
  return row.id;
}

const countUse = (tx: Db, row: CouponRow) => addCouponUse(tx, { companyId: row.companyId, couponId: row.id });

/**
 * Payment initialize, inside its transaction: checks every rule of `evaluateCoupon` again with the
 * uses other carts hold, and reserves one use for the order. Calling it again for the same order
 * keeps the one reservation. Throws CouponRejected; the caller's transaction then rolls back.
 */
export async function reserveCoupon(tx: Db, input: ReserveInput): Promise<Reservation> {
  const row = await lockCoupon(tx, input.companyId, input.couponId);
  // A reward coupon is its customer's alone (the quote finds it for nobody else either).
  if (!row || (row.customerId !== null && row.customerId !== input.customerId))
    throw new CouponRejected('unknown');
  const previous = await redemptionOf(tx, input);
  if (previous && previous.status !== 'released') {
    const discount = couponDiscount(row, input.amount);
    return { redemptionId: previous.id, couponId: row.id, discount, total: input.amount - discount };
  }
  const taken = await usesTaken(tx, row, input);
  const outcome = evaluateCoupon(
    { ...couponRule(row), uses: taken.uses },
    { amount: input.amount, now: input.now, customerId: input.customerId, customerUses: taken.customerUses },
  );
  if (!outcome.valid) throw new CouponRejected(outcome.reason);
  const redemptionId = await writeRedemption(tx, input, previous?.id ?? null, 'reserved', input.expiresAt);
  return { redemptionId, couponId: row.id, discount: outcome.discount, total: outcome.total };
}

export type Commit = 'committed' | 'retaken' | 'already' | 'coupon_gone';

/**
 * The payment is being accepted, inside its fulfilment transaction: the order's reservation
 * becomes a use (uses + 1), exactly once. Without a live reservation (released, or a cart from
 * before reservations), a use is taken again if the coupon's limits still allow it; else
 * CouponRejected, and the payment must not be accepted with the discount. The quote's other rules
 * (window, minimum) were checked when the cart was made and are not asked again.
 */
export async function commitCoupon(tx: Db, use: Use): Promise<Commit> {
  const row = await lockCoupon(tx, use.companyId, use.couponId);
  // Deleted by staff meanwhile: it has no limits left to overrun.
  if (!row) return 'coupon_gone';
  const committed = await commitReservedRedemption(tx, {
    companyId: use.companyId,
    couponId: row.id,
    orderRef: use.orderRef,
    now: use.now,
  });
  if (committed.length > 0) {
    await countUse(tx, row);
    return 'committed';
  }
  const previous = await redemptionOf(tx, use);
  if (previous?.status === 'committed') return 'already';
  const taken = await usesTaken(tx, row, use);
  const refused = couponLimitRejection(
    { ...couponRule(row), uses: taken.uses },
    { customerId: use.customerId, customerUses: taken.customerUses },
  );
  if (refused) throw new CouponRejected(refused);
  await writeRedemption(tx, use, previous?.id ?? null, 'committed', null);
  await countUse(tx, row);
  return 'retaken';
}

/** The order will not be paid: its reserved use is free again. Exactly once; how many. */
export async function releaseCoupon(tx: Db, companyId: number, orderRef: string, now: Date): Promise<number> {
  const released = await releaseReservedRedemptions(tx, { companyId, orderRef, now });
  return released.length;
}

/** Sweeper: reservations past their time that no payment settled (all companies); how many. */
export async function releaseExpiredCoupons(db: Db, now: Date): Promise<number> {
  const released = await releaseExpiredRedemptions(db, now);
  return released.length;
}
