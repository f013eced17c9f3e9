// The first platform admin registers once (spec §6); every later attempt is refused (403).
import type { Db } from '../../../db/client.ts';
import { newPasswordHash } from '../../../platform/auth/passwords.ts';
import { issueToken } from '../../../platform/auth/tokens.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { type AdminRow, countAdmins, insertAdmin, lockAdminRegistration } from './repository.ts';

const closed = () => new HttpError(403, 'an admin is already registered', { type: 'installed' });

export async function registerFirstAdmin(
  deps: { db: Db; now: () => Date },
  input: { email: string; password: string },
): Promise<{ admin: AdminRow; token: string }> {
  const { db } = deps;
  if ((await countAdmins(db)) > 0) throw closed();
  const passwordHash = await newPasswordHash(input.password, input.email);
  // Concurrent registrations are serialised: the second one sees the first admin and is refused.
  const admin = await db.transaction(async (tx) => {
    await lockAdminRegistration(tx);
    if ((await countAdmins(tx)) > 0) throw closed();
    return insertAdmin(tx, { email: input.email, passwordHash });
  });
  if (!admin) throw closed();
  const token = await issueToken(db, { type: 'admin', companyId: null, subjectId: admin.id }, deps.now());
  return { admin, token };
}
