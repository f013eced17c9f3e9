import { canCustomerCancel, isoWeekday, servicePrice } from '@eclat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, articles, customers, shopArticles } from '../../../db/schema.ts';
import { type Principal, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { queueBookingMessages } from '../notifications/queue.ts';
import { cancelOrderWhenNothingLive } from './repository.ts';
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

/**
 * Cancels one appointment or a whole order. A customer cancels their own, up to the company's
 * notice; staff cancel in the shops they work for.
 */
export async function cancelAppointments(
  db: Db,
  caller: { company: CompanyRow; principal: Principal | null },
  target: { id?: number; orderId?: number },
  now: Date,
  keys: MessageKeys,
): Promise<{ cancelled: number }> {
  const p = caller.principal;
  if (!p) throw new HttpError(401, 'authentication required', { type: 'auth' });
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
    const scope = staffShopScope(p);
    const visible = rows.filter((a) =>
      p.type === 'customer' ? a.customerId === p.customerId : scope === null || scope.includes(a.shopId),
    );
    if (visible.length === 0) throw new HttpError(404, 'appointment not found');
    const active = visible.filter((a) => a.status === 'held' || a.status === 'confirmed');
    if (p.type === 'customer') {
      const notice = appointmentSettings(caller.company).cancellationNoticeHours;
      if (active.some((a) => !canCustomerCancel(a.startsAt, now, notice))) {
        throw new HttpError(409, `Annulation possible jusqu’à ${notice} h avant le rendez-vous.`, {
          type: 'cancel_notice',
        });
      }
    }
    if (active.length === 0) return { cancelled: 0 };
    const by = p.type === 'customer' ? 'customer' : 'staff';
    const moved = await changeAppointmentStatus(tx, {
      companyId,
      target: { ids: active.map((a) => a.id) },
      // Only what the rows read above said was live: a concurrent change is not undone.
      from: ['held', 'confirmed'],
      to: 'cancelled',
      by,
      now,
    });
    const orderIds = [
      ...new Set(active.map((a) => a.bookingOrderId).filter((id): id is number => id !== null)),
    ];
    for (const orderId of orderIds) await cancelOrderWhenNothingLive(tx, companyId, orderId, now);
    // The customer hears of confirmed appointments cancelled; an unpaid hold was never promised.
    const wasConfirmed = new Set(active.filter((a) => a.status === 'confirmed').map((a) => a.id));
    for (const orderId of orderIds) {
      const ids = moved
        .filter((m) => m.bookingOrderId === orderId && wasConfirmed.has(m.id))
        .map((m) => m.id);
      if (ids.length > 0)
        await queueBookingMessages(tx, keys, {
          companyId,
          orderId,
          kind: 'cancelled',
          cancelledBy: by,
          appointmentIds: ids,
          now,
        });
    }
    return { cancelled: active.length };
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
