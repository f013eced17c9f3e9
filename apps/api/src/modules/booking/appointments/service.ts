import { allotPaid, cancellationOutcome, isoWeekday, legacySnapshot, servicePrice } from '@eclat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, articles, customers, shopArticles } from '../../../db/schema.ts';
import { type Principal, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { queueBookingMessages } from '../notifications/queue.ts';
import { cancelOrderWhenNothingLive, orderPaidShares } from './repository.ts';
import { appointmentSettings } from './settings.ts';
import { changeAppointmentStatus } from './status.ts';

/**
 * Who the booking is for: a customer books for themselves; staff book for a customer of their
 * company (by phone), named in the body.
 */
export async function resolveCustomer(
  db: Db,
  caller: { companyId: number; principal: Principal | null },
  customerId: number | undefined,
): Promise<number> {
  const p = caller.principal;
  if (!p) throw new HttpError(401, 'authentication required', { type: 'auth' });
  if (p.type === 'customer') {
    if (customerId !== undefined && customerId !== p.customerId)
      throw new HttpError(403, 'customers book for themselves', { type: 'auth' });
    return p.customerId;
  }
  if (customerId === undefined) throw new HttpError(400, 'param manquants');
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.companyId, caller.companyId)))
    .limit(1);
  if (!rows[0]) throw new HttpError(404, 'customer not found');
  return customerId;
}

export type CancellationAnswer = {
  cancelled: number;
  /** Some appointment was cancelled inside its notice. */
  lateCancellation: boolean;
  /** What the cancellation costs under the policy agreed when booking, cents. */
  fee: number;
  /**
   * What is owed back of what was paid online (paid − fee). Refunds go through staff today
   * (POST /api/payment/refund): this says how much, it does not send it.
   */
  refundDue: number;
};

/**
 * Who changes a booking: its customer (signed in, or holding the booking's manage link), or staff
 * in the shops they work for (null: all of them).
 */
export type BookingActor =
  | { type: 'customer'; customerId: number }
  | { type: 'staff'; shopIds: number[] | null };

/** The actor a bearer token names; 401 when anonymous. */
export function bookingActor(principal: Principal | null): BookingActor {
  if (!principal) throw new HttpError(401, 'authentication required', { type: 'auth' });
  return principal.type === 'customer'
    ? { type: 'customer', customerId: principal.customerId }
    : { type: 'staff', shopIds: staffShopScope(principal) };
}

/** Whether the actor may see (and change) an appointment: their own, or one of their shops. */
export const actorSees = (actor: BookingActor, a: { customerId: number | null; shopId: number }): boolean =>
  actor.type === 'customer'
    ? a.customerId === actor.customerId
    : actor.shopIds === null || actor.shopIds.includes(a.shopId);

/** 404 unless the actor may see some appointment of the booking order (in this company). */
export async function assertSeesOrder(
  db: Db,
  companyId: number,
  actor: BookingActor,
  orderId: number,
): Promise<void> {
  const rows = await db
    .select({ customerId: appointments.customerId, shopId: appointments.shopId })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), eq(appointments.bookingOrderId, orderId)));
  if (!rows.some((a) => actorSees(actor, a))) throw new HttpError(404, 'appointment not found');
}

/**
 * Cancels one appointment or a whole order. A customer cancels their own: free until the notice
 * of the policy saved with each appointment (issue 20), then as that policy says — refused (409,
 * call the shop) or allowed with the late fee recorded. Staff cancel in the shops they work for,
 * at any time and with no fee.
 */
