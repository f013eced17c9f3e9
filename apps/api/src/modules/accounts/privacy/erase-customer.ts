// The erasure engine (issue 23, GDPR art. 17; ADR 0026): one function for the customer's own
// deletion, staff erasing on request and the retention sweep's `customer-erase` job. In one
// transaction, the customer's row locked:
//   1. their waitlist entries are cancelled (open offers withdrawn, their held times freed);
//   2. their future bookings are cancelled under the policy through the booking lifecycle's one
//      status writer, the usual cancellation messages queued — before anything is blanked;
//   3. everything personal is erased or anonymised, table by table as the ADR lists, while orders,
//      payments and their amounts stay for the books; their sign-in tokens are revoked.
// Messages still waiting for the relay (the cancellation notices just queued) keep their address
// until delivered or given up: a follow-up `customer-erase` job blanks them then.
import { ERASED_STATUS, type ErasureActor, erasedEmail } from '@eclat/domain';
import { and, eq, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  appointments,
  bookingOrders,
  companies,
  consentements,
  consentRecords,
  coupons,
  customerCredits,
  customers,
  dossiers,
  gifts,
  links,
  loyaltyCards,
  outbox,
  payments,
  prestations,
  profiles,
  reviews,
  verificationCodes,
  waitlistEntries,
} from '../../../db/schema.ts';
import { revokeSubjectTokens } from '../../../platform/auth/tokens.ts';
import { cancelQueuedJob, enqueueJob } from '../../../platform/jobs/queue.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import { MAX_ATTEMPTS } from '../../../platform/mail/relay.ts';
import { closeEntries } from '../../booking/waitlist/entries/repository.ts';
import { withdrawEntryOffers } from '../../booking/waitlist/offers/index.ts';
import { reviewInviteKey } from '../../reviews/invitations/schedule.ts';
import { loadSubject, type Subject, subjectMessages, subjectVouchers } from './customer-records.ts';
import { cancelFutureBookings } from './future-bookings.ts';
import { logRequest, type Requester } from './request-log.ts';

export const CUSTOMER_ERASE_JOB = 'customer-erase';
/** The relay gives up on a message older than this (relay.ts): then it can be blanked. */
const RELAY_MAX_AGE_MS = 2 * 86_400_000;
/** When the follow-up looks again at messages still waiting for the relay. */
const FOLLOW_UP_MS = 15 * 60_000;

export type EraseInput = {
  companyId: number;
  customerId: number;
  by: Requester;
  now: Date;
  keys: MessageKeys;
  /** retention_erase when the retention sweep asked (ADR 0026); erase otherwise. */
  kind?: 'erase' | 'retention_erase';
};

export type EraseOutcome = {
  /** False when the customer had been erased already (a second call only finishes the messages). */
  erasedNow: boolean;
  cancelledBookings: number;
  /** Messages of the customer still waiting for the relay, blanked by the follow-up job. */
  messagesPending: number;
  requestId: number | null;
};

const actorOf = (by: Requester): ErasureActor => by.type;

