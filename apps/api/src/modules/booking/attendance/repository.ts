// The attendance module's reads (issue 20). It writes nothing itself: an appointment's status and
// attendance go through the one status writer (appointments/status.ts), an order's status through
// the booking orders' repository.
import type { AppointmentStatus } from '@eclat/domain';
import { type AnyColumn, and, asc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, shops } from '../../../db/schema.ts';

/** One appointment of the company with what marking it needs; null when it has no such one. */
export async function appointmentToMark(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: appointments.id,
      shopId: appointments.shopId,
      bookingOrderId: appointments.bookingOrderId,
      status: appointments.status,
      startsAt: appointments.startsAt,
      price: appointments.price,
      policy: appointments.policy,
      fee: appointments.fee,
      attendanceAt: appointments.attendanceAt,
      timeZone: shops.timeZone,
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(and(eq(appointments.companyId, companyId), eq(appointments.id, id)))
    .limit(1);
  return row ?? null;
}

/** The statuses of a booking order's appointments (read after its row is locked). */
export async function orderAppointmentStatuses(
  db: Db,
  companyId: number,
  orderId: number,
): Promise<AppointmentStatus[]> {
  const rows = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), eq(appointments.bookingOrderId, orderId)));
  return rows.map((r) => r.status as AppointmentStatus);
}

/** Confirmed appointments of a shop that start within [start, end) and by `startedBy`. */
export async function confirmedStarted(
  db: Db,
  p: { companyId: number; shopId: number; start: Date; end: Date; startedBy: Date },
): Promise<{ id: number; bookingOrderId: number | null }[]> {
  return db
    .select({ id: appointments.id, bookingOrderId: appointments.bookingOrderId })
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, p.companyId),
        eq(appointments.shopId, p.shopId),
        eq(appointments.status, 'confirmed'),
        gte(appointments.startsAt, p.start),
        lt(appointments.startsAt, p.end),
        lte(appointments.startsAt, p.startedBy),
      ),
    )
    .orderBy(asc(appointments.id));
}

/**
 * How many times a customer did not come (issue 20: shown in the back office, read by the deposit
 * rule "after N no-shows"). One missed visit counts once, however many services its booking held.
 * As an SQL expression over a customer id column, so a listing counts it in the same query; the
 * columns must render qualified (a query with joins), or a bare "id" would name the subquery's own.
 */
export function noShowsOf(companyId: SQL | AnyColumn, customerId: SQL | AnyColumn): SQL<number> {
  // The company first: appointments_company_customer_idx answers it.
  return sql<number>`(select count(distinct coalesce(ns.booking_order_id, -ns.id))::int
    from ${appointments} ns
    where ns.company_id = ${companyId} and ns.customer_id = ${customerId} and ns.status = 'no_show')`;
}

/** A customer's no-show count (see noShowsOf); 0 for a customer of another company. */
export async function noShowCount(db: Db, companyId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: noShowsOf(sql`${companyId}::int`, sql`${customerId}::int`) })
    .from(sql`(select 1) as one`);
  return Number(row?.n ?? 0);
}