export async function cancelAppointments(
  db: Db,
  caller: { company: CompanyRow; actor: BookingActor },
  target: { id?: number; orderId?: number },
  now: Date,
  keys: MessageKeys,
): Promise<CancellationAnswer> {
  const p = caller.actor;
  const companyId = caller.company.id;
  return db.transaction(async (tx) => {
    const which =
      target.id !== undefined
        ? eq(appointments.id, target.id)
        : eq(appointments.bookingOrderId, target.orderId ?? -1);
    const rows = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.companyId, companyId), which));
    const visible = rows.filter((a) => actorSees(p, a));
    if (visible.length === 0) throw new HttpError(404, 'appointment not found');
    const active = visible.filter((a) => a.status === 'held' || a.status === 'confirmed');
    const by = p.type === 'customer' ? 'customer' : 'staff';
    const notice = appointmentSettings(caller.company).cancellationNoticeHours;
    const orderIds = [
      ...new Set(active.map((a) => a.bookingOrderId).filter((id): id is number => id !== null)),
    ];
    const shares = await orderPaidShares(tx, companyId, orderIds);
    const paidFor = new Map<number, number>();
    for (const order of shares.values()) {
      const allotted = allotPaid(
        order.paid,
        order.appointments.map((a) => a.price),
      );
      for (const [i, a] of order.appointments.entries()) paidFor.set(a.id, allotted[i] ?? 0);
    }
    const outcomes = active.map((a) => {
      // Bookings made before issue 20 keep the rule they were told: the company's notice.
      const snapshot = a.policy ?? legacySnapshot(notice);
      return {
        appointment: a,
        snapshot,
        outcome: cancellationOutcome({
          snapshot,
          price: a.price,
          startsAt: a.startsAt,
          now,
          paid: paidFor.get(a.id) ?? 0,
          by,
        }),
      };
    });
    const refused = outcomes.find((o) => !o.outcome.allowed);
    if (refused) {
      const hours = refused.snapshot.noticeHours;
      throw new HttpError(409, `Annulation possible jusqu’à ${hours} h avant le rendez-vous.`, {
        type: 'cancel_notice',
      });
    }
    let cancelled = 0;
    for (const { appointment, outcome } of outcomes) {
      const moved = await changeAppointmentStatus(tx, {
        companyId,
        target: { ids: [appointment.id] },
        // Only what the rows read above said was live: a concurrent change is not undone.
        from: ['held', 'confirmed'],
        to: 'cancelled',
        by,
        now,
        with: { cancelledBy: by, cancelledAt: now, lateCancellation: outcome.late, fee: outcome.fee },
      });
      cancelled += moved.length;
    }
    if (active.length === 0) return { cancelled: 0, lateCancellation: false, fee: 0, refundDue: 0 };
    for (const orderId of orderIds) await cancelOrderWhenNothingLive(tx, companyId, orderId, now);
    // The customer hears of confirmed appointments cancelled (with the fee and what is owed back);
    // an unpaid hold was never promised.
    for (const orderId of orderIds) {
      const mine = outcomes.filter(
        (o) => o.appointment.bookingOrderId === orderId && o.appointment.status === 'confirmed',
      );
      if (mine.length === 0) continue;
      const refund = mine.reduce((sum, o) => sum + o.outcome.refund, 0);
      await queueBookingMessages(tx, keys, {
        companyId,
        orderId,
        kind: 'cancelled',
        cancelledBy: by,
        appointmentIds: mine.map((o) => o.appointment.id),
        fee: mine.reduce((sum, o) => sum + o.outcome.fee, 0),
        refund: refund > 0 ? { amount: refund } : null,
        now,
      });
    }
    return {
      cancelled,
      lateCancellation: outcomes.some((o) => o.outcome.late),
      fee: outcomes.reduce((sum, o) => sum + o.outcome.fee, 0),
      refundDue: outcomes.reduce((sum, o) => sum + o.outcome.refund, 0),
    };
  });
}

/** Spec §5: price-times needs customerId, servicesId and date, otherwise an empty list. */
export async function priceTimes(
  db: Db,
  companyId: number,
  q: { customerId?: number; servicesId?: string; date?: string; shopId?: number },
): Promise<{ serviceId: number; price: number; durationMinutes: number }[]> {
  if (!q.customerId || !q.servicesId || !q.date) return [];
  const customer = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, q.customerId), eq(customers.companyId, companyId)))
    .limit(1);
  if (!customer[0]) return [];
  const ids = q.servicesId.split(',').map(Number);
  const rows = await db
    .select({ article: articles, shopPrice: shopArticles.priceTtc })
    .from(articles)
    .leftJoin(
      shopArticles,
      and(eq(shopArticles.articleId, articles.id), eq(shopArticles.shopId, q.shopId ?? -1)),
    )
    .where(and(eq(articles.companyId, companyId), inArray(articles.id, ids), inArray(articles.type, [1, 4])));
  const weekday = isoWeekday(q.date);
  const byId = new Map(rows.map((r) => [r.article.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        serviceId: id,
        price: servicePrice(row.article, row.shopPrice ?? null, weekday),
        durationMinutes: row.article.durationMinutes ?? 0,
      },
    ];
  });
}
