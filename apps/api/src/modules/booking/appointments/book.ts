import type { BookingAnswer } from '@eclat/contracts';
import {
  computeAvailability,
  HOLD_MINUTES,
  isoWeekday,
  localDay,
  type Person,
  planChain,
  servicePrice,
  slotParts,
} from '@eclat/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { queueBookingMessages } from '../notifications/queue.ts';
import {
  type BookingContext,
  expirePendingOrders,
  insertOrder,
  insertPart,
  loadBookingContext,
  shopTimeZone,
} from './repository.ts';
import { appointmentSettings } from './settings.ts';
import { changeAppointmentStatus } from './status.ts';

export type BookingRequest = {
  shopId: number;
  serviceIds: number[];
  start: Date;
  /** One collaborator for every service; null: as `employeeIds` says, or anyone. */
  employeeId: number | null;
  /** Per service of `serviceIds`: the collaborator chosen for it, or null for any (ADR 0017). */
  employeeIds?: (number | null)[];
  customMessage: string | null;
  customerId: number;
  origin: string;
};

export const slotTaken = () =>
  new HttpError(409, 'Ce créneau vient d’être réservé. Choisissez un autre horaire.', { type: 'slot_taken' });

/** The collaborator asked for each service, or null for any. */
export const employeeChoice = (req: Pick<BookingRequest, 'serviceIds' | 'employeeId' | 'employeeIds'>) =>
  req.serviceIds.map((_, i) => (req.employeeId ?? req.employeeIds?.[i] ?? null) as number | null);

/** The slot the request asks for, with its free people, as the availability engine sees it now. */
export async function findRequestedSlot(
  db: Db,
  company: CompanyRow,
  req: Omit<BookingRequest, 'customerId' | 'customMessage' | 'origin'>,
  now: Date,
) {
  const timeZone = await shopTimeZone(db, company.id, req.shopId);
  if (!timeZone) throw new HttpError(404, 'shop not found');
  const day = localDay(req.start.getTime(), timeZone);
  const context = await loadBookingContext(db, {
    companyId: company.id,
    shopId: req.shopId,
    serviceIds: req.serviceIds,
    from: day,
    to: day,
    now,
  });
  if (!context) throw new HttpError(404, 'service not found in this shop');
  if (!context.shop.bookerActive)
    throw new HttpError(409, 'Réservation en ligne non disponible', { type: 'booking_off' });
  const settings = appointmentSettings(company);
  const availability = computeAvailability({
    ...context.input,
    useCabins: context.input.useCabins && settings.useCabinManagement,
    checkEquipments: settings.equipments.type,
    from: day,
    to: day,
    now,
    minNoticeMinutes: settings.minNoticeMinutes,
    slotMinutes: settings.cuttingHours,
    employeeChoice: employeeChoice(req),
  });
  const iso = req.start.toISOString();
  const dayAvailability = availability.days[0];
  const slot = dayAvailability?.slots.find((s) => s.start === iso) ?? null;
  const people = new Map<number, Person>();
  for (const p of dayAvailability?.employees ?? []) people.set(p.id, p);
  for (const part of dayAvailability?.chain ?? []) for (const p of part.employees) people.set(p.id, p);
  return { context, day, slot, settings, people };
}

/** Minutes each person already holds that day: "any collaborator" spreads the work. */
function bookedMinutes(context: BookingContext, day: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, list] of context.input.busy) {
    const minutes = list
      .filter((i) => localDay(i.start, context.shop.timeZone) === day)
      .reduce((sum, i) => sum + (i.end - i.start) / 60_000, 0);
    out.set(id, minutes);
  }
  return out;
}

/**
 * Books services back to back in one shop (spec §7 POST /api/appointments): one appointment per
 * service, each with its collaborator, cabin and equipment, under one booking order (ADR 0017).
 * The slot is re-checked inside the transaction and the exclusion constraints are the last guard:
 * a collaborator or cabin taken meanwhile makes us try the next free one for that service, and
 * when none is left the answer is a 409 and nothing is kept — never a double booking (ADR 0008).
 */
