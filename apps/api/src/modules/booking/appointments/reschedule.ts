// Self-service reschedule (issue 20, item 6): the customer (signed in or holding the booking's
// manage link) or staff move a booking to another slot. The new slot is taken and the old one
// freed in one transaction: never both lost, never both held.
import type { BookingAnswer } from '@eclat/contracts';
import { customerChanges, policyInForce } from '@eclat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, bookingOrders } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { queueBookingMessages } from '../notifications/queue.ts';
import { scheduleReminders } from '../reminders/schedule.ts';
import {
  bookedAppointment,
  expireRanOutHolds,
  findRequestedSlot,
  lockBookingDays,
  placeParts,
  slotTaken,
} from './book.ts';
import { type AppointmentRow, releaseEquipment } from './repository.ts';
import { actorSees, type BookingActor } from './service.ts';
import { appointmentSettings } from './settings.ts';
import { changeAppointmentStatus } from './status.ts';

export type RescheduleRequest = {
  start: Date;
  /** One collaborator for every service; null: anyone free (as POST /api/appointments). */
  employeeId: number | null;
};

/** What changed: enough for the 'modified' message and the answer. */
export type Rescheduled = {
  orderId: number | null;
  /** Each old appointment (now `rescheduled`) and the one that replaced it. */
  moved: { from: number; to: number }[];
  appointments: BookingAnswer['appointments'];
};

const notReschedulable = () =>
  new HttpError(409, 'Ce rendez-vous ne peut plus être déplacé.', { type: 'not_reschedulable' });

const noticeRefused = (hours: number) =>
  new HttpError(409, `Déplacement possible jusqu’à ${hours} h avant le rendez-vous.`, {
    type: 'reschedule_notice',
  });

/**
 * Moves a booking: the whole booking order when it is a chain of several services (each part keeps
 * its place in the chain: the engine plans them back to back from the new start, as they were
 * booked — ADR 0017), the one appointment otherwise. Only confirmed appointments still to come
 * move; a customer moves them only outside the notice of the policy in force (the shop decides
 * inside it: staff may still move them). In one transaction, under the booking's row lock and the
 * advisory locks of the old and the new day (ascending): the old appointments go to `rescheduled`
 * first, so the availability engine sees their time as free (they are the customer's own), then
 * the same services are placed at the new start in the same booking order — its payments and
 * deposit stay attached — with the prices and the policy the customer agreed to; each old
 * appointment then points at its replacement. A slot taken meanwhile is a 409 and the rollback
 * leaves the booking where it was.
 */
