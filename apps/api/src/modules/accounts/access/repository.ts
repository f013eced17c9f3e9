// Access account queries and writes; every one takes the company (ADR 0002).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { accessAccounts, shops } from '../../../db/schema.ts';
import type { AccessRow } from './serialize.ts';

type AccessInsert = typeof accessAccounts.$inferInsert;
export type AccessChanges = Partial<Pick<AccessInsert, 'name' | 'active' | 'shopIds' | 'passwordHash'>>;

export async function accessById(db: Db, companyId: number, id: number): Promise<AccessRow | null> {
  const [row] = await db
    .select()
    .from(accessAccounts)
    .where(and(eq(accessAccounts.companyId, companyId), eq(accessAccounts.id, id)))
    .limit(1);
  return row ?? null;
}

/** `login` as the sign-in schema gives it: lower case. */
export async function accessByLogin(
  db: Db,
  companyId: number,
  login: string,
): Promise<AccessRow | undefined> {
  const [row] = await db
    .select()
    .from(accessAccounts)
    .where(and(eq(accessAccounts.companyId, companyId), sql`lower(${accessAccounts.login}) = ${login}`))
    .limit(1);
  return row;
}

export function listAccess(db: Db, companyId: number): Promise<AccessRow[]> {
  return db
    .select()
    .from(accessAccounts)
    .where(eq(accessAccounts.companyId, companyId))
    .orderBy(asc(accessAccounts.login));
}

/** Which of these shop ids are the company's. */
export async function companyShopIds(db: Db, companyId: number, shopIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), inArray(shops.id, shopIds)));
  return rows.map((r) => r.id);
}

export async function insertAccess(db: Db, values: AccessInsert): Promise<AccessRow> {
  const [row] = await db.insert(accessAccounts).values(values).returning();
  if (!row) throw new Error('access account not inserted');
  return row;
}

export async function updateAccess(
  db: Db,
  companyId: number,
  id: number,
  changes: AccessChanges,
): Promise<AccessRow | null> {
  const [row] = await db
    .update(accessAccounts)
    .set(changes)
    .where(and(eq(accessAccounts.id, id), eq(accessAccounts.companyId, companyId)))
    .returning();
  return row ?? null;
}

/** Whether a row was deleted. */
export async function deleteAccess(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(accessAccounts)
    .where(and(eq(accessAccounts.id, id), eq(accessAccounts.companyId, companyId)))
    .returning({ id: accessAccounts.id });
  return rows.length > 0;
}
