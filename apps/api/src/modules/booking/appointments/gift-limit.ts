import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { BLOCKING_SQL, rangeBounds } from './repository.ts';

/**
 * Bookings paid (at least partly) with a gift voucher, per local day of the shop, over a range:
 * a booking order counts once on the day its first appointment starts.
 */
export async function giftBookingsPerDay(
  db: Db,
  p: { companyId: number; shopId: number; timeZone: string; from: string; to: string },
): Promise<Record<string, number>> {
  const { start, end } = rangeBounds(p.from, p.to);
  // Both drivers answer { rows }; drizzle's PgDatabase types the result per driver.
  const result = (await db.execute(sql`
    select day, count(*)::text as count from (
      select to_char(min(a.starts_at) at time zone ${p.timeZone}, 'YYYY-MM-DD') as day
      from appointments a
      where a.company_id = ${p.companyId} and a.shop_id = ${p.shopId}
        and a.status in (${BLOCKING_SQL})
        and a.starts_at >= ${start.toISOString()} and a.starts_at < ${end.toISOString()}
        and exists (
          select 1 from gift_usages u
          where u.company_id = a.company_id and u.booking_order_id = a.booking_order_id
        )
      group by a.booking_order_id
    ) per_order
    where day between ${p.from} and ${p.to}
    group by day`)) as unknown as { rows: { day: string; count: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.day, Number(row.count)]));
}