export async function rescheduleAppointments(
  db: Db,
  caller: { company: CompanyRow; actor: BookingActor },
  target: { id: number } | { orderId: number },
  req: RescheduleRequest,
  now: Date,
  keys: MessageKeys,
): Promise<Rescheduled> {
  const { company, actor } = caller;
  const companyId = company.id;
  return db.transaction(async (tx) => {
    const first = await tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, companyId),
          'id' in target ? eq(appointments.id, target.id) : eq(appointments.bookingOrderId, target.orderId),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
    const seen = first.filter((a) => actorSees(actor, a));
    if (seen.length === 0) throw new HttpError(404, 'appointment not found');
    if ('id' in target && seen[0]?.status !== 'confirmed') throw notReschedulable();
    const orderId = seen[0]?.bookingOrderId ?? null;

    // One move of a booking at a time (a second one, or a cancellation, waits and then re-reads).
    if (orderId !== null)
      await tx
        .select({ id: bookingOrders.id })
        .from(bookingOrders)
        .where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.id, orderId)))
        .for('update');
    const moving = await liveParts(tx, companyId, orderId, seen);
    if (moving.length === 0 || moving.some((a) => !actorSees(actor, a) || a.status !== 'confirmed'))
      throw notReschedulable();

    await lockBookingDays(tx, companyId, [...moving.map((a) => a.startsAt), req.start]);
    await expireRanOutHolds(tx, companyId, now);
    // Re-read under the day locks: only what is still confirmed moves.
    const locked = await tx
      .select()
      .from(appointments)
      .where(
        inArray(
          appointments.id,
          moving.map((a) => a.id),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .for('update');
    if (locked.length !== moving.length || locked.some((a) => a.status !== 'confirmed'))
      throw notReschedulable();
    if (locked.some((a) => a.startsAt.getTime() <= now.getTime())) throw notReschedulable();
    const policy = policyInForce(locked[0]?.policy, appointmentSettings(company));
    if (actor.type === 'customer') {
      const changes = customerChanges({
        live: locked.map((a) => ({ start: a.startsAt, status: a.status })),
        policy,
        now,
      });
      if (!changes.canReschedule) throw noticeRefused(policy.noticeHours);
    }

    const oldIds = locked.map((a) => a.id);
    const by = actor.type === 'customer' ? 'customer' : 'staff';
    const freed = await changeAppointmentStatus(tx, {
      companyId,
      target: { ids: oldIds },
      from: ['confirmed'],
      to: 'rescheduled',
      by,
      now,
    });
    if (freed.length !== oldIds.length) throw notReschedulable();
    await releaseEquipment(tx, oldIds);

    const head = locked[0] as AppointmentRow;
    const found = await findRequestedSlot(
      tx,
      company,
      {
        shopId: head.shopId,
        serviceIds: locked.map((a) => a.articleId),
        start: req.start,
        employeeId: req.employeeId,
      },
      now,
    );
    if (!found.slot) throw slotTaken();
    const rows = await placeParts(
      tx,
      companyId,
      found,
      locked.map((a) => a.articleId),
      (index, part) => {
        const old = locked[index] as AppointmentRow;
        return {
          companyId,
          shopId: old.shopId,
          bookingOrderId: old.bookingOrderId,
          customerId: old.customerId,
          articleId: old.articleId,
          startsAt: new Date(part.start),
          endsAt: new Date(part.end),
          status: 'confirmed',
          holdExpiresAt: null,
          // What the customer agreed to (and maybe paid) when booking stays: price and policy.
          price: old.price,
          policy: old.policy,
          customMessage: old.customMessage,
          createdAt: now,
          updatedAt: now,
        };
      },
    );

    const moved = locked.map((old, i) => ({ from: old.id, to: (rows[i] as AppointmentRow).id }));
    for (const m of moved)
      await changeAppointmentStatus(tx, {
        companyId,
        target: { ids: [m.from] },
        // Not a move of status: the pointer to the replacement goes with it (one writer).
        from: ['rescheduled'],
        to: 'rescheduled',
        by,
        now,
        with: { rescheduledToId: m.to },
      });
    // The reminders move with the booking (the old ones dropped, new ones queued), and the customer
    // is told: the new time, the old one, a calendar file that replaces the old events.
    if (orderId !== null) {
      await scheduleReminders(tx, company, orderId, now);
      await queueBookingMessages(tx, keys, {
        companyId,
        orderId,
        kind: 'modified',
        now,
        previous: { start: locked[0]?.startsAt ?? req.start, appointmentIds: moved.map((m) => m.from) },
        appointmentIds: moved.map((m) => m.to),
      });
    }
    return {
      orderId,
      moved,
      appointments: rows.map((r) => bookedAppointment(r, found.people)),
    };
  });
}

/** The appointments that move together: the order's confirmed and held ones, or the one alone. */
async function liveParts(
  tx: Db,
  companyId: number,
  orderId: number | null,
  seen: AppointmentRow[],
): Promise<AppointmentRow[]> {
  if (orderId === null) return seen.filter((a) => a.status === 'confirmed' || a.status === 'held');
  return tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, companyId),
        eq(appointments.bookingOrderId, orderId),
        inArray(appointments.status, ['held', 'confirmed']),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}
