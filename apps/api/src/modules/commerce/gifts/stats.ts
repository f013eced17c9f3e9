// Gift order statistics (spec §7 stats service): history and aggregate with the same filters,
// and payment totals per shop. Soft-deleted orders are left out of everything.
import type { GiftOrderFilters } from '@eclat/contracts';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { giftOrders, gifts, shops } from '../../../db/schema.ts';
import {
  createdWithin,
  customerMatches,
  inShopScope,
  type OrderSort,
  orderCustomers,
  orderSorts,
} from '../../../platform/crud/order-filters.ts';

type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';
type GiftStatus = 'pending' | 'active' | 'used' | 'cancelled';

export function giftOrderFilter(
  companyId: number,
  f: Partial<GiftOrderFilters>,
  scope: number[] | null,
): SQL {
  const where: (SQL | undefined)[] = [eq(giftOrders.companyId, companyId), isNull(giftOrders.deletedAt)];
  where.push(...createdWithin(giftOrders.createdAt, f.start, f.end));
  if (f.status?.length) where.push(inArray(giftOrders.status, f.status));
  if (f.customerId) where.push(eq(giftOrders.customerId, f.customerId));
  if (f.customer) where.push(customerMatches(giftOrders.customerId, f.customer));
  if (scope) where.push(inShopScope(giftOrders.shopId, scope));
  return and(...where) as SQL;
}

const ORDER_BY = orderSorts(giftOrders);

export async function countGiftOrders(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(giftOrders).where(where);
  return Number(row?.n ?? 0);
}

export async function loadGiftOrders(
  db: Db,
  where: SQL,
  page: { sort: OrderSort; limit: number; offset: number },
) {
  const rows = await db
    .select({ order: giftOrders, shopName: shops.name })
    .from(giftOrders)
    .leftJoin(shops, eq(shops.id, giftOrders.shopId))
    .where(where)
    .orderBy(...ORDER_BY[page.sort])
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const customerIds = rows.flatMap((r) => (r.order.customerId === null ? [] : [r.order.customerId]));
  const [vouchers, person] = await Promise.all([
    db
      .select({
        id: gifts.id,
        orderId: gifts.giftOrderId,
        code: gifts.code,
        amount: gifts.amount,
        balance: gifts.balance,
        status: gifts.status,
        recipientName: gifts.recipientName,
      })
      .from(gifts)
      .where(inArray(gifts.giftOrderId, ids))
      .orderBy(asc(gifts.id)),
    orderCustomers(db, customerIds),
  ]);
  return rows.map(({ order, shopName }) => ({
    id: order.id,
    status: order.status as OrderStatus,
    total: order.total,
    refundedAmount: order.refundedAmount,
    paymentRef: order.paymentRef,
    createdAt: order.createdAt.toISOString(),
    shop: order.shopId !== null && shopName !== null ? { id: order.shopId, name: shopName } : null,
    customer: order.customerId === null ? null : (person.get(order.customerId) ?? null),
    gifts: vouchers
      .filter((g) => g.orderId === order.id)
      .map(({ orderId: _orderId, status, ...g }) => ({ ...g, status: status as GiftStatus })),
  }));
}

export async function aggregateGiftOrders(db: Db, where: SQL) {
  const byStatusRows = await db
    .select({
      status: giftOrders.status,
      n: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${giftOrders.total}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${giftOrders.refundedAmount}), 0)::int`,
    })
    .from(giftOrders)
    .where(where)
    .groupBy(giftOrders.status);
  const [issued] = await db
    .select({
      n: sql<number>`count(${gifts.id})::int`,
      amount: sql<number>`coalesce(sum(${gifts.amount}), 0)::int`,
      balance: sql<number>`coalesce(sum(${gifts.balance}), 0)::int`,
    })
    .from(gifts)
    .innerJoin(giftOrders, eq(giftOrders.id, gifts.giftOrderId))
    .where(where);
  const amount = Number(issued?.amount ?? 0);
  const balance = Number(issued?.balance ?? 0);
  return {
    count: byStatusRows.reduce((s, r) => s + Number(r.n), 0),
    total: byStatusRows.reduce((s, r) => s + Number(r.total), 0),
    refunded: byStatusRows.reduce((s, r) => s + Number(r.refunded), 0),
    byStatus: Object.fromEntries(byStatusRows.map((r) => [r.status, Number(r.n)])),
    gifts: { count: Number(issued?.n ?? 0), amount, used: amount - balance, balance },
  };
}

/** Paid (and later refunded) gift orders per shop between two days, both included. */
export async function giftShopPayments(
  db: Db,
  companyId: number,
  start: string,
  end: string,
  scope: number[] | null,
) {
  const where = and(
    giftOrderFilter(companyId, { start, end }, scope),
    inArray(giftOrders.status, ['paid', 'refunded']),
  ) as SQL;
  const rows = await db
    .select({
      shopId: giftOrders.shopId,
      name: shops.name,
      n: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${giftOrders.total}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${giftOrders.refundedAmount}), 0)::int`,
    })
    .from(giftOrders)
    .leftJoin(shops, eq(shops.id, giftOrders.shopId))
    .where(where)
    .groupBy(giftOrders.shopId, shops.name)
    .orderBy(asc(shops.name));
  return rows.map((r) => ({
    shopId: r.shopId,
    name: r.name ?? '',
    gifts: { count: Number(r.n), total: Number(r.total), refunded: Number(r.refunded) },
  }));
}
