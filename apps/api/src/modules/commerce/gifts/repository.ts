// Gift voucher queries: the buyer's history and the staff list, with theme, buyer and use totals
// in a fixed number of queries, the locks and writes of the staff use cases, and the themes.
import { type DomainLang, giftUsability, localise } from '@eclat/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  bookingOrders,
  companies,
  customers,
  giftOrders,
  gifts,
  giftThemes,
  giftUsages,
} from '../../../db/schema.ts';
import { createdWithin } from '../../../platform/crud/order-filters.ts';

type GiftRow = typeof gifts.$inferSelect;
type Status = 'pending' | 'active' | 'used' | 'cancelled';

export type GiftListFilter = {
  buyerCustomerId?: number;
  status?: Status[];
  code?: string;
  q?: string;
  start?: string;
  end?: string;
  usable?: boolean;
};

const escapeLike = (v: string) => v.replace(/[%_\\]/g, (c) => `\\${c}`);

export function giftFilter(companyId: number, f: GiftListFilter, now: Date): SQL {
  const where: (SQL | undefined)[] = [eq(gifts.companyId, companyId)];
  if (f.buyerCustomerId) where.push(eq(gifts.buyerCustomerId, f.buyerCustomerId));
  if (f.status?.length) where.push(inArray(gifts.status, f.status));
  if (f.code) where.push(ilike(gifts.code, `%${escapeLike(f.code.replace(/\s/g, ''))}%`));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    where.push(
      or(
        ilike(gifts.recipientEmail, like),
        ilike(gifts.recipientName, like),
        sql`exists (select 1 from ${customers} c where c.id = ${gifts.buyerCustomerId} and c.email ilike ${like})`,
      ),
    );
  }
  where.push(...createdWithin(gifts.createdAt, f.start, f.end));
  // The rule of giftUsability in SQL, so that paging counts what it shows.
  const usable = and(
    eq(gifts.status, 'active'),
    sql`${gifts.balance} > 0`,
    or(isNull(gifts.expiresAt), sql`${gifts.expiresAt} > ${now.toISOString()}`),
  );
  if (f.usable === true) where.push(usable);
  if (f.usable === false) where.push(sql`not (${usable})`);
  return and(...where) as SQL;
}

export async function countGifts(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gifts).where(where);
  return Number(row?.n ?? 0);
}

