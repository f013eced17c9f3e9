import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../test-support/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import { buildApp } from '../../app.ts';
import { findToken, issueToken, revokeToken } from '../auth/tokens.ts';
import { requireCompany } from '../tenant/tenant.ts';
import { requireCustomer, requireStaff, resolvePrincipal, staffShopScope } from './auth.ts';

describe('bearer tokens and role guards', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0 });
    // Probe routes in a tenant scope, guarded the way staff and customer modules are.
    await app.register(async (scope) => {
      requireCompany(scope, app.companies);
      resolvePrincipal(scope, database.db);
      scope.get('/probe/whoami', async (request) => ({
        principal: request.principal,
        shops: staffShopScope(request.principal),
      }));
      scope.get('/probe/staff', { preHandler: requireStaff('staff') }, async () => ({ ok: true }));
      scope.get('/probe/owner', { preHandler: requireStaff('owner') }, async () => ({ ok: true }));
      scope.get('/probe/customer', { preHandler: requireCustomer }, async () => ({ ok: true }));
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const call = (url: string, company: string, token?: string) =>
    app.inject({ url, headers: { company, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('stores only the hash of a token', async () => {
    const token = await staffToken(database.db, a.companyId);
    const rows = await database.db.query.authTokens.findMany();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses anonymous callers on staff and customer routes', async () => {
    expect((await call('/probe/staff', a.token)).statusCode).toBe(401);
    expect((await call('/probe/customer', a.token)).statusCode).toBe(401);
    expect((await call('/probe/whoami', a.token)).json()).toEqual({ principal: null, shops: null });
  });

  it('refuses a customer on a staff route and staff on a customer route', async () => {
    const { token } = await customerToken(database.db, a.companyId);
    expect((await call('/probe/staff', a.token, token)).statusCode).toBe(403);
    expect((await call('/probe/customer', a.token, token)).statusCode).toBe(200);
    const staff = await staffToken(database.db, a.companyId, 'staff');
    expect((await call('/probe/customer', a.token, staff)).statusCode).toBe(403);
  });

  it('enforces the role order staff < manager < owner', async () => {
    const manager = await staffToken(database.db, a.companyId, 'manager');
    expect((await call('/probe/staff', a.token, manager)).statusCode).toBe(200);
    expect((await call('/probe/owner', a.token, manager)).statusCode).toBe(403);
    const owner = await staffToken(database.db, a.companyId, 'owner');
    expect((await call('/probe/owner', a.token, owner)).statusCode).toBe(200);
  });

  it("refuses company A's token at company B", async () => {
    const manager = await staffToken(database.db, a.companyId, 'manager');
    const res = await call('/probe/staff', b.token, manager);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, type: 'auth' });
  });

  it('limits an access account to its shops', async () => {
    const token = await accessToken(database.db, a.companyId, [a.shopIds[0] as number]);
    const res = await call('/probe/whoami', a.token, token);
    expect(res.json().shops).toEqual([a.shopIds[0]]);
    expect((await call('/probe/staff', a.token, token)).statusCode).toBe(200);
  });

  it('stops a revoked token at once', async () => {
    const token = await staffToken(database.db, a.companyId);
    const found = await findToken(database.db, token);
    if (!found) throw new Error('token not found');
    await revokeToken(database.db, found.tokenId);
    expect((await call('/probe/staff', a.token, token)).statusCode).toBe(401);
  });
});

describe('token expiry on the application clock', () => {
  it('accepts a token for 30 days and refuses it after', async () => {
    const database = await createTestDatabase('pglite');
    const tenant = await createTenant(database.db, 'clock');
    let clock = new Date('2026-01-10T09:00:00Z');
    const app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => clock });
    try {
      const { customerId } = await customerToken(database.db, tenant.companyId);
      const token = await issueToken(
        database.db,
        { type: 'customer', companyId: tenant.companyId, subjectId: customerId },
        clock,
      );
      const me = () =>
        app.inject({
          url: '/api/users/me',
          headers: { company: tenant.token, authorization: `Bearer ${token}` },
        });
      expect((await me()).statusCode).toBe(200);
      clock = new Date('2026-02-09T08:59:00Z');
      expect((await me()).statusCode).toBe(200);
      clock = new Date('2026-02-09T09:00:01Z');
      expect((await me()).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
