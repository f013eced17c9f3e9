import { MESSAGES } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { admins } from '../../db/schema.ts';
import { findToken } from '../auth/tokens.ts';
import { type Principal, requireStaff, type StaffRole, staffShopScope } from './auth.ts';
import { HttpError, notFound } from './errors.ts';
import { markStaffGuard } from './route-table.ts';

// Guards and error mapping shared by the catalogue modules (companies, shops, geo groups,
// categories, articles, resources, media). ADR 0005 explains who may do what.

/**
 * preHandler: a company user (not an access account) with at least `minRole`. Company-wide
 * writes (articles, categories, geo groups, creating shops, settings) would reach shops an
 * access account is not limited to, so they need a company user.
 */
export function requireCompanyUser(minRole: StaffRole = 'manager') {
  const staff = requireStaff(minRole);
  return markStaffGuard(async (request: FastifyRequest): Promise<void> => {
    await staff(request);
    if (request.principal?.type !== 'provider') {
      throw new HttpError(403, 'company users only', { type: 'auth' });
    }
  });
}

/** A shop outside an access account's shops is answered like one that does not exist. */
export function assertShopInScope(principal: Principal | null, shopId: number): void {
  const scope = staffShopScope(principal);
  if (scope && !scope.includes(shopId)) throw notFound('shop not found');
}

/** The PostgreSQL error code behind a driver error (Drizzle wraps it in `cause`). */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a write and turns what constraints still refuse after validation into 409 'Conflict': a
 * unique slug taken meanwhile, or a delete that history (appointments, orders) still points to.
 */
export async function conflictsAs409<T>(
  write: () => Promise<T>,
  what: string = MESSAGES.conflict,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = pgCode(error);
    // unique_violation, foreign_key_violation, restrict_violation
    if (code === '23505' || code === '23503' || code === '23001')
      throw new HttpError(409, what, { type: 'conflict' });
    throw error;
  }
}

/**
 * preHandler of the open scope: a platform administrator's bearer token (ADR 0004: admins have
 * no company). Creating a tenant is the platform's act, not a tenant's (ADR 0005).
 */
export function requirePlatformAdmin(db: Db, now: () => Date = () => new Date()) {
  return async (request: FastifyRequest): Promise<void> => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token) throw new HttpError(401, 'authentication required', { type: 'auth' });
    const found = await findToken(db, token, now());
    if (!found) throw new HttpError(401, 'invalid token', { type: 'auth' });
    if (found.type !== 'admin' || found.companyId !== null)
      throw new HttpError(403, 'platform administrators only', { type: 'auth' });
    const rows = await db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.id, found.subjectId))
      .limit(1);
    if (rows.length === 0) throw new HttpError(401, 'invalid token', { type: 'auth' });
  };
}