/** Erases one customer; null when no such customer in the company. Safe to call twice. */
export async function eraseCustomer(db: Db, input: EraseInput): Promise<EraseOutcome | null> {
  return db.transaction(async (tx) => {
    const { companyId, customerId, now } = input;
    // Locked: a concurrent erasure (a double DELETE, the job and staff) waits, then finds it done.
    const subject = await loadSubject(tx, companyId, customerId, true);
    if (!subject) return null;
    if (subject.erasedAt) {
      const pending = await scrubMessages(tx, subject, now);
      if (pending) await followUp(tx, subject, now);
      return { erasedNow: false, cancelledBookings: 0, messagesPending: pending, requestId: null };
    }
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).limit(1);
    if (!company) return null;
    const by = actorOf(input.by);

    // 1. The waitlist: offers withdrawn (their held times freed for the next in line), entries cancelled.
    const entries = await tx
      .select({ id: waitlistEntries.id, status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.companyId, companyId),
          eq(waitlistEntries.customerId, customerId),
          inArray(waitlistEntries.status, ['waiting', 'offered']),
        ),
      )
      .for('update');
    for (const e of entries)
      if (e.status === 'offered') await withdrawEntryOffers(tx, { companyId, entryId: e.id, now });
    await closeEntries(tx, {
      ids: entries.map((e) => e.id),
      to: 'cancelled',
      from: ['waiting', 'offered'],
      now,
    });

    // 2. Future bookings, with their messages (written to the outbox while the address is still there).
    const cancelledBookings = await cancelFutureBookings(tx, {
      company,
      customerId,
      now,
      by,
      keys: input.keys,
    });
    // Review invitations queued for past visits would write to an address that is gone.
    const visits = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.companyId, companyId), eq(appointments.customerId, customerId)));
    for (const v of visits) await cancelQueuedJob(tx, reviewInviteKey(companyId, v.id));

    // 3. Personal data.
    await scrubRecords(tx, subject, now);
    await revokeSubjectTokens(tx, { type: 'customer', companyId, subjectId: customerId }, now);
    await tx
      .update(customers)
      .set({
        email: erasedEmail(customerId),
        passwordHash: null,
        phone: null,
        phoneVerified: false,
        emailVerified: false,
        googleId: null,
        facebookId: null,
        smsOptOut: true,
        status: ERASED_STATUS,
        retentionNoticeAt: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(customers.id, customerId));
    const pending = await scrubMessages(tx, subject, now);
    if (pending) await followUp(tx, subject, now);
    const requestId = await logRequest(tx, {
      companyId,
      customerId,
      kind: input.kind ?? 'erase',
      by: input.by,
      now,
    });
    return { erasedNow: true, cancelledBookings, messagesPending: pending, requestId };
  });
}

/** Deletes or blanks the customer's records in every table (ADR 0026 lists them). */
async function scrubRecords(tx: Db, s: Subject, now: Date): Promise<void> {
  const { companyId, id } = s;
  const mine = (t: { companyId: AnyPgColumn; customerId: AnyPgColumn }) =>
    and(eq(t.companyId, companyId), eq(t.customerId, id)) as SQL;

  // Deleted: what only describes the person.
  await tx.delete(profiles).where(mine(profiles));
  await tx.delete(links).where(and(eq(links.companyId, companyId), eq(links.customerId, id)));
  await tx.delete(verificationCodes).where(mine(verificationCodes));
  await tx
    .delete(consentRecords)
    .where(and(eq(consentRecords.companyId, companyId), eq(consentRecords.customerId, id)));
  await tx.delete(dossiers).where(mine(dossiers));
  await tx.delete(consentements).where(mine(consentements));
  // The loyalty card and its history (cascade): points die with the account.
  await tx
    .delete(loyaltyCards)
    .where(and(eq(loyaltyCards.companyId, companyId), eq(loyaltyCards.customerId, id)));
  // Rewards bound to the customer can no longer be used; the row stays for past orders' discounts.
  await tx.update(coupons).set({ active: false }).where(mine(coupons));

  // Kept for the books, their free texts blanked.
  await tx.update(bookingOrders).set({ customMessage: null, updatedAt: now }).where(mine(bookingOrders));
  await tx.update(appointments).set({ customMessage: null }).where(mine(appointments));
  await tx.update(prestations).set({ notes: null }).where(mine(prestations));
  await tx
    .update(customerCredits)
    .set({ note: null })
    .where(and(eq(customerCredits.companyId, companyId), eq(customerCredits.customerId, id)));
  await tx
    .update(reviews)
    .set({
      authorName: '',
      comment: null,
      lang: null,
      reply: null,
      reportReason: null,
      hiddenReason: null,
      updatedAt: now,
    })
    .where(mine(reviews));
  // Vouchers: bought or received, the names, addresses and message go; code, amounts and balance stay.
  await tx
    .update(gifts)
    .set({ recipientName: null, recipientEmail: null, message: null })
    .where(subjectVouchers(s));

  // Payments: the cart keeps amounts and references; any text naming the customer goes, and the
  // customer's own carts lose the vouchers' recipients too.
  const needles = identifiers(s);
  const paymentRows = await tx
    .select({
      id: payments.id,
      customerId: payments.customerId,
      cart: payments.cart,
      message: payments.message,
    })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        or(
          eq(payments.customerId, id),
          ...needles.map((n) => sql`strpos(lower(${payments.cart}::text), ${n}) > 0`),
        ),
      ),
    );
  for (const p of paymentRows) {
    const own = p.customerId === id;
    const cart = scrubJson(p.cart, needles) as Record<string, unknown>;
    if (own) {
      cart.customerEmail = null;
      if (Array.isArray(cart.gifts))
        cart.gifts = cart.gifts.map((g) =>
          g && typeof g === 'object' ? { ...g, recipientName: null, recipientEmail: null, message: null } : g,
        );
    }
    const message = p.message && (own || mentions(p.message, needles)) ? null : p.message;
    await tx.update(payments).set({ cart, message }).where(eq(payments.id, p.id));
  }
}

