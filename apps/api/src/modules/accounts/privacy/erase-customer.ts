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
import type { ErasureActor } from '@eclat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, companies, waitlistEntries } from '../../../db/schema.ts';
import { revokeSubjectTokens } from '../../../platform/auth/tokens.ts';
import { cancelQueuedJob, enqueueJob } from '../../../platform/jobs/queue.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import { blankCustomerMessages } from '../../booking/appointments/repository.ts';
import { closeEntries } from '../../booking/waitlist/entries/repository.ts';
import { withdrawEntryOffers } from '../../booking/waitlist/offers/index.ts';
import { reviewInviteKey } from '../../reviews/invitations/schedule.ts';
import { loadSubject, type Subject } from './customer-records.ts';
import { cancelFutureBookings } from './future-bookings.ts';
import { logRequest, markErased, scrubMessages, scrubRecords } from './repository.ts';
import type { Requester } from './request-log.ts';

export const CUSTOMER_ERASE_JOB = 'customer-erase';
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
    await blankCustomerMessages(tx, { companyId, customerId, now });
    await revokeSubjectTokens(tx, { type: 'customer', companyId, subjectId: customerId }, now);
    await markErased(tx, subject, now);
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
