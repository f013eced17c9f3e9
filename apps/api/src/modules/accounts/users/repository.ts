// Customer queries and writes; every one takes the company (ADR 0002). The only writer of the
// customers table: registration, passwords and social sign-in change accounts through it.
import type { CustomerUser } from '@eclat/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers, links, loyaltyCards, profiles, verificationCodes } from '../../../db/schema.ts';
import { profilesOf } from '../profiles/repository.ts';
import { type CustomerRow, toCustomerUser } from './serialize.ts';

type CustomerInsert = typeof customers.$inferInsert;
export type CustomerChanges = Partial<Omit<CustomerInsert, 'id' | 'companyId' | 'createdAt'>>;

export async function customerByEmail(db: Db, companyId: number, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), sql`lower(${customers.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

export async function customerById(db: Db, companyId: number, id: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
    .limit(1);
  return row ?? null;
}

/** Another active account of the company already uses this phone number. */
export async function phoneTaken(
  db: Db,
  companyId: number,
  phone: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        eq(customers.phone, phone),
        eq(customers.status, 'active'),
        exceptId ? sql`${customers.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Users with their profiles, links and card tier, in the order of `rows`. */
export async function customerViews(db: Db, companyId: number, rows: CustomerRow[]): Promise<CustomerUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [profileRows, linkRows, cardRows] = await Promise.all([
    profilesOf(db, companyId, ids),
    db
      .select()
      .from(links)
      .where(and(eq(links.companyId, companyId), inArray(links.customerId, ids)))
      .orderBy(asc(links.id)),
    db
      .select({ customerId: loyaltyCards.customerId, tierId: loyaltyCards.tierId })
      .from(loyaltyCards)
      .where(and(eq(loyaltyCards.companyId, companyId), inArray(loyaltyCards.customerId, ids))),
  ]);
  return rows.map((row) =>
    toCustomerUser(row, {
      profiles: profileRows.filter((p) => p.customerId === row.id),
      links: linkRows.filter((l) => l.customerId === row.id),
      palierId: cardRows.find((c) => c.customerId === row.id)?.tierId ?? null,
    }),
  );
}

export async function customerView(db: Db, companyId: number, row: CustomerRow): Promise<CustomerUser> {
  const [view] = await customerViews(db, companyId, [row]);
  if (!view) throw new Error('customer view missing');
  return view;
}

/** Staff listing: newest first, optional search on e-mail, phone and names. */
export async function listCustomers(
  db: Db,
  companyId: number,
  query: { page: number; itemPerPage: number; search?: string },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(customers.companyId, companyId),
    // Erased customers (issue 23) stay for the books only: never listed.
    isNull(customers.erasedAt),
    pattern
      ? or(
          ilike(customers.email, pattern),
          ilike(customers.phone, pattern),
          sql`exists (select 1 from ${profiles} p where p.customer_id = ${customers.id}
            and (p.firstname ilike ${pattern} or p.lastname ilike ${pattern}))`,
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.itemPerPage)
      .offset((query.page - 1) * query.itemPerPage),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A code of this purpose was sent to the customer before. */
export async function hasIssuedCode(
  db: Db,
  companyId: number,
  customerId: number,
  purpose: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.companyId, companyId),
        eq(verificationCodes.customerId, customerId),
        eq(verificationCodes.purpose, purpose),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCustomer(db: Db, values: CustomerInsert): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('customer not inserted');
  return row;
}

export async function updateCustomer(
  db: Db,
  companyId: number,
  id: number,
  changes: CustomerChanges,
): Promise<CustomerRow | null> {
  const [row] = await db
    .update(customers)
    .set(changes)
    .where(and(eq(customers.id, id), eq(customers.companyId, companyId)))
    .returning();
  return row ?? null;
}

/** Changes the account only while it is pending: null when it was completed meanwhile. */
export async function updatePendingCustomer(
  db: Db,
  id: number,
  changes: CustomerChanges,
): Promise<CustomerRow | null> {
  const [row] = await db
    .update(customers)
    .set(changes)
    .where(and(eq(customers.id, id), eq(customers.status, 'pending')))
    .returning();
  return row ?? null;
}
