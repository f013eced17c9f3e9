import type { PublicCoupon } from '@eclat/contracts';
import type { CouponRule } from '@eclat/domain';
import type { coupons } from '../../../db/schema.ts';
import { iso, isoOrNull } from '../../../platform/crud/serialize.ts';

export type CouponRow = typeof coupons.$inferSelect;

export const couponRule = (row: CouponRow): CouponRule => ({
  reductionType: row.reductionType,
  amount: row.amount,
  active: row.active,
  start: row.startsAt,
  end: row.endsAt,
  maxUses: row.maxUses,
  uses: row.uses,
  minAmount: row.minAmount,
  oncePerCustomer: row.oncePerCustomer,
});

/** What a visitor may know: never the limits or the usage counts. */
export const toPublicCoupon = (row: CouponRow): PublicCoupon => ({
  code: row.code,
  reductionType: row.reductionType,
  amount: row.amount,
  minAmount: row.minAmount,
  start: isoOrNull(row.startsAt),
  end: isoOrNull(row.endsAt),
  auto: row.auto,
});

export const toStaffCoupon = (row: CouponRow) => ({
  id: row.id,
  code: row.code,
  reductionType: row.reductionType,
  amount: row.amount,
  start: isoOrNull(row.startsAt),
  end: isoOrNull(row.endsAt),
  maxUses: row.maxUses,
  uses: row.uses,
  oncePerCustomer: row.oncePerCustomer,
  auto: row.auto,
  active: row.active,
  minAmount: row.minAmount,
  createdAt: iso(row.createdAt),
});
