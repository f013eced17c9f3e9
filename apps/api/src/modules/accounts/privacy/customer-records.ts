// Where a customer's records are, for the export and the erasure alike (ADR 0026): the outbox rows
// of their messages (linked by customer_id, or sent to their e-mail or one of their phones) and the
// vouchers they bought or that were addressed to their e-mail.
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers, gifts, outbox, profiles } from '../../../db/schema.ts';

export type Subject = {
  id: number;
  companyId: number;
  email: string;
  /** The account's phone and the profiles' phones. */
  phones: string[];
  /** "Firstname Lastname" of each profile with a name. */
  names: string[];
  erasedAt: Date | null;
};

/** The customer as erasure and export need them; null when not of this company. */
export async function loadSubject(
  db: Db,
  companyId: number,
  customerId: number,
  lock = false,
): Promise<(Subject & { row: typeof customers.$inferSelect }) | null> {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const profileRows = await db
    .select({ firstname: profiles.firstname, lastname: profiles.lastname, phone: profiles.phone })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.customerId, customerId)));
  const phones = [row.phone, ...profileRows.map((p) => p.phone)].filter(
    (p): p is string => typeof p === 'string' && p.trim().length > 0,
  );
  const names = profileRows.map((p) => `${p.firstname} ${p.lastname}`.trim()).filter((n) => n.length > 0);
  return {
    id: row.id,
    companyId,
    email: row.email,
    phones: [...new Set(phones)],
    names: [...new Set(names)],
    erasedAt: row.erasedAt,
    row,
  };
}

/** The outbox rows of the subject's messages. */
export function subjectMessages(s: Pick<Subject, 'id' | 'companyId' | 'email' | 'phones'>): SQL {
  const to: SQL[] = [
    eq(outbox.customerId, s.id),
    and(eq(outbox.channel, 'email'), sql`lower(${outbox.to}) = ${s.email.toLowerCase()}`) as SQL,
  ];
  if (s.phones.length) to.push(and(eq(outbox.channel, 'sms'), inArray(outbox.to, s.phones)) as SQL);
  return and(eq(outbox.companyId, s.companyId), or(...to)) as SQL;
}

/** The vouchers the subject bought, or that were addressed to their e-mail. */
export function subjectVouchers(s: Pick<Subject, 'id' | 'companyId' | 'email'>): SQL {
  return and(
    eq(gifts.companyId, s.companyId),
    or(
      eq(gifts.buyerCustomerId, s.id),
      and(isNotNull(gifts.recipientEmail), sql`lower(${gifts.recipientEmail}) = ${s.email.toLowerCase()}`),
    ),
  ) as SQL;
}

/** A customer of the company (erased ones included: their log stays readable), or null. */
export async function customerOfCompany(
  db: Db,
  companyId: number,
  id: number,
): Promise<{ id: number; erasedAt: Date | null } | null> {
  const [row] = await db
    .select({ id: customers.id, erasedAt: customers.erasedAt })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
    .limit(1);
  return row ?? null;
}
