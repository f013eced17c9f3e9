import type { Db } from '../src/db/client.ts';
import { accessAccounts, companyUsers, customers } from '../src/db/schema.ts';
import { issueToken } from '../src/platform/auth/tokens.ts';
import type { StaffRole } from '../src/platform/http/auth.ts';

/** Test helper: a company user of `role` and a bearer token for them. */
export async function staffToken(db: Db, companyId: number, role: StaffRole = 'manager'): Promise<string> {
  const [user] = await db
    .insert(companyUsers)
    .values({ companyId, email: `${role}-${crypto.randomUUID()}@test.example`, role })
    .returning({ id: companyUsers.id });
  if (!user) throw new Error('company user not created');
  return issueToken(db, { type: 'provider', companyId, subjectId: user.id });
}

/** Test helper: an access account limited to `shopIds` and its bearer token. */
export async function accessToken(db: Db, companyId: number, shopIds: number[]): Promise<string> {
  const [account] = await db
    .insert(accessAccounts)
    .values({ companyId, login: `desk-${crypto.randomUUID()}`, passwordHash: 'unused', shopIds })
    .returning({ id: accessAccounts.id });
  if (!account) throw new Error('access account not created');
  return issueToken(db, { type: 'access', companyId, subjectId: account.id });
}

/** Test helper: a customer and a bearer token for them. */
export async function customerToken(
  db: Db,
  companyId: number,
): Promise<{ token: string; customerId: number }> {
  const [customer] = await db
    .insert(customers)
    .values({ companyId, email: `c-${crypto.randomUUID()}@test.example` })
    .returning({ id: customers.id });
  if (!customer) throw new Error('customer not created');
  return {
    token: await issueToken(db, { type: 'customer', companyId, subjectId: customer.id }),
    customerId: customer.id,
  };
}
