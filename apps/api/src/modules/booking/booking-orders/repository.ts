import type { BookingOrder, BookingOrderFilters } from '@eclat/contracts';
import { type DomainLang, localise } from '@eclat/domain';
import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, articles, bookingOrders, customers, resources, shops } from '../../../db/schema.ts';
import {
  createdWithin,
  customerMatches,
  inShopScope,
  type OrderSort,
  orderCustomers,
  orderSorts,
} from '../../../platform/crud/order-filters.ts';

const DAY = 86_400_000;
const PERIOD_DAYS = { day: 1, week: 7, month: 30, year: 365 } as const;

/** The WHERE of history and aggregate: the same filters give the same orders (spec §7). */
export function orderFilter(
  companyId: number,
  f: Partial<BookingOrderFilters>,
  scope: number[] | null,
  now: Date,
): SQL {
  const where: (SQL | undefined)[] = [eq(bookingOrders.companyId, companyId)];
  if (f.period)
    where.push(gte(bookingOrders.createdAt, new Date(now.getTime() - PERIOD_DAYS[f.period] * DAY)));
  else where.push(...createdWithin(bookingOrders.createdAt, f.start, f.end));
  if (f.customerId) where.push(eq(bookingOrders.customerId, f.customerId));
  if (f.customer) where.push(customerMatches(bookingOrders.customerId, f.customer));
  if (f.transactionId) where.push(eq(bookingOrders.transactionId, f.transactionId));
  if (f.origin) where.push(eq(bookingOrders.origin, f.origin));
  if (f.status?.length) where.push(inArray(bookingOrders.status, f.status));
  if (f.shops?.length) where.push(inArray(bookingOrders.shopId, f.shops));
  if (scope) where.push(inShopScope(bookingOrders.shopId, scope));
  return and(...where) as SQL;
}

const ORDER_BY = orderSorts(bookingOrders);

/** Orders with their shop, customer and appointments, in a fixed number of queries. */
export async function loadOrders(
  db: Db,
  where: SQL,
  lang: DomainLang,
  page: { sort: OrderSort; limit: number; offset: number },
): Promise<BookingOrder[]> {
  const rows = await db
    .select({ order: bookingOrders, shopName: shops.name })
    .from(bookingOrders)
    .innerJoin(shops, eq(shops.id, bookingOrders.shopId))
    .where(where)
    .orderBy(...ORDER_BY[page.sort])
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const orderIds = rows.map((r) => r.order.id);
  const customerIds = [
    ...new Set(rows.map((r) => r.order.customerId).filter((id): id is number => id !== null)),
  ];
  const items = await db
    .select({
      appointment: appointments,
      name: articles.name,
      employee: resources.displayName,
    })
    .from(appointments)
    .innerJoin(articles, eq(articles.id, appointments.articleId))
    .leftJoin(resources, eq(resources.id, appointments.employeeId))
    .where(inArray(appointments.bookingOrderId, orderIds))
    .orderBy(asc(appointments.startsAt));
  const personOf = await orderCustomers(db, customerIds);
  return rows.map(({ order, shopName }) => ({
    id: order.id,
    status: order.status as BookingOrder['status'],
    total: order.total,
    amountDue: order.amountDue,
    paidAmount: order.paidAmount,
    refundedAmount: order.refundedAmount,
    currency: order.currency,
    origin: order.origin,
    transactionId: order.transactionId,
    customMessage: order.customMessage,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt?.toISOString() ?? null,
    shop: { id: order.shopId, name: shopName },
    customer: order.customerId ? (personOf.get(order.customerId) ?? null) : null,
    appointments: items
      .filter((i) => i.appointment.bookingOrderId === order.id)
      .map((i) => ({
        id: i.appointment.id,
        serviceId: i.appointment.articleId,
        serviceName: localise(i.name, lang),
        employee: i.employee,
        employeeId: i.appointment.employeeId,
        start: i.appointment.startsAt.toISOString(),
        end: i.appointment.endsAt.toISOString(),
        status: i.appointment.status,
        price: i.appointment.price,
        policy: i.appointment.policy,
        lateCancellation: i.appointment.lateCancellation,
        fee: i.appointment.fee,
      })),
  }));
}

/** One order among those `where` selects (orderFilter, companyOrders), or null. */
export async function loadOrder(
  db: Db,
  where: SQL,
  id: number,
  lang: DomainLang,
): Promise<BookingOrder | null> {
  const [order] = await loadOrders(db, and(where, eq(bookingOrders.id, id)) as SQL, lang, {
    sort: '-createdAt',
    limit: 1,
    offset: 0,
  });
  return order ?? null;
}

/** Every order of the company, whatever shops the caller may see. */
export const companyOrders = (companyId: number): SQL => eq(bookingOrders.companyId, companyId);

export async function customerExists(db: Db, companyId: number, customerId: number): Promise<boolean> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  return customer !== undefined;
}

/** The order row of the company, locked for the caller's transaction; null when missing. */
export async function lockOrder(tx: Db, companyId: number, id: number) {
  const [order] = await tx
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.id, id), eq(bookingOrders.companyId, companyId)))
    .for('update');
  return order ?? null;
}

/** An order's appointments in some statuses, with what their no-show fee needs (issue 20). */
export async function orderAppointmentsIn(
  tx: Db,
  companyId: number,
  orderId: number,
  statuses: readonly string[],
) {
  return tx
    .select({ id: appointments.id, price: appointments.price, policy: appointments.policy })
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, companyId),
        eq(appointments.bookingOrderId, orderId),
        inArray(appointments.status, [...statuses]),
      ),
    );
}

