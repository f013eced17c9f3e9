import type { AvailabilityInput, AvailabilityService, Interval, WeekHoursRule } from '@eclat/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  appointmentEquipments,
  appointments,
  articles,
  BLOCKING_APPOINTMENT_STATUSES,
  closedDays,
  openDays,
  resourceAbsences,
  resourceArticles,
  resources,
  shopArticles,
  shops,
} from '../../../db/schema.ts';

export type ShopRow = typeof shops.$inferSelect;
export type ServiceRow = typeof articles.$inferSelect & { shopPrice: number | null };

export type BookingContext = {
  shop: ShopRow;
  services: ServiceRow[];
  input: Omit<
    AvailabilityInput,
    'from' | 'to' | 'now' | 'minNoticeMinutes' | 'slotMinutes' | 'checkEquipments'
  >;
};

const DAY = 86_400_000;

/** The IANA zone of a shop of the company, or null when it has no such shop. */
export async function shopTimeZone(db: Db, companyId: number, shopId: number): Promise<string | null> {
  const rows = await db
    .select({ timeZone: shops.timeZone })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.companyId, companyId)))
    .limit(1);
  return rows[0]?.timeZone ?? null;
}

/** The instants that cover local days `from`…`to` in any zone (±14 h), with margin. */
export function rangeBounds(from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(Date.parse(`${from}T00:00:00Z`) - DAY),
    end: new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY),
  };
}

