// Work done on the clock rather than on a request (ADR 0022): the recurring sweeps and the
// outbox relay, and the jobs modules queue (reminders), as definitions of the one job queue
// (platform/jobs). Composed here because the platform knows no module.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { CUSTOMER_ERASE_JOB, customerEraseJob } from './modules/accounts/privacy/erase-job.ts';
import { RETENTION_JOB, retentionJob } from './modules/accounts/retention/sweep.ts';
import { expireHolds } from './modules/booking/appointments/book.ts';
import { WAITLIST_MATCH_JOB } from './modules/booking/freed-times/record.ts';
import { queueBookingMessages } from './modules/booking/notifications/queue.ts';
import { reminderJob } from './modules/booking/reminders/job.ts';
import { REMINDER_JOB } from './modules/booking/reminders/schedule.ts';
import { WAITLIST_EXPIRE_JOB, waitlistExpireJob } from './modules/booking/waitlist/entries/expire.ts';
import { OFFER_EXPIRE_JOB } from './modules/booking/waitlist/offers/create.ts';
import { offerExpireJob } from './modules/booking/waitlist/offers/expire.ts';
import { waitlistMatchJob } from './modules/booking/waitlist/offers/match.ts';
import { queueDueGiftMails } from './modules/commerce/gifts/mail.ts';
import { expirePayments } from './modules/commerce/payment/sweeper.ts';
import { reviewInviteJob } from './modules/reviews/invitations/job.ts';
import { REVIEW_INVITE_JOB } from './modules/reviews/invitations/schedule.ts';
import { type JobDefinitions, purgeJobsDefinition, startJobWorker } from './platform/jobs/worker.ts';
import type { MessageKeys, MessageServices } from './platform/mail/outbox-writer.ts';
import { type RelayOptions, relayOutbox } from './platform/mail/relay.ts';

export type JobsOptions = {
  /** The outbox relay's transports (an SMTP server is configured); none: the outbox is read in place. */
  relay?: Omit<RelayOptions, 'now'>;
  /** The keys booking messages are written with (reminders): the app's outbox cipher and link key. */
  messageKeys: MessageKeys;
};

export function jobDefinitions(options: JobsOptions): JobDefinitions {
  const { relay, messageKeys } = options;
  return {
    // Booking reminders at the company's offsets (booking/reminders), written in the job's
    // transaction on the channels the company chose.
    [REMINDER_JOB]: reminderJob(async (tx, reminder) => {
      await queueBookingMessages(tx, messageKeys, {
        companyId: reminder.companyId,
        orderId: reminder.orderId,
        kind: 'reminder',
        now: reminder.now,
        channels: reminder.channels,
      });
    }),
    // Review invitations the company's delay after a visit is marked honoured (issue 22).
    [REVIEW_INVITE_JOB]: reviewInviteJob(messageKeys),
    // The waitlist (issue 21, ADR 0024): a freed time offered to the first matching entry, and an
    // offer's deadline passing it to the next.
    [WAITLIST_MATCH_JOB]: waitlistMatchJob(messageKeys),
    [OFFER_EXPIRE_JOB]: offerExpireJob,
    // Privacy (issue 23, ADR 0026): one customer erased (the retention sweep queues it), and the
    // follow-up that blanks the messages the relay delivered since.
    [CUSTOMER_ERASE_JOB]: customerEraseJob(messageKeys),
    // Unpaid carts past their 15 minutes give back their stock, holds and orders (ADR 0010); then
    // held bookings whose payment never came free their slot (ADR 0008). One job, in this order,
    // so that a cart's hold is released through its payment rather than on its own.
    'expire-unpaid': {
      everyMs: 60_000,
      ownTransactions: true,
      run: async (db, { now }) => {
        await expirePayments(db, now);
        await expireHolds(db, now);
      },
    },
    // Waitlist entries past their last day leave the queue (issue 21), every hour.
    [WAITLIST_EXPIRE_JOB]: waitlistExpireJob,
    // Gift vouchers the buyer asked to send on a later day (ADR 0010).
    'gift-mails': {
      everyMs: 60_000,
      ownTransactions: true,
      run: (db, { now }) => queueDueGiftMails(db, now),
    },
    ...(relay
      ? {
          'outbox-relay': {
            everyMs: 15_000,
            ownTransactions: true,
            run: (db: Db, { now }: { now: Date }) => relayOutbox(db, { ...relay, now }),
          },
        }
      : {}),
    // Inactive customers (issue 23): the notice a month before the company's retention limit, then
    // their erasure through the customer-erase job, once a day.
    [RETENTION_JOB]: retentionJob,
    'purge-jobs': purgeJobsDefinition,
  };
}

/** Starts this process's worker; answers a stop function. */
export async function startJobs(
  db: Db,
  log: FastifyBaseLogger,
  options: Omit<JobsOptions, 'messageKeys'> & { messages: MessageServices; pollMs?: number },
) {
  // Read once, outside any job's transaction (PGlite has one connection).
  const messageKeys = await options.messages.keys();
  return startJobWorker(db, jobDefinitions({ ...options, messageKeys }), { log, pollMs: options.pollMs });
}
