import type { BackofficeCustomer, CustomerSearchQuery } from '@eclat/contracts';
import { normalisePhone } from '@eclat/domain';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingOrders, customers, loyaltyCards, profiles } from '../../../db/schema.ts';
import { createdWithin } from '../../../platform/crud/order-filters.ts';
import { noShowsOf } from '../../booking/attendance/repository.ts';

/** profiles[0] (spec §3): the customer's first profile. */
export const firstProfile = sql`(select min(p0.id) from ${profiles} p0 where p0.customer_id = ${customers.id})`;

const visits = sql<number>`(select count(*)::int from ${bookingOrders} o
  where o.customer_id = ${customers.id} and o.status in ('confirmed', 'honoured'))`;
const lastVisit = sql<
  string | null
>`(select to_char(max(a.starts_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  from appointments a where a.customer_id = ${customers.id} and a.status in ('confirmed', 'honoured'))`;

const escapeLike = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** The e-mail or phone someone gives on the phone, exactly (an access account may find anyone so). */
function exactMatch(q: string): SQL {
  const phone = normalisePhone(q);
  const byEmail = sql`lower(${customers.email}) = ${q.toLowerCase()}`;
  return phone ? (or(byEmail, eq(customers.phone, phone), eq(profiles.phone, phone)) as SQL) : byEmail;
}

/**
 * The WHERE of the customer search. Access accounts (limited to some shops, ADR 0004) see the
 * customers who booked in their shops, and anyone else only by exact e-mail or phone: a front desk
 * can book for a caller without browsing the whole file.
 */
export function customerFilter(
  companyId: number,
  q: Partial<CustomerSearchQuery>,
  scope: number[] | null,
): SQL {
  // Erased customers (issue 23, ADR 0026) are kept for the books only: never listed or found.
  const where: (SQL | undefined)[] = [eq(customers.companyId, companyId), isNull(customers.erasedAt)];
  if (q.q) {
    const like = escapeLike(q.q);
    const text = sql`(unaccent(${customers.email}) ilike unaccent(${like})
      or unaccent(coalesce(${profiles.firstname}, '')) ilike unaccent(${like})
      or unaccent(coalesce(${profiles.lastname}, '')) ilike unaccent(${like})
      or unaccent(coalesce(${profiles.firstname}, '') || ' ' || coalesce(${profiles.lastname}, '')) ilike unaccent(${like})
      or coalesce(${customers.phone}, ${profiles.phone}, '') ilike ${like}
      or coalesce(${profiles.code}, '') ilike ${like})`;
    where.push(or(text, exactMatch(q.q)));
  }
  if (q.shopId)
    where.push(
      sql`exists (select 1 from ${bookingOrders} o where o.customer_id = ${customers.id} and o.shop_id = ${q.shopId})`,
    );
  if (q.hasCard !== undefined) where.push(q.hasCard ? isNotNull(loyaltyCards.id) : isNull(loyaltyCards.id));
  if (q.status) where.push(eq(customers.status, q.status));
  where.push(...createdWithin(customers.createdAt, q.createdFrom, q.createdTo));
  if (scope) {
    const shops = scope.length ? scope : [-1];
    const inShops = sql`exists (select 1 from ${bookingOrders} o where o.customer_id = ${customers.id}
      and o.shop_id in (${sql.join(
        shops.map((id) => sql`${id}`),
        sql`, `,
      )}))`;
    where.push(q.q ? or(inShops, exactMatch(q.q)) : inShops);
  }
  return and(...where) as SQL;
}

const ORDER = {
  newest: [desc(customers.createdAt), desc(customers.id)],
  oldest: [asc(customers.createdAt), asc(customers.id)],
  name: [
    asc(sql`lower(coalesce(${profiles.lastname}, ''))`),
    asc(sql`lower(coalesce(${profiles.firstname}, ''))`),
    asc(customers.id),
  ],
  lastVisit: [sql`${lastVisit} desc nulls last`, desc(customers.id)],
} as const;

function base(db: Db) {
  return db
    .select({
      customer: customers,
      firstname: profiles.firstname,
      lastname: profiles.lastname,
      city: profiles.city,
      code: profiles.code,
      profilePhone: profiles.phone,
      cardNumber: loyaltyCards.number,
      cardPoints: loyaltyCards.points,
      visits,
      lastVisit,
      noShows: noShowsOf(customers.companyId, customers.id),
    })
    .from(customers)
    .leftJoin(profiles, eq(profiles.id, firstProfile))
    .leftJoin(loyaltyCards, eq(loyaltyCards.customerId, customers.id));
}

type Row = Awaited<ReturnType<typeof base>>[number];

function toCustomer(row: Row): BackofficeCustomer {
  const c = row.customer;
  return {
    id: c.id,
    email: c.email,
    phone: c.phone ?? row.profilePhone ?? null,
    status: c.status,
    noPass: c.passwordHash === null,
    firstname: row.firstname ?? '',
    lastname: row.lastname ?? '',
    city: row.city ?? null,
    code: row.code ?? null,
    loyalty:
      row.cardNumber !== null && row.cardPoints !== null
        ? { number: row.cardNumber, points: row.cardPoints }
        : null,
    visits: Number(row.visits),
    lastVisit: row.lastVisit,
    noShows: Number(row.noShows),
    createdAt: c.createdAt.toISOString(),
  };
}

export async function searchCustomers(
  db: Db,
  companyId: number,
  q: CustomerSearchQuery,
  scope: number[] | null,
): Promise<{ customers: BackofficeCustomer[]; total: number }> {
  const where = customerFilter(companyId, q, scope);
  const [rows, counted] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.itemPerPage)
      .offset((q.page - 1) * q.itemPerPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .leftJoin(profiles, eq(profiles.id, firstProfile))
      .leftJoin(loyaltyCards, eq(loyaltyCards.customerId, customers.id))
      .where(where),
  ]);
  return { customers: rows.map(toCustomer), total: Number(counted[0]?.n ?? 0) };
}

/** One customer as the search shows it; null when missing, of another company or out of scope. */
export async function customerById(
  db: Db,
  companyId: number,
  id: number,
  scope: number[] | null,
): Promise<BackofficeCustomer | null> {
  // By id, an access account sees the customers of its shops only.
  const [row] = await base(db)
    .where(and(customerFilter(companyId, {}, scope), eq(customers.id, id)))
    .limit(1);
  return row ? toCustomer(row) : null;
}
