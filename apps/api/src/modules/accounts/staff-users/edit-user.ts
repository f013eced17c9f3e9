// Changing a company user: names and e-mail (self or owner), role and active (owner), password
// (self, with the current one). The company always keeps an active owner.
import type { CompanyUserUpdateBodySchema } from '@eclat/contracts';
import type { z } from 'zod';
import { newPasswordHash, verifyPassword } from '../../../platform/auth/passwords.ts';
import { type AccountsServices, isUniqueViolation } from '../../../platform/auth/services.ts';
import { revokeSubjectTokens } from '../../../platform/auth/tokens.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import type { Call, Locked } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { accountKey } from '../../../platform/rate-limit/limiter.ts';
import { companyUserById, lockActiveOwners, updateCompanyUser } from './repository.ts';
import type { CompanyUserRow } from './serialize.ts';

export const lastOwner = () =>
  new HttpError(409, 'the company must keep an active owner', { type: 'last_owner' });

/** Who acts: their principal and the session that stays when they change their own password. */
type Actor = { principal: Principal | null; tokenId: number };

export async function editCompanyUser(
  s: AccountsServices,
  call: Call,
  actor: Actor,
  id: number,
  body: z.infer<typeof CompanyUserUpdateBodySchema>,
): Promise<Locked | { user: CompanyUserRow }> {
  const p = actor.principal;
  const companyId = call.company.id;
  const self = p?.type === 'provider' && p.userId === id;
  const owner = p?.type === 'provider' && p.role === 'owner';
  if (!self && !owner) throw new HttpError(403, 'owner role required', { type: 'auth' });
  if ((body.role !== undefined || body.active !== undefined) && !owner) {
    throw new HttpError(403, 'only an owner changes roles', { type: 'auth' });
  }
  if (body.password !== undefined && !self) {
    throw new HttpError(403, 'users change their own password; send them a link instead', {
      type: 'auth',
    });
  }
  const user = await companyUserById(s.db, companyId, id);
  if (!user) throw new HttpError(404, 'Not Found');

  let passwordHash: string | undefined;
  if (body.password !== undefined) {
    const subjects = { account: accountKey(companyId, 'provider', user.email), ip: call.ip };
    const locked = await s.limiter.lockedFor('login', subjects);
    if (locked) return { lockedMs: locked };
    if (!(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) {
      await s.limiter.record('login', subjects);
      throw new HttpError(401, 'wrong password', { type: 'password' });
    }
    passwordHash = await newPasswordHash(body.password, body.email ?? user.email);
  }
  const changes = {
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.firstname !== undefined ? { firstname: body.firstname } : {}),
    ...(body.lastname !== undefined ? { lastname: body.lastname } : {}),
    ...(body.role !== undefined ? { role: body.role } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
    ...(passwordHash ? { passwordHash } : {}),
  };
  if (Object.keys(changes).length === 0) return { user };
  const now = s.now();
  const losesOwner =
    user.role === 'owner' && user.active && ((body.role && body.role !== 'owner') || body.active === false);
  const subject = { type: 'provider' as const, companyId, subjectId: id };
  const updated = await s.db
    .transaction(async (tx) => {
      if (losesOwner) {
        const owners = await lockActiveOwners(tx, companyId);
        if (!owners.some((o) => o !== id)) throw lastOwner();
      }
      const row = await updateCompanyUser(tx, companyId, id, changes);
      if (passwordHash) {
        await revokeSubjectTokens(tx, subject, now, { exceptTokenId: actor.tokenId });
      }
      if (body.active === false) await revokeSubjectTokens(tx, subject, now);
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, 'Conflict', { type: 'email_taken' });
      throw error;
    });
  if (!updated) throw new HttpError(404, 'Not Found');
  return { user: updated };
}
