// The one writer of `appointments.status` (issue 18): every module that cancels, confirms, expires
// or moves an appointment comes here, so each move is checked against the lifecycle table of
// @eclat/domain (appointment-status.ts). Creating an appointment with its first status is not a
// move: that stays with the booking (book.ts).
import { type AppointmentActor, type AppointmentStatus, canChangeAppointmentStatus } from '@eclat/domain';
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments } from '../../../db/schema.ts';
import { syncReviewInvitations } from '../../reviews/invitations/schedule.ts';
import { followStatusChange } from '../freed-times/record.ts';
import { syncReminders } from '../reminders/schedule.ts';

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
   * cancellation, who cancelled and when, and whether it was late and what it costs; when staff
   * marked the attendance and the fee it owes; the appointment that replaced a rescheduled one
   * (issue 20).
   */
  with?: {
    holdExpiresAt?: Date | null;
    bookingOrderId?: number;
    cancelledBy?: AppointmentActor;
    cancelledAt?: Date;
    lateCancellation?: boolean;
    fee?: number;
    attendanceAt?: Date | null;
    rescheduledToId?: number;
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
  const moved = await tx
    .update(appointments)
    .set({ ...change.with, status: change.to, updatedAt: change.now })
    .where(and(...where))
    .returning({
      id: appointments.id,
      companyId: appointments.companyId,
      bookingOrderId: appointments.bookingOrderId,
      shopId: appointments.shopId,
      employeeId: appointments.employeeId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    });
  // Reminders follow the status (issue 20): a booking that becomes confirmed gets them, one that
  // stops being confirmed (cancelled, moved, marked) loses those not sent yet — whichever path
  // changed it, in the same transaction.
  if (change.to === 'confirmed' || change.from.includes('confirmed')) {
    const orders = new Map<string, { companyId: number; orderId: number }>();
    for (const row of moved)
      if (row.bookingOrderId !== null)
        orders.set(`${row.companyId}:${row.bookingOrderId}`, {
          companyId: row.companyId,
          orderId: row.bookingOrderId,
        });
    for (const { companyId, orderId } of orders.values())
      await syncReminders(tx, companyId, orderId, change.now);
  }
  // Review invitations follow `honoured` (issue 22): queued when a visit becomes honoured, dropped
  // when it stops being (corrected to a no-show).
  if (change.to === 'honoured' || change.from.includes('honoured'))
    await syncReviewInvitations(tx, moved, change.to, change.now);
  // The waitlist (issue 21): a time freed is offered to whoever waits for it; a held offer paid is accepted.
  await followStatusChange(tx, change, moved);
  return moved.map(({ id, bookingOrderId }) => ({ id, bookingOrderId }));
}
