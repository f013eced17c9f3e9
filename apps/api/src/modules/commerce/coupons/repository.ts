import { and, asc, count, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { couponRedemptions, coupons } from '../../../db/schema.ts';
import type { CouponRow } from './serialize.ts';

export async function listCoupons(db: Db, companyId: number, activeOnly: boolean): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.companyId, companyId), activeOnly ? eq(coupons.active, true) : undefined))
    .orderBy(asc(coupons.id));
}

/**
 * Codes match whatever their case (the unique index is on upper(code)). A coupon bound to a
 * customer (a loyalty reward) exists only for that customer: anyone else finds nothing.
 */
export async function findCouponByCode(
  db: Db,
  companyId: number,
  code: string,
  customerId: number | null,
  lock = false,
): Promise<CouponRow | null> {
  const owner =
    customerId === null
      ? isNull(coupons.customerId)
      : or(isNull(coupons.customerId), eq(coupons.customerId, customerId));
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.companyId, companyId), sql`upper(${coupons.code}) = upper(${code})`, owner))
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/**
 * How many times a customer paid with a coupon. A use reserved by an unpaid cart is not counted
 * here (a new cart of the customer replaces it); reserveCoupon counts both under the lock.
 */
export async function customerRedemptions(
  db: Db,
  companyId: number,
  couponId: number,
  customerId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.companyId, companyId),
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.customerId, customerId),
        eq(couponRedemptions.status, 'committed'),
      ),
    );
  return row?.n ?? 0;
}

/** A customer's own coupons (their loyalty rewards), newest first. */
export async function customerCoupons(db: Db, companyId: number, customerId: number): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.companyId, companyId), eq(coupons.customerId, customerId)))
    .orderBy(desc(coupons.id));
}

/** Inserts a coupon; null when its code is taken (the caller draws another). */
export async function insertCouponUnlessCodeTaken(
  tx: Db,
  values: typeof coupons.$inferInsert,
): Promise<CouponRow | null> {
  const [row] = await tx.insert(coupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The table the generic staff CRUD (platform/crud) reads and writes for this module. */
export const couponTable = coupons;

type RedemptionInsert = typeof couponRedemptions.$inferInsert;

/** The order's first redemption row; answers its id. */
export async function insertRedemption(tx: Db, values: RedemptionInsert) {
  const [row] = await tx.insert(couponRedemptions).values(values).returning({ id: couponRedemptions.id });
  return row;
}

/** The order's redemption row takes a new status (a released one is taken again); answers its id. */
export async function updateRedemption(
  tx: Db,
  input: {
    companyId: number;
    redemptionId: number;
    values: Pick<RedemptionInsert, 'status' | 'expiresAt' | 'customerId' | 'updatedAt'>;
  },
) {
  const [row] = await tx
    .update(couponRedemptions)
    .set(input.values)
    .where(eq(couponRedemptions.id, input.redemptionId))
    .returning({ id: couponRedemptions.id });
  return row;
}

/** One more paid use of the coupon (its row is locked by the caller). */
export const addCouponUse = (tx: Db, input: { companyId: number; couponId: number }) =>
  tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(eq(coupons.id, input.couponId));

/** The order's reservation becomes a paid use; the status change in one UPDATE makes it once. */
export function commitReservedRedemption(
  tx: Db,
  input: { companyId: number; couponId: number; orderRef: string; now: Date },
) {
  return tx
    .update(couponRedemptions)
    .set({ status: 'committed', updatedAt: input.now })
    .where(
      and(
        eq(couponRedemptions.companyId, input.companyId),
        eq(couponRedemptions.couponId, input.couponId),
        eq(couponRedemptions.orderRef, input.orderRef),
        eq(couponRedemptions.status, 'reserved'),
      ),
    )
    .returning({ id: couponRedemptions.id });
}

/** The order's reserved use is free again; answers the rows released. */
export function releaseReservedRedemptions(
  tx: Db,
  input: { companyId: number; orderRef: string; now: Date },
) {
  return tx
    .update(couponRedemptions)
    .set({ status: 'released', updatedAt: input.now })
    .where(
      and(
        eq(couponRedemptions.companyId, input.companyId),
        eq(couponRedemptions.orderRef, input.orderRef),
        eq(couponRedemptions.status, 'reserved'),
      ),
    )
    .returning({ id: couponRedemptions.id });
}

/** Sweeper (all companies): reservations past their time; answers the rows released. */
export function releaseExpiredRedemptions(db: Db, now: Date) {
  return db
    .update(couponRedemptions)
    .set({ status: 'released', updatedAt: now })
    .where(and(eq(couponRedemptions.status, 'reserved'), lte(couponRedemptions.expiresAt, now)))
    .returning({ id: couponRedemptions.id });
}
