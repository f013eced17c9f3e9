// The voucher mail (issue 6): rendered in the buyer's language and queued in the outbox inside
// the caller's transaction, so a paid gift and its mail are written together or not at all. A
// gift with a future sendAt is queued by queueDueGiftMails once that time has come.
import { isLang, type Lang, LOCALE_CODES } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies, companyHosts, customers, gifts, giftThemes, profiles } from '../../../db/schema.ts';
import { companyName, langPrefix } from '../../../platform/auth/services.ts';
import { renderTemplate } from '../../../platform/mail/templates.ts';
import { insertOutboxMail, markGiftSent } from './repository.ts';

type GiftRow = typeof gifts.$inferSelect;

function money(cents: number, lang: Lang, currency: string): string {
  return new Intl.NumberFormat(LOCALE_CODES[lang], { style: 'currency', currency }).format(cents / 100);
}

function day(instant: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE_CODES[lang], { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    instant,
  );
}

/** Only web images go into the mail; anything else (javascript:, data:) is left out. */
const webUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** Where the voucher goes: the recipient when given, else the buyer (their account's address). */
async function recipientOf(tx: Db, gift: GiftRow, buyerEmail: string | null): Promise<string | null> {
  if (gift.recipientEmail) return gift.recipientEmail;
  if (buyerEmail) return buyerEmail;
  if (gift.buyerCustomerId === null) return null;
  const [buyer] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, gift.buyerCustomerId), eq(customers.companyId, gift.companyId)))
    .limit(1);
  return buyer?.email ?? null;
}

/**
 * The company's storefront origin without a request (mails queued by fulfilment or the sweeper):
 * its first public host, else its first host; '' when it has none (the mail then has no link).
 */
export async function companyOrigin(tx: Db, companyId: number): Promise<string> {
  const hosts = await tx
    .select({ host: companyHosts.host })
    .from(companyHosts)
    .where(eq(companyHosts.companyId, companyId))
    .orderBy(asc(companyHosts.host));
  const first = hosts.find((h) => h.host.includes('.') && !/localhost$/.test(h.host)) ?? hosts[0];
  if (!first) return '';
  const local = /(^|\.)localhost$|^127\./.test(first.host);
  return `${local ? 'http' : 'https'}://${first.host}`;
}

/** The buyer's name as the mails show it ("Sophie Durand"), or null when unknown or blank. */
export async function buyerName(
  tx: Db,
  companyId: number,
  customerId: number | null,
): Promise<string | null> {
  if (customerId === null) return null;
  const [row] = await tx
    .select({ firstname: profiles.firstname, lastname: profiles.lastname })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.customerId, customerId)))
    .limit(1);
  const name = row ? `${row.firstname} ${row.lastname}`.trim() : '';
  return name || null;
}

/**
 * Renders the voucher of `gift` and inserts it into the outbox (sentAt null: a transport sends
 * it). `to` overrides the address (a resend). Returns the address, or null when there is none.
 */
export async function queueGiftMail(
  tx: Db,
  gift: GiftRow,
  options: { to?: string | null; buyerEmail?: string | null; now: Date },
): Promise<string | null> {
  const to = options.to ?? (await recipientOf(tx, gift, options.buyerEmail ?? null));
  if (!to) return null;
  const [company] = await tx.select().from(companies).where(eq(companies.id, gift.companyId)).limit(1);
  if (!company) throw new Error(`company ${gift.companyId} not found`);
  const [theme] =
    gift.themeId === null
      ? []
      : await tx
          .select({ name: giftThemes.name, image: giftThemes.image })
          .from(giftThemes)
          .where(and(eq(giftThemes.id, gift.themeId), eq(giftThemes.companyId, gift.companyId)))
          .limit(1);
  const lang: Lang = isLang(gift.lang) ? gift.lang : 'fr';
  const currency = (company.booker as { mCurrency?: { code?: unknown } }).mCurrency?.code;
  const rendered = renderTemplate('gift_voucher', lang, {
    company: companyName(company),
    gift: {
      amount: money(gift.amount, lang, typeof currency === 'string' && currency ? currency : 'EUR'),
      code: gift.code,
      expires: gift.expiresAt ? day(gift.expiresAt, lang) : null,
      theme: theme ? localise(theme.name, lang) || null : null,
      themeImage: webUrl(theme?.image ?? null),
      recipientName: gift.recipientName,
      message: gift.message,
      from: await buyerName(tx, gift.companyId, gift.buyerCustomerId),
      bookingLink: await linkTo(tx, gift.companyId, lang, '/reservation'),
    },
  });
  await insertOutboxMail(tx, {
    companyId: gift.companyId,
    channel: 'email',
    to: to.toLowerCase(),
    subject: rendered.subject,
    body: rendered.html ?? rendered.text,
    format: rendered.html ? 'html' : 'text',
    lang,
  });
  await markGiftSent(tx, { companyId: gift.companyId, giftId: gift.id, at: options.now });
  return to;
}

