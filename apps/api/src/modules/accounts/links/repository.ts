// A customer's identifiers in outside systems; every query takes the company (ADR 0002).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { links } from '../../../db/schema.ts';

export type LinkRow = typeof links.$inferSelect;

export async function insertLink(
  db: Db,
  values: { companyId: number; customerId: number; system: string; externalId: string },
): Promise<LinkRow> {
  const [row] = await db.insert(links).values(values).returning();
  if (!row) throw new Error('link not inserted');
  return row;
}

export function linksOfCustomer(db: Db, companyId: number, customerId: number): Promise<LinkRow[]> {
  return db
    .select()
    .from(links)
    .where(and(eq(links.companyId, companyId), eq(links.customerId, customerId)))
    .orderBy(asc(links.id));
}
