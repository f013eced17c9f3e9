import type { AccountsServices } from '../../../platform/auth/services.ts';
import { revokeSubjectTokens } from '../../../platform/auth/tokens.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { lastOwner } from './edit-user.ts';
import { companyUserById, deleteCompanyUser, lockActiveOwners } from './repository.ts';

/** An owner deletes a company user: their sessions end; the last active owner stays. */
export async function removeCompanyUser(s: AccountsServices, companyId: number, id: number): Promise<void> {
  const user = await companyUserById(s.db, companyId, id);
  if (!user) throw new HttpError(404, 'Not Found');
  await s.db.transaction(async (tx) => {
    if (user.role === 'owner' && user.active) {
      const owners = await lockActiveOwners(tx, companyId);
      if (!owners.some((o) => o !== id)) throw lastOwner();
    }
    await revokeSubjectTokens(tx, { type: 'provider', companyId, subjectId: id }, s.now());
    await deleteCompanyUser(tx, companyId, id);
  });
}
