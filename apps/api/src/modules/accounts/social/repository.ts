import type { SocialProvider } from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers } from '../../../db/schema.ts';
import type { CustomerRow } from '../users/serialize.ts';

const column = { google: customers.googleId, facebook: customers.facebookId } as const;

/** The company's customer this provider account is linked to. */
export async function customerByProvider(
  db: Db,
  companyId: number,
  provider: SocialProvider,
  userId: string,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(column[provider], userId)))
    .limit(1);
  return row ?? null;
}
