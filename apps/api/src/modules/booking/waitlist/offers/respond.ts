// Answering an offer through its signed link (issue 21): see it, accept it (booked, or its
// payment asked like any booking's), decline it (the time goes to the next entry), extend it once
// (WCAG 2.2.1, timing adjustable). Each answer locks the offer, so a double click or a replay
// answers what the first did; after the deadline the answer is 410.
import type { Lang, WaitlistAcceptAnswer, WaitlistOffer, WaitlistOfferView } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import type { Db } from '../../../../db/client.ts';
import { HttpError } from '../../../../platform/http/errors.ts';
import { cancelQueuedJobs } from '../../../../platform/jobs/queue.ts';
import type { MessageKeys } from '../../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../../platform/tenant/companies.ts';
import {
  cancelOrderWhenNothingLive,
  expirePendingOrders,
  extendHolds,
} from '../../appointments/repository.ts';
import { changeAppointmentStatus } from '../../appointments/status.ts';
import { loadBookingFacts } from '../../notifications/load.ts';
import { queueBookingMessages } from '../../notifications/queue.ts';
import { expireJobKey, queueOfferExpiry, waitlistSettings } from './create.ts';
import {
  closeOffer,
  confirmOrder,
  loadEntry,
  loadOffer,
  loadOrder,
  lockOffer,
  type OfferRow,
  openOffersOfEntry,
  orderAppointments,
  personName,
  setEntryStatus,
  setOfferDeadline,
  setOrderDeadline,
} from './repository.ts';
import { openOfferToken } from './token.ts';

const gone = (type: 'offer_expired' | 'offer_closed') =>
  new HttpError(
    410,
    type === 'offer_expired'
      ? 'Le délai de cette proposition est passé : le créneau a été proposé à quelqu’un d’autre.'
      : 'Cette proposition n’est plus valable.',
    { type },
  );

/** The offer a token opens in this company, or null (forged, expired, another company's). */
export async function openOffer(
  db: Db,
  linkKey: Buffer,
  company: CompanyRow,
  token: string,
  now: Date,
): Promise<OfferRow | null> {
  const opened = openOfferToken(linkKey, token, now);
  if (!opened || opened.companyId !== company.id) return null;
  return loadOffer(db, company.id, opened.offerId);
}

export function offerAnswer(offer: OfferRow, employeeName: string | null): WaitlistOffer {
  return {
    id: offer.id,
    status: offer.status as WaitlistOffer['status'],
    startsAt: offer.startsAt.toISOString(),
    endsAt: offer.endsAt.toISOString(),
    employeeId: offer.employeeId,
    employeeName,
    expiresAt: offer.expiresAt.toISOString(),
    extended: offer.extendedAt !== null,
    origin: offer.origin as WaitlistOffer['origin'],
  };
}

const currencyOf = (company: CompanyRow) => {
  const code = (company.booker as { mCurrency?: { code?: unknown } }).mCurrency?.code;
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : 'EUR';
};

/** GET /api/waitlist/offers/{token}. */
export async function offerView(
  db: Db,
  company: CompanyRow,
  lang: Lang,
  offer: OfferRow,
  now: Date,
): Promise<WaitlistOfferView> {
  const entry = await loadEntry(db, company.id, offer.entryId);
  if (!entry) throw new HttpError(404, 'this link is invalid or expired', { type: 'invalid_token' });
  const facts =
    offer.bookingOrderId !== null ? await loadBookingFacts(db, company.id, offer.bookingOrderId) : null;
  const employeeName = await personName(db, company.id, offer.employeeId);
  const names = new Map(
    (facts?.appointments ?? []).map((a) => [a.service, localise(a.service, lang)] as const),
  );
  const order = facts?.order ?? null;
  const shown = offerAnswer(offer, employeeName);
  const live = offer.status === 'open' && offer.expiresAt > now;
  return {
    offer: shown,
    entry: {
      id: entry.id,
      shopId: entry.shopId,
      shopName: facts?.shop.name ?? '',
      serviceIds: entry.serviceIds,
      serviceNames: [...names.values()],
      employeeId: entry.employeeId,
      employeeName: await personName(db, company.id, entry.employeeId),
      weekdays: entry.weekdays,
      parts: entry.parts as WaitlistOfferView['entry']['parts'],
      fromDate: entry.fromDate,
      untilDate: entry.untilDate,
      status: entry.status as WaitlistOfferView['entry']['status'],
      createdAt: entry.createdAt.toISOString(),
      offer: live ? shown : null,
    },
    amountDue: order ? Math.max(0, (order.amountDue ?? 0) - order.paidAmount) : 0,
    total: order?.total ?? 0,
    currency: currencyOf(company),
    canExtend: live && offer.extendedAt === null,
  };
}

