// Platform administrators (no company: they administer the platform, ADR 0005).
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { admins } from '../../../db/schema.ts';

export type AdminRow = typeof admins.$inferSelect;

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

/**
 * Until the transaction ends, every other registration waits here (a transaction-scoped advisory
 * lock): the second one then sees the first admin.
 */
export async function lockAdminRegistration(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('eclat.admins.register'))`);
}

export async function insertAdmin(
  db: Db,
  values: { email: string; passwordHash: string },
): Promise<AdminRow | undefined> {
  const [row] = await db.insert(admins).values(values).returning();
  return row;
}
