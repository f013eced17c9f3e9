// The pieces every order listing (booking, e-shop, gift orders) filters, sorts and joins the same
// way: one definition, so a fix to the customer search or the shop scope reaches all of them.
// Other staff listings (gift vouchers, customers, stats) take the day range and the shop scope too.
import { asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { customers, profiles } from '../../db/schema.ts';

const DAY = 86_400_000;

/** Rows created from the day `start` to the day `end`, both included (UTC days, YYYY-MM-DD). */
export function createdWithin(createdAt: AnyPgColumn, start?: string, end?: string): SQL[] {
  const where: SQL[] = [];
  if (start) where.push(gte(createdAt, new Date(`${start}T00:00:00Z`)));
  if (end) where.push(lt(createdAt, new Date(Date.parse(`${end}T00:00:00Z`) + DAY)));
  return where;
}

/** Orders whose customer's email, first or last name contains `text` (ignoring case; no wildcards). */
export function customerMatches(customerId: AnyPgColumn, text: string): SQL {
  const like = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return sql`exists (select 1 from ${customers} c left join ${profiles} p on p.customer_id = c.id
        where c.id = ${customerId}
        and (c.email ilike ${like} or p.firstname ilike ${like} or p.lastname ilike ${like}))`;
}

/** An access account sees the orders of its shops only (none when it has no shop). */
export function inShopScope(shopId: AnyPgColumn, scope: number[]): SQL {
  return inArray(shopId, scope.length ? scope : [-1]);
}

export type OrderSort = 'createdAt' | '-createdAt' | 'total' | '-total';

/** The sorts of an order listing; the id breaks ties so pages never overlap. */
export function orderSorts(table: {
  createdAt: AnyPgColumn;
  total: AnyPgColumn;
  id: AnyPgColumn;
}): Record<OrderSort, SQL[]> {
  return {
    createdAt: [asc(table.createdAt), asc(table.id)],
    '-createdAt': [desc(table.createdAt), desc(table.id)],
    total: [asc(table.total), asc(table.id)],
    '-total': [desc(table.total), desc(table.id)],
  };
}

export type OrderCustomer = { id: number; email: string; firstname: string; lastname: string };

/** The customers of a page of orders with their first profile's names ('' without a profile). */
export async function orderCustomers(db: Db, ids: readonly number[]): Promise<Map<number, OrderCustomer>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const people = await db
    .selectDistinctOn([customers.id], {
      id: customers.id,
      email: customers.email,
      firstname: profiles.firstname,
      lastname: profiles.lastname,
    })
    .from(customers)
    .leftJoin(profiles, eq(profiles.customerId, customers.id))
    .where(inArray(customers.id, unique))
    .orderBy(asc(customers.id), asc(profiles.id));
  return new Map(
    people.map((p) => [
      p.id,
      { id: p.id, email: p.email, firstname: p.firstname ?? '', lastname: p.lastname ?? '' },
    ]),
  );
}
