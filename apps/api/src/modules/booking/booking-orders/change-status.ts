// A staff member changes a booking order's status (spec §7 change-status, ADR 0008 lifecycle):
// the order's table decides, and its live appointments follow through the one status writer.
import {
  appointmentStatusFor,
  type BookingOrderStatus,
  canChangeBookingStatus,
  isBookingOrderStatus,
  noShowFee,
} from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import { changeAppointmentStatus } from '../appointments/status.ts';
import { queueBookingMessages } from '../notifications/queue.ts';
import { lockOrder, orderAppointmentsIn, setOrderStatus } from './repository.ts';

export async function changeOrderStatus(
  db: Db,
  change: { companyId: number; scope: number[] | null; id: number; to: BookingOrderStatus; now: Date },
  keys: MessageKeys,
): Promise<void> {
  const { companyId, scope, to, now } = change;
  await db.transaction(async (tx) => {
    const current = await lockOrder(tx, companyId, change.id);
    if (!current || (scope && !scope.includes(current.shopId)))
      throw new HttpError(404, 'booking order not found');
    if (!isBookingOrderStatus(current.status) || !canChangeBookingStatus(current.status, to)) {
      throw new HttpError(409, `cannot go from ${current.status} to ${to}`, { type: 'status' });
    }
    await setOrderStatus(tx, current.id, to, now);
    const next = appointmentStatusFor(to);
    const from = ['held', 'confirmed', 'honoured', 'no_show'] as const;
    if (next === 'honoured' || next === 'no_show') {
      // Attendance marked for the whole order: each appointment records when, and a no-show the fee
      // of its own policy snapshot, as PUT /api/appointments/{id}/attendance does (issue 20).
      for (const a of await orderAppointmentsIn(tx, companyId, current.id, from)) {
        await changeAppointmentStatus(tx, {
          companyId,
          target: { ids: [a.id] },
          from,
          to: next,
          by: 'staff',
          now,
          with: { attendanceAt: now, fee: next === 'no_show' ? noShowFee(a.policy, a.price) : 0 },
        });
      }
    } else if (next) {
      const moved = await changeAppointmentStatus(tx, {
        companyId,
        target: { orderId: current.id },
        from,
        to: next,
        by: 'staff',
        now,
      });
      // Staff cancelling a confirmed booking: the customer is told (a pending one was not promised).
      if (to === 'cancelled' && current.status === 'confirmed' && moved.length > 0)
        await queueBookingMessages(tx, keys, {
          companyId,
          orderId: current.id,
          kind: 'cancelled',
          cancelledBy: 'staff',
          appointmentIds: moved.map((m) => m.id),
          now,
        });
    }
  });
}
