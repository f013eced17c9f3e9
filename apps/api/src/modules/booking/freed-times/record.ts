// Freed times for the waitlist (issue 21, ADR 0024). The one status writer (appointments/status.ts)
// and the writers of opening hours and absences call here: a time that stops being taken — a
// cancellation, a move, a hold or payment that ran out, new hours, a removed absence — is recorded
// in freed_slots and a `waitlist-match` job is queued at once (the worker polls every 5 s, so the
// first offer goes out well within the promised 60 s). Nothing is recorded when the company's
// waitlist is off or nobody waits in that shop: the hook costs one indexed query then.
// This module imports no other module, so that the status writer and the catalogue may call it
// without an import loop (the offer engine, booking/waitlist, imports the booking itself).
import { WAITLIST_MAX_DAYS } from '@eclat/contracts';
import { daysBetween, isoWeekday, localDay, zonedInstant } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { enqueueJob } from '../../../platform/jobs/queue.ts';
import {
  acceptOfferOf,
  expireOfferOf,
  insertFreedSlot,
  lastWantedDay,
  offersOfOrders,
  resourceShop,
  shopsWithLiveEntries,
  shopZones,
  waitlistSettingsOf,
} from './repository.ts';

export const WAITLIST_MATCH_JOB = 'waitlist-match';

export type FreedCause = 'cancelled' | 'rescheduled' | 'expired' | 'declined' | 'hours' | 'absence';

/** The key of a freed time's matching job: one live job per freed time. */
export const matchJobKey = (companyId: number, freedSlotId: number) =>
  `${WAITLIST_MATCH_JOB}:${companyId}:${freedSlotId}`;

export type WaitlistMatchPayload = { freedSlotId: number };

/** Queues the matching of a freed time (now). */
export async function queueWaitlistMatch(
  tx: Db,
  companyId: number,
  freedSlotId: number,
  now: Date,
): Promise<void> {
  const payload: WaitlistMatchPayload = { freedSlotId };
  await enqueueJob(tx, {
    name: WAITLIST_MATCH_JOB,
    key: matchJobKey(companyId, freedSlotId),
    companyId,
    runAt: now,
    payload,
  });
}

export type FreedTime = {
  companyId: number;
  shopId: number;
  employeeId: number | null;
  startsAt: Date;
  endsAt: Date;
};

/**
 * Records freed times (one row each) and queues their matching, when the company's waitlist is on
 * and someone waits in the shop. Answers the freed slots' ids.
 */
export async function recordFreedTimes(
  tx: Db,
  times: readonly FreedTime[],
  cause: FreedCause,
  now: Date,
): Promise<number[]> {
  const live = times.filter((t) => t.endsAt.getTime() > now.getTime());
  const ids: number[] = [];
  for (const companyId of new Set(live.map((t) => t.companyId))) {
    const ofCompany = live.filter((t) => t.companyId === companyId);
    const waiting = await shopsWithLiveEntries(tx, companyId, [...new Set(ofCompany.map((t) => t.shopId))]);
    if (waiting.size === 0) continue;
    if (!(await waitlistSettingsOf(tx, companyId))?.enabled) continue;
    for (const t of ofCompany) {
      if (!waiting.has(t.shopId)) continue;
      const row = await insertFreedSlot(tx, {
        companyId,
        shopId: t.shopId,
        employeeId: t.employeeId,
        startsAt: t.startsAt,
        endsAt: t.endsAt,
        cause,
        freedAt: now,
      });
      await queueWaitlistMatch(tx, companyId, row.id, now);
      ids.push(row.id);
    }
  }
  return ids;
}

const FREEING: Record<string, FreedCause> = {
  cancelled: 'cancelled',
  expired: 'expired',
  rescheduled: 'rescheduled',
};

/** An appointment as the status writer moved it. */
export type MovedAppointment = FreedTime & { bookingOrderId: number | null };

/**
 * What the waitlist makes of appointments the status writer just moved (its one call):
 * - held or confirmed ones that became cancelled, expired or rescheduled freed their time. When
 *   they were a waitlist offer's hold (declined, expired), that offer's freed time is matched
 *   again — it goes to the next entry and stays one freed time in the figures; otherwise each is
 *   a new freed time.
 * - held ones that became confirmed accept the offer they were held for (its payment went through).
 */
