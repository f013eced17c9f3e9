import type { AttendanceFigures, AttendanceMonth, BookingStats, BookingStatsQuery } from '@eclat/contracts';
import { type DomainLang, localise, noShowRate } from '@eclat/domain';
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
 * will be performed (confirmed, honoured); attendance compares honoured and no-show appointments,
 * counts cancellations (late ones, by whom), reminders and the fees owed, per shop and month.
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
    rowsOf<AttendanceRow>(
      db,
      sql`select to_char(date_trunc('month', ${local}), 'YYYY-MM') as month, a.shop_id,
          count(*) filter (where a.status = 'honoured')::int as honoured,
          count(*) filter (where a.status = 'no_show')::int as no_show,
          count(*) filter (where a.status = 'cancelled')::int as cancelled,
          count(*) filter (where a.status = 'cancelled' and a.late_cancellation)::int as late,
          count(*) filter (where a.status = 'cancelled' and a.cancelled_by = 'customer')::int as by_customer,
          count(*) filter (where a.status = 'cancelled' and a.cancelled_by = 'staff')::int as by_staff,
          count(*) filter (where a.status = 'cancelled' and a.cancelled_by = 'system')::int as by_system,
          count(*) filter (where a.status = 'cancelled' and a.cancelled_by is null)::int as by_none,
          coalesce(sum(a.fee) filter (where a.status = 'no_show'), 0)::int as no_show_fees,
          coalesce(sum(a.fee) filter (where a.status <> 'no_show' and a.late_cancellation), 0)::int as late_fees
        from ${from} where ${where} group by 1, 2`,
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

  const [gifts, reminders] = await Promise.all([
    giftSeries(db, companyId, q, scope),
    reminderCounts(db, companyId, q, scope),
  ]);
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
    attendance: attendanceFigures(attendance, reminders),
    gifts,
  };
}

type AttendanceRow = {
  month: string;
  shop_id: number;
  honoured: number;
  no_show: number;
  cancelled: number;
  late: number;
  by_customer: number;
  by_staff: number;
  by_system: number;
  by_none: number;
  no_show_fees: number;
  late_fees: number;
};
type ReminderRow = { month: string; shop_id: number; sent: number; queued: number };

/** The outbox template of booking reminders (written by the reminder job, issue 20 item 4). */
export const REMINDER_TEMPLATE = 'booking_reminder';

/** Reminder messages per shop and month of writing (in the shop's zone), sent and not yet sent. */
async function reminderCounts(
  db: Db,
  companyId: number,
  q: BookingStatsQuery,
  scope: number[] | null,
): Promise<ReminderRow[]> {
  const local = sql`(o.created_at at time zone s.time_zone)`;
  const where: SQL[] = [
    sql`o.company_id = ${companyId}`,
    sql`o.template = ${REMINDER_TEMPLATE}`,
    sql`${local} >= ${q.start}::date and ${local} < (${q.end}::date + 1)`,
  ];
  if (q.shops?.length) where.push(sql`o.shop_id in (${idList(q.shops)})`);
  if (scope) where.push(sql`o.shop_id in (${idList(scope)})`);
  return rowsOf<ReminderRow>(
    db,
    sql`select to_char(date_trunc('month', ${local}), 'YYYY-MM') as month, o.shop_id,
        count(*) filter (where o.sent_at is not null)::int as sent,
        count(*) filter (where o.sent_at is null)::int as queued
      from outbox o join shops s on s.id = o.shop_id and s.company_id = o.company_id
      where ${sql.join(where, sql` and `)} group by 1, 2`,
  );
}

const noFigures = (): AttendanceFigures => ({
  honoured: 0,
  noShow: 0,
  noShowRate: 0,
  cancelled: 0,
  lateCancellations: 0,
  cancelledBy: { customer: 0, staff: 0, system: 0, none: 0 },
  reminders: { sent: 0, queued: 0 },
  fees: { noShow: 0, lateCancellation: 0 },
});

function addFigures(into: AttendanceFigures, more: AttendanceFigures): void {
  into.honoured += more.honoured;
  into.noShow += more.noShow;
  into.cancelled += more.cancelled;
  into.lateCancellations += more.lateCancellations;
  for (const who of ['customer', 'staff', 'system', 'none'] as const)
    into.cancelledBy[who] += more.cancelledBy[who];
  into.reminders.sent += more.reminders.sent;
  into.reminders.queued += more.reminders.queued;
  into.fees.noShow += more.fees.noShow;
  into.fees.lateCancellation += more.fees.lateCancellation;
  into.noShowRate = noShowRate(into.honoured, into.noShow);
}

/** The range's figures and one line per shop and month that had any. */
function attendanceFigures(rows: AttendanceRow[], reminders: ReminderRow[]): BookingStats['attendance'] {
  const months = new Map<string, AttendanceMonth>();
  const at = (month: string, shopId: number) => {
    const key = `${month}|${shopId}`;
    let line = months.get(key);
    if (!line) {
      line = { month, shopId, ...noFigures() };
      months.set(key, line);
    }
    return line;
  };
  for (const r of rows) {
    addFigures(at(r.month, Number(r.shop_id)), {
      ...noFigures(),
      honoured: Number(r.honoured),
      noShow: Number(r.no_show),
      cancelled: Number(r.cancelled),
      lateCancellations: Number(r.late),
      cancelledBy: {
        customer: Number(r.by_customer),
        staff: Number(r.by_staff),
        system: Number(r.by_system),
        none: Number(r.by_none),
      },
      fees: { noShow: Number(r.no_show_fees), lateCancellation: Number(r.late_fees) },
    });
  }
  for (const r of reminders) {
    addFigures(at(r.month, Number(r.shop_id)), {
      ...noFigures(),
      reminders: { sent: Number(r.sent), queued: Number(r.queued) },
    });
  }
  // A month of bookings still to come has nothing to tell yet.
  const lines = [...months.values()]
    .filter((l) => l.honoured + l.noShow + l.cancelled + l.reminders.sent + l.reminders.queued > 0)
    .sort((a, b) => a.month.localeCompare(b.month) || a.shopId - b.shopId);
  const total = noFigures();
  for (const line of lines) addFigures(total, line);
  return { ...total, months: lines };
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