export async function loadGifts(
  db: Db,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<GiftRow[]> {
  return db
    .select()
    .from(gifts)
    .where(where)
    .orderBy(desc(gifts.createdAt), desc(gifts.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Gift rows → the contract, in one language. */
export async function serializeGifts(db: Db, rows: GiftRow[], lang: DomainLang, now: Date) {
  const themeIds = [...new Set(rows.flatMap((g) => (g.themeId === null ? [] : [g.themeId])))];
  const themes = themeIds.length
    ? await db
        .select({ id: giftThemes.id, name: giftThemes.name })
        .from(giftThemes)
        .where(inArray(giftThemes.id, themeIds))
    : [];
  const themeName = new Map(themes.map((t) => [t.id, localise(t.name, lang)]));
  return rows.map((g) => {
    const name = g.themeId === null ? undefined : themeName.get(g.themeId);
    return {
      id: g.id,
      code: g.code,
      amount: g.amount,
      balance: g.balance,
      status: g.status as Status,
      usable: giftUsability(g, now) === 'usable',
      theme: g.themeId !== null && name !== undefined ? { id: g.themeId, name } : null,
      recipientName: g.recipientName,
      recipientEmail: g.recipientEmail,
      message: g.message,
      sendAt: g.sendAt?.toISOString() ?? null,
      sentAt: g.sentAt?.toISOString() ?? null,
      expiresAt: g.expiresAt?.toISOString() ?? null,
      createdAt: g.createdAt.toISOString(),
      giftOrderId: g.giftOrderId,
    };
  });
}

/** serializeGifts plus what staff see: the buyer and the cents used so far. */
export async function serializeStaffGifts(db: Db, rows: GiftRow[], lang: DomainLang, now: Date) {
  const buyerIds = [...new Set(rows.flatMap((g) => (g.buyerCustomerId === null ? [] : [g.buyerCustomerId])))];
  const giftIds = rows.map((g) => g.id);
  const [base, buyers, uses] = await Promise.all([
    serializeGifts(db, rows, lang, now),
    buyerIds.length
      ? db
          .select({ id: customers.id, email: customers.email })
          .from(customers)
          .where(inArray(customers.id, buyerIds))
      : [],
    giftIds.length
      ? db
          .select({ giftId: giftUsages.giftId, used: sql<number>`sum(${giftUsages.amount})::int` })
          .from(giftUsages)
          .where(inArray(giftUsages.giftId, giftIds))
          .groupBy(giftUsages.giftId)
      : [],
  ]);
  const buyer = new Map(buyers.map((b) => [b.id, b]));
  const used = new Map(uses.map((u) => [u.giftId, Number(u.used)]));
  return base.map((g, i) => {
    const buyerId = rows[i]?.buyerCustomerId ?? null;
    return { ...g, buyer: buyerId === null ? null : (buyer.get(buyerId) ?? null), used: used.get(g.id) ?? 0 };
  });
}

/** Vouchers with at least one use in [from, to), the number of uses and the cents they took. */
export async function usedBetween(db: Db, companyId: number, from: Date, to: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(distinct ${giftUsages.giftId})::int`,
      uses: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${giftUsages.amount}), 0)::int`,
    })
    .from(giftUsages)
    .where(
      and(eq(giftUsages.companyId, companyId), gte(giftUsages.createdAt, from), lt(giftUsages.createdAt, to)),
    );
  return { count: Number(row?.count ?? 0), uses: Number(row?.uses ?? 0), amount: Number(row?.amount ?? 0) };
}

/** The shop of a booking order of the company, or null when it has none. */
export async function bookingOrderShop(db: Db, companyId: number, bookingOrderId: number) {
  const [order] = await db
    .select({ shopId: bookingOrders.shopId })
    .from(bookingOrders)
    .where(and(eq(bookingOrders.id, bookingOrderId), eq(bookingOrders.companyId, companyId)));
  return order ?? null;
}

/** A voucher of the company, locked for the caller's transaction, or null. */
export async function lockGift(tx: Db, companyId: number, giftId: number): Promise<GiftRow | null> {
  const [gift] = await tx
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, giftId), eq(gifts.companyId, companyId)))
    .for('update');
  return gift ?? null;
}

/** A gift order of the company not yet removed from the statistics, locked, or null. */
export async function lockLiveGiftOrder(tx: Db, companyId: number, orderId: number) {
  const [order] = await tx
    .select()
    .from(giftOrders)
    .where(and(eq(giftOrders.id, orderId), eq(giftOrders.companyId, companyId), isNull(giftOrders.deletedAt)))
    .for('update');
  return order ?? null;
}

export async function softDeleteGiftOrder(tx: Db, orderId: number, at: Date): Promise<void> {
  await tx.update(giftOrders).set({ deletedAt: at }).where(eq(giftOrders.id, orderId));
}

export type ThemeRow = typeof giftThemes.$inferSelect;

export const listThemes = (db: Db, companyId: number, activeOnly: boolean): Promise<ThemeRow[]> =>
  db
    .select()
    .from(giftThemes)
    .where(and(eq(giftThemes.companyId, companyId), activeOnly ? eq(giftThemes.active, true) : undefined))
    .orderBy(asc(giftThemes.order), asc(giftThemes.id));

type ThemeValues = Omit<typeof giftThemes.$inferInsert, 'id' | 'companyId'>;

export async function insertTheme(tx: Db, companyId: number, values: ThemeValues): Promise<ThemeRow> {
  const [inserted] = await tx
    .insert(giftThemes)
    .values({ ...values, companyId })
    .returning();
  return inserted as ThemeRow;
}

export async function updateTheme(
  tx: Db,
  companyId: number,
  themeId: number,
  values: Partial<ThemeValues>,
): Promise<ThemeRow | null> {
  const [updated] = await tx
    .update(giftThemes)
    .set(values)
    .where(and(eq(giftThemes.id, themeId), eq(giftThemes.companyId, companyId)))
    .returning();
  return updated ?? null;
}

/** false when the company has no such theme. */
export async function deleteTheme(tx: Db, companyId: number, themeId: number): Promise<boolean> {
  const deleted = await tx
    .delete(giftThemes)
    .where(and(eq(giftThemes.id, themeId), eq(giftThemes.companyId, companyId)))
    .returning({ id: giftThemes.id });
  return deleted.length > 0;
}

