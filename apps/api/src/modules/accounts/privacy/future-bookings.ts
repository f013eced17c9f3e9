// A customer's future bookings when their account is erased (issue 23, ADR 0026): what cancelling
// each costs under the policy saved with it (the deletion's preview shows it), and the
// cancellation itself through the booking lifecycle's one status writer, with the usual
// cancellation messages queued before anything personal is blanked.
import {
  allotPaid,
  type ErasureActor,
  type ErasureCancellation,
  erasureCancellation,
  legacySnapshot,
} from '@eclat/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments } from '../../../db/schema.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { cancelOrderWhenNothingLive, orderPaidShares } from '../../booking/appointments/repository.ts';
import { appointmentSettings } from '../../booking/appointments/settings.ts';
import { changeAppointmentStatus } from '../../booking/appointments/status.ts';
import { queueBookingMessages } from '../../booking/notifications/queue.ts';

type AppointmentRow = typeof appointments.$inferSelect;
export type FutureBooking = { appointment: AppointmentRow; outcome: ErasureCancellation };

/** Live (held or confirmed) appointments of the customer that start after `now`, with their outcome. */
export async function futureBookings(
  db: Db,
  company: CompanyRow,
  customerId: number,
  now: Date,
  by: ErasureActor,
): Promise<FutureBooking[]> {
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, company.id),
        eq(appointments.customerId, customerId),
        inArray(appointments.status, ['held', 'confirmed']),
        gt(appointments.startsAt, now),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  const orderIds = [...new Set(rows.map((a) => a.bookingOrderId).filter((id): id is number => id !== null))];
  const shares = await orderPaidShares(db, company.id, orderIds);
  const paidFor = new Map<number, number>();
  for (const order of shares.values()) {
    const allotted = allotPaid(
      order.paid,
      order.appointments.map((a) => a.price),
    );
    for (const [i, a] of order.appointments.entries()) paidFor.set(a.id, allotted[i] ?? 0);
  }
  const notice = appointmentSettings(company).cancellationNoticeHours;
  return rows.map((a) => ({
    appointment: a,
    outcome: erasureCancellation({
      // Bookings made before issue 20 keep the rule they were told: the company's notice.
      snapshot: a.policy ?? legacySnapshot(notice),
      price: a.price,
      startsAt: a.startsAt,
      now,
      paid: paidFor.get(a.id) ?? 0,
      by,
    }),
  }));
}

/**
 * Cancels the customer's future bookings in `tx` and queues the cancellation messages (the
 * confirmed ones; an unpaid hold was never promised). Answers how many appointments moved.
 */
export async function cancelFutureBookings(
  tx: Db,
  input: { company: CompanyRow; customerId: number; now: Date; by: ErasureActor; keys: MessageKeys },
): Promise<number> {
  const { company, now, by } = input;
  const companyId = company.id;
  const bookings = await futureBookings(tx, company, input.customerId, now, by);
  let cancelled = 0;
  const movedConfirmed: FutureBooking[] = [];
  for (const b of bookings) {
    const moved = await changeAppointmentStatus(tx, {
      companyId,
      target: { ids: [b.appointment.id] },
      from: ['held', 'confirmed'],
      to: 'cancelled',
      by,
      now,
      with: { cancelledBy: by, cancelledAt: now, lateCancellation: b.outcome.late, fee: b.outcome.fee },
    });
    cancelled += moved.length;
    if (moved.length && b.appointment.status === 'confirmed') movedConfirmed.push(b);
  }
  const orderIds = [
    ...new Set(bookings.map((b) => b.appointment.bookingOrderId).filter((id): id is number => id !== null)),
  ];
  for (const orderId of orderIds) await cancelOrderWhenNothingLive(tx, companyId, orderId, now);
  for (const orderId of orderIds) {
    const mine = movedConfirmed.filter((b) => b.appointment.bookingOrderId === orderId);
    if (mine.length === 0) continue;
    const refund = mine.reduce((sum, b) => sum + b.outcome.refund, 0);
    await queueBookingMessages(tx, input.keys, {
      companyId,
      orderId,
      kind: 'cancelled',
      cancelledBy: by,
      appointmentIds: mine.map((b) => b.appointment.id),
      fee: mine.reduce((sum, b) => sum + b.outcome.fee, 0),
      refund: refund > 0 ? { amount: refund } : null,
      now,
    });
  }
  return cancelled;
}
