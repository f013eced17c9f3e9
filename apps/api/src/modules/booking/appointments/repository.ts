import type { AvailabilityInput, AvailabilityService, Interval, WeekHoursRule } from '@eclat/domain';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, sqlState } from '../../../db/errors.ts';
import {
  appointmentEquipments,
  appointments,
  articles,
  BLOCKING_APPOINTMENT_STATUSES,
  bookingOrders,
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
 * server. A hold past its expiry no longer takes time. The appointments of `exceptOrderId` (and
 * their equipment holds) do not either: a booking being moved may overlap its own current time,
 * as POST /api/appointments/{id}/reschedule allows.
 */
export async function loadBusy(
  db: Db,
  p: { companyId: number; shopId: number; start: Date; end: Date; now: Date; exceptOrderId?: number },
): Promise<Map<number, Interval[]>> {
  const own =
    p.exceptOrderId === undefined ? sql`` : sql` and a.booking_order_id is distinct from ${p.exceptOrderId}`;
  const live = sql`(a.status <> 'held' or a.hold_expires_at > ${p.now})${own}`;
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
  params: {
    companyId: number;
    shopId: number;
    serviceIds: number[];
    from: string;
    to: string;
    now: Date;
    /** A booking order being moved: its own time counts as free (see loadBusy). */
    exceptOrderId?: number;
  },
): Promise<BookingContext | null> {
  const { companyId, shopId, serviceIds, now, exceptOrderId } = params;
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
    ? await loadBusy(db, { companyId, shopId, start, end, now, exceptOrderId })
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

/** A booking order none of whose appointments is held or confirmed any more is cancelled. */
export async function cancelOrderWhenNothingLive(
  tx: Db,
  companyId: number,
  orderId: number,
  now: Date,
): Promise<void> {
  const remaining = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.bookingOrderId, orderId),
        or(eq(appointments.status, 'held'), eq(appointments.status, 'confirmed')),
      ),
    )
    .limit(1);
  if (remaining.length === 0) {
    await tx
      .update(bookingOrders)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(bookingOrders.id, orderId), eq(bookingOrders.companyId, companyId)));
  }
}

/**
 * What was paid (net of refunds) for each booking order, and its appointments in start order
 * with their prices: a cancellation allots the payment over them (allotPaid).
 */
export async function orderPaidShares(
  db: Db,
  companyId: number,
  orderIds: readonly number[],
): Promise<Map<number, { paid: number; appointments: { id: number; price: number }[] }>> {
  const out = new Map<number, { paid: number; appointments: { id: number; price: number }[] }>();
  if (orderIds.length === 0) return out;
  const orders = await db
    .select({ id: bookingOrders.id, paid: bookingOrders.paidAmount, refunded: bookingOrders.refundedAmount })
    .from(bookingOrders)
    .where(and(eq(bookingOrders.companyId, companyId), inArray(bookingOrders.id, [...orderIds])));
  for (const o of orders) out.set(o.id, { paid: Math.max(0, o.paid - o.refunded), appointments: [] });
  const rows = await db
    .select({ id: appointments.id, orderId: appointments.bookingOrderId, price: appointments.price })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), inArray(appointments.bookingOrderId, [...orderIds])))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  for (const r of rows)
    if (r.orderId !== null) out.get(r.orderId)?.appointments.push({ id: r.id, price: r.price });
  return out;
}

/** How many of a customer's appointments in the company were marked no-show (issue 20). */
export async function countNoShows(db: Db, companyId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, companyId),
        eq(appointments.customerId, customerId),
        eq(appointments.status, 'no_show'),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertOrder(tx: Db, values: typeof bookingOrders.$inferInsert) {
  const [order] = await tx.insert(bookingOrders).values(values).returning();
  if (!order) throw new Error('booking order not created');
  return order;
}

/** The pending orders among `ids` expire with their holds (hold sweeper). */
export async function expirePendingOrders(tx: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(bookingOrders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(bookingOrders.status, 'pending'), inArray(bookingOrders.id, ids)));
}

export type AppointmentRow = typeof appointments.$inferSelect;
export type PartValues = Omit<typeof appointments.$inferInsert, 'employeeId' | 'cabinId'>;

/**
 * One service of the booking: the first collaborator and cabin in order that the exclusion
 * constraints accept, each tried in a savepoint; null when every one was taken meanwhile.
 */
