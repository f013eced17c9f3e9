// E-shop writes and the small reads around them: products, stock rows, order status, categories.
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  articles,
  eshopCategories,
  eshopOrderLines,
  eshopOrders,
  productStocks,
  shops,
  stockReservations,
} from '../../../db/schema.ts';

/** A product (article of type 2) of the company, or null. */
export async function productOf(db: Db, companyId: number, articleId: number) {
  const [product] = await db
    .select({ id: articles.id, enableStock: articles.enableStock })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.companyId, companyId), eq(articles.type, 2)))
    .limit(1);
  return product ?? null;
}

export async function isCompanyShop(db: Db, companyId: number, shopId: number): Promise<boolean> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.companyId, companyId)))
    .limit(1);
  return shop !== undefined;
}

/**
 * The pieces payments in progress hold of a product in a shop, its row locked (a concurrent
 * reservation waits, so the count stays current); null when the shop has no stock row yet.
 */
export async function lockReservedStock(tx: Db, articleId: number, shopId: number) {
  const [current] = await tx
    .select({ reserved: productStocks.reserved })
    .from(productStocks)
    .where(and(eq(productStocks.articleId, articleId), eq(productStocks.shopId, shopId)))
    .for('update');
  return current ?? null;
}

type StockKey = { companyId: number; articleId: number; shopId: number; quantity: number };

export async function setStockQuantity(tx: Db, stock: StockKey): Promise<void> {
  await tx
    .insert(productStocks)
    .values(stock)
    .onConflictDoUpdate({
      target: [productStocks.articleId, productStocks.shopId],
      set: { quantity: sql`excluded.quantity` },
    });
}

export async function addStockQuantity(tx: Db, stock: StockKey): Promise<void> {
  await tx
    .insert(productStocks)
    .values(stock)
    .onConflictDoUpdate({
      target: [productStocks.articleId, productStocks.shopId],
      set: { quantity: sql`${productStocks.quantity} + ${stock.quantity}` },
    });
}

export async function lockEshopOrder(tx: Db, companyId: number, orderId: number) {
  const [order] = await tx
    .select()
    .from(eshopOrders)
    .where(and(eq(eshopOrders.id, orderId), eq(eshopOrders.companyId, companyId)))
    .for('update');
  return order ?? null;
}

/** The lines of an order whose product tracks stock, in article order (a fixed lock order). */
export async function stockedLines(tx: Db, orderId: number) {
  const lines = await tx
    .select({ articleId: eshopOrderLines.articleId, quantity: eshopOrderLines.quantity })
    .from(eshopOrderLines)
    .innerJoin(articles, eq(articles.id, eshopOrderLines.articleId))
    .where(
      and(
        eq(eshopOrderLines.orderId, orderId),
        isNotNull(eshopOrderLines.articleId),
        eq(articles.enableStock, true),
      ),
    )
    .orderBy(eshopOrderLines.articleId);
  return lines.flatMap((line) =>
    line.articleId === null ? [] : [{ articleId: line.articleId, quantity: line.quantity }],
  );
}

export type CategoryRow = typeof eshopCategories.$inferSelect;

/** The table the generic staff CRUD (platform/crud) reads and writes for categories. */
export const categoryTable = eshopCategories;

/** The company's categories in display order. */
export function companyCategories(db: Db, companyId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(eshopCategories)
    .where(eq(eshopCategories.companyId, companyId))
    .orderBy(asc(eshopCategories.order), asc(eshopCategories.id));
}

/** The company's products among `ids` (published only when asked). */
export async function productIds(
  db: Db,
  companyId: number,
  ids: number[],
  publishedOnly: boolean,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.companyId, companyId),
        eq(articles.type, 2),
        inArray(articles.id, ids),
        publishedOnly ? eq(articles.draft, false) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

type StockRow = { companyId: number; articleId: number; shopId: number };

/** A cart holds `quantity` more pieces of the row (the check constraint guards reserved ≤ quantity). */
export async function reserveStockRow(tx: Db, input: StockRow & { quantity: number }): Promise<void> {
  await tx
    .update(productStocks)
    .set({ reserved: sql`${productStocks.reserved} + ${input.quantity}` })
    .where(
      and(
        eq(productStocks.companyId, input.companyId),
        eq(productStocks.articleId, input.articleId),
        eq(productStocks.shopId, input.shopId),
      ),
    );
}

