// The outbox relay (ADR 0006, 0023): messages written to the outbox inside a business transaction
// (a gift voucher paid, a voucher due today, a reminder) or whose first delivery failed are sent by
// this sweeper once a transport exists for their channel: mails through SMTP, SMS through the
// configured gateway. Rows are claimed with SKIP LOCKED, so several API processes never send one
// twice; a failing row is tried a few times, then left for staff to see. A message the gateway
// refused for good (a number that is not one, a rejected request) is given up at once.
import { and, asc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { OutboxCipher } from './cipher.ts';
import { HIDDEN } from './cipher.ts';
import type { MailTransport, SmsProvider } from './messenger.ts';
import { failureReason, isPermanentFailure } from './sms/delivery.ts';

export const MAX_ATTEMPTS = 5;
/** The first retry's delay; each next one waits four times longer. */
export const RETRY_BASE_SECONDS = 30;
/** Older unsent mails are stale (a code, a reminder): not sent late. */
const MAX_AGE_MS = 2 * 86_400_000;

export type RelayOptions = {
  /** Mails are relayed only with a transport (SMTP_URL). */
  transport?: MailTransport | null;
  /** SMS are relayed only with a gateway (SMS_PROVIDER). */
  sms?: SmsProvider | null;
  cipher: OutboxCipher;
  from: string;
  now: Date;
  batch?: number;
};

/** The attempts a row has after a failed delivery: all of them when retrying cannot help. */
export function attemptsAfterFailure(attempts: number, error: unknown): number {
  return isPermanentFailure(error) ? Math.max(MAX_ATTEMPTS, attempts + 1) : attempts + 1;
}

/** When a row that has failed `attempts` times may be tried again: 30 s, 2 min, 8 min, 32 min. */
export const retryAt = (attempts: number, now: Date) =>
  new Date(now.getTime() + RETRY_BASE_SECONDS * 1000 * 4 ** Math.max(0, attempts - 1));

/** Sends due outbox mails and SMS; answers how many went out. */
export async function relayOutbox(db: Db, options: RelayOptions): Promise<number> {
  const { now } = options;
  const channels = [...(options.transport ? ['email'] : []), ...(options.sms ? ['sms'] : [])];
  // A channel without a transport is left alone: its rows keep their attempts for later.
  if (channels.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(
        and(
          inArray(outbox.channel, channels),
          isNull(outbox.sentAt),
          lt(outbox.attempts, MAX_ATTEMPTS),
          gt(outbox.createdAt, new Date(now.getTime() - MAX_AGE_MS)),
          // Backoff: after a failed try the row waits (retryAt), not just until the relay's next run.
          or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(options.batch ?? 50)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const row of rows) {
      const body = options.cipher.open(row.body);
      try {
        // A code sealed with another process's key cannot be read: sending "••••••" would only
        // confuse the customer, who can ask for a new code.
        if (body.includes(HIDDEN)) throw new Error('sealed with another key (OUTBOX_KEY not shared)');
        await deliver(row, body, options);
        await tx.update(outbox).set({ sentAt: now, lastError: null }).where(eq(outbox.id, row.id));
        sent += 1;
      } catch (error) {
        await tx
          .update(outbox)
          .set({
            attempts: attemptsAfterFailure(row.attempts, error),
            nextAttemptAt: retryAt(row.attempts + 1, now),
            lastError: failureReason(error).slice(0, 500),
          })
          .where(eq(outbox.id, row.id));
      }
    }
    return sent;
  });
}

async function deliver(row: typeof outbox.$inferSelect, body: string, options: RelayOptions): Promise<void> {
  if (row.channel === 'sms') {
    if (!options.sms) throw new Error('no SMS gateway');
    await options.sms.sendSms({ to: row.to, text: row.format === 'html' ? htmlToText(body) : body });
    return;
  }
  if (!options.transport) throw new Error('no mail transport');
  await options.transport.sendMail({
    from: options.from,
    to: row.to,
    subject: row.subject ?? '',
    ...(row.format === 'html' ? { html: body, text: htmlToText(body) } : { text: body }),
    ...(row.attachments?.length
      ? { attachments: row.attachments.map((a) => ({ ...a, encoding: 'base64' as const })) }
      : {}),
    ...(row.headers && Object.keys(row.headers).length > 0 ? { headers: row.headers } : {}),
  });
}

/** A plain-text alternative of an HTML mail, for clients that show no HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
