// What the reminders read: a booking order's live appointments and its company. Reads only: the
// reminders write jobs (platform/jobs) and messages (booking/notifications), no table of their own.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, companies } from '../../../db/schema.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';

/** The start of an order's first confirmed appointment, or null when none is left (cancelled, moved). */
export async function firstConfirmedStart(db: Db, companyId: number, orderId: number): Promise<Date | null> {
  const [first] = await db
    .select({ startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, companyId),
        eq(appointments.bookingOrderId, orderId),
        eq(appointments.status, 'confirmed'),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  return first?.startsAt ?? null;
}

export async function companyById(db: Db, companyId: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}
