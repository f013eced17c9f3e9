import type { Db } from '../../../db/client.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { customerById } from './repository.ts';
import type { CustomerRow } from './serialize.ts';

/** The signed-in customer's row (requireCustomer ran before); a deleted account is a 401. */
export async function signedInCustomer(
  db: Db,
  companyId: number,
  principal: Principal | null,
): Promise<CustomerRow> {
  if (principal?.type !== 'customer') throw new HttpError(403, 'customers only', { type: 'auth' });
  const row = await customerById(db, companyId, principal.customerId);
  if (!row) throw new HttpError(401, 'invalid token', { type: 'auth' });
  return row;
}
