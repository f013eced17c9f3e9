import type { AvailabilityInput, AvailabilityService, Interval, WeekHoursRule } from '@eclat/domain';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
} from '../../db/schema.ts';

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
  const blocking = [...BLOCKING_APPOINTMENT_STATUSES];
  const live = or(sql`${appointments.status} <> 'held'`, gt(appointments.holdExpiresAt, now));
  const appointmentRows = resourceIds.length
    ? await db
        .select({
          employeeId: appointments.employeeId,
          cabinId: appointments.cabinId,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.companyId, companyId),
            eq(appointments.shopId, shopId),
            inArray(appointments.status, blocking),
            live,
            lt(appointments.startsAt, end),
            gt(appointments.endsAt, start),
          ),
        )
    : [];
  const equipmentRows = resourceIds.length
    ? await db
        .select({
          id: appointmentEquipments.equipmentId,
          startsAt: appointmentEquipments.startsAt,
          endsAt: appointmentEquipments.endsAt,
        })
        .from(appointmentEquipments)
        .innerJoin(appointments, eq(appointments.id, appointmentEquipments.appointmentId))
        .where(
          and(
            eq(appointmentEquipments.companyId, companyId),
            eq(appointmentEquipments.active, true),
            inArray(appointmentEquipments.equipmentId, resourceIds),
            live,
            lt(appointmentEquipments.startsAt, end),
            gt(appointmentEquipments.endsAt, start),
          ),
        )
    : [];
  const absenceRows = resourceIds.length
    ? await db
        .select({
          id: resourceAbsences.resourceId,
          startsAt: resourceAbsences.startsAt,
          endsAt: resourceAbsences.endsAt,
        })
        .from(resourceAbsences)
        .where(
          and(
            eq(resourceAbsences.companyId, companyId),
            inArray(resourceAbsences.resourceId, resourceIds),
            lt(resourceAbsences.startsAt, end),
            gt(resourceAbsences.endsAt, start),
          ),
        )
    : [];
  const busy = new Map<number, Interval[]>();
  const occupy = (id: number | null, s: Date, e: Date) => {
    if (id === null) return;
    const list = busy.get(id) ?? [];
    list.push({ start: s.getTime(), end: e.getTime() });
    busy.set(id, list);
  };
  for (const a of appointmentRows) {
    occupy(a.employeeId, a.startsAt, a.endsAt);
    occupy(a.cabinId, a.startsAt, a.endsAt);
  }
  for (const e of equipmentRows) occupy(e.id, e.startsAt, e.endsAt);
  for (const a of absenceRows) occupy(a.id, a.startsAt, a.endsAt);

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
