// Stock by product and shop (spec §5, issue 6, ADR 0010). A payment in progress reserves stock
// (reserved += q); success commits it (quantity −= q, reserved −= q), failure or expiry releases
// it (reserved −= q), each exactly once thanks to the reservation's status. The check constraint
// reserved ≤ quantity of product_stocks is the last guard against overselling.
import { firstOverCap, localise, shownStock, UNLIMITED_STOCK } from '@eclat/domain';
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, productStocks, stockReservations } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import {
  insertStockReservations,
  recommitReservation,
  reserveStockRow,
  setStockRow,
  settleReservedRows,
} from './repository.ts';

export { UNLIMITED_STOCK };

/** Available = quantity − reserved for a product in a shop (all shops when null); see shownStock. */
export async function availableStock(
  db: Db,
  companyId: number,
  articleId: number,
  shopId: number | null,
): Promise<number> {
  return (await availableStocks(db, companyId, [articleId], shopId)).get(articleId) ?? 0;
}

/** availableStock of several products in two queries, whatever their number. */
export async function availableStocks(
  db: Db,
  companyId: number,
  articleIds: number[],
  shopId: number | null,
): Promise<Map<number, number>> {
  const out = new Map<number, number>(articleIds.map((id) => [id, 0]));
  if (articleIds.length === 0) return out;
  const products = await db
    .select({ id: articles.id, enableStock: articles.enableStock })
    .from(articles)
    .where(and(eq(articles.companyId, companyId), eq(articles.type, 2), inArray(articles.id, articleIds)));
  const tracked = products.filter((p) => p.enableStock).map((p) => p.id);
  const sums = tracked.length
    ? await db
        .select({
          articleId: productStocks.articleId,
          available: sql<number>`coalesce(sum(${productStocks.quantity} - ${productStocks.reserved}), 0)::int`,
        })
        .from(productStocks)
        .where(
          and(
            eq(productStocks.companyId, companyId),
            inArray(productStocks.articleId, tracked),
            shopId === null ? undefined : eq(productStocks.shopId, shopId),
          ),
        )
        .groupBy(productStocks.articleId)
    : [];
  const byId = new Map(sums.map((row) => [row.articleId, Number(row.available)]));
  for (const p of products) out.set(p.id, shownStock(p, byId.get(p.id) ?? 0));
  return out;
}

export type StockLine = { articleId: number; quantity: number };

/** Same product twice in a cart: one line with the sum, so the check sees the whole need. */
function mergeLines(lines: StockLine[]): Map<number, number> {
  const need = new Map<number, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0)
      throw new HttpError(400, 'Requête invalide', {
        errors: [{ path: 'lines.quantity', message: 'a positive whole quantity is required' }],
      });
    need.set(line.articleId, (need.get(line.articleId) ?? 0) + line.quantity);
  }
  return need;
}

const stockShort = (name: string, articleId: number) =>
  new HttpError(409, `stock insuffisant : ${name}`, {
    type: 'stock',
    errors: [{ path: `articles.${articleId}`, message: `not enough stock for ${name}` }],
  });

const holdCapped = (name: string, articleId: number, cap: number) =>
  new HttpError(409, `quantité limitée : ${name} (${cap} par client)`, {
    type: 'stock_limit',
    errors: [{ path: `articles.${articleId}`, message: `at most ${cap} per customer` }],
  });

export type ReserveStockInput = {
  companyId: number;
  shopId: number;
  ref: string;
  lines: StockLine[];
  expiresAt: Date;
  /** Whose cart: with `cap`, the pieces they hold per product in this shop stay within it. */
  customerId: number | null;
  cap: number | null;
};

/**
 * Inside the caller's transaction: locks the stock rows of the tracked products (FOR UPDATE,
 * by article id, so two carts never wait on each other in opposite orders), checks every line
 * first, then reserves them all. A line whose (ref, article, shop) is already reserved is left
 * as it is: calling twice reserves once. Throws 409 type 'stock' naming the first short product,
 * or 409 type 'stock_limit' when the customer would hold more than `cap` pieces of a product
 * (this cart and their other unpaid ones; the stock row lock makes their concurrent carts take
 * turns), having written nothing.
 */
