// Mails and SMS (ADR 0006, 0023). Every message is recorded in the outbox table with its one-time
// secret sealed; it is also delivered when a transport exists for its channel: nodemailer when
// SMTP_URL is set, the SMS gateway SMS_PROVIDER chooses (sms/gateways.ts). Without them the
// outbox is the only destination and staff read it through GET /api/dev/outbox. A failed
// delivery is recorded with its reason, and the outbox relay tries again.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { OutboxCipher } from './cipher.ts';
import { outboxRow } from './outbox-writer.ts';
import { attemptsAfterFailure, retryAt } from './relay.ts';
import { failureReason } from './sms/delivery.ts';
import type { TemplateName, TemplateVars } from './templates.ts';

/** What nodemailer's transporter offers (and a test double). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    /** nodemailer's attachments: base64 content (the booking's .ics). */
    attachments?: { filename: string; contentType: string; content: string; encoding: 'base64' }[];
    /** Extra headers (nodemailer's `headers`): List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers?: Record<string, string>;
  }): Promise<unknown>;
}

/**
 * An SMS gateway: one call per message, the recipient in any form normalisePhone reads. Brevo and
 * Twilio ship (sms/gateways.ts, chosen by SMS_PROVIDER); a failure throws, an SmsDeliveryError
 * saying whether another try can help.
 */
export interface SmsProvider {
  sendSms(message: { to: string; text: string }): Promise<void>;
}

export type OutgoingMessage = {
  companyId: number | null;
  channel: 'email' | 'sms';
  to: string;
  lang: string;
  template: TemplateName;
  vars: TemplateVars;
  /** The code or link token the text carries in place of SECRET. */
  secret?: string;
  /** The customer the message is for (issue 23: the export lists it, erasure blanks it). */
  customerId?: number | null;
};

export type OutboxEntry = typeof outbox.$inferSelect;

export function smtpTransport(url: string): MailTransport {
  return createTransport(url);
}

export class Messenger {
  readonly #db: Db;
  readonly #cipher: OutboxCipher;
  readonly #mail: MailTransport | null;
  readonly #sms: SmsProvider | null;
  readonly #from: string;
  readonly #now: () => Date;

  constructor(
    db: Db,
    cipher: OutboxCipher,
    options: { mail?: MailTransport | null; sms?: SmsProvider | null; from?: string; now?: () => Date } = {},
  ) {
    this.#db = db;
    this.#cipher = cipher;
    this.#mail = options.mail ?? null;
    this.#sms = options.sms ?? null;
    this.#from = options.from ?? 'Éclat <no-reply@eclat.example>';
    this.#now = options.now ?? (() => new Date());
  }

  /** A mail or SMS transport delivers messages: the outbox is then a copy, not the way to read them. */
  get delivers(): boolean {
    return this.#mail !== null || this.#sms !== null;
  }

  /** Renders, delivers when it can, records. A delivery failure is logged, never thrown. */
  async send(message: OutgoingMessage, log?: FastifyBaseLogger): Promise<{ delivered: boolean }> {
    const { row, clear } = outboxRow({
      ...message,
      secret: message.secret ? { value: message.secret, cipher: this.#cipher } : undefined,
    });
    let delivered = false;
    let failure: unknown = null;
    try {
      if (message.channel === 'email' && this.#mail) {
        await this.#mail.sendMail({
          from: this.#from,
          to: message.to,
          subject: clear.subject ?? '',
          text: clear.text,
          ...(clear.html ? { html: clear.html } : {}),
        });
        delivered = true;
      } else if (message.channel === 'sms' && this.#sms) {
        await this.#sms.sendSms({ to: message.to, text: clear.text });
        delivered = true;
      }
    } catch (err) {
      failure = err;
      log?.warn(
        { channel: message.channel, template: message.template, reason: (err as Error).message },
        'message not delivered; kept in the outbox',
      );
    }
    await this.#db.insert(outbox).values({
      ...row,
      to: message.to,
      sentAt: delivered ? this.#now() : null,
      ...(failure === null
        ? {}
        : {
            attempts: attemptsAfterFailure(0, failure),
            nextAttemptAt: retryAt(1, this.#now()),
            lastError: failureReason(failure).slice(0, 500),
          }),
    });
    return { delivered };
  }

  /** The company's latest messages, secrets opened (dev route, staff only). */
  async list(companyId: number, filter: { to?: string; limit: number }): Promise<OutboxEntry[]> {
    const rows = await this.#db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.companyId, companyId), filter.to ? eq(outbox.to, filter.to.toLowerCase()) : undefined),
      )
      .orderBy(desc(outbox.id))
      .limit(filter.limit);
    return rows.map((row) => ({ ...row, body: this.#cipher.open(row.body) }));
  }
}
