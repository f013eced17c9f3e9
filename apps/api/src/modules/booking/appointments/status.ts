// The one writer of `appointments.status` (issue 18): every module that cancels, confirms, expires
// or moves an appointment comes here, so each move is checked against the lifecycle table of
// @eclat/domain (appointment-status.ts). Creating an appointment with its first status is not a
// move: that stays with the booking (book.ts).
import { type AppointmentActor, type AppointmentStatus, canChangeAppointmentStatus } from '@eclat/domain';
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments } from '../../../db/schema.ts';

export type AppointmentStatusChange = {
  /** The company whose appointments move; null only for the hold sweeper, which serves them all. */
  companyId: number | null;
  /** Which appointments: by id, every one of a booking order, or (sweeper) any. */
  target: { ids: readonly number[] } | { orderId: number } | 'any';
  /** Only appointments in one of these statuses move; the others are left as they are. */
  from: readonly AppointmentStatus[];
  to: AppointmentStatus;
  by: AppointmentActor;
  now: Date;
  /** Only holds that ran out by this instant (sweeps). */
  holdRanOutBy?: Date;
  /**
   * What changes with the status: the hold's end, the booking order a moved booking joins; for a
   * cancellation, who cancelled and when, and whether it was late and what it costs (issue 20).
   */
  with?: {
    holdExpiresAt?: Date | null;
    bookingOrderId?: number;
    cancelledBy?: AppointmentActor;
    cancelledAt?: Date;
    lateCancellation?: boolean;
    fee?: number;
  };
};

/**
 * Moves appointments to `to` and answers the ones that moved. A move the lifecycle table refuses
 * is a bug in the caller, not a user error: it throws before writing anything.
 */
export async function changeAppointmentStatus(
  tx: Db,
  change: AppointmentStatusChange,
): Promise<{ id: number; bookingOrderId: number | null }[]> {
  for (const from of change.from) {
    if (!canChangeAppointmentStatus(from, change.to, change.by))
      throw new Error(`appointment status: ${change.by} may not move ${from} to ${change.to}`);
  }
  const { target } = change;
  if (target !== 'any' && 'ids' in target && target.ids.length === 0) return [];
  const where: SQL[] = [inArray(appointments.status, [...change.from])];
  if (change.companyId !== null) where.push(eq(appointments.companyId, change.companyId));
  if (target !== 'any')
    where.push(
      'ids' in target
        ? inArray(appointments.id, [...target.ids])
        : eq(appointments.bookingOrderId, target.orderId),
    );
  if (change.holdRanOutBy) where.push(lte(appointments.holdExpiresAt, change.holdRanOutBy));
  return tx
    .update(appointments)
    .set({ ...change.with, status: change.to, updatedAt: change.now })
    .where(and(...where))
    .returning({ id: appointments.id, bookingOrderId: appointments.bookingOrderId });
}
