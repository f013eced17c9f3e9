import type { Db } from '../../../db/client.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { accessById } from './repository.ts';
import type { AccessRow } from './serialize.ts';

/** Refuses any caller but an access account (403). */
export function accessIdOf(principal: Principal | null): number {
  if (principal?.type !== 'access') throw new HttpError(403, 'access accounts only', { type: 'auth' });
  return principal.accessId;
}

/** The signed-in access account; a deleted one is a 401. */
export async function signedInAccess(
  db: Db,
  companyId: number,
  principal: Principal | null,
): Promise<AccessRow> {
  const row = await accessById(db, companyId, accessIdOf(principal));
  if (!row) throw new HttpError(401, 'invalid token', { type: 'auth' });
  return row;
}