/** The customer's identifiers, lower case, as the scrubbers look for them. */
function identifiers(s: Subject): string[] {
  return [s.email, ...s.phones, ...s.names].map((v) => v.toLowerCase()).filter((v) => v.length >= 3);
}

const mentions = (text: string, needles: string[]) => {
  const lower = text.toLowerCase();
  return needles.some((n) => lower.includes(n));
};

/** A JSON value with every string that mentions one of the needles blanked. */
function scrubJson(value: unknown, needles: string[]): unknown {
  if (typeof value === 'string') return mentions(value, needles) ? '' : value;
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, needles));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, needles)]));
  return value;
}

/**
 * Blanks the customer's messages the relay is done with (sent, given up, or too old to be sent),
 * after linking every message of theirs to their row so the follow-up finds them without the
 * address. Messages to others that name the customer (a voucher mail "from Camille") lose their
 * text too. Answers how many of theirs still wait for the relay.
 */
async function scrubMessages(tx: Db, s: Subject, now: Date): Promise<number> {
  const { companyId, id } = s;
  if (!s.erasedAt)
    await tx
      .update(outbox)
      .set({ customerId: id })
      .where(and(subjectMessages(s), isNull(outbox.customerId)));
  const done = or(
    isNotNull(outbox.sentAt),
    sql`${outbox.attempts} >= ${MAX_ATTEMPTS}`,
    lte(outbox.createdAt, new Date(now.getTime() - RELAY_MAX_AGE_MS)),
  );
  const blank = { to: '', subject: null, body: '', attachments: null, headers: null };
  await tx
    .update(outbox)
    .set(blank)
    .where(and(eq(outbox.companyId, companyId), eq(outbox.customerId, id), done, ne(outbox.body, '')));
  for (const name of s.names.filter((n) => n.length >= 5)) {
    await tx
      .update(outbox)
      .set({ subject: null, body: '', attachments: null })
      .where(
        and(
          eq(outbox.companyId, companyId),
          done,
          or(
            sql`strpos(lower(${outbox.body}), ${name.toLowerCase()}) > 0`,
            sql`strpos(lower(coalesce(${outbox.subject}, '')), ${name.toLowerCase()}) > 0`,
          ),
        ),
      );
  }
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.companyId, companyId), eq(outbox.customerId, id), ne(outbox.to, '')));
  return Number(left?.n ?? 0);
}

/** Looks again once the relay had time to deliver the messages still waiting. */
async function followUp(tx: Db, s: Subject, now: Date): Promise<void> {
  const runAt = new Date(now.getTime() + FOLLOW_UP_MS);
  // Keyed by its instant: two erasure calls at once queue one; the follow-up can queue the next.
  await enqueueJob(tx, {
    name: CUSTOMER_ERASE_JOB,
    key: `${CUSTOMER_ERASE_JOB}:messages:${s.companyId}:${s.id}:${runAt.getTime()}`,
    companyId: s.companyId,
    runAt,
    payload: { companyId: s.companyId, customerId: s.id, by: 'system' },
  });
}