export async function reserveStock(tx: Db, input: ReserveStockInput): Promise<void> {
  const { companyId, shopId, ref, expiresAt, customerId, cap } = input;
  const need = mergeLines(input.lines);
  if (need.size === 0) return;
  const ids = [...need.keys()].sort((a, b) => a - b);
  const products = await tx
    .select({ id: articles.id, name: articles.name, enableStock: articles.enableStock, type: articles.type })
    .from(articles)
    .where(and(eq(articles.companyId, companyId), inArray(articles.id, ids)));
  const byId = new Map(products.map((p) => [p.id, p]));
  const tracked = ids.filter((id) => {
    const product = byId.get(id);
    // A missing product has stock 0 (spec §5): it can never be reserved.
    if (product?.type !== 2) throw stockShort(`#${id}`, id);
    return product.enableStock;
  });
  if (tracked.length === 0) return;

  const rows = await tx
    .select({
      articleId: productStocks.articleId,
      quantity: productStocks.quantity,
      reserved: productStocks.reserved,
    })
    .from(productStocks)
    .where(
      and(
        eq(productStocks.companyId, companyId),
        eq(productStocks.shopId, shopId),
        inArray(productStocks.articleId, tracked),
      ),
    )
    .orderBy(asc(productStocks.articleId))
    .for('update');
  // Read after the lock: a concurrent call for the same ref has committed its rows by now.
  const already = await tx
    .select({ articleId: stockReservations.articleId })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.companyId, companyId),
        eq(stockReservations.ref, ref),
        eq(stockReservations.shopId, shopId),
        inArray(stockReservations.articleId, tracked),
      ),
    );
  const done = new Set(already.map((r) => r.articleId));
  const stock = new Map(rows.map((r) => [r.articleId, r]));
  const todo = tracked.filter((id) => !done.has(id));
  const nameOf = (id: number) => localise(byId.get(id)?.name, 'fr') || `#${id}`;
  for (const id of todo) {
    const row = stock.get(id);
    const q = need.get(id) ?? 0;
    if (!row || row.quantity - row.reserved < q) throw stockShort(nameOf(id), id);
  }
  if (cap !== null && todo.length > 0) {
    const held = customerId === null ? new Map<number, number>() : await heldBy(tx, input, todo);
    const over = firstOverCap(
      todo.map((id) => ({ articleId: id, quantity: need.get(id) ?? 0, heldByCustomer: held.get(id) ?? 0 })),
      cap,
    );
    if (over) throw holdCapped(nameOf(over.articleId), over.articleId, cap);
  }
  for (const id of todo) {
    const q = need.get(id) ?? 0;
    await reserveStockRow(tx, { companyId, articleId: id, shopId, quantity: q });
  }
  if (todo.length > 0)
    await insertStockReservations(
      tx,
      todo.map((articleId) => ({
        companyId,
        ref,
        articleId,
        shopId,
        customerId,
        quantity: need.get(articleId) ?? 0,
        expiresAt,
      })),
    );
}

