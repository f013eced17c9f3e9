// Making an offer (issue 21): in the caller's transaction, the time is booked for the entry's
// customer through the booking itself (held until the offer's deadline, the policy snapshot and
// the amount due as any booking would have them), the offer is written, the entry marked offered,
// the message queued and the offer's expiry queued at its deadline. The held appointments make
// the time busy for everyone else (GET /api/appointments, the exclusion constraints): one live
// offer per time and no double booking come from the database, not from this code.
import { DEFAULT_BOOKER, mergeSettings } from '@eclat/domain';
import type { Db } from '../../../../db/client.ts';
import { enqueueJob } from '../../../../platform/jobs/queue.ts';
import type { MessageKeys } from '../../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../../platform/tenant/companies.ts';
import { book } from '../../appointments/book.ts';
import { queueOfferMessage } from './message.ts';
import { type EntryRow, insertOffer, type OfferRow, setEntryStatus } from './repository.ts';

export const OFFER_EXPIRE_JOB = 'waitlist-offer-expire';
/** The prefix of an offer's expiry jobs' keys (one per deadline: an expiry may queue the next). */
export const expireJobKey = (companyId: number, offerId: number) =>
  `${OFFER_EXPIRE_JOB}:${companyId}:${offerId}:`;
export type OfferExpirePayload = { offerId: number };

/** The company's waitlist settings with their defaults. */
export const waitlistSettings = (company: CompanyRow) =>
  mergeSettings(DEFAULT_BOOKER, company.booker).appointment.waitlist;

export async function queueOfferExpiry(tx: Db, companyId: number, offerId: number, at: Date): Promise<void> {
  const payload: OfferExpirePayload = { offerId };
  await enqueueJob(tx, {
    name: OFFER_EXPIRE_JOB,
    key: `${expireJobKey(companyId, offerId)}${at.getTime()}`,
    companyId,
    runAt: at,
    payload,
  });
}

/**
 * Offers `start` (with `employeeId`, or anyone the entry accepts) to a waiting entry the caller
 * has locked. Throws the booking's 409 when the time is not free for the entry's services: the
 * caller (matching) tries the next time or entry, or answers it (staff).
 */
export async function createOffer(
  tx: Db,
  keys: MessageKeys,
  company: CompanyRow,
  entry: EntryRow,
  time: { start: Date; employeeId: number | null },
  p: { origin: 'auto' | 'staff'; freedSlotId: number | null; offeredById: number | null; now: Date },
): Promise<OfferRow> {
  const settings = waitlistSettings(company);
  const expiresAt = new Date(p.now.getTime() + settings.offerMinutes * 60_000);
  const booked = await book(
    tx,
    company,
    {
      shopId: entry.shopId,
      serviceIds: entry.serviceIds,
      start: time.start,
      employeeId: entry.employeeId ?? time.employeeId,
      customMessage: null,
      customerId: entry.customerId,
      origin: 'waitlist',
      holdUntil: expiresAt,
    },
    p.now,
    null,
  );
  const first = booked.appointments[0];
  const last = booked.appointments.at(-1);
  if (!first || !last) throw new Error('an offer without its appointments');
  const offer = await insertOffer(tx, {
    companyId: company.id,
    entryId: entry.id,
    shopId: entry.shopId,
    bookingOrderId: booked.order.id,
    employeeId: first.employee?.id ?? null,
    startsAt: new Date(first.start),
    endsAt: new Date(last.end),
    status: 'open',
    expiresAt,
    origin: p.origin,
    offeredById: p.offeredById,
    freedSlotId: p.freedSlotId,
    createdAt: p.now,
  });
  await setEntryStatus(tx, entry.id, 'offered', p.now);
  await queueOfferMessage(tx, keys, {
    companyId: company.id,
    offer: { id: offer.id, bookingOrderId: booked.order.id, expiresAt, createdAt: p.now },
    channels: { email: settings.email, sms: settings.sms },
    minutes: settings.offerMinutes,
  });
  await queueOfferExpiry(tx, company.id, offer.id, expiresAt);
  return offer;
}