export async function insertPart(
  tx: Db,
  companyId: number,
  values: PartValues,
  employees: readonly number[],
  cabins: readonly (number | null)[],
  equipment: readonly number[],
) {
  for (const employeeId of employees) {
    for (const cabinId of cabins) {
      try {
        return await tx.transaction(async (attempt) => {
          const [row] = await attempt
            .insert(appointments)
            .values({ ...values, employeeId, cabinId })
            .returning();
          if (!row) throw new Error('appointment not created');
          if (equipment.length > 0)
            await holdEquipment(attempt, companyId, row.id, [...equipment], row.startsAt, row.endsAt);
          return row;
        });
      } catch (error) {
        const state = sqlState(error);
        // Taken meanwhile by a concurrent booking (or one of another day, across midnight, that
        // deadlocked with this one): try the next free collaborator or cabin.
        if (state !== EXCLUSION_VIOLATION && state !== DEADLOCK_DETECTED) throw error;
      }
    }
  }
  return null;
}

/** Holds one free piece among those the service can use; the constraint refuses a double hold. */
async function holdEquipment(
  db: Db,
  companyId: number,
  appointmentId: number,
  pieces: number[],
  startsAt: Date,
  endsAt: Date,
) {
  for (const equipmentId of pieces) {
    try {
      await db.transaction(async (attempt) => {
        await attempt
          .insert(appointmentEquipments)
          .values({ companyId, appointmentId, equipmentId, startsAt, endsAt });
      });
      return;
    } catch (error) {
      if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
    }
  }
  // No piece left: the whole attempt fails like a taken slot.
  throw Object.assign(new Error('equipment taken'), { code: EXCLUSION_VIOLATION });
}

/** The equipment of appointments that no longer take place is free again. */
export async function releaseEquipment(tx: Db, appointmentIds: number[]): Promise<void> {
  await tx
    .update(appointmentEquipments)
    .set({ active: false })
    .where(inArray(appointmentEquipments.appointmentId, appointmentIds));
}

/**
 * A moved booking keeps its original order: the order the booking engine made for the new
 * appointments goes, and the original takes its total.
 */
export async function keepOriginalOrder(
  tx: Db,
  p: { originalId: number; madeId: number; total: number; now: Date },
): Promise<void> {
  await tx.delete(bookingOrders).where(eq(bookingOrders.id, p.madeId));
  await tx
    .update(bookingOrders)
    .set({ total: p.total, updatedAt: p.now })
    .where(eq(bookingOrders.id, p.originalId));
}

/*
 * The other writes of appointments the payment needs (not their status): commerce/payment's
 * cart-routes.ts and initialize.ts still write these columns themselves; these are their
 * replacements, so that booking/appointments stays the only writer of its table (issue 18).
 */

/** The custom message of every appointment of a booking order. */
export async function setOrderMessage(
  tx: Db,
  p: { companyId: number; orderId: number; message: string | null; now: Date },
): Promise<void> {
  await tx
    .update(appointments)
    .set({ customMessage: p.message, updatedAt: p.now })
    .where(and(eq(appointments.bookingOrderId, p.orderId), eq(appointments.companyId, p.companyId)));
}

/** The held appointments of a booking order are held at least until `until` (a new payment's time). */
export async function extendHolds(
  tx: Db,
  p: { orderId: number; until: Date; now: Date; customMessage?: string | null },
): Promise<void> {
  await tx
    .update(appointments)
    .set({
      holdExpiresAt: sql`greatest(${appointments.holdExpiresAt}, ${p.until.toISOString()}::timestamptz)`,
      updatedAt: p.now,
      ...(p.customMessage !== undefined ? { customMessage: p.customMessage } : {}),
    })
    .where(and(eq(appointments.bookingOrderId, p.orderId), eq(appointments.status, 'held')));
}

/**
 * Erasure (issue 23, ADR 0026): the customer's bookings stay for the books, their own words go —
 * the message written when booking, on the appointments and on their orders.
 */
export async function blankCustomerMessages(
  tx: Db,
  input: { companyId: number; customerId: number; now: Date },
): Promise<void> {
  const { companyId, customerId, now } = input;
  await tx
    .update(bookingOrders)
    .set({ customMessage: null, updatedAt: now })
    .where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.customerId, customerId)));
  await tx
    .update(appointments)
    .set({ customMessage: null })
    .where(and(eq(appointments.companyId, companyId), eq(appointments.customerId, customerId)));
}
