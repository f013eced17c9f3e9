// The one way a marketing message (offers, newsletters) enters the outbox (issue 23): only to a
// customer whose latest marketing consent grants that channel, and always with a one-click way out
// — the List-Unsubscribe and List-Unsubscribe-Post headers of RFC 8058 on mails (a mail client's
// "unsubscribe" button POSTs to the API through the storefront) and the storefront's unsubscribe
// page in the text. Transactional messages (bookings, codes, receipts) never come through here.
import { isLang, type Lang } from '@eclat/contracts';
import type { Db } from '../../../db/client.ts';
import { mailContext } from '../../../platform/mail/company-context.ts';
import { type MessageKeys, queueMessage } from '../../../platform/mail/outbox-writer.ts';
import { type ConsentChannel, marketingGranted } from './consents.ts';
import { consentSubject } from './repository.ts';
import { UNSUBSCRIBE_API, UNSUBSCRIBE_PAGE, unsubscribeToken } from './token.ts';

export type MarketingMail = {
  companyId: number;
  customerId: number;
  channel: ConsentChannel;
  /** The company's text in the customer's language: a subject (mail) and plain paragraphs. */
  subject: string;
  paragraphs: string[];
  now: Date;
};

export type MarketingOutcome =
  | { queued: true }
  | { queued: false; reason: 'no_consent' | 'no_customer' | 'no_address' | 'no_storefront' };

/** Queues one marketing message in `tx`, or says why it may not be sent. Never throws for a refusal. */
export async function queueMarketingMail(
  tx: Db,
  keys: MessageKeys,
  mail: MarketingMail,
): Promise<MarketingOutcome> {
  const { companyId, customerId, channel } = mail;
  const customer = await consentSubject(tx, companyId, customerId);
  if (!customer || customer.erasedAt !== null || customer.status !== 'active')
    return { queued: false, reason: 'no_customer' };
  if (!(await marketingGranted(tx, companyId, customerId, channel)))
    return { queued: false, reason: 'no_consent' };
  const to = channel === 'email' ? customer.email : customer.smsOptOut ? null : customer.phone;
  if (!to) return { queued: false, reason: 'no_address' };
  const lang: Lang = isLang(customer.lang) ? customer.lang : 'fr';
  const ctx = await mailContext(tx, companyId, lang);
  // Without a storefront there is no page nor address to unsubscribe at: no marketing either.
  const page = ctx.link(`${UNSUBSCRIBE_PAGE}/`);
  if (!page || !ctx.origin) return { queued: false, reason: 'no_storefront' };
  const token = unsubscribeToken(keys.linkKey, { companyId, customerId, now: mail.now });
  const marketing = {
    subject: mail.subject,
    paragraphs: mail.paragraphs,
    unsubscribeLink: `${page}${token}`,
  };
  await queueMessage(tx, {
    companyId,
    customerId,
    channel,
    to,
    lang,
    template: 'marketing_message',
    vars:
      channel === 'email'
        ? { company: ctx.company, brand: ctx.brand, marketing }
        : { company: ctx.company, marketing, sms: true },
    ...(channel === 'email'
      ? {
          headers: {
            'List-Unsubscribe': `<${ctx.origin}${UNSUBSCRIBE_API}/${token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  });
  return { queued: true };
}
