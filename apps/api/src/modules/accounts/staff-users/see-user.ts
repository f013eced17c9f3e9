// Reading company users: the caller themself, or anyone for managers and owners.
import type { Db } from '../../../db/client.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { companyUserById } from './repository.ts';
import type { CompanyUserRow } from './serialize.ts';

/** The signed-in company user (a provider token); a deleted account is a 401. */
export async function signedInCompanyUser(
  db: Db,
  companyId: number,
  principal: Principal | null,
): Promise<CompanyUserRow> {
  if (principal?.type !== 'provider') throw new HttpError(403, 'company users only', { type: 'auth' });
  const user = await companyUserById(db, companyId, principal.userId);
  if (!user) throw new HttpError(401, 'invalid token', { type: 'auth' });
  return user;
}

/** Managers and owners see anyone, staff themselves. */
export async function visibleCompanyUser(
  db: Db,
  companyId: number,
  principal: Principal | null,
  id: number,
): Promise<CompanyUserRow> {
  const self = principal?.type === 'provider' && principal.userId === id;
  if (!self && (!principal || principal.type === 'customer' || principal.role === 'staff'))
    throw new HttpError(403, 'manager role required', { type: 'auth' });
  const user = await companyUserById(db, companyId, id);
  if (!user) throw new HttpError(404, 'Not Found');
  return user;
}
