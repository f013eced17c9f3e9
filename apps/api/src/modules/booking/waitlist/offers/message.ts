// The offer message (issue 21): an e-mail and/or an SMS per the company's waitlist settings (SMS
// only to a customer with a phone who has not turned SMS off), in the customer's language, with
// the signed offer link — sealed in the outbox like the booking's manage link.
import { isLang, type Lang, LOCALE_CODES } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import type { Db } from '../../../../db/client.ts';
import { mailContext } from '../../../../platform/mail/company-context.ts';
import { type MessageKeys, queueMessage } from '../../../../platform/mail/outbox-writer.ts';
import { SECRET, type WaitlistOfferVars } from '../../../../platform/mail/templates.ts';
import { loadBookingFacts } from '../../notifications/load.ts';
import { OFFER_PAGE, offerToken } from './token.ts';

export async function queueOfferMessage(
  tx: Db,
  keys: MessageKeys,
  p: {
    companyId: number;
    offer: { id: number; bookingOrderId: number; expiresAt: Date; createdAt: Date };
    channels: { email: boolean; sms: boolean };
    minutes: number;
  },
): Promise<{ email: boolean; sms: boolean }> {
  const facts = await loadBookingFacts(tx, p.companyId, p.offer.bookingOrderId);
  const shown = facts?.appointments.filter((a) => a.status === 'held') ?? [];
  const first = shown[0];
  if (!facts || !first) return { email: false, sms: false };
  const lang: Lang = isLang(facts.customer.lang) ? facts.customer.lang : 'fr';
  const ctx = await mailContext(tx, p.companyId, lang);
  const tz = facts.shop.timeZone;
  const locale = LOCALE_CODES[lang];
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: tz }).format(first.startsAt);
  const time = (d: Date) => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: tz }).format(d);
  const deadlineDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: tz }).format(
    p.offer.expiresAt,
  );
  const due = (facts.order.amountDue ?? 0) - facts.order.paidAmount;
  const link = ctx.link(`${OFFER_PAGE}/${SECRET}`);
  const vars: WaitlistOfferVars = {
    customerName: facts.customer.name,
    day,
    time: time(first.startsAt),
    services: shown.map((a) => localise(a.service, lang)),
    collaborator: first.collaborator,
    shopName: facts.shop.name,
    shopAddress: facts.shop.address,
    deadline: `${deadlineDay}, ${time(p.offer.expiresAt)}`,
    deadlineTime: time(p.offer.expiresAt),
    minutes: p.minutes,
    amountDue: due > 0 ? ctx.money(due) : null,
    link,
  };
  const token = offerToken(keys.linkKey, {
    companyId: p.companyId,
    offerId: p.offer.id,
    expiresAt: p.offer.expiresAt,
  });
  const base = {
    companyId: p.companyId,
    lang,
    template: 'waitlist_offer' as const,
    shopId: facts.shop.id,
    customerId: facts.customer.id,
    ...(link ? { secret: { value: token, cipher: keys.cipher } } : {}),
  };
  let email = false;
  if (p.channels.email && facts.customer.email) {
    await queueMessage(tx, {
      ...base,
      channel: 'email',
      to: facts.customer.email,
      vars: { company: ctx.company, brand: ctx.brand, waitlist: vars },
    });
    email = true;
  }
  let sms = false;
  if (p.channels.sms && facts.customer.phone && !facts.customer.smsOptOut) {
    await queueMessage(tx, {
      ...base,
      channel: 'sms',
      to: facts.customer.phone,
      vars: { company: ctx.company, waitlist: vars, sms: true },
    });
    sms = true;
  }
  return { email, sms };
}
