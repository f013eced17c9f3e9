import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, bookingOrders } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { book } from '../../booking/appointments/book.ts';
import { keepOriginalOrder, releaseEquipment } from '../../booking/appointments/repository.ts';
import { changeAppointmentStatus } from '../../booking/appointments/status.ts';
import { queueBookingMessages } from '../../booking/notifications/queue.ts';

export type MoveRequest = {
  orderId: number;
  start: Date;
  employeeId: number | null;
  /** The shops the caller may act on; null: every shop. */
  scope: number[] | null;
};

/**
 * Moves a booking (every active appointment of one booking order, back to back) to a new start in
 * one transaction: the old appointments are cancelled first, so that a move by less than the
 * booking's own length finds its time free, then the booking engine books the same services for
 * the same customer (availability re-checked, candidates ranked, exclusion constraints as the last
 * guard: ADR 0008). The new appointments join the original order, so its payments, gift-voucher
 * uses and credit stay attached. Any refusal (slot taken, notice, booking off) rolls everything
 * back: the booking is where it was.
 */
export async function moveBooking(
  db: Db,
  company: CompanyRow,
  req: MoveRequest,
  now: Date,
  keys: MessageKeys,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(bookingOrders)
      .where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, req.orderId)))
      .for('update');
    if (!order || (req.scope && !req.scope.includes(order.shopId)))
      throw new HttpError(404, 'booking order not found');
    if (order.status !== 'pending' && order.status !== 'confirmed')
      throw new HttpError(409, `a ${order.status} booking cannot be moved`, { type: 'status' });
    if (order.status === 'pending' && order.expiresAt && order.expiresAt <= now)
      throw new HttpError(409, 'this booking was not paid in time', { type: 'status' });
    if (order.customerId === null)
      throw new HttpError(409, 'this booking has no customer any more', { type: 'status' });

    const current = await tx
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.bookingOrderId, order.id), inArray(appointments.status, ['held', 'confirmed'])),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .for('update');
    if (current.length === 0) throw new HttpError(409, 'nothing left to move', { type: 'status' });
    const currentIds = current.map((a) => a.id);
    await changeAppointmentStatus(tx, {
      companyId: company.id,
      target: { ids: currentIds },
      from: ['held', 'confirmed'],
      to: 'cancelled',
      by: 'staff',
      now,
    });
    await releaseEquipment(tx, currentIds);

    const booked = await book(
      tx,
      company,
      {
        shopId: order.shopId,
        serviceIds: current.map((a) => a.articleId),
        start: req.start,
        employeeId: req.employeeId,
        customMessage: order.customMessage,
        customerId: order.customerId,
        origin: order.origin,
      },
      now,
      // Not a new booking: the customer is told of the move below, once.
      null,
    );

    // A confirmed booking stays confirmed; a pending one keeps its payment deadline.
    const pending = order.status === 'pending';
    await changeAppointmentStatus(tx, {
      companyId: company.id,
      target: { ids: booked.appointments.map((a) => a.id) },
      // As the booking engine just made them: held when the company takes payment, else confirmed.
      from: ['held', 'confirmed'],
      to: pending ? 'held' : 'confirmed',
      by: 'staff',
      now,
      with: { bookingOrderId: order.id, holdExpiresAt: pending ? order.expiresAt : null },
    });
    await keepOriginalOrder(tx, {
      originalId: order.id,
      madeId: booked.order.id,
      total: booked.order.total,
      now,
    });
    const [first] = current;
    // A confirmed booking's customer is told where it went; an unpaid one was not promised yet.
    if (!pending && first)
      await queueBookingMessages(tx, keys, {
        companyId: company.id,
        orderId: order.id,
        kind: 'modified',
        // The old events leave the calendar; the old time is said only when it changed.
        previous: { start: first.startsAt, appointmentIds: currentIds },
        appointmentIds: booked.appointments.map((a) => a.id),
        now,
      });
  });
}