/** Quantity and reserved of a stock row move by the given SQL expressions. */
export async function setStockRow(
  tx: Db,
  input: StockRow & { set: Partial<Record<'quantity' | 'reserved', SQL>> },
): Promise<void> {
  await tx
    .update(productStocks)
    .set(input.set)
    .where(
      and(
        eq(productStocks.companyId, input.companyId),
        eq(productStocks.articleId, input.articleId),
        eq(productStocks.shopId, input.shopId),
      ),
    );
}

export async function insertStockReservations(
  tx: Db,
  rows: (typeof stockReservations.$inferInsert)[],
): Promise<void> {
  await tx.insert(stockReservations).values(rows);
}

/**
 * The 'reserved' reservations matched by `where` (one company's ref, or all past expiry) move to
 * `status` in one UPDATE, so a concurrent second call finds none; answers what they held.
 */
export function settleReservedRows(
  tx: Db,
  input: { where: SQL | undefined; status: 'committed' | 'released'; now: Date },
) {
  return tx
    .update(stockReservations)
    .set({ status: input.status, updatedAt: input.now })
    .where(and(eq(stockReservations.status, 'reserved'), input.where))
    .returning({
      articleId: stockReservations.articleId,
      shopId: stockReservations.shopId,
      quantity: stockReservations.quantity,
      companyId: stockReservations.companyId,
    });
}

/** A released reservation taken again off the shelf; once, thanks to the status guard. */
export async function recommitReservation(
  tx: Db,
  input: { companyId: number; reservationId: number; now: Date },
): Promise<void> {
  await tx
    .update(stockReservations)
    .set({ status: 'committed', updatedAt: input.now })
    .where(and(eq(stockReservations.id, input.reservationId), eq(stockReservations.status, 'released')));
}

type OrderStatus = typeof eshopOrders.$inferSelect.status;

/** A pending order for a cart being paid; answers its id. */
export async function insertPendingEshopOrder(tx: Db, values: typeof eshopOrders.$inferInsert) {
  const [order] = await tx.insert(eshopOrders).values(values).returning({ id: eshopOrders.id });
  return order;
}

export async function insertEshopOrderLines(
  tx: Db,
  lines: (typeof eshopOrderLines.$inferInsert)[],
): Promise<void> {
  await tx.insert(eshopOrderLines).values(lines);
}

/** An order's new status (staff's change, or the payment's word: paid, or cancelled when its stock was gone). */
export async function setEshopOrderStatus(
  tx: Db,
  input: { companyId: number; orderId: number; status: OrderStatus; now: Date },
): Promise<void> {
  await tx
    .update(eshopOrders)
    .set({ status: input.status, updatedAt: input.now })
    .where(and(eq(eshopOrders.id, input.orderId), eq(eshopOrders.companyId, input.companyId)));
}

/** A pending order of an unpaid cart goes to `to`; any other status is left alone. */
export async function releasePendingEshopOrder(
  tx: Db,
  input: { companyId: number; orderId: number; to: 'cancelled' | 'expired'; now: Date },
): Promise<void> {
  await tx
    .update(eshopOrders)
    .set({ status: input.to, updatedAt: input.now })
    .where(
      and(
        eq(eshopOrders.id, input.orderId),
        eq(eshopOrders.companyId, input.companyId),
        eq(eshopOrders.status, 'pending'),
      ),
    );
}

/** Fully refunded, a cancelled order ends 'refunded'; any other status is staff's call. */
export async function refundCancelledEshopOrder(
  tx: Db,
  input: { companyId: number; orderId: number; now: Date },
): Promise<void> {
  await tx
    .update(eshopOrders)
    .set({ status: 'refunded', updatedAt: input.now })
    .where(
      and(
        eq(eshopOrders.id, input.orderId),
        eq(eshopOrders.companyId, input.companyId),
        eq(eshopOrders.status, 'cancelled'),
      ),
    );
}