/** Pieces the customer holds in their other unpaid carts, per product, in the input's shop. */
async function heldBy(tx: Db, input: ReserveStockInput, articleIds: number[]): Promise<Map<number, number>> {
  if (input.customerId === null) return new Map();
  const rows = await tx
    .select({
      articleId: stockReservations.articleId,
      held: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int`,
    })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.companyId, input.companyId),
        eq(stockReservations.customerId, input.customerId),
        eq(stockReservations.shopId, input.shopId),
        eq(stockReservations.status, 'reserved'),
        inArray(stockReservations.articleId, articleIds),
        ne(stockReservations.ref, input.ref),
      ),
    )
    .groupBy(stockReservations.articleId);
  return new Map(rows.map((r) => [r.articleId, Number(r.held)]));
}

type Settled = { articleId: number; shopId: number; quantity: number; companyId: number };

/**
 * Moves the 'reserved' reservations matched by `where` to `status` in one UPDATE (a concurrent
 * second call finds them no longer 'reserved' and does nothing), then applies them to the stock
 * rows in a fixed order.
 */
async function settle(
  tx: Db,
  where: ReturnType<typeof and>,
  status: 'committed' | 'released',
  now: Date,
): Promise<number> {
  const settled: Settled[] = await settleReservedRows(tx, { where, status, now });
  settled.sort((a, b) => a.articleId - b.articleId || a.shopId - b.shopId);
  for (const r of settled) {
    const set =
      status === 'committed'
        ? {
            quantity: sql`${productStocks.quantity} - ${r.quantity}`,
            reserved: sql`${productStocks.reserved} - ${r.quantity}`,
          }
        : { reserved: sql`greatest(${productStocks.reserved} - ${r.quantity}, 0)` };
    await setStockRow(tx, { companyId: r.companyId, articleId: r.articleId, shopId: r.shopId, set });
  }
  return settled.length;
}

/** Payment succeeded: the reserved pieces leave the stock. Exactly once; returns how many lines. */
export function commitStock(tx: Db, companyId: number, ref: string): Promise<number> {
  return settle(
    tx,
    and(eq(stockReservations.companyId, companyId), eq(stockReservations.ref, ref)),
    'committed',
    new Date(),
  );
}

/** Payment failed, cancelled or expired: the reserved pieces are free again. Exactly once. */
export function releaseStock(tx: Db, companyId: number, ref: string): Promise<number> {
  return settle(
    tx,
    and(eq(stockReservations.companyId, companyId), eq(stockReservations.ref, ref)),
    'released',
    new Date(),
  );
}

/**
 * A payment accepted after its reservation was released (a brief hold ran out): the same pieces
 * are taken again, straight off the shelf, if every line is still there; all or nothing, with
 * the stock rows locked in article order. Answers whether it took them (true when nothing of
 * the ref was released).
 */
export async function reclaimStock(tx: Db, companyId: number, ref: string, now: Date): Promise<boolean> {
  const released = await tx
    .select()
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.companyId, companyId),
        eq(stockReservations.ref, ref),
        eq(stockReservations.status, 'released'),
      ),
    )
    .orderBy(asc(stockReservations.articleId), asc(stockReservations.shopId));
  if (released.length === 0) return true;
  const rowOf = async (r: (typeof released)[number]) => {
    const [row] = await tx
      .select({ quantity: productStocks.quantity, reserved: productStocks.reserved })
      .from(productStocks)
      .where(
        and(
          eq(productStocks.companyId, companyId),
          eq(productStocks.articleId, r.articleId),
          eq(productStocks.shopId, r.shopId),
        ),
      )
      .for('update');
    return row;
  };
  for (const r of released) {
    const row = await rowOf(r);
    if (!row || row.quantity - row.reserved < r.quantity) return false;
  }
  for (const r of released) {
    await setStockRow(tx, {
      companyId,
      articleId: r.articleId,
      shopId: r.shopId,
      set: { quantity: sql`${productStocks.quantity} - ${r.quantity}` },
    });
    await recommitReservation(tx, { companyId, reservationId: r.id, now });
  }
  return true;
}

/** Sweeper: releases every reservation past its expiry, all companies; returns how many. */
export function releaseExpiredStock(db: Db, now: Date): Promise<number> {
  return db.transaction((tx) => settle(tx, lte(stockReservations.expiresAt, now), 'released', now));
}

/** Staff: the stock rows of a product, per shop (null shops: all). */
export async function stockRows(db: Db, companyId: number, articleId: number, shopIds: number[] | null) {
  return db
    .select({
      shopId: productStocks.shopId,
      quantity: productStocks.quantity,
      reserved: productStocks.reserved,
    })
    .from(productStocks)
    .where(
      and(
        eq(productStocks.companyId, companyId),
        eq(productStocks.articleId, articleId),
        shopIds === null ? undefined : inArray(productStocks.shopId, shopIds.length ? shopIds : [-1]),
      ),
    )
    .orderBy(asc(productStocks.shopId));
}
