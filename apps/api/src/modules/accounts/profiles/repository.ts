// Profile queries and writes; every one takes the company (ADR 0002). A customer's first profile
// is written with the account (users/register.ts, social/sign-in.ts) through these functions too.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers, profiles } from '../../../db/schema.ts';
import type { ProfileRow } from './serialize.ts';

type ProfileInsert = typeof profiles.$inferInsert;
export type ProfileChanges = Partial<
  Pick<ProfileInsert, 'firstname' | 'lastname' | 'phone' | 'country' | 'city' | 'birthdate' | 'code'>
>;

export async function profileById(db: Db, companyId: number, id: number): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, id)))
    .limit(1);
  return row ?? null;
}

/** The newest profile with this phone. */
export async function profileByPhone(db: Db, companyId: number, phone: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.phone, phone)))
    .orderBy(desc(profiles.id))
    .limit(1);
  return row ?? null;
}

export async function profileByCode(db: Db, companyId: number, code: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.code, code)))
    .limit(1);
  return row ?? null;
}

/** The customer's profile `id`, or their first one when no id is given. */
export async function ownProfile(
  db: Db,
  companyId: number,
  customerId: number,
  id: number | undefined,
): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.customerId, customerId),
        id ? eq(profiles.id, id) : undefined,
      ),
    )
    .orderBy(asc(profiles.id))
    .limit(1);
  return row ?? null;
}

export async function firstProfile(
  db: Db,
  companyId: number,
  customerId: number,
): Promise<ProfileRow | null> {
  return ownProfile(db, companyId, customerId, undefined);
}

/** The profiles of these customers, oldest first. */
export function profilesOf(db: Db, companyId: number, customerIds: number[]): Promise<ProfileRow[]> {
  return db
    .select()
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), inArray(profiles.customerId, customerIds)))
    .orderBy(asc(profiles.id));
}

/** Another person's profile already has this phone (walk-in profiles count). */
export async function phoneHeld(
  db: Db,
  companyId: number,
  phone: string,
  self: { id?: number; customerId: number | null },
): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.phone, phone),
        self.id ? sql`${profiles.id} <> ${self.id}` : undefined,
        self.customerId === null
          ? undefined
          : sql`${profiles.customerId} is distinct from ${self.customerId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The customer is the company's (a profile may name only those). */
export async function customerExists(db: Db, companyId: number, customerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertProfile(db: Db, values: ProfileInsert): Promise<ProfileRow> {
  const [row] = await db.insert(profiles).values(values).returning();
  if (!row) throw new Error('profile not inserted');
  return row;
}

export async function updateProfile(
  db: Db,
  companyId: number,
  id: number,
  changes: ProfileChanges,
): Promise<ProfileRow | null> {
  const [row] = await db
    .update(profiles)
    .set(changes)
    .where(and(eq(profiles.id, id), eq(profiles.companyId, companyId)))
    .returning();
  return row ?? null;
}

/** Every profile of the customer takes the phone (a registration started over). */
export async function setCustomerProfilesPhone(
  db: Db,
  companyId: number,
  customerId: number,
  fields: { phone: string; country: string },
): Promise<void> {
  await db
    .update(profiles)
    .set(fields)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.customerId, customerId)));
}
