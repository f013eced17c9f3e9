// Owners create, change and delete access accounts (ADR 0004): a new password or switching an
// account off ends its sessions.
import type { AccessRegisterBodySchema, AccessUpdateBodySchema } from '@eclat/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { newPasswordHash } from '../../../platform/auth/passwords.ts';
import { type AccountsServices, isUniqueViolation } from '../../../platform/auth/services.ts';
import { revokeSubjectTokens } from '../../../platform/auth/tokens.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { accessById, companyShopIds, deleteAccess, insertAccess, updateAccess } from './repository.ts';
import type { AccessRow } from './serialize.ts';

const loginTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new HttpError(409, 'Conflict', { type: 'login_taken' });
  throw error;
};

/** The shops must be the company's: an id of another company is refused like an unknown one. */
async function assertShops(db: Db, companyId: number, shopIds: number[]): Promise<number[]> {
  const unique = [...new Set(shopIds)].sort((x, y) => x - y);
  const found = await companyShopIds(db, companyId, unique);
  if (found.length !== unique.length) {
    throw new HttpError(400, 'unknown shop', {
      type: 'unknown_shop',
      errors: [{ path: 'body.shopIds', message: 'not a shop of this company' }],
    });
  }
  return unique;
}

export async function createAccess(
  s: AccountsServices,
  companyId: number,
  body: z.infer<typeof AccessRegisterBodySchema>,
): Promise<AccessRow> {
  const { login, password, name } = body;
  const shopIds = await assertShops(s.db, companyId, body.shopIds);
  const passwordHash = await newPasswordHash(password, null);
  return insertAccess(s.db, { companyId, login, passwordHash, name, shopIds, role: 'staff' }).catch(
    loginTaken,
  );
}

export async function editAccess(
  s: AccountsServices,
  companyId: number,
  id: number,
  body: z.infer<typeof AccessUpdateBodySchema>,
): Promise<AccessRow> {
  const current = await accessById(s.db, companyId, id);
  if (!current) throw new HttpError(404, 'Not Found');
  const shopIds = body.shopIds ? await assertShops(s.db, companyId, body.shopIds) : undefined;
  const passwordHash = body.password !== undefined ? await newPasswordHash(body.password, null) : undefined;
  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
    ...(shopIds ? { shopIds } : {}),
    ...(passwordHash ? { passwordHash } : {}),
  };
  if (Object.keys(changes).length === 0) return current;
  const row = await s.db.transaction(async (tx) => {
    const updated = await updateAccess(tx, companyId, id, changes);
    if (passwordHash || body.active === false) {
      await revokeSubjectTokens(tx, { type: 'access', companyId, subjectId: id }, s.now());
    }
    return updated;
  });
  if (!row) throw new HttpError(404, 'Not Found');
  return row;
}

export async function removeAccess(s: AccountsServices, companyId: number, id: number): Promise<void> {
  const deleted = await s.db.transaction(async (tx) => {
    await revokeSubjectTokens(tx, { type: 'access', companyId, subjectId: id }, s.now());
    return deleteAccess(tx, companyId, id);
  });
  if (!deleted) throw new HttpError(404, 'Not Found');
}
