import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies, companyHosts, companyUsers, shops } from '../../../db/schema.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';

// Company administration queries and writes (ADR 0005). The tenant look-ups with their cache are
// platform/tenant/companies.ts.

export async function findCompany(db: Db, id: number): Promise<CompanyRow | null> {
  const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function countShops(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shops).where(eq(shops.companyId, companyId));
  return Number(row?.n ?? 0);
}

export async function listHosts(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ host: companyHosts.host })
    .from(companyHosts)
    .where(eq(companyHosts.companyId, companyId))
    .orderBy(asc(companyHosts.host));
  return rows.map((r) => r.host);
}

export type CompanyChanges = Partial<
  Pick<
    typeof companies.$inferInsert,
    | 'identity'
    | 'themes'
    | 'booker'
    | 'settings'
    | 'textLegals'
    | 'previewTheme'
    | 'previewToken'
    | 'maintenance'
    | 'isDebug'
    | 'stripeConnectEnabled'
    | 'stripeConnectId'
    | 'paymentSecrets'
  >
>;

export async function updateCompany(db: Db, id: number, changes: CompanyChanges): Promise<void> {
  await db
    .update(companies)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(companies.id, id));
}

/** A new tenant: random 128-bit token, its hosts and, when given, its first owner (no password). */
export async function insertCompany(
  db: Db,
  input: {
    nickname: string;
    identity: Record<string, unknown>;
    booker: Record<string, unknown>;
    version: number;
    hosts: string[];
    ownerEmail?: string;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({
        token: randomBytes(16).toString('hex'),
        nickname: input.nickname,
        version: input.version,
        identity: input.identity,
        themes: {},
        booker: input.booker,
      })
      .returning({ id: companies.id });
    if (!row) throw new Error('company not inserted');
    if (input.hosts.length > 0)
      await tx.insert(companyHosts).values(input.hosts.map((host) => ({ host, companyId: row.id })));
    if (input.ownerEmail)
      await tx.insert(companyUsers).values({ companyId: row.id, email: input.ownerEmail, role: 'owner' });
    return row.id;
  });
}

/** Deletes the company and, by cascade, everything it owns. */
export async function deleteCompany(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(companies)
    .where(and(eq(companies.id, id)))
    .returning({ id: companies.id });
  return rows.length > 0;
}