/** booker.gifts.themes ← the active themes, inside the write's transaction. */
export async function syncBookerThemes(tx: Db, companyId: number): Promise<void> {
  const [company] = await tx
    .select({ booker: companies.booker })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) return;
  const themes = (await listThemes(tx, companyId, true)).map((t) => ({
    id: t.id,
    name: t.name,
    image: t.image,
  }));
  const gifts = { ...((company.booker.gifts as Record<string, unknown> | undefined) ?? {}), themes };
  await tx
    .update(companies)
    .set({ booker: { ...company.booker, gifts }, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** A voucher of the company by its normalised code; FOR UPDATE inside a transaction when `lock`. */
export async function giftByCode(
  db: Db,
  companyId: number,
  code: string,
  lock = false,
): Promise<GiftRow | null> {
  const query = db
    .select()
    .from(gifts)
    .where(and(eq(gifts.companyId, companyId), eq(gifts.code, code)))
    .limit(1);
  const [gift] = lock ? await query.for('update') : await query;
  return gift ?? null;
}

/** One use of a voucher: its new balance and status, and the use recorded (against a booking order when given). */
export async function recordGiftUse(
  tx: Db,
  use: {
    companyId: number;
    giftId: number;
    bookingOrderId: number | null;
    used: number;
    balance: number;
    status: GiftRow['status'];
  },
): Promise<void> {
  await tx.update(gifts).set({ balance: use.balance, status: use.status }).where(eq(gifts.id, use.giftId));
  await tx.insert(giftUsages).values({
    companyId: use.companyId,
    giftId: use.giftId,
    bookingOrderId: use.bookingOrderId,
    amount: use.used,
  });
}

/** A new voucher under `values.code`, or null when that code is taken (the caller draws again). */
export async function insertGiftUnlessCodeTaken(
  tx: Db,
  values: typeof gifts.$inferInsert,
): Promise<GiftRow | null> {
  // ON CONFLICT DO NOTHING keeps the caller's transaction usable after a clash.
  const [row] = await tx.insert(gifts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The voucher's mail is queued: a resend or the sweeper sees it. */
export async function markGiftSent(tx: Db, input: { companyId: number; giftId: number; at: Date }) {
  await tx.update(gifts).set({ sentAt: input.at }).where(eq(gifts.id, input.giftId));
}

/** The order is paid: its vouchers were issued in the same transaction. */
export async function markGiftOrderPaid(tx: Db, input: { companyId: number; orderId: number }) {
  await tx
    .update(giftOrders)
    .set({ status: 'paid' })
    .where(and(eq(giftOrders.id, input.orderId), eq(giftOrders.companyId, input.companyId)));
}

/** A pending order of an unpaid cart goes to `to`; any other status is left alone. */
export async function releasePendingGiftOrder(
  tx: Db,
  input: { companyId: number; orderId: number; to: 'cancelled' | 'expired' },
) {
  await tx
    .update(giftOrders)
    .set({ status: input.to })
    .where(
      and(
        eq(giftOrders.id, input.orderId),
        eq(giftOrders.companyId, input.companyId),
        eq(giftOrders.status, 'pending'),
      ),
    );
}

/** A pending gift order for a cart being paid; answers its id. */
export async function insertPendingGiftOrder(tx: Db, values: typeof giftOrders.$inferInsert) {
  const [order] = await tx.insert(giftOrders).values(values).returning({ id: giftOrders.id });
  return order;
}

/** A voucher's balance after a refund took some of it (cancelled when nothing is left). */
export async function setRefundedGiftBalance(
  tx: Db,
  input: { companyId: number; giftId: number; balance: number },
) {
  const { balance } = input;
  await tx
    .update(gifts)
    .set(balance === 0 ? { balance, status: 'cancelled' } : { balance })
    .where(eq(gifts.id, input.giftId));
}

/** The order's refunded amount and status after a refund; answers the updated row. */
export async function setGiftOrderRefund(
  tx: Db,
  input: { companyId: number; orderId: number; refundedAmount: number; status: string },
) {
  const [updated] = await tx
    .update(giftOrders)
    .set({ refundedAmount: input.refundedAmount, status: input.status })
    .where(eq(giftOrders.id, input.orderId))
    .returning();
  return updated;
}
