import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companyUsers } from '../../../db/schema.ts';
import type { CompanyUserRow } from './serialize.ts';

export async function companyUserById(db: Db, companyId: number, id: number): Promise<CompanyUserRow | null> {
  const [row] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.id, id)))
    .limit(1);
  return row ?? null;
}

export async function companyUserByEmail(
  db: Db,
  companyId: number,
  email: string,
): Promise<CompanyUserRow | null> {
  const [row] = await db
    .select()
    .from(companyUsers)
    .where(
      and(eq(companyUsers.companyId, companyId), sql`lower(${companyUsers.email}) = ${email.toLowerCase()}`),
    )
    .limit(1);
  return row ?? null;
}

export function listCompanyUsers(db: Db, companyId: number): Promise<CompanyUserRow[]> {
  return db
    .select()
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(asc(companyUsers.lastname), asc(companyUsers.firstname), asc(companyUsers.id));
}

/**
 * The company's active owners, their rows locked in id order until the transaction ends: two
 * owners demoting each other at once wait for one another and cannot leave the company without
 * an owner.
 */
export async function lockActiveOwners(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(
      and(
        eq(companyUsers.companyId, companyId),
        eq(companyUsers.role, 'owner'),
        eq(companyUsers.active, true),
      ),
    )
    .orderBy(asc(companyUsers.id))
    .for('update');
  return rows.map((r) => r.id);
}

type CompanyUserInsert = typeof companyUsers.$inferInsert;
export type CompanyUserChanges = Partial<
  Pick<CompanyUserInsert, 'email' | 'firstname' | 'lastname' | 'role' | 'active' | 'passwordHash'>
>;

export async function insertCompanyUser(db: Db, values: CompanyUserInsert): Promise<CompanyUserRow> {
  const [row] = await db.insert(companyUsers).values(values).returning();
  if (!row) throw new Error('company user not inserted');
  return row;
}

export async function updateCompanyUser(
  db: Db,
  companyId: number,
  id: number,
  changes: CompanyUserChanges,
): Promise<CompanyUserRow | null> {
  const [row] = await db
    .update(companyUsers)
    .set(changes)
    .where(and(eq(companyUsers.id, id), eq(companyUsers.companyId, companyId)))
    .returning();
  return row ?? null;
}

export async function deleteCompanyUser(db: Db, companyId: number, id: number): Promise<void> {
  await db.delete(companyUsers).where(and(eq(companyUsers.id, id), eq(companyUsers.companyId, companyId)));
}
