// What a booking's manage link opens (issue 20, item 4): the booking order, the policy in force,
// and what its customer may still do — cancel or move it — through the same use cases as the
// signed-in paths, acting as the order's customer.
import {
  AvailabilityQuerySchema,
  type ManageAction,
  type ManageAvailabilityQuery,
  type ManagedBooking,
} from '@eclat/contracts';
import { customerChanges, type DomainLang, policyInForce } from '@eclat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, bookingOrders } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { type AvailabilityAnswer, availabilityAnswer } from '../appointments/availability.ts';
import { type Rescheduled, rescheduleAppointments } from '../appointments/reschedule.ts';
import { type BookingActor, cancelAppointments } from '../appointments/service.ts';
import { appointmentSettings } from '../appointments/settings.ts';
import { companyOrders, loadOrder } from '../booking-orders/repository.ts';
import { openManageToken } from '../manage-link/token.ts';

export type ManagedOrder = { orderId: number; customerId: number };

/**
 * The booking order a manage token opens in this company, or null: forged, expired, for another
 * purpose, of another company (as if it did not exist), or an order without its customer.
 */
export async function openManagedOrder(
  db: Db,
  linkKey: Buffer,
  company: CompanyRow,
  token: string,
  now: Date,
): Promise<ManagedOrder | null> {
  const opened = openManageToken(linkKey, token, now);
  if (!opened || opened.companyId !== company.id) return null;
  const [order] = await db
    .select({ customerId: bookingOrders.customerId })
    .from(bookingOrders)
    .where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, opened.orderId)));
  if (!order || order.customerId === null) return null;
  return { orderId: opened.orderId, customerId: order.customerId };
}

/** The booking as the manage page shows it: no customer details (the link may be forwarded). */
export async function managedBooking(
  db: Db,
  company: CompanyRow,
  lang: DomainLang,
  managed: ManagedOrder,
  now: Date,
): Promise<ManagedBooking> {
  const order = await loadOrder(db, companyOrders(company.id), managed.orderId, lang);
  if (!order) throw new Error('managed booking order vanished');
  const rows = await db
    .select({
      articleId: appointments.articleId,
      startsAt: appointments.startsAt,
      status: appointments.status,
      policy: appointments.policy,
    })
    .from(appointments)
    .where(and(eq(appointments.companyId, company.id), eq(appointments.bookingOrderId, managed.orderId)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  const live = rows.filter((r) => r.status === 'held' || r.status === 'confirmed');
  const policy = policyInForce((live[0] ?? rows[0])?.policy, appointmentSettings(company));
  const changes = customerChanges({
    live: live.map((r) => ({ start: r.startsAt, status: r.status })),
    policy,
    now,
  });
  return {
    order: { ...order, customer: null },
    policy,
    serviceIds: live.map((r) => r.articleId),
    canCancel: changes.canCancel,
    canReschedule: changes.canReschedule,
    lateCancellation: changes.lateCancellation,
    freeUntil: changes.freeUntil?.toISOString() ?? null,
  };
}

/**
 * The free times the managed booking may move to: its live services in its shop, its own time free
 * (a move may overlap it, as the reschedule allows). With `employeeid`, that collaborator only.
 */
export async function managedAvailability(
  db: Db,
  company: CompanyRow,
  managed: ManagedOrder,
  q: ManageAvailabilityQuery,
  now: Date,
): Promise<AvailabilityAnswer> {
  const live = await db
    .select({ shopId: appointments.shopId, articleId: appointments.articleId })
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, company.id),
        eq(appointments.bookingOrderId, managed.orderId),
        inArray(appointments.status, ['held', 'confirmed']),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  const shopId = live[0]?.shopId;
  if (shopId === undefined)
    throw new HttpError(409, 'Ce rendez-vous ne peut plus être déplacé.', { type: 'not_reschedulable' });
  const query = AvailabilityQuerySchema.parse({
    shopid: String(shopId),
    serviceids: live.map((a) => a.articleId).join(','),
    start: q.start,
    end: q.end,
    ...(q.employeeid === undefined ? {} : { mode: '2', employeeid: String(q.employeeid) }),
  });
  return availabilityAnswer(db, company, query, now, managed.orderId);
}

/** Cancels or moves the managed booking as its customer, under the same rules as signed in. */
export async function actOnManagedBooking(
  db: Db,
  company: CompanyRow,
  managed: ManagedOrder,
  action: ManageAction,
  now: Date,
  keys: MessageKeys,
): Promise<{ cancelled: number } | Rescheduled> {
  const actor: BookingActor = { type: 'customer', customerId: managed.customerId };
  if (action.action === 'cancel')
    return cancelAppointments(db, { company, actor }, { orderId: managed.orderId }, now, keys);
  return rescheduleAppointments(
    db,
    { company, actor },
    { orderId: managed.orderId },
    { start: new Date(action.start), employeeId: action.employeeId ?? null },
    now,
    keys,
  );
}
