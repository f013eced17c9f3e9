// consent_records (issue 23): append-only, one row per choice; the current state of a purpose is
// its latest row. Only this module writes them (erasure deletes them with the customer's records).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies, consentRecords, customers } from '../../../db/schema.ts';

export type ConsentRow = typeof consentRecords.$inferSelect;

export type NewConsent = {
  companyId: number;
  customerId: number;
  purpose: 'marketing' | 'cookies';
  granted: boolean;
  wordingVersion: string;
  source: string;
  channels: readonly string[];
  at: Date;
};

export async function insertConsent(tx: Db, c: NewConsent): Promise<ConsentRow> {
  const [row] = await tx
    .insert(consentRecords)
    .values({
      companyId: c.companyId,
      customerId: c.customerId,
      purpose: c.purpose,
      granted: c.granted ? 'yes' : 'no',
      wordingVersion: c.wordingVersion,
      source: c.source,
      channels: c.channels.join(','),
      createdAt: c.at,
    })
    .returning();
  if (!row) throw new Error('consent not recorded');
  return row;
}

/** Every record of the customer, latest first (the id breaks ties of one instant). */
export function consentHistory(db: Db, companyId: number, customerId: number): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.companyId, companyId), eq(consentRecords.customerId, customerId)))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id));
}

/** The latest record of one purpose, or null when the customer was never asked. */
export async function latestConsent(
  db: Db,
  companyId: number,
  customerId: number,
  purpose: 'marketing' | 'cookies',
): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(
      and(
        eq(consentRecords.companyId, companyId),
        eq(consentRecords.customerId, customerId),
        eq(consentRecords.purpose, purpose),
      ),
    )
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(1);
  return row ?? null;
}

/** The customer a marketing message or an unsubscribe link is about, with their company's row. */
export async function consentSubject(db: Db, companyId: number, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      phone: customers.phone,
      lang: customers.lang,
      status: customers.status,
      smsOptOut: customers.smsOptOut,
      erasedAt: customers.erasedAt,
      company: companies,
    })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
    .limit(1);
  return row ?? null;
}
