// The voucher mail (issue 6): rendered in the buyer's language and queued in the outbox inside
// the caller's transaction, so a paid gift and its mail are written together or not at all. A
// gift with a future sendAt is queued by queueDueGiftMails once that time has come.
import { isLang, type Lang, LOCALE_CODES } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers, gifts, giftThemes, profiles } from '../../../db/schema.ts';
import { mailContext } from '../../../platform/mail/company-context.ts';
import { queueMessage } from '../../../platform/mail/outbox-writer.ts';
import { markGiftSent } from './repository.ts';

export { companyOrigin } from '../../../platform/mail/company-context.ts';

type GiftRow = typeof gifts.$inferSelect;

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
  const [theme] =
    gift.themeId === null
      ? []
      : await tx
          .select({ name: giftThemes.name, image: giftThemes.image })
          .from(giftThemes)
          .where(and(eq(giftThemes.id, gift.themeId), eq(giftThemes.companyId, gift.companyId)))
          .limit(1);
  const lang: Lang = isLang(gift.lang) ? gift.lang : 'fr';
  const ctx = await mailContext(tx, gift.companyId, lang);
  await queueMessage(tx, {
    companyId: gift.companyId,
    channel: 'email',
    to,
    lang,
    template: 'gift_voucher',
    // The buyer's own message when the voucher goes to them; a recipient's mail is not the buyer's.
    customerId: gift.recipientEmail || options.to ? null : gift.buyerCustomerId,
    vars: {
      company: ctx.company,
      brand: ctx.brand,
      gift: {
        amount: ctx.money(gift.amount),
        code: gift.code,
        expires: gift.expiresAt ? day(gift.expiresAt, lang) : null,
        theme: theme ? localise(theme.name, lang) || null : null,
        themeImage: webUrl(theme?.image ?? null),
        recipientName: gift.recipientName,
        message: gift.message,
        from: await buyerName(tx, gift.companyId, gift.buyerCustomerId),
        bookingLink: ctx.link('/reservation'),
      },
    },
  });
  await markGiftSent(tx, { companyId: gift.companyId, giftId: gift.id, at: options.now });
  return to;
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
  const { lang } = input;
  const ctx = await mailContext(tx, input.companyId, lang);
  await queueMessage(tx, {
    companyId: input.companyId,
    channel: 'email',
    to,
    lang,
    template: 'gift_receipt',
    customerId: input.buyerCustomerId,
    vars: {
      company: ctx.company,
      brand: ctx.brand,
      receipt: {
        buyerName: await buyerName(tx, input.companyId, input.buyerCustomerId),
        total: ctx.money(input.gifts.reduce((sum, g) => sum + g.amount, 0)),
        vouchers: input.gifts.map((g) => ({
          amount: ctx.money(g.amount),
          code: g.code,
          recipientName: g.recipientName,
          expires: g.expiresAt ? day(g.expiresAt, lang) : null,
        })),
        accountLink: ctx.link('/profile/gifts'),
      },
    },
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
