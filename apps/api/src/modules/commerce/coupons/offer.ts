// What GET /api/coupons shows: to everyone the promo popup's coupons and the auto coupon; to
// managers every coupon with its usage.
import { isCouponOffered } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { listCoupons } from './repository.ts';
import { couponRule, toPublicCoupon, toStaffCoupon } from './serialize.ts';

export async function offeredCoupons(db: Db, companyId: number, now: Date) {
  // A customer's own reward coupons are never offered to everyone.
  const offered = (await listCoupons(db, companyId, true)).filter(
    (row) => row.customerId === null && isCouponOffered(couponRule(row), now),
  );
  // Several auto coupons at once: the most recent one applies.
  const auto = offered.filter((row) => row.auto).at(-1) ?? null;
  return {
    coupons: offered.filter((row) => !row.auto).map(toPublicCoupon),
    autoCoupon: auto ? toPublicCoupon(auto) : null,
  };
}

export async function staffCoupons(db: Db, companyId: number) {
  return { coupons: (await listCoupons(db, companyId, false)).map(toStaffCoupon) };
}
