// Buying gift vouchers (issue 6, ADR 0010): checked when payment starts, issued once paid.
import { randomBytes } from 'node:crypto';
import type { Lang } from '@eclat/contracts';
import {
  checkGiftAmount,
  GIFT_CODE_LENGTH,
  giftCodeFromBytes,
  giftExpiry,
  giftLimits,
  giftValidityDays,
} from '@eclat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies, giftOrders, gifts, giftThemes } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { isDue, queueGiftMail, queueGiftReceipt } from './mail.ts';
import { insertGiftUnlessCodeTaken } from './repository.ts';

export type GiftPurchase = {
  amount: number;
  themeId: number | null;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
  sendAt: Date | null;
};

export const GIFT_TEXT_LIMITS = { recipientName: 120, message: 1_000, purchases: 20 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Issue = { path: string; message: string };
const refuse = (errors: Issue[], message = 'Requête invalide') =>
  new HttpError(400, message, { type: 'gift', errors });

/** booker.gifts of a company: its limits and validity override the defaults. */
async function giftSettings(db: Db, companyId: number) {
  const [company] = await db
    .select({ booker: companies.booker })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const booker = (company?.booker ?? {}) as { gift?: unknown; gifts?: unknown };
  return {
    on: booker.gift === true,
    limits: giftLimits(booker.gifts),
    validityDays: giftValidityDays(booker.gifts),
  };
}

/**
 * Checks purchases before payment: the company sells vouchers (booker.gift on and an active
 * theme), each amount is within its limits, the theme is one of its active themes, texts are of
 * a sane length, an address is valid, a send date is within the voucher's validity and comes
 * with a recipient address. 400 listing every problem otherwise.
 */
export async function validateGiftPurchases(
  db: Db,
  companyId: number,
  purchases: GiftPurchase[],
  now: Date = new Date(),
): Promise<void> {
  if (purchases.length === 0) return;
  if (purchases.length > GIFT_TEXT_LIMITS.purchases)
    throw refuse([{ path: 'purchases', message: `at most ${GIFT_TEXT_LIMITS.purchases} vouchers at once` }]);
  const settings = await giftSettings(db, companyId);
  const themes = await db
    .select({ id: giftThemes.id })
    .from(giftThemes)
    .where(and(eq(giftThemes.companyId, companyId), eq(giftThemes.active, true)));
  if (!settings.on || themes.length === 0)
    throw refuse(
      [{ path: 'purchases', message: 'gift vouchers are not offered' }],
      'gift vouchers are not offered',
    );
  const themeIds = new Set(themes.map((t) => t.id));
  const latestSend = giftExpiry(now, settings.validityDays);
  const errors: Issue[] = [];
  purchases.forEach((p, i) => {
    const at = (field: string, message: string) => errors.push({ path: `purchases.${i}.${field}`, message });
    const amount = checkGiftAmount(p.amount, settings.limits);
    if (!amount.ok)
      at(
        'amount',
        `${amount.reason}: between ${settings.limits.minAmount} and ${settings.limits.maxAmount} cents`,
      );
    if (p.themeId !== null && !themeIds.has(p.themeId)) at('themeId', 'unknown theme');
    if (p.recipientEmail !== null && !EMAIL.test(p.recipientEmail)) at('recipientEmail', 'invalid email');
    if ((p.recipientName?.length ?? 0) > GIFT_TEXT_LIMITS.recipientName) at('recipientName', 'too long');
    if ((p.message?.length ?? 0) > GIFT_TEXT_LIMITS.message) at('message', 'too long');
    if (p.sendAt) {
      if (Number.isNaN(p.sendAt.getTime())) at('sendAt', 'invalid date');
      else if (p.sendAt > latestSend) at('sendAt', 'after the voucher would expire');
      if (!p.recipientEmail) at('recipientEmail', 'required with a send date');
    }
  });
  if (errors.length) throw refuse(errors);
}

/** A fresh code from the OS's CSPRNG. */
export const newGiftCode = () => giftCodeFromBytes(randomBytes(GIFT_CODE_LENGTH));

export type IssuedGift = { id: number; code: string; amount: number };

/**
 * When a gift order is paid, inside the caller's transaction: one active voucher per purchase
 * with a unique random code, its balance the amount and its expiry now + validity, and the
 * voucher mail queued at once (or left for queueDueGiftMails when sendAt is later). The order row
 * is locked first, so a replayed confirmation waits, then finds the gifts and returns them
 * without writing or mailing anything.
 */
export async function issueGifts(
  tx: Db,
  input: {
    companyId: number;
    giftOrderId: number;
    buyerCustomerId: number | null;
    buyerEmail: string | null;
    lang: Lang;
    purchases: GiftPurchase[];
    now: Date;
  },
): Promise<IssuedGift[]> {
  const { companyId, giftOrderId, now } = input;
  const [order] = await tx
    .select({ id: giftOrders.id })
    .from(giftOrders)
    .where(and(eq(giftOrders.id, giftOrderId), eq(giftOrders.companyId, companyId)))
    .limit(1)
    .for('update');
  if (!order) throw new HttpError(404, 'gift order not found', { type: 'gift' });
  const existing = await tx
    .select({ id: gifts.id, code: gifts.code, amount: gifts.amount })
    .from(gifts)
    .where(and(eq(gifts.companyId, companyId), eq(gifts.giftOrderId, giftOrderId)))
    .orderBy(asc(gifts.id));
  if (existing.length > 0) return existing;

  const { validityDays } = await giftSettings(tx, companyId);
  const expiresAt = giftExpiry(now, validityDays);
  const issued: IssuedGift[] = [];
  const rows: (typeof gifts.$inferSelect)[] = [];
  for (const p of input.purchases) {
    const row = await insertWithFreshCode(tx, {
      companyId,
      giftOrderId,
      themeId: p.themeId,
      buyerCustomerId: input.buyerCustomerId,
      amount: p.amount,
      balance: p.amount,
      recipientName: p.recipientName,
      recipientEmail: p.recipientEmail?.toLowerCase() ?? null,
      message: p.message,
      lang: input.lang,
      sendAt: p.sendAt,
      status: 'active',
      expiresAt,
    });
    if (isDue(p.sendAt, now)) await queueGiftMail(tx, row, { buyerEmail: input.buyerEmail, now });
    issued.push({ id: row.id, code: row.code, amount: row.amount });
    rows.push(row);
  }
  await queueGiftReceipt(tx, {
    companyId,
    buyerCustomerId: input.buyerCustomerId,
    buyerEmail: input.buyerEmail,
    lang: input.lang,
    gifts: rows,
  });
  return issued;
}

/**
 * Inserts a gift under a new code; on the (astronomically rare) clash with an existing code
 * another one is drawn. ON CONFLICT DO NOTHING keeps the caller's transaction usable.
 */
async function insertWithFreshCode(
  tx: Db,
  values: Omit<typeof gifts.$inferInsert, 'code'>,
): Promise<typeof gifts.$inferSelect> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertGiftUnlessCodeTaken(tx, { ...values, code: newGiftCode() });
    if (row) return row;
  }
  throw new Error('no free gift code after 5 draws');
}

/** The gifts of some orders (stats and history). */
export function giftsOfOrders(db: Db, companyId: number, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(gifts)
    .where(and(eq(gifts.companyId, companyId), inArray(gifts.giftOrderId, orderIds)))
    .orderBy(asc(gifts.id));
}
