// Closed and open days: their reads, the tables their tenant CRUD writes, the shop reference check.
import type { CalendarDaysQuerySchema } from '@eclat/contracts';
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { closedDays, openDays, shops } from '../../../db/schema.ts';
import { assertReferences } from '../../../platform/crud/references.ts';
import { notFound } from '../../../platform/http/errors.ts';

type DaysQuery = z.infer<typeof CalendarDaysQuerySchema>;
type DayTable = typeof closedDays | typeof openDays;
export type ClosedRow = typeof closedDays.$inferSelect;
export type OpenRow = typeof openDays.$inferSelect;

export const closedDayStore = { table: closedDays };
export const openDayStore = { table: openDays };

/** One shop's rows plus the company-wide ones, within [from, to]; 404 for a shop not of the company. */
async function dayFilter(db: Db, companyId: number, table: DayTable, query: DaysQuery) {
  if (query.shopId !== undefined) {
    const [shop] = await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.companyId, companyId), eq(shops.id, query.shopId)));
    if (!shop) throw notFound('shop not found');
  }
  return and(
    eq(table.companyId, companyId),
    query.shopId === undefined ? undefined : or(eq(table.shopId, query.shopId), isNull(table.shopId)),
    query.from ? gte(table.day, query.from) : undefined,
    query.to ? lte(table.day, query.to) : undefined,
  );
}

export async function listClosedDays(db: Db, companyId: number, query: DaysQuery): Promise<ClosedRow[]> {
  const where = await dayFilter(db, companyId, closedDays, query);
  return db.select().from(closedDays).where(where).orderBy(asc(closedDays.day), asc(closedDays.id));
}

export async function listOpenDays(db: Db, companyId: number, query: DaysQuery): Promise<OpenRow[]> {
  const where = await dayFilter(db, companyId, openDays, query);
  return db.select().from(openDays).where(where).orderBy(asc(openDays.day), asc(openDays.id));
}

/** A day's shop, when it names one, must be the company's (400 otherwise). */
export const checkDayShop = (db: Db, companyId: number, shopId: number | null | undefined) =>
  assertReferences(db, companyId, [{ path: 'body.shopId', table: shops, ids: shopId }]);