export async function book(
  db: Db,
  company: CompanyRow,
  req: BookingRequest,
  now: Date,
  /**
   * A booking confirmed at once (no payment) queues its confirmation with these keys, in this
   * transaction; null: the caller tells the customer itself (a move says "modified").
   */
  notify: MessageKeys | null,
): Promise<BookingAnswer> {
  return db.transaction(async (tx) => {
    // Bookings of one company and day take turns. Two transactions inserting overlapping rows at
    // once wait for each other while checking the exclusion constraint: PostgreSQL breaks that
    // deadlock after deadlock_timeout (1 s) per pair, and a storm of them took minutes. In turn,
    // the second re-checks after the first committed and answers 409 at once.
    const lockDay = Math.floor(req.start.getTime() / 86_400_000);
    if (Number.isFinite(lockDay))
      await tx.execute(sql`select pg_advisory_xact_lock(${company.id}, ${lockDay})`);
    // Holds past their time free their slot before anyone checks it.
    await changeAppointmentStatus(tx, {
      companyId: company.id,
      target: 'any',
      from: ['held'],
      to: 'expired',
      by: 'system',
      now,
      holdRanOutBy: now,
    });
    const { context, day, slot, settings, people } = await findRequestedSlot(tx, company, req, now);
    if (!slot) throw slotTaken();

    // Who takes each service, and where: the same collaborator (and cabin) for as long as possible,
    // the least booked first, the others as fallbacks (planChain).
    const load = bookedMinutes(context, day);
    const parts = slotParts(slot, req.serviceIds);
    const employeeOrder = planChain(
      parts.map((p) => p.freeEmployees),
      load,
    );
    if (employeeOrder.some((order) => order.length === 0)) throw slotTaken();
    const cabinParts = parts.flatMap((p, i) => (p.freeCabins.length > 0 ? [i] : []));
    const cabinOrder = planChain(
      cabinParts.map((i) => parts[i]?.freeCabins ?? []),
      load,
    );
    const cabinsFor = (i: number): (number | null)[] => {
      const k = cabinParts.indexOf(i);
      return k < 0 ? [null] : (cabinOrder[k] ?? []);
    };

    const held = settings.payment.active;
    const expiresAt = held ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null;
    const weekday = isoWeekday(day);
    const prices = context.services.map((s) => servicePrice(s, s.shopPrice, weekday));
    const order = await insertOrder(tx, {
      companyId: company.id,
      shopId: context.shop.id,
      customerId: req.customerId,
      status: held ? 'pending' : 'confirmed',
      total: prices.reduce((a, b) => a + b, 0),
      origin: req.origin,
      customMessage: req.customMessage,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });

    const rows = [];
    for (const [index, part] of parts.entries()) {
      const service = context.services[index];
      const segment = context.input.services[index];
      if (!service || !segment) throw new Error('booking part without its service');
      const values = {
        companyId: company.id,
        shopId: context.shop.id,
        bookingOrderId: order.id,
        customerId: req.customerId,
        articleId: service.id,
        startsAt: new Date(part.start),
        endsAt: new Date(part.end),
        status: held ? 'held' : 'confirmed',
        holdExpiresAt: expiresAt,
        price: prices[index] ?? 0,
        customMessage: req.customMessage,
        createdAt: now,
        updatedAt: now,
      };
      const equipment = settings.equipments.type ? segment.equipmentIds : [];
      const row = await insertPart(
        tx,
        company.id,
        values,
        employeeOrder[index] ?? [],
        cabinsFor(index),
        equipment,
      );
      if (!row) throw slotTaken();
      rows.push(row);
    }
    if (!held && notify)
      await queueBookingMessages(tx, notify, {
        companyId: company.id,
        orderId: order.id,
        kind: 'confirmed',
        now,
      });
    return {
      order: {
        id: order.id,
        status: order.status,
        total: order.total,
        currency: order.currency,
        expiresAt: expiresAt?.toISOString() ?? null,
        shopId: order.shopId,
      },
      appointments: rows.map((r) => ({
        id: r.id,
        serviceId: r.articleId,
        employee: (r.employeeId !== null ? people.get(r.employeeId) : undefined) ?? null,
        cabinId: r.cabinId,
        start: r.startsAt.toISOString(),
        end: r.endsAt.toISOString(),
        status: r.status,
        price: r.price,
      })),
    };
  });
}

/** Held bookings whose payment did not confirm in time free their slot (spec: 15 minutes). */
export async function expireHolds(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await changeAppointmentStatus(tx, {
      companyId: null,
      target: 'any',
      from: ['held'],
      to: 'expired',
      by: 'system',
      now,
      holdRanOutBy: now,
    });
    const orderIds = [
      ...new Set(expired.map((e) => e.bookingOrderId).filter((id): id is number => id !== null)),
    ];
    await expirePendingOrders(tx, orderIds, now);
    return expired.length;
  });
}
