// Staff mark whether customers came (issue 20 item 7). The appointment moves through the one status
// writer with when it was marked and the no-show fee of its policy snapshot; its booking order
// follows once every visit of it is known (honoured if the customer came to one, else no-show).
// Orders are locked before their appointments, as changeOrderStatus does, so a mark, a day's bulk
// and an order status change never wait on each other in opposite orders.
import {
  type AppointmentStatus,
  type AttendanceStatus,
  attendanceFrom,
  attendanceOpen,
  canChangeBookingStatus,
  isBookingOrderStatus,
  noShowFee,
  orderStatusFromAttendance,
  zonedInstant,
} from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { shopTimeZone } from '../appointments/repository.ts';
import { changeAppointmentStatus } from '../appointments/status.ts';
import { lockOrder, setOrderStatus } from '../booking-orders/repository.ts';
import { appointmentToMark, confirmedStarted, orderAppointmentStatuses } from './repository.ts';

export type MarkedAppointment = {
  id: number;
  status: string;
  fee: number;
  attendanceAt: string | null;
  orderId: number | null;
  orderStatus: string | null;
};

type Locked = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** Locks the orders (in id order) and answers them by id. */
async function lockOrders(tx: Db, companyId: number, ids: readonly number[]): Promise<Map<number, Locked>> {
  const locked = new Map<number, Locked>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const order = await lockOrder(tx, companyId, id);
    if (order) locked.set(id, order);
  }
  return locked;
}

/**
 * Each locked order takes the status its appointments' attendance implies, when its lifecycle
 * allows the move (a refunded order stays refunded). Answers the orders' statuses afterwards.
 */
async function followOrders(
  tx: Db,
  companyId: number,
  orders: Map<number, Locked>,
  now: Date,
): Promise<Map<number, string>> {
  const after = new Map<number, string>();
  for (const order of orders.values()) {
    const wanted = orderStatusFromAttendance(await orderAppointmentStatuses(tx, companyId, order.id));
    if (
      wanted &&
      wanted !== order.status &&
      isBookingOrderStatus(order.status) &&
      canChangeBookingStatus(order.status, wanted)
    ) {
      await setOrderStatus(tx, order.id, wanted, now);
      after.set(order.id, wanted);
    } else after.set(order.id, order.status);
  }
  return after;
}

/**
 * Marks one appointment honoured or no-show. 404 when the company has no such appointment or the
 * access account may not act on its shop; 409 when it is not a visit (held, cancelled, expired,
 * rescheduled) or lies on a later day. Marking it as it already is changes nothing.
 */
export async function markAttendance(
  db: Db,
  p: { companyId: number; scope: number[] | null; id: number; to: AttendanceStatus; now: Date },
): Promise<MarkedAppointment> {
  return db.transaction(async (tx) => {
    const seen = await appointmentToMark(tx, p.companyId, p.id);
    if (!seen || (p.scope && !p.scope.includes(seen.shopId)))
      throw new HttpError(404, 'appointment not found');
    const orders = await lockOrders(tx, p.companyId, seen.bookingOrderId ? [seen.bookingOrderId] : []);
    // Read again under the order's lock: a concurrent cancel or mark has finished by now.
    const current = (await appointmentToMark(tx, p.companyId, p.id)) ?? seen;
    const answer = (status: string, fee: number, attendanceAt: Date | null, orderStatus: string | null) => ({
      id: current.id,
      status,
      fee,
      attendanceAt: attendanceAt?.toISOString() ?? null,
      orderId: current.bookingOrderId,
      orderStatus,
    });
    const orderNow = current.bookingOrderId ? (orders.get(current.bookingOrderId)?.status ?? null) : null;
    if (current.status === p.to) return answer(current.status, current.fee, current.attendanceAt, orderNow);
    const from = attendanceFrom(p.to);
    if (!from.includes(current.status as AppointmentStatus))
      throw new HttpError(409, `a ${current.status} appointment cannot be marked ${p.to}`, {
        type: 'status',
      });
    if (!attendanceOpen(current.startsAt, p.now, current.timeZone))
      throw new HttpError(409, 'the appointment is on a later day', { type: 'not_started' });
    const fee = p.to === 'no_show' ? noShowFee(current.policy, current.price) : 0;
    await changeAppointmentStatus(tx, {
      companyId: p.companyId,
      target: { ids: [current.id] },
      from,
      to: p.to,
      by: 'staff',
      now: p.now,
      with: { attendanceAt: p.now, fee },
    });
    const after = await followOrders(tx, p.companyId, orders, p.now);
    return answer(
      p.to,
      fee,
      p.now,
      current.bookingOrderId ? (after.get(current.bookingOrderId) ?? null) : null,
    );
  });
}

/**
 * Day end: every confirmed appointment of a shop's local day that has started becomes honoured, in
 * one transaction; the others (later today, held, already marked) are left alone. Null when the
 * company has no such shop or the access account may not act on it.
 */
export async function markDayHonoured(
  db: Db,
  p: { companyId: number; scope: number[] | null; shopId: number; day: string; now: Date },
): Promise<{ honoured: number } | null> {
  if (p.scope && !p.scope.includes(p.shopId)) return null;
  const timeZone = await shopTimeZone(db, p.companyId, p.shopId);
  if (!timeZone) return null;
  const next = new Date(Date.parse(`${p.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const window = {
    companyId: p.companyId,
    shopId: p.shopId,
    start: new Date(zonedInstant(p.day, 0, timeZone)),
    end: new Date(zonedInstant(next, 0, timeZone)),
    startedBy: p.now,
  };
  return db.transaction(async (tx) => {
    const candidates = await confirmedStarted(tx, window);
    const orders = await lockOrders(
      tx,
      p.companyId,
      candidates.flatMap((a) => (a.bookingOrderId ? [a.bookingOrderId] : [])),
    );
    // Only those still confirmed under the locks move (the writer's `from` filters the others out).
    const moved = await changeAppointmentStatus(tx, {
      companyId: p.companyId,
      target: { ids: candidates.map((a) => a.id) },
      from: ['confirmed'],
      to: 'honoured',
      by: 'staff',
      now: p.now,
      with: { attendanceAt: p.now, fee: 0 },
    });
    await followOrders(tx, p.companyId, orders, p.now);
    return { honoured: moved.length };
  });
}
