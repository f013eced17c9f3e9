// Coupons of a test company: one per rule of the promo popup and of apply.
import type { Db } from '../src/db/client.ts';
import { coupons } from '../src/db/schema.ts';

const DAY = 86_400_000;

export async function insertCoupons(db: Db, companyId: number, now = new Date()) {
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  const rows = await db
    .insert(coupons)
    .values(
      [
        {
          code: 'BIENVENUE10',
          reductionType: 'percentage',
          amount: 10,
          oncePerCustomer: true,
          startsAt: days(-60),
          endsAt: days(365),
        },
        {
          code: 'ECLAT15',
          reductionType: 'fixed',
          amount: 1500,
          minAmount: 6000,
          maxUses: 500,
          uses: 3,
          startsAt: days(-10),
          endsAt: days(90),
        },
        {
          code: 'AUTO-DOUCEUR5',
          reductionType: 'percentage',
          amount: 5,
          auto: true,
          startsAt: days(-5),
          endsAt: days(45),
        },
        {
          code: 'NOEL20',
          reductionType: 'percentage',
          amount: 20,
          startsAt: days(-120),
          endsAt: days(-90),
          uses: 57,
        },
        { code: 'OFF', reductionType: 'fixed', amount: 500, active: false },
        { code: 'FULL', reductionType: 'fixed', amount: 500, maxUses: 2, uses: 2 },
        { code: 'FUTURE', reductionType: 'percentage', amount: 30, startsAt: days(3) },
        { code: 'CADEAU', reductionType: 'euros', amount: 100_000 },
      ].map((row) => ({ ...row, companyId })),
    )
    .returning();
  return new Map(rows.map((row) => [row.code, row]));
}