export async function followStatusChange(
  tx: Db,
  change: { from: readonly string[]; to: string; now: Date },
  moved: readonly MovedAppointment[],
): Promise<void> {
  if (moved.length === 0) return;
  const cause = FREEING[change.to];
  const freeing = cause !== undefined && change.from.some((s) => s === 'held' || s === 'confirmed');
  const confirming = change.to === 'confirmed' && change.from.includes('held');
  if (!freeing && !confirming) return;
  for (const companyId of new Set(moved.map((m) => m.companyId))) {
    const ofCompany = moved.filter((m) => m.companyId === companyId);
    const orderIds = [
      ...new Set(ofCompany.map((m) => m.bookingOrderId).filter((id): id is number => id !== null)),
    ];
    const offers = await offersOfOrders(tx, companyId, orderIds);
    if (confirming) {
      for (const offer of offers) if (offer.status === 'open') await acceptOfferOf(tx, offer, change.now);
      continue;
    }
    const offerOrders = new Set(offers.map((o) => o.bookingOrderId));
    for (const offer of offers) {
      if (offer.status === 'open') await expireOfferOf(tx, offer, change.now);
      if (offer.freedSlotId !== null) await queueWaitlistMatch(tx, companyId, offer.freedSlotId, change.now);
    }
    const others = ofCompany.filter(
      (m) => m.bookingOrderId === null || !offerOrders.has(m.bookingOrderId) || !offerFreedSlot(offers, m),
    );
    if (others.length > 0) await recordFreedTimes(tx, others, cause ?? 'cancelled', change.now);
  }
}

/** Whether the appointment was the hold of an offer that came from a freed time (auto). */
function offerFreedSlot(
  offers: readonly { bookingOrderId: number | null; freedSlotId: number | null }[],
  m: MovedAppointment,
): boolean {
  return offers.some((o) => o.bookingOrderId === m.bookingOrderId && o.freedSlotId !== null);
}

/**
 * A day opened (an open day added, a closed day removed) in one shop or, shopId null, in all the
 * company's shops: the whole local day is a freed time — matching asks the availability engine,
 * which knows the day's real hours.
 */
export async function recordOpenedDay(
  tx: Db,
  p: { companyId: number; shopId: number | null; day: string; now: Date },
): Promise<number[]> {
  const next = new Date(Date.parse(`${p.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const times = (await shopZones(tx, p.companyId, p.shopId)).map((shop) => ({
    companyId: p.companyId,
    shopId: shop.id,
    employeeId: null,
    startsAt: new Date(zonedInstant(p.day, 0, shop.timeZone)),
    endsAt: new Date(zonedInstant(next, 0, shop.timeZone)),
  }));
  return recordFreedTimes(tx, times, 'hours', p.now);
}

/** A collaborator's absence removed: its time, from now on, is a freed time in their shop. */
export async function recordRemovedAbsence(
  tx: Db,
  p: { companyId: number; resourceId: number; startsAt: Date; endsAt: Date; now: Date },
): Promise<number[]> {
  const shopId = await resourceShop(tx, p.companyId, p.resourceId);
  if (shopId === null) return [];
  const startsAt = new Date(Math.max(p.startsAt.getTime(), p.now.getTime()));
  if (p.endsAt <= startsAt) return [];
  return recordFreedTimes(
    tx,
    [{ companyId: p.companyId, shopId, employeeId: p.resourceId, startsAt, endsAt: p.endsAt }],
    'absence',
    p.now,
  );
}

/**
 * Weekly hours widened (a shop's opening hours, or a collaborator's own): on the weekdays that
 * now open at a time they were closed, every coming day up to the last one anybody waiting in the
 * shop wants is a freed time — matching asks the availability engine, which knows the new hours.
 */
export async function recordWidenedHours(
  tx: Db,
  p: { companyId: number; shopId: number; employeeId: number | null; weekdays: readonly number[]; now: Date },
): Promise<number[]> {
  if (p.weekdays.length === 0) return [];
  const last = await lastWantedDay(tx, p.companyId, p.shopId);
  const [shop] = await shopZones(tx, p.companyId, p.shopId);
  if (!last || !shop) return [];
  const today = localDay(p.now.getTime(), shop.timeZone);
  const horizon = localDay(p.now.getTime() + WAITLIST_MAX_DAYS * 86_400_000, shop.timeZone);
  // ISO dates compare as text: the earlier of the last wanted day and the horizon.
  const [until = last] = [last, horizon].sort();
  if (until < today) return [];
  const times = daysBetween(today, until)
    .filter((day) => p.weekdays.includes(isoWeekday(day)))
    .map((day) => {
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      return {
        companyId: p.companyId,
        shopId: p.shopId,
        employeeId: p.employeeId,
        startsAt: new Date(zonedInstant(day, 0, shop.timeZone)),
        endsAt: new Date(zonedInstant(next, 0, shop.timeZone)),
      };
    });
  return recordFreedTimes(tx, times, 'hours', p.now);
}
