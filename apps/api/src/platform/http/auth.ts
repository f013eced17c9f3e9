import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { accessAccounts, companyUsers, customers } from '../../db/schema.ts';
import { findToken, type TokenType } from '../auth/tokens.ts';
import { HttpError } from './errors.ts';
import { markCustomerGuard, markStaffGuard } from './route-table.ts';

/** Company user roles, weakest first (ADR 0004). Access accounts act as 'staff'. */
export const STAFF_ROLES = ['staff', 'manager', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type Principal =
  | { type: 'customer'; tokenId: number; customerId: number }
  | { type: 'provider'; tokenId: number; userId: number; role: StaffRole }
  | { type: 'access'; tokenId: number; accessId: number; role: StaffRole; shopIds: number[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, from the bearer token; null when anonymous. */
    principal: Principal | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Loads the account behind a token of this company; a disabled or deleted account is no one. */
async function principalFor(db: Db, companyId: number, type: TokenType, tokenId: number, subjectId: number) {
  if (type === 'customer') {
    const rows = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, subjectId), eq(customers.companyId, companyId)))
      .limit(1);
    return rows[0] ? ({ type, tokenId, customerId: subjectId } as const) : null;
  }
  if (type === 'provider') {
    const rows = await db
      .select({ role: companyUsers.role, active: companyUsers.active })
      .from(companyUsers)
      .where(and(eq(companyUsers.id, subjectId), eq(companyUsers.companyId, companyId)))
      .limit(1);
    const row = rows[0];
    return row?.active ? ({ type, tokenId, userId: subjectId, role: row.role as StaffRole } as const) : null;
  }
  if (type === 'access') {
    const rows = await db
      .select({ role: accessAccounts.role, active: accessAccounts.active, shopIds: accessAccounts.shopIds })
      .from(accessAccounts)
      .where(and(eq(accessAccounts.id, subjectId), eq(accessAccounts.companyId, companyId)))
      .limit(1);
    const row = rows[0];
    return row?.active
      ? ({ type, tokenId, accessId: subjectId, role: row.role as StaffRole, shopIds: row.shopIds } as const)
      : null;
  }
  return null;
}

/**
 * Resolves the bearer token of tenant routes into `request.principal`. A token that is unknown,
 * expired, revoked or of another company is refused with 401 rather than ignored, so a client
 * learns at once that its session is over (spec §4: an invalid token causes logout).
 */
export function resolvePrincipal(scope: FastifyInstance, db: Db, now: () => Date = () => new Date()): void {
  scope.decorateRequest('principal', null);
  const resolve = async (request: FastifyRequest, token: string): Promise<void> => {
    const found = await findToken(db, token, now());
    if (!found || found.companyId !== request.company.id)
      throw new HttpError(401, 'invalid token', { type: 'auth' });
    const principal = await principalFor(db, request.company.id, found.type, found.tokenId, found.subjectId);
    if (!principal) throw new HttpError(401, 'invalid token', { type: 'auth' });
    request.principal = principal;
  };
  // Most requests carry no token: they pass without a promise (ADR 0028).
  scope.addHook('preHandler', (request, _reply, done) => {
    const token = bearer(request);
    if (!token) return done();
    resolve(request, token).then(() => done(), done);
  });
}

/** preHandler: a signed-in customer of this company. */
export const requireCustomer = markCustomerGuard(async (request: FastifyRequest): Promise<void> => {
  if (!request.principal) throw new HttpError(401, 'authentication required', { type: 'auth' });
  if (request.principal.type !== 'customer') throw new HttpError(403, 'customers only', { type: 'auth' });
});

/** preHandler factory: a company user or access account with at least `minRole`. */
export function requireStaff(minRole: StaffRole = 'staff') {
  return markStaffGuard(async (request: FastifyRequest): Promise<void> => {
    const p = request.principal;
    if (!p) throw new HttpError(401, 'authentication required', { type: 'auth' });
    if (p.type === 'customer') throw new HttpError(403, 'staff only', { type: 'auth' });
    if (STAFF_ROLES.indexOf(p.role) < STAFF_ROLES.indexOf(minRole)) {
      throw new HttpError(403, `${minRole} role required`, { type: 'auth' });
    }
  });
}

/** The shops a staff principal may act on; null means every shop of the company. */
export function staffShopScope(principal: Principal | null): number[] | null {
  return principal?.type === 'access' ? principal.shopIds : null;
}
