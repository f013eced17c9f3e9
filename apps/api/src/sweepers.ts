// Work done on the clock rather than on a request, every minute and once at start: holds that
// ran out while the process was down (a crash, a deploy) are settled before the first request.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { expireHolds } from './modules/booking/appointments/book.ts';
import { queueDueGiftMails } from './modules/commerce/gifts/mail.ts';
import { expirePayments } from './modules/commerce/payment/sweeper.ts';
import { type RelayOptions, relayOutbox } from './platform/mail/relay.ts';

type Sweeper = { name: string; run: (db: Db, now: Date) => Promise<unknown> };

const SWEEPERS: Sweeper[] = [
  // Unpaid carts past their 15 minutes give back their stock, holds and orders (ADR 0010); first,
  // so that a cart's hold is released through its payment rather than on its own.
  { name: 'payments', run: expirePayments },
  // Held bookings whose payment never came free their slot (ADR 0008).
  { name: 'holds', run: expireHolds },
  // Gift vouchers the buyer asked to send on a later day (ADR 0010).
  { name: 'gift mails', run: queueDueGiftMails },
];

/**
 * Runs every sweeper now, then every `intervalMs`; answers a stop function. With `relay` (an SMTP
 * server is configured), the outbox relay runs last, after the gift mails were queued.
 */
export async function startSweepers(
  db: Db,
  log: FastifyBaseLogger,
  options: { intervalMs?: number; relay?: Omit<RelayOptions, 'now'> } = {},
): Promise<() => void> {
  const { relay } = options;
  const sweepers: Sweeper[] = relay
    ? [
        ...SWEEPERS,
        { name: 'outbox relay', run: (database, now) => relayOutbox(database, { ...relay, now }) },
      ]
    : SWEEPERS;
  const sweep = async () => {
    for (const sweeper of sweepers) {
      await sweeper
        .run(db, new Date())
        .catch((err: unknown) => log.error({ err }, `${sweeper.name} sweep failed`));
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), options.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