/** The offer, locked: its answers, expiry and extension take turns. */
async function liveOffer(tx: Db, company: CompanyRow, offerId: number) {
  const offer = await lockOffer(tx, company.id, offerId);
  if (!offer) throw new HttpError(404, 'this link is invalid or expired', { type: 'invalid_token' });
  return offer;
}

async function acceptedAnswer(tx: Db, companyId: number, offer: OfferRow): Promise<WaitlistAcceptAnswer> {
  const order = offer.bookingOrderId !== null ? await loadOrder(tx, companyId, offer.bookingOrderId) : null;
  if (!order) throw gone('offer_closed');
  const due = Math.max(0, (order.amountDue ?? 0) - order.paidAmount);
  return {
    status: order.status === 'confirmed' ? 'confirmed' : 'awaiting_payment',
    orderId: order.id,
    amountDue: order.status === 'confirmed' ? 0 : due,
  };
}

/** POST …/accept. */
export async function acceptOffer(
  db: Db,
  keys: MessageKeys,
  company: CompanyRow,
  offerId: number,
  now: Date,
): Promise<WaitlistAcceptAnswer> {
  return db.transaction(async (tx) => {
    const offer = await liveOffer(tx, company, offerId);
    if (offer.status === 'accepted') return acceptedAnswer(tx, company.id, offer);
    if (offer.status !== 'open') throw gone(offer.status === 'expired' ? 'offer_expired' : 'offer_closed');
    const orderId = offer.bookingOrderId;
    const rows = orderId !== null ? await orderAppointments(tx, company.id, orderId) : [];
    const held = rows.filter((r) => r.status === 'held');
    // Past the deadline — unless a payment started in time holds it longer (the cart's own hold).
    const holdEnd = Math.min(...held.map((r) => r.holdExpiresAt?.getTime() ?? 0));
    if (orderId === null || held.length === 0 || held.length !== rows.length || holdEnd <= now.getTime())
      throw gone('offer_expired');
    const order = await loadOrder(tx, company.id, orderId);
    if (!order) throw gone('offer_closed');
    const due = Math.max(0, (order.amountDue ?? 0) - order.paidAmount);
    // A deposit or prepayment: the held order is paid like any booking (cart and payment flow)
    // before the deadline; its confirmation accepts the offer (booking/freed-times).
    if (due > 0) return { status: 'awaiting_payment', orderId, amountDue: due };
    if (offer.expiresAt <= now) throw gone('offer_expired');
    await changeAppointmentStatus(tx, {
      companyId: company.id,
      target: { orderId },
      from: ['held'],
      to: 'confirmed',
      by: 'customer',
      now,
      with: { holdExpiresAt: null },
    });
    await confirmOrder(tx, orderId, now);
    // The status writer accepted the offer, booked the entry and marked the freed time refilled;
    // closing it here again is a no-op that keeps this function right on its own.
    await closeOffer(tx, offer.id, 'accepted', now);
    await setEntryStatus(tx, offer.entryId, 'booked', now);
    await cancelQueuedJobs(tx, expireJobKey(company.id, offer.id));
    await queueBookingMessages(tx, keys, { companyId: company.id, orderId, kind: 'confirmed', now });
    return { status: 'confirmed', orderId, amountDue: 0 };
  });
}

/**
 * Gives an open offer's time back: the offer closes as `status`, the entry waits again, and the
 * held booking is cancelled (declined, withdrawn) or expired — the status writer then queues the
 * freed time's matching for the next entry.
 */
