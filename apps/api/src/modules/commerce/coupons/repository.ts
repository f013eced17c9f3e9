import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
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
