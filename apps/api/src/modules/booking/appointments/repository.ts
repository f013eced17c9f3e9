import type {
  AvailabilityInput,
  AvailabilityService,
  DayHoursRule,
  Interval,
  WeekHoursRule,
} from '@eclat/domain';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, sqlState } from '../../../db/errors.ts';
import {
  appointmentEquipments,
  appointments,
  articles,
  BLOCKING_APPOINTMENT_STATUSES,
  bookingOrders,
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

/** The same statuses as one PostgreSQL array literal (a single parameter of booking_busy_time). */
const BLOCKING_ARRAY = `{${BLOCKING_APPOINTMENT_STATUSES.join(',')}}`;

/** What an availability read needs that changes with every booking (ADR 0029). */
export type BusyTime = {
  /** Time already taken, per resource id (see loadBusyTime). */
  busy: Map<number, Interval[]>;
  closedDays: string[];
  openDays: Record<string, DayHoursRule[]>;
};

/** The busy time as booking_busy_time writes it: equal texts, equal busy time. */
export type BusyTimeText = { busy: string; closed: string; opened: string };

/** The busy time of its texts. */
export function busyTimeOf(text: BusyTimeText): BusyTime {
  return {
    busy: parseBusy(text.busy),
    closedDays: text.closed ? text.closed.split(',') : [],
    openDays: Object.fromEntries(JSON.parse(text.opened) as [string, DayHoursRule[]][]),
  };
}

/**
 * "id,start,end;id,start,end…" (integers: a resource id, epoch ms) → intervals per resource id, in
 * the text's order. Read by character codes: a busy month is thousands of items, and a split per
 * item and per field cost more than the query's own transfer (ADR 0029).
 */
export function parseBusy(text: string): Map<number, Interval[]> {
  const busy = new Map<number, Interval[]>();
  const length = text.length;
  let at = 0;
  // The integer at `at`, leaving `at` past the separator that ends it.
  const integer = (): number => {
    const negative = text.charCodeAt(at) === 45;
    if (negative) at += 1;
    let value = 0;
    for (let code = text.charCodeAt(at); code >= 48 && code <= 57; code = text.charCodeAt(++at)) {
      value = value * 10 + (code - 48);
    }
    at += 1;
    return negative ? -value : value;
  };
  while (at < length) {
    const id = integer();
    const start = integer();
    const end = integer();
    const list = busy.get(id);
    if (list) list.push({ start, end });
    else busy.set(id, [{ start, end }]);
  }
  return busy;
}

/**
 * Time already taken in a shop over the local days `from`…`to`, per resource (appointments of
 * collaborators and cabins, equipment holds, absences), and the closed and exceptional open days
 * of those days: one call of the plan-cached function booking_busy_time (migration 0010), read on
 * every request — a booking, a cancellation or an expired hold shows on the very next read, in any
 * process. A hold past its expiry no longer takes time. The appointments of `exceptOrderId` (and
 * their equipment holds) do not either: a booking being moved may overlap its own current time,
 * as POST /api/appointments/{id}/reschedule allows.
 */
export async function loadBusyTime(
  db: Db,
  p: { companyId: number; shopId: number; from: string; to: string; now: Date; exceptOrderId?: number },
): Promise<BusyTime> {
  return busyTimeOf(await loadBusyTimeText(db, p));
}

/** loadBusyTime, as the database wrote it (parsed by busyTimeOf). */
export async function loadBusyTimeText(
  db: Db,
  p: { companyId: number; shopId: number; from: string; to: string; now: Date; exceptOrderId?: number },
): Promise<BusyTimeText> {
  const { start, end } = rangeBounds(p.from, p.to);
  return readBusyTime(db, { ...p, start, end });
}

const BUSY_TIME_SQL =
  'select busy, closed, opened from booking_busy_time($1::integer, $2::integer, $3::timestamptz, ' +
  '$4::timestamptz, $5::timestamptz, $6::integer, $7::text[], $8::date, $9::date)';

/** The driver's own client, on a database (not a transaction): PGlite and pg.Pool both `query`. */
type RawClient = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

async function readBusyTime(
  db: Db,
  p: {
    companyId: number;
    shopId: number;
    start: Date;
    end: Date;
    from: string;
    to: string;
    now: Date;
    exceptOrderId?: number;
  },
): Promise<BusyTimeText> {
  const values = [
    p.companyId,
    p.shopId,
    p.start.toISOString(),
    p.end.toISOString(),
    p.now.toISOString(),
    p.exceptOrderId ?? null,
    BLOCKING_ARRAY,
    p.from,
    p.to,
  ];
  // The database itself (drizzle sets `$client` on it, not on a transaction): the statement goes
  // to the driver as it is, without the ORM's query building and result mapping — a third of
  // the call on PGlite (ADR 0029). A transaction goes through the ORM, on its own connection.
  const client = (db as unknown as { $client?: Partial<RawClient> }).$client;
  const result =
    typeof client?.query === 'function'
      ? await (client as RawClient).query(BUSY_TIME_SQL, values)
      : await db.execute(sql`select busy, closed, opened from booking_busy_time(
          ${values[0]}::integer, ${values[1]}::integer, ${values[2]}::timestamptz,
          ${values[3]}::timestamptz, ${values[4]}::timestamptz, ${values[5]}::integer,
          ${values[6]}::text[], ${values[7]}::date, ${values[8]}::date)`);
  // Both drivers answer { rows }; the shared Db type cannot say so.
  const row = (result as unknown as { rows: BusyTimeText[] }).rows[0];
  return { busy: row?.busy ?? '', closed: row?.closed ?? '', opened: row?.opened ?? '[]' };
}

/**
 * Time already taken in a shop over a range, per resource: appointments (employee and cabin),
 * equipment holds and absences (see loadBusyTime).
 */
export async function loadBusy(
  db: Db,
  p: { companyId: number; shopId: number; start: Date; end: Date; now: Date; exceptOrderId?: number },
): Promise<Map<number, Interval[]>> {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return parseBusy((await readBusyTime(db, { ...p, from: day(p.start), to: day(p.end) })).busy);
}

/**
 * What the availability of a shop depends on that only staff change: the shop, the services it
 * offers for booking, its active collaborators, cabins and equipment with the services of each.
 * Loaded in five queries; the availability read keeps it in the company's read cache (ADR 0029),
 * dropped by any staff write of the company here and, through the bus, in the other processes.
 * Immutable once built: requests share it.
 */
export type ShopStatics = {
  shop: ShopRow;
  /** Services and packages the shop offers (published), by id. */
  services: ReadonlyMap<number, ServiceRow>;
  employees: AvailabilityInput['employees'];
  cabins: AvailabilityInput['cabins'];
  /** Pieces of equipment and the services each serves. */
  equipment: readonly { id: number; serviceIds: readonly number[] }[];
};

/** The shop's statics (see ShopStatics), or null when the company has no such shop. */
export async function loadShopStatics(
  db: Db,
  companyId: number,
  shopId: number,
): Promise<ShopStatics | null> {
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
    .where(and(eq(articles.companyId, companyId), inArray(articles.type, [1, 4]), eq(articles.draft, false)));
  const services = new Map(serviceRows.map((r) => [r.article.id, { ...r.article, shopPrice: r.shopPrice }]));

  const shopResources = await db
    .select()
    .from(resources)
    .where(and(eq(resources.companyId, companyId), eq(resources.shopId, shopId), eq(resources.active, true)))
    .orderBy(asc(resources.id));
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
  for (const link of links) {
    const list = servicesOf.get(link.resourceId);
    if (list) list.push(link.articleId);
    else servicesOf.set(link.resourceId, [link.articleId]);
  }
  const person = (r: (typeof shopResources)[number]) => ({
    id: r.id,
    displayName: r.displayName,
    visible: r.visible,
    serviceIds: servicesOf.get(r.id) ?? [],
  });
  return {
    shop,
    services,
    employees: shopResources
      .filter((r) => r.type === 100)
      .map((r) => ({ ...person(r), workingHours: r.workingHours as WeekHoursRule | null })),
    cabins: shopResources.filter((r) => r.type === 200).map(person),
    equipment: shopResources
      .filter((r) => r.type === 300)
      .map((r) => ({ id: r.id, serviceIds: servicesOf.get(r.id) ?? [] })),
  };
}

/**
 * The context of some services of the shop from its statics and the busy time of the range; null
 * when a service is not offered there (or has no duration).
 */
export function bookingContextOf(
  statics: ShopStatics,
  serviceIds: readonly number[],
  time: BusyTime,
): BookingContext | null {
  const found: ServiceRow[] = [];
  for (const id of serviceIds) {
    const service = statics.services.get(id);
    if (!service?.durationMinutes) return null;
    found.push(service);
  }
  const { shop } = statics;
  const availabilityServices: AvailabilityService[] = found.map((s) => ({
    id: s.id,
    durationMinutes: s.durationMinutes ?? 0,
    needsCabin: s.needsCabin,
    equipmentIds: statics.equipment.filter((r) => r.serviceIds.includes(s.id)).map((r) => r.id),
  }));
  return {
    shop,
    services: found,
    input: {
      timeZone: shop.timeZone,
      openingHours: shop.openingHours as WeekHoursRule,
      closedDays: time.closedDays,
      openDays: time.openDays,
      services: availabilityServices,
      employees: statics.employees,
      cabins: statics.cabins,
      useCabins: shop.useCabins,
      busy: time.busy,
    },
  };
}

/**
 * Everything the availability of some services in one shop depends on, read now from the
 * database in a handful of queries whatever the range (no N+1: a month costs what a day costs).
 * Held appointments past their expiry no longer occupy anyone. Bookings use this, never a kept
 * copy: what they check is the database of the moment (the exclusion constraints have the last
 * word anyway).
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
    /** A booking order being moved: its own time counts as free (see loadBusyTime). */
    exceptOrderId?: number;
  },
): Promise<BookingContext | null> {
  const statics = await loadShopStatics(db, params.companyId, params.shopId);
  if (!statics) return null;
  if (params.serviceIds.some((id) => !statics.services.get(id)?.durationMinutes)) return null;
  return bookingContextOf(statics, params.serviceIds, await loadBusyTime(db, params));
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
