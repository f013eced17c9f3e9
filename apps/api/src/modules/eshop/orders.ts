// E-shop orders: the filters of the staff listing and the loading of orders with their shop,
// customer and lines in a fixed number of queries.
import type { EshopOrderFilters } from '@eclat/contracts';
import { type DomainLang, type EshopOrderStatus, eshopLineTotal, localise } from '@eclat/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, eshopOrderLines, eshopOrders, profiles, shops } from '../../db/schema.ts';

const DAY = 86_400_000;

export function eshopOrderFilter(
  companyId: number,
  f: Partial<EshopOrderFilters>,
  scope: number[] | null,
): SQL {
  const where: (SQL | undefined)[] = [eq(eshopOrders.companyId, companyId)];
  if (f.start) where.push(gte(eshopOrders.createdAt, new Date(`${f.start}T00:00:00Z`)));
  if (f.end) where.push(lt(eshopOrders.createdAt, new Date(Date.parse(`${f.end}T00:00:00Z`) + DAY)));
  if (f.status?.length) where.push(inArray(eshopOrders.status, f.status));
  if (f.shops?.length) where.push(inArray(eshopOrders.shopId, f.shops));
  if (f.customerId) where.push(eq(eshopOrders.customerId, f.customerId));
  if (f.customer) {
    const like = `%${f.customer.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`exists (select 1 from ${customers} c left join ${profiles} p on p.customer_id = c.id
        where c.id = ${eshopOrders.customerId}
        and (c.email ilike ${like} or p.firstname ilike ${like} or p.lastname ilike ${like}))`,
    );
  }
  // An access account sees the orders of its shops only.
  if (scope) where.push(inArray(eshopOrders.shopId, scope.length ? scope : [-1]));
  return and(...where) as SQL;
}

export async function countEshopOrders(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eshopOrders).where(where);
  return Number(row?.n ?? 0);
}

type Customer = { id: number; email: string; firstname: string; lastname: string };

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
  const customerIds = [
    ...new Set(rows.flatMap((r) => (r.order.customerId === null ? [] : [r.order.customerId]))),
  ];
  const [lines, people] = await Promise.all([
    db
      .select()
      .from(eshopOrderLines)
      .where(inArray(eshopOrderLines.orderId, ids))
      .orderBy(asc(eshopOrderLines.id)),
    customerIds.length
      ? db
          .selectDistinctOn([customers.id], {
            id: customers.id,
            email: customers.email,
            firstname: profiles.firstname,
            lastname: profiles.lastname,
          })
          .from(customers)
          .leftJoin(profiles, eq(profiles.customerId, customers.id))
          .where(inArray(customers.id, customerIds))
          .orderBy(asc(customers.id), asc(profiles.id))
      : Promise.resolve([]),
  ]);
  const byCustomer = new Map<number, Customer>(
    people.map((p) => [
      p.id,
      { id: p.id, email: p.email, firstname: p.firstname ?? '', lastname: p.lastname ?? '' },
    ]),
  );
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
