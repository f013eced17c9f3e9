// E-shop orders: the filters of the staff listing and the loading of orders with their shop,
// customer and lines in a fixed number of queries.
import type { EshopOrderFilters } from '@eclat/contracts';
import { type DomainLang, type EshopOrderStatus, eshopLineTotal, localise } from '@eclat/domain';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { eshopOrderLines, eshopOrders, shops } from '../../../db/schema.ts';
import {
  createdWithin,
  customerMatches,
  inShopScope,
  orderCustomers,
} from '../../../platform/crud/order-filters.ts';

export function eshopOrderFilter(
  companyId: number,
  f: Partial<EshopOrderFilters>,
  scope: number[] | null,
): SQL {
  const where: (SQL | undefined)[] = [eq(eshopOrders.companyId, companyId)];
  where.push(...createdWithin(eshopOrders.createdAt, f.start, f.end));
  if (f.status?.length) where.push(inArray(eshopOrders.status, f.status));
  if (f.shops?.length) where.push(inArray(eshopOrders.shopId, f.shops));
  if (f.customerId) where.push(eq(eshopOrders.customerId, f.customerId));
  if (f.customer) where.push(customerMatches(eshopOrders.customerId, f.customer));
  if (scope) where.push(inShopScope(eshopOrders.shopId, scope));
  return and(...where) as SQL;
}

export async function countEshopOrders(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eshopOrders).where(where);
  return Number(row?.n ?? 0);
}

export async function loadEshopOrders(
  db: Db,
  where: SQL,
  lang: DomainLang,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .select({ order: eshopOrders, shopName: shops.name })
    .from(eshopOrders)
    .leftJoin(shops, eq(shops.id, eshopOrders.shopId))
    .where(where)
    .orderBy(desc(eshopOrders.createdAt), desc(eshopOrders.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const customerIds = rows.flatMap((r) => (r.order.customerId === null ? [] : [r.order.customerId]));
  const [lines, byCustomer] = await Promise.all([
    db
      .select()
      .from(eshopOrderLines)
      .where(inArray(eshopOrderLines.orderId, ids))
      .orderBy(asc(eshopOrderLines.id)),
    orderCustomers(db, customerIds),
  ]);
  return rows.map(({ order, shopName }) => ({
    id: order.id,
    // The column only ever holds a lifecycle value (written through canChangeEshopOrderStatus).
    status: order.status as EshopOrderStatus,
    total: order.total,
    discount: order.discount,
    paymentRef: order.paymentRef,
    shop: order.shopId !== null && shopName !== null ? { id: order.shopId, name: shopName } : null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    customer: order.customerId === null ? null : (byCustomer.get(order.customerId) ?? null),
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        id: line.id,
        articleId: line.articleId,
        name: localise(line.name, lang),
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        vat: line.vat,
        lineTotal: eshopLineTotal({ quantity: line.quantity, price: line.unitPrice }),
      })),
  }));
}

/** One order among those `where` selects, or null. */
export async function loadEshopOrder(db: Db, where: SQL, id: number, lang: DomainLang) {
  const [order] = await loadEshopOrders(db, and(where, eq(eshopOrders.id, id)) as SQL, lang, {
    limit: 1,
    offset: 0,
  });
  return order ?? null;
}
