// The one way a message enters the outbox (ADR 0006, issue 20): rendered in the customer's
// language, its one-time secret sealed, with its template name, shop and attachments. Called
// inside the transaction of the change it tells about, so the change and its message are written
// together or not at all; the relay (the job queue) delivers it afterwards.
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { OutboxCipher } from './cipher.ts';
import { renderTemplate, SECRET, type TemplateName, type TemplateVars } from './templates.ts';

/**
 * What a module needs to write a message that carries a manage link: the outbox cipher (seals
 * the link's token) and the signed-link key (makes it). Resolved before the transaction opens
 * (MessageServices.keys), since the link key may be created on first use.
 */
export type MessageKeys = { cipher: OutboxCipher; linkKey: Buffer };

/** The per-process message services of ModuleDeps (platform/deps.ts). */
export type MessageServices = { cipher: OutboxCipher; keys: () => Promise<MessageKeys> };

export type OutboxAttachment = { filename: string; contentType: string; content: string };

export type QueuedMessage = {
  companyId: number | null;
  channel: 'email' | 'sms';
  to: string;
  lang: string;
  template: TemplateName;
  vars: TemplateVars;
  /** The code or link token the text carries in place of SECRET, and the cipher that seals it. */
  secret?: { value: string; cipher: OutboxCipher };
  /** The shop a booking message is about (statistics per shop). */
  shopId?: number | null;
  attachments?: OutboxAttachment[];
  /** The customer the message is for: the export lists it, erasure blanks it (issue 23). */
  customerId?: number | null;
  /** Extra mail headers (List-Unsubscribe on marketing mail, written by consents/marketing.ts). */
  headers?: Record<string, string>;
};

/** An attachment from its text (the .ics), base64 as the outbox keeps it. */
export const textAttachment = (filename: string, contentType: string, text: string): OutboxAttachment => ({
  filename,
  contentType,
  content: Buffer.from(text, 'utf8').toString('base64'),
});

/**
 * The outbox row of a message and its clear text for a transport that sends it at once. The row
 * holds the HTML part when there is one (format html), else the text; the secret only sealed.
 */
export function outboxRow(message: QueuedMessage): {
  row: typeof outbox.$inferInsert;
  clear: { subject: string | null; text: string; html?: string };
} {
  const rendered = renderTemplate(message.template, message.lang, message.vars);
  const body = rendered.html ?? rendered.text;
  const { secret } = message;
  if (!secret && body.includes(SECRET))
    throw new Error(`${message.template}: a secret is shown but none given`);
  const sealed = secret ? secret.cipher.seal(secret.value) : '';
  const open = (s: string) => (secret ? s.replaceAll(SECRET, secret.value) : s);
  return {
    row: {
      companyId: message.companyId,
      channel: message.channel,
      to: message.channel === 'email' ? message.to.toLowerCase() : message.to,
      subject: rendered.subject,
      body: secret ? body.replaceAll(SECRET, sealed) : body,
      format: rendered.html ? 'html' : 'text',
      lang: message.lang,
      template: message.template,
      shopId: message.shopId ?? null,
      attachments: message.attachments?.length ? message.attachments : null,
      customerId: message.customerId ?? null,
      headers: message.headers && Object.keys(message.headers).length > 0 ? message.headers : null,
    },
    clear: {
      subject: rendered.subject,
      text: open(rendered.text),
      ...(rendered.html ? { html: open(rendered.html) } : {}),
    },
  };
}

/** Writes the message to the outbox in `tx` (unsent: the relay delivers it). */
export async function queueMessage(tx: Db, message: QueuedMessage): Promise<void> {
  await tx.insert(outbox).values(outboxRow(message).row);
}
