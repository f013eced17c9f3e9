import type { BookingAnswer } from '@eclat/contracts';
import {
  computeAvailability,
  HOLD_MINUTES,
  isoWeekday,
  localDay,
  orderAmountDue,
  type Person,
  planChain,
  policySnapshot,
  prepaymentRequirement,
  servicePrice,
  slotParts,
} from '@eclat/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { recordActivity } from '../../accounts/retention/repository.ts';
import { queueBookingMessages } from '../notifications/queue.ts';
import { scheduleReminders } from '../reminders/schedule.ts';
import {
  type AppointmentRow,
  type BookingContext,
  countNoShows,
  expirePendingOrders,
  insertOrder,
  insertPart,
  loadBookingContext,
  type PartValues,
  type ServiceRow,
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
  /**
   * A waitlist offer (issue 21): the booking is held for its customer until this instant whatever
   * it costs, and confirmed when they accept (or pay what the policy asks).
   */
  holdUntil?: Date;
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
    await lockBookingDays(tx, company.id, [req.start]);
    await expireRanOutHolds(tx, company.id, now);
    const found = await findRequestedSlot(tx, company, req, now);
    const { context, day, settings, people } = found;

    const weekday = isoWeekday(day);
    const prices = context.services.map((s) => servicePrice(s, s.shopPrice, weekday));
    // The policy in force for each service, saved on its appointment (issue 20): what this
    // customer must pay now — a deposit, or everything past the company's no-show threshold.
    const requirement =
      settings.deposit.afterNoShows === null
        ? 'none'
        : prepaymentRequirement(settings.deposit, await countNoShows(tx, company.id, req.customerId));
    const snapshots = context.services.map((s, i) =>
      policySnapshot(settings, s.bookingPolicy, prices[i] ?? 0, requirement),
    );
    const amountDue = orderAmountDue(
      snapshots.map((snapshot, i) => ({ snapshot, price: prices[i] ?? 0 })),
      settings.payment.active,
    );
    // Held until paid when appointment payment is on (as before) or a deposit is due: the
    // deposit rides the same cart and payment flow, charging amount_due instead of the total.
    const held = req.holdUntil !== undefined || settings.payment.active || amountDue > 0;
    const expiresAt = held ? (req.holdUntil ?? new Date(now.getTime() + HOLD_MINUTES * 60_000)) : null;
    const order = await insertOrder(tx, {
      companyId: company.id,
      shopId: context.shop.id,
      customerId: req.customerId,
      status: held ? 'pending' : 'confirmed',
      total: prices.reduce((a, b) => a + b, 0),
      amountDue,
      origin: req.origin,
      customMessage: req.customMessage,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    // A booking is the customer's activity: their retention clock starts again (issue 23).
    await recordActivity(tx, company.id, req.customerId, now);

    const rows = await placeParts(tx, company.id, found, req.serviceIds, (index, part, service) => ({
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
      policy: snapshots[index] ?? null,
      customMessage: req.customMessage,
      createdAt: now,
      updatedAt: now,
    }));
    // A booking confirmed at once gets its reminders and its confirmation now; a held one when its
    // payment confirms it.
    if (!held) await scheduleReminders(tx, company, order.id, now);
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
        amountDue,
        currency: order.currency,
        expiresAt: expiresAt?.toISOString() ?? null,
        shopId: order.shopId,
      },
      appointments: rows.map((r) => bookedAppointment(r, people)),
    };
  });
}

/** An appointment as the booking answers it. */
export function bookedAppointment(
  r: AppointmentRow,
  people: Map<number, Person>,
): BookingAnswer['appointments'][number] {
  return {
    id: r.id,
    serviceId: r.articleId,
    employee: (r.employeeId !== null ? people.get(r.employeeId) : undefined) ?? null,
    cabinId: r.cabinId,
    start: r.startsAt.toISOString(),
    end: r.endsAt.toISOString(),
    status: r.status,
    price: r.price,
    policy: r.policy,
  };
}

/**
 * Bookings of one company and day take turns. Two transactions inserting overlapping rows at once
 * wait for each other while checking the exclusion constraint: PostgreSQL breaks that deadlock
 * after deadlock_timeout (1 s) per pair, and a storm of them took minutes. In turn, the second
 * re-checks after the first committed and answers 409 at once. A move locks the old and the new
 * day: always in ascending order, so that two moves between the same days never wait crosswise.
 */
export async function lockBookingDays(tx: Db, companyId: number, starts: readonly Date[]): Promise<void> {
  const days = [...new Set(starts.map((s) => Math.floor(s.getTime() / 86_400_000)))]
    .filter((d) => Number.isFinite(d))
    .sort((a, b) => a - b);
  for (const day of days) await tx.execute(sql`select pg_advisory_xact_lock(${companyId}, ${day})`);
}

/** Holds past their time free their slot before anyone checks it. */
export async function expireRanOutHolds(tx: Db, companyId: number, now: Date): Promise<void> {
  await changeAppointmentStatus(tx, {
    companyId,
    target: 'any',
    from: ['held'],
    to: 'expired',
    by: 'system',
    now,
    holdRanOutBy: now,
  });
}

export type FoundSlot = Awaited<ReturnType<typeof findRequestedSlot>>;

/**
 * Inserts one appointment per service of the slot found (a 409 when there is none): who takes
 * each service, and where, is the same collaborator (and cabin) for as long as possible, the least
 * booked first, the others as fallbacks (planChain); the exclusion constraints are the last guard,
 * and when every candidate of a service was taken meanwhile the answer is a 409.
 */
export async function placeParts(
  tx: Db,
  companyId: number,
  found: FoundSlot,
  serviceIds: number[],
  valuesOf: (index: number, part: { start: string; end: string }, service: ServiceRow) => PartValues,
): Promise<AppointmentRow[]> {
  const { context, day, slot, settings } = found;
  if (!slot) throw slotTaken();
  const load = bookedMinutes(context, day);
  const parts = slotParts(slot, serviceIds);
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
  const rows: AppointmentRow[] = [];
  for (const [index, part] of parts.entries()) {
    const service = context.services[index];
    const segment = context.input.services[index];
    if (!service || !segment) throw new Error('booking part without its service');
    const equipment = settings.equipments.type ? segment.equipmentIds : [];
    const row = await insertPart(
      tx,
      companyId,
      valuesOf(index, part, service),
      employeeOrder[index] ?? [],
      cabinsFor(index),
      equipment,
    );
    if (!row) throw slotTaken();
    rows.push(row);
  }
  return rows;
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