export async function releaseOffer(
  tx: Db,
  companyId: number,
  offer: OfferRow,
  status: 'declined' | 'expired' | 'withdrawn',
  now: Date,
): Promise<void> {
  if (!(await closeOffer(tx, offer.id, status, now))) return;
  await setEntryStatus(tx, offer.entryId, 'waiting', now);
  await cancelQueuedJobs(tx, expireJobKey(companyId, offer.id));
  const orderId = offer.bookingOrderId;
  if (orderId === null) return;
  if (status === 'expired') {
    await changeAppointmentStatus(tx, {
      companyId,
      target: { orderId },
      from: ['held'],
      to: 'expired',
      by: 'system',
      now,
    });
    await expirePendingOrders(tx, [orderId], now);
  } else {
    await changeAppointmentStatus(tx, {
      companyId,
      target: { orderId },
      from: ['held'],
      to: 'cancelled',
      by: 'customer',
      now,
      with: { cancelledBy: 'customer', cancelledAt: now },
    });
    await cancelOrderWhenNothingLive(tx, companyId, orderId, now);
  }
}

/** POST …/decline. */
export async function declineOffer(
  db: Db,
  company: CompanyRow,
  offerId: number,
  now: Date,
): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const offer = await liveOffer(tx, company, offerId);
    if (offer.status === 'declined') return offer;
    if (offer.status === 'accepted')
      throw new HttpError(
        409,
        'Cette proposition a déjà été acceptée : annulez le rendez-vous depuis votre compte.',
        {
          type: 'offer_accepted',
        },
      );
    if (offer.status !== 'open') throw gone(offer.status === 'expired' ? 'offer_expired' : 'offer_closed');
    if (offer.expiresAt <= now) {
      await releaseOffer(tx, company.id, offer, 'expired', now);
      throw gone('offer_expired');
    }
    await releaseOffer(tx, company.id, offer, 'declined', now);
    return (await loadOffer(tx, company.id, offer.id)) ?? offer;
  });
}

/** POST …/extend: once, by the company's offer time. */
export async function extendOffer(
  db: Db,
  company: CompanyRow,
  offerId: number,
  now: Date,
): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const offer = await liveOffer(tx, company, offerId);
    if (offer.status !== 'open' || offer.expiresAt <= now)
      throw gone(offer.status === 'open' || offer.status === 'expired' ? 'offer_expired' : 'offer_closed');
    if (offer.extendedAt !== null)
      throw new HttpError(409, 'Ce délai a déjà été prolongé une fois.', { type: 'already_extended' });
    const until = new Date(offer.expiresAt.getTime() + waitlistSettings(company).offerMinutes * 60_000);
    await setOfferDeadline(tx, offer.id, until, now);
    if (offer.bookingOrderId !== null) {
      await extendHolds(tx, { orderId: offer.bookingOrderId, until, now });
      await setOrderDeadline(tx, offer.bookingOrderId, until, now);
    }
    await cancelQueuedJobs(tx, expireJobKey(company.id, offer.id));
    await queueOfferExpiry(tx, company.id, offer.id, until);
    return (await loadOffer(tx, company.id, offer.id)) ?? offer;
  });
}

/**
 * The `waitlist-offer-expire` job's work: an offer still open at its deadline expires and its
 * time goes to the next entry. A payment started in time keeps the hold (the cart's own deadline):
 * the offer then waits for it; the hold sweeper may have expired the hold first (booking/freed-times
 * then closed the offer): nothing is left to do.
 */
export async function expireOffer(tx: Db, companyId: number, offerId: number, now: Date): Promise<string> {
  const offer = await lockOffer(tx, companyId, offerId);
  if (offer?.status !== 'open') return 'closed';
  const rows =
    offer.bookingOrderId !== null ? await orderAppointments(tx, companyId, offer.bookingOrderId) : [];
  const holdEnd = Math.max(
    0,
    ...rows.filter((r) => r.status === 'held').map((r) => r.holdExpiresAt?.getTime() ?? 0),
  );
  const until = Math.max(offer.expiresAt.getTime(), holdEnd);
  if (until > now.getTime()) {
    await queueOfferExpiry(tx, companyId, offer.id, new Date(until));
    return 'later';
  }
  await releaseOffer(tx, companyId, offer, 'expired', now);
  return 'expired';
}

/**
 * For the entries' DELETE (wl-entries): an entry cancelled gives back its open offer — withdrawn,
 * its hold cancelled, the time offered to the next entry. The caller sets the entry's own status.
 */
export async function withdrawEntryOffers(
  tx: Db,
  p: { companyId: number; entryId: number; now: Date },
): Promise<number> {
  const offers = await openOffersOfEntry(tx, p.companyId, p.entryId);
  for (const offer of offers) await releaseOffer(tx, p.companyId, offer, 'withdrawn', p.now);
  return offers.length;
}