/** The statuses that take time, as an SQL list for `status in (...)`. */
export const BLOCKING_SQL = sql.raw(BLOCKING_APPOINTMENT_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * Time already taken in a shop over a range, per resource: appointments (employee and cabin),
 * equipment holds and absences. One query answering one text value: row decoding dominates on
 * PGlite (2,000 rows cost ~120 ms as rows, ~15 ms as one JSON array, ~10 ms as one text), and it is as fast on a
 * server. A hold past its expiry no longer takes time.
 */
export async function loadBusy(
  db: Db,
  p: { companyId: number; shopId: number; start: Date; end: Date; now: Date },
): Promise<Map<number, Interval[]>> {
  const live = sql`(a.status <> 'held' or a.hold_expires_at > ${p.now})`;
  const window = sql`a.starts_at < ${p.end} and a.ends_at > ${p.start}`;
  const result = await db.execute(sql`
    select coalesce(string_agg(x.r || ',' || x.s::bigint || ',' || x.e::bigint, ';'), '') as busy from (
      select a.employee_id as r, extract(epoch from a.starts_at) * 1000 as s, extract(epoch from a.ends_at) * 1000 as e
        from ${appointments} a
        where a.company_id = ${p.companyId} and a.shop_id = ${p.shopId} and a.employee_id is not null
          and a.status in (${BLOCKING_SQL}) and ${live} and ${window}
      union all
      select a.cabin_id, extract(epoch from a.starts_at) * 1000, extract(epoch from a.ends_at) * 1000
        from ${appointments} a
        where a.company_id = ${p.companyId} and a.shop_id = ${p.shopId} and a.cabin_id is not null
          and a.status in (${BLOCKING_SQL}) and ${live} and ${window}
      union all
      select q.equipment_id, extract(epoch from q.starts_at) * 1000, extract(epoch from q.ends_at) * 1000
        from ${appointmentEquipments} q join ${appointments} a on a.id = q.appointment_id
        where q.company_id = ${p.companyId} and q.active and a.shop_id = ${p.shopId}
          and a.status in (${BLOCKING_SQL}) and ${live}
          and q.starts_at < ${p.end} and q.ends_at > ${p.start}
      union all
      select b.resource_id, extract(epoch from b.starts_at) * 1000, extract(epoch from b.ends_at) * 1000
        from ${resourceAbsences} b join ${resources} r on r.id = b.resource_id
        where b.company_id = ${p.companyId} and r.shop_id = ${p.shopId}
          and b.starts_at < ${p.end} and b.ends_at > ${p.start}
    ) x`);
  // Both drivers answer { rows }; the shared Db type cannot say so.
  const rows = (result as unknown as { rows: { busy: string }[] }).rows;
  const busy = new Map<number, Interval[]>();
  const text = rows[0]?.busy ?? '';
  for (const item of text ? text.split(';') : []) {
    const [id, start, end] = item.split(',').map(Number) as [number, number, number];
    const list = busy.get(id) ?? [];
    list.push({ start, end });
    busy.set(id, list);
  }
  return busy;
}

/**
 * Everything the availability of some services in one shop depends on, in a handful of queries
 * whatever the range (no N+1: a month costs what a day costs). Held appointments past their
 * expiry no longer occupy anyone.
 */
export async function loadBookingContext(
  db: Db,
  params: { companyId: number; shopId: number; serviceIds: number[]; from: string; to: string; now: Date },
): Promise<BookingContext | null> {
  const { companyId, shopId, serviceIds, now } = params;
  const shop = (
    await db
      .select()
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.companyId, companyId)))
      .limit(1)
  )[0];
  if (!shop) return null;

  const serviceRows = await db
    .select({ article: articles, shopPrice: shopArticles.priceTtc })
    .from(articles)
    .innerJoin(shopArticles, and(eq(shopArticles.articleId, articles.id), eq(shopArticles.shopId, shopId)))
    .where(
      and(
        eq(articles.companyId, companyId),
        inArray(articles.id, serviceIds),
        inArray(articles.type, [1, 4]),
        eq(articles.draft, false),
      ),
    );
  const byId = new Map(serviceRows.map((r) => [r.article.id, { ...r.article, shopPrice: r.shopPrice }]));
  const services = serviceIds.map((id) => byId.get(id));
  if (services.some((s) => !s?.durationMinutes)) return null;
  const found = services as ServiceRow[];

  const shopResources = await db
    .select()
    .from(resources)
    .where(and(eq(resources.companyId, companyId), eq(resources.shopId, shopId), eq(resources.active, true)));
  const resourceIds = shopResources.map((r) => r.id);
  const links = resourceIds.length
    ? await db
        .select({ resourceId: resourceArticles.resourceId, articleId: resourceArticles.articleId })
        .from(resourceArticles)
        .where(
          and(eq(resourceArticles.companyId, companyId), inArray(resourceArticles.resourceId, resourceIds)),
        )
    : [];
  const servicesOf = new Map<number, number[]>();
  for (const link of links)
    servicesOf.set(link.resourceId, [...(servicesOf.get(link.resourceId) ?? []), link.articleId]);

  const { start, end } = rangeBounds(params.from, params.to);
  const busy = resourceIds.length
    ? await loadBusy(db, { companyId, shopId, start, end, now })
    : new Map<number, Interval[]>();

  const dayScope = and(
    eq(closedDays.companyId, companyId),
    or(isNull(closedDays.shopId), eq(closedDays.shopId, shopId)),
    sql`${closedDays.day} between ${params.from} and ${params.to}`,
  );
  const closed = await db.select({ day: closedDays.day }).from(closedDays).where(dayScope);
  const open = await db
    .select({ day: openDays.day, hours: openDays.hours })
    .from(openDays)
    .where(
      and(
        eq(openDays.companyId, companyId),
        or(isNull(openDays.shopId), eq(openDays.shopId, shopId)),
        sql`${openDays.day} between ${params.from} and ${params.to}`,
      ),
    );

  const person = (r: (typeof shopResources)[number]) => ({
    id: r.id,
    displayName: r.displayName,
    visible: r.visible,
    serviceIds: servicesOf.get(r.id) ?? [],
  });
  const availabilityServices: AvailabilityService[] = found.map((s) => ({
    id: s.id,
    durationMinutes: s.durationMinutes ?? 0,
    needsCabin: s.needsCabin,
    equipmentIds: shopResources
      .filter((r) => r.type === 300 && (servicesOf.get(r.id) ?? []).includes(s.id))
      .map((r) => r.id),
  }));
  return {
    shop,
    services: found,
    input: {
      timeZone: shop.timeZone,
      openingHours: shop.openingHours as WeekHoursRule,
      closedDays: closed.map((c) => c.day),
      openDays: Object.fromEntries(open.map((o) => [o.day, o.hours])),
      services: availabilityServices,
      employees: shopResources
        .filter((r) => r.type === 100)
        .map((r) => ({ ...person(r), workingHours: r.workingHours as WeekHoursRule | null })),
      cabins: shopResources.filter((r) => r.type === 200).map(person),
      useCabins: shop.useCabins,
      busy,
    },
  };
}
