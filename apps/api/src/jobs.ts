// Work done on the clock rather than on a request (ADR 0022): the recurring sweeps and the
// outbox relay, and the jobs modules queue (reminders), as definitions of the one job queue
// (platform/jobs). Composed here because the platform knows no module.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { expireHolds } from './modules/booking/appointments/book.ts';
import { queueDueGiftMails } from './modules/commerce/gifts/mail.ts';
import { expirePayments } from './modules/commerce/payment/sweeper.ts';
import { type JobDefinitions, purgeJobsDefinition, startJobWorker } from './platform/jobs/worker.ts';
import { type RelayOptions, relayOutbox } from './platform/mail/relay.ts';

export type JobsOptions = {
  /** The outbox relay's transports (an SMTP server is configured); none: the outbox is read in place. */
  relay?: Omit<RelayOptions, 'now'>;
};

export function jobDefinitions(options: JobsOptions): JobDefinitions {
  const { relay } = options;
  return {
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
    'purge-jobs': purgeJobsDefinition,
  };
}

/** Starts this process's worker; answers a stop function. */
export function startJobs(db: Db, log: FastifyBaseLogger, options: JobsOptions & { pollMs?: number }) {
  return startJobWorker(db, jobDefinitions(options), { log, pollMs: options.pollMs });
}