async function linkTo(tx: Db, companyId: number, lang: Lang, path: string): Promise<string | null> {
  const origin = await companyOrigin(tx, companyId);
  return origin ? `${origin}${langPrefix(lang)}${path}` : null;
}

/**
 * The buyer's receipt for the vouchers of one paid order, queued in the outbox inside the
 * fulfilment transaction (so a replayed confirmation, which issues nothing, mails nothing).
 */
export async function queueGiftReceipt(
  tx: Db,
  input: {
    companyId: number;
    buyerCustomerId: number | null;
    buyerEmail: string | null;
    lang: Lang;
    gifts: GiftRow[];
  },
): Promise<string | null> {
  const first = input.gifts[0];
  if (!first) return null;
  let to = input.buyerEmail;
  if (!to && input.buyerCustomerId !== null) {
    const [buyer] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.id, input.buyerCustomerId), eq(customers.companyId, input.companyId)))
      .limit(1);
    to = buyer?.email ?? null;
  }
  if (!to) return null;
  const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId)).limit(1);
  if (!company) throw new Error(`company ${input.companyId} not found`);
  const { lang } = input;
  const currencyCode = (company.booker as { mCurrency?: { code?: unknown } }).mCurrency?.code;
  const currency = typeof currencyCode === 'string' && currencyCode ? currencyCode : 'EUR';
  const rendered = renderTemplate('gift_receipt', lang, {
    company: companyName(company),
    receipt: {
      buyerName: await buyerName(tx, input.companyId, input.buyerCustomerId),
      total: money(
        input.gifts.reduce((sum, g) => sum + g.amount, 0),
        lang,
        currency,
      ),
      vouchers: input.gifts.map((g) => ({
        amount: money(g.amount, lang, currency),
        code: g.code,
        recipientName: g.recipientName,
        expires: g.expiresAt ? day(g.expiresAt, lang) : null,
      })),
      accountLink: await linkTo(tx, input.companyId, lang, '/profile/gifts'),
    },
  });
  await insertOutboxMail(tx, {
    companyId: input.companyId,
    channel: 'email',
    to: to.toLowerCase(),
    subject: rendered.subject,
    body: rendered.html ?? rendered.text,
    format: rendered.html ? 'html' : 'text',
    lang,
  });
  return to;
}

/** Is it time to send this gift's voucher? A send date in the past or none means now. */
export const isDue = (sendAt: Date | null, now: Date) => sendAt === null || sendAt.getTime() <= now.getTime();

/**
 * Sweeper: queues the vouchers whose send date has come (all companies); returns how many. Each
 * gift is claimed with FOR UPDATE SKIP LOCKED so two sweepers never mail it twice.
 */
export async function queueDueGiftMails(db: Db, now: Date, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(gifts)
      .where(
        and(
          isNull(gifts.sentAt),
          eq(gifts.status, 'active'),
          // Gifts to send at once were queued when issued; a send date needs a recipient address.
          isNotNull(gifts.sendAt),
          lte(gifts.sendAt, now),
        ),
      )
      .orderBy(asc(gifts.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    let queued = 0;
    for (const gift of due) if (await queueGiftMail(tx, gift, { now })) queued++;
    return queued;
  });
}
