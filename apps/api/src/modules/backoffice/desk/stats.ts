import type { BookingStats, BookingStatsQuery } from '@eclat/contracts';
import { type DomainLang, localise } from '@eclat/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { shops } from '../../../db/schema.ts';
import { inShopScope } from '../../../platform/crud/order-filters.ts';

// Validated by the contract's enum already; a fixed map keeps raw SQL out of reach of input.
const TRUNC = { day: sql.raw(`'day'`), week: sql.raw(`'week'`), month: sql.raw(`'month'`) } as const;
/** Gift orders may have no shop: their day is read in the platform's default zone. */
const DEFAULT_ZONE = 'Europe/Paris';

const idList = (ids: number[]) =>
  sql.join(
    (ids.length ? ids : [-1]).map((id) => sql`${id}`),
    sql`, `,
  );

type Rows<T> = { rows: T[] };
/** Both drivers answer { rows } for raw SQL; the shared Db type cannot say so. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * Booking and gift statistics over local days (each appointment in its shop's zone): bookings are
 * appointments that took place or will (confirmed, honoured, no-show); revenue counts what was or
 * will be performed (confirmed, honoured); attendance compares honoured and no-show appointments.
 */
export async function bookingStats(
  db: Db,
  companyId: number,
  q: BookingStatsQuery,
  scope: number[] | null,
  lang: DomainLang,
): Promise<BookingStats> {
  const trunc = TRUNC[q.bucket];
  const shopFilter: SQL[] = [];
  if (q.shops?.length) shopFilter.push(sql`a.shop_id in (${idList(q.shops)})`);
  if (scope) shopFilter.push(sql`a.shop_id in (${idList(scope)})`);
  const local = sql`(a.starts_at at time zone s.time_zone)`;
  const inRange = sql`${local} >= ${q.start}::date and ${local} < (${q.end}::date + 1)`;
  const where = sql.join([sql`a.company_id = ${companyId}`, inRange, ...shopFilter], sql` and `);
  const from = sql`appointments a join shops s on s.id = a.shop_id`;

  const [series, top, attendance, shopRows] = await Promise.all([
    rowsOf<{ period: string; shop_id: number; bookings: number; revenue: number }>(
      db,
      sql`select to_char(date_trunc(${trunc}, ${local}), 'YYYY-MM-DD') as period, a.shop_id,
          count(*)::int as bookings,
          coalesce(sum(a.price) filter (where a.status in ('confirmed', 'honoured')), 0)::int as revenue
        from ${from} where ${where} and a.status in ('confirmed', 'honoured', 'no_show')
        group by 1, 2 order by 1, 2`,
    ),
    rowsOf<{ article_id: number; name: Record<string, string>; bookings: number; revenue: number }>(
      db,
      sql`select a.article_id, r.name, count(*)::int as bookings,
          coalesce(sum(a.price) filter (where a.status in ('confirmed', 'honoured')), 0)::int as revenue
        from ${from} join articles r on r.id = a.article_id
        where ${where} and a.status in ('confirmed', 'honoured', 'no_show')
        group by a.article_id, r.name order by bookings desc, revenue desc, a.article_id limit 10`,
    ),
    rowsOf<{ honoured: number; no_show: number }>(
      db,
      sql`select count(*) filter (where a.status = 'honoured')::int as honoured,
          count(*) filter (where a.status = 'no_show')::int as no_show
        from ${from} where ${where}`,
    ),
    db
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(
        and(
          eq(shops.companyId, companyId),
          scope ? inShopScope(shops.id, scope) : undefined,
          q.shops?.length ? inArray(shops.id, q.shops) : undefined,
        ),
      )
      .orderBy(asc(shops.order), asc(shops.id)),
  ]);

  const gifts = await giftSeries(db, companyId, q, scope);
  const honoured = Number(attendance[0]?.honoured ?? 0);
  const noShow = Number(attendance[0]?.no_show ?? 0);
  return {
    series: series.map((r) => ({
      period: r.period,
      shopId: Number(r.shop_id),
      bookings: Number(r.bookings),
      revenue: Number(r.revenue),
    })),
    shops: shopRows,
    topServices: top.map((r) => ({
      serviceId: Number(r.article_id),
      name: localise(r.name, lang),
      bookings: Number(r.bookings),
      revenue: Number(r.revenue),
    })),
    attendance: {
      honoured,
      noShow,
      noShowRate: honoured + noShow === 0 ? 0 : noShow / (honoured + noShow),
    },
    gifts,
  };
}

/** Vouchers sold (paid gift orders, by order date) and redeemed (uses, by use date), per bucket. */
async function giftSeries(
  db: Db,
  companyId: number,
  q: BookingStatsQuery,
  scope: number[] | null,
): Promise<BookingStats['gifts']> {
  const trunc = TRUNC[q.bucket];
  const shopsWanted = q.shops?.length ? q.shops : null;
  const orderShop: SQL[] = [];
  if (shopsWanted) orderShop.push(sql`g.shop_id in (${idList(shopsWanted)})`);
  if (scope) orderShop.push(sql`g.shop_id in (${idList(scope)})`);
  const soldLocal = sql`(g.created_at at time zone coalesce(s.time_zone, ${DEFAULT_ZONE}))`;
  const sold = await rowsOf<{ period: string; n: number; amount: number }>(
    db,
    sql`select to_char(date_trunc(${trunc}, ${soldLocal}), 'YYYY-MM-DD') as period, count(*)::int as n,
        coalesce(sum(g.total), 0)::int as amount
      from gift_orders g left join shops s on s.id = g.shop_id
      where ${sql.join(
        [
          sql`g.company_id = ${companyId}`,
          sql`g.deleted_at is null`,
          sql`g.status = 'paid'`,
          sql`${soldLocal} >= ${q.start}::date and ${soldLocal} < (${q.end}::date + 1)`,
          ...orderShop,
        ],
        sql` and `,
      )}
      group by 1`,
  );
  const useShop: SQL[] = [];
  if (shopsWanted) useShop.push(sql`o.shop_id in (${idList(shopsWanted)})`);
  if (scope) useShop.push(sql`o.shop_id in (${idList(scope)})`);
  const usedLocal = sql`(u.created_at at time zone coalesce(s.time_zone, ${DEFAULT_ZONE}))`;
  const redeemed = await rowsOf<{ period: string; n: number; amount: number }>(
    db,
    sql`select to_char(date_trunc(${trunc}, ${usedLocal}), 'YYYY-MM-DD') as period, count(*)::int as n,
        coalesce(sum(u.amount), 0)::int as amount
      from gift_usages u left join booking_orders o on o.id = u.booking_order_id
        left join shops s on s.id = o.shop_id
      where ${sql.join(
        [
          sql`u.company_id = ${companyId}`,
          sql`${usedLocal} >= ${q.start}::date and ${usedLocal} < (${q.end}::date + 1)`,
          ...useShop,
        ],
        sql` and `,
      )}
      group by 1`,
  );
  const periods = new Map<string, BookingStats['gifts'][number]>();
  const at = (period: string) => {
    let entry = periods.get(period);
    if (!entry) {
      entry = { period, sold: 0, soldAmount: 0, redeemed: 0, redeemedAmount: 0 };
      periods.set(period, entry);
    }
    return entry;
  };
  for (const r of sold) Object.assign(at(r.period), { sold: Number(r.n), soldAmount: Number(r.amount) });
  for (const r of redeemed)
    Object.assign(at(r.period), { redeemed: Number(r.n), redeemedAmount: Number(r.amount) });
  return [...periods.values()].sort((a, b) => a.period.localeCompare(b.period));
}
