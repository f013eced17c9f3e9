// The outbox relay (ADR 0006): mails written to the outbox inside a business transaction (a gift
// voucher paid, a voucher due today) or whose first delivery failed are sent by this sweeper once
// an SMTP server is configured. Rows are claimed with SKIP LOCKED, so several API processes never
// send one twice; a failing row is tried a few times, then left for staff to see.
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { OutboxCipher } from './cipher.ts';
import { HIDDEN } from './cipher.ts';
import type { MailTransport } from './messenger.ts';

export const MAX_ATTEMPTS = 5;
/** Older unsent mails are stale (a code, a reminder): not sent late. */
const MAX_AGE_MS = 2 * 86_400_000;

export type RelayOptions = {
  transport: MailTransport;
  cipher: OutboxCipher;
  from: string;
  now: Date;
  batch?: number;
};

/** Sends due outbox mails; answers how many went out. */
export async function relayOutbox(db: Db, options: RelayOptions): Promise<number> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, 'email'),
          isNull(outbox.sentAt),
          lt(outbox.attempts, MAX_ATTEMPTS),
          gt(outbox.createdAt, new Date(now.getTime() - MAX_AGE_MS)),
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
        await options.transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject ?? '',
          ...(row.format === 'html' ? { html: body, text: htmlToText(body) } : { text: body }),
          ...(row.attachments?.length
            ? { attachments: row.attachments.map((a) => ({ ...a, encoding: 'base64' as const })) }
            : {}),
        });
        await tx.update(outbox).set({ sentAt: now, lastError: null }).where(eq(outbox.id, row.id));
        sent += 1;
      } catch (error) {
        await tx
          .update(outbox)
          .set({ attempts: row.attempts + 1, lastError: (error as Error).message.slice(0, 500) })
          .where(eq(outbox.id, row.id));
      }
    }
    return sent;
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
