// A loyalty reward as a coupon (issue 17 item 7, ADR 0019): an amount off, one use, bound to the
// customer who exchanged the points. The coupon machinery (ADR 0010: reserved with the cart,
// committed at payment under the coupon row's lock) then guarantees it is spent once, and the
// lookup by code finds it for that customer only, in that company only.
import type { LoyaltyReward } from '@eclat/contracts';
import { isCouponExhausted } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { customerCoupons, insertCouponUnlessCodeTaken } from '../coupons/repository.ts';
import type { CouponRow } from '../coupons/serialize.ts';
import { newGiftCode } from '../gifts/issue.ts';

/** Inserts the reward coupon inside the exchange's transaction; a (rare) code clash draws again. */
export async function issueRewardCoupon(
  tx: Db,
  input: { companyId: number; customerId: number; amount: number; endsAt: Date },
): Promise<CouponRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertCouponUnlessCodeTaken(tx, {
      companyId: input.companyId,
      customerId: input.customerId,
      code: newGiftCode(),
      reductionType: 'fixed',
      amount: input.amount,
      endsAt: input.endsAt,
      maxUses: 1,
      oncePerCustomer: true,
      active: true,
    });
    if (row) return row;
  }
  throw new Error('no free reward code after 5 draws');
}

export function toReward(row: CouponRow, now: Date): LoyaltyReward {
  const used = isCouponExhausted(row);
  const expired = row.endsAt !== null && row.endsAt.getTime() <= now.getTime();
  return {
    id: row.id,
    code: row.code,
    amount: row.amount,
    endsAt: row.endsAt?.toISOString() ?? null,
    used,
    usable: row.active && !used && !expired,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer's reward coupons, newest first, with whether each can still pay. */
export async function customerRewards(db: Db, input: { companyId: number; customerId: number; now: Date }) {
  const rows = await customerCoupons(db, input.companyId, input.customerId);
  return rows.map((row) => toReward(row, input.now));
}