export async function setOrderStatus(tx: Db, id: number, status: string, now: Date): Promise<void> {
  await tx.update(bookingOrders).set({ status, updatedAt: now }).where(eq(bookingOrders.id, id));
}

export async function countOrders(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(bookingOrders).where(where);
  return row?.n ?? 0;
}

export async function aggregateOrders(db: Db, where: SQL) {
  const rows = await db
    .select({
      status: bookingOrders.status,
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${bookingOrders.total}), 0)::int`,
      paid: sql<number>`coalesce(sum(${bookingOrders.paidAmount}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${bookingOrders.refundedAmount}), 0)::int`,
    })
    .from(bookingOrders)
    .where(where)
    .groupBy(bookingOrders.status);
  return {
    count: rows.reduce((s, r) => s + r.count, 0),
    total: rows.reduce((s, r) => s + r.total, 0),
    paid: rows.reduce((s, r) => s + r.paid, 0),
    refunded: rows.reduce((s, r) => s + r.refunded, 0),
    byStatus: Object.fromEntries(rows.map((r) => [r.status, r.count])),
  };
}

/** Per shop booking totals over orders created in [start, end] (local dates, UTC bounds). */
export async function shopPaymentTotals(
  db: Db,
  companyId: number,
  start: string,
  end: string,
  scope: number[] | null,
) {
  const from = new Date(`${start}T00:00:00Z`);
  const to = new Date(Date.parse(`${end}T00:00:00Z`) + DAY);
  const rows = await db
    .select({
      shopId: shops.id,
      name: shops.name,
      count: sql<number>`count(${bookingOrders.id})::int`,
      total: sql<number>`coalesce(sum(${bookingOrders.total}), 0)::int`,
      paid: sql<number>`coalesce(sum(${bookingOrders.paidAmount}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${bookingOrders.refundedAmount}), 0)::int`,
    })
    .from(shops)
    .leftJoin(
      bookingOrders,
      and(
        eq(bookingOrders.shopId, shops.id),
        gte(bookingOrders.createdAt, from),
        lt(bookingOrders.createdAt, to),
        or(
          eq(bookingOrders.status, 'confirmed'),
          eq(bookingOrders.status, 'honoured'),
          eq(bookingOrders.status, 'no_show'),
          eq(bookingOrders.status, 'refunded'),
        ),
      ),
    )
    .where(and(eq(shops.companyId, companyId), scope ? inShopScope(shops.id, scope) : undefined))
    .groupBy(shops.id, shops.name)
    .orderBy(asc(shops.order), asc(shops.id));
  return rows.map((r) => ({
    shopId: r.shopId,
    name: r.name,
    bookings: { count: r.count, total: r.total, paid: r.paid, refunded: r.refunded },
  }));
}

/**
 * A pending order of an unpaid cart goes to `to`, only while that cart still holds it; answers the
 * rows released (none: another payment took it over, or it is no longer pending).
 */
export function releaseCartBookingOrder(
  tx: Db,
  input: { companyId: number; orderId: number; cartId: string; to: 'expired' | 'cancelled'; now: Date },
) {
  return tx
    .update(bookingOrders)
    .set({ status: input.to, updatedAt: input.now })
    .where(
      and(
        eq(bookingOrders.id, input.orderId),
        eq(bookingOrders.companyId, input.companyId),
        eq(bookingOrders.status, 'pending'),
        eq(bookingOrders.transactionId, input.cartId),
      ),
    )
    .returning({ id: bookingOrders.id });
}

/** A new cart takes the pending order over; its expiry is kept at least until the hold's end. */
export async function attachOrderToCart(
  tx: Db,
  input: {
    companyId: number;
    orderId: number;
    cartId: string;
    provider: string;
    holdUntil: Date;
    now: Date;
    customMessage?: string | null;
  },
): Promise<void> {
  const { holdUntil } = input;
  await tx
    .update(bookingOrders)
    .set({
      transactionId: input.cartId,
      paymentProvider: input.provider,
      expiresAt: sql`greatest(${bookingOrders.expiresAt}, ${holdUntil.toISOString()}::timestamptz)`,
      updatedAt: input.now,
      ...(input.customMessage !== undefined ? { customMessage: input.customMessage } : {}),
    })
    .where(eq(bookingOrders.id, input.orderId));
}

/** The payment's word on the order: its status, what was paid for it and by which provider. */
export async function settleOrderPayment(
  tx: Db,
  input: {
    companyId: number;
    orderId: number;
    status: string;
    paidAmount: number;
    provider: string;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(bookingOrders)
    .set({
      status: input.status,
      paidAmount: input.paidAmount,
      paymentProvider: input.provider,
      expiresAt: null,
      updatedAt: input.now,
    })
    .where(eq(bookingOrders.id, input.orderId));
}

/** The order's refunded amount and status after a refund; answers the updated row. */
export async function setOrderRefund(
  tx: Db,
  input: { companyId: number; orderId: number; refundedAmount: number; status: string; now: Date },
) {
  const [updated] = await tx
    .update(bookingOrders)
    .set({ refundedAmount: input.refundedAmount, status: input.status, updatedAt: input.now })
    .where(eq(bookingOrders.id, input.orderId))
    .returning();
  return updated;
}
