import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { buildAccountsTestApp } from '../../../../test-support/auth-testing.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';

describe('links', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;

  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown, company?: string) =>
    app.inject({
      method,
      url,
      payload: body as Record<string, unknown> | undefined,
      headers: { company: company ?? a.token, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildAccountsTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('links a customer to an outside id (managers), and lists the links', async () => {
    const manager = await staffToken(database.db, a.companyId, 'manager');
    const { token, customerId } = await customerToken(database.db, a.companyId);
    const created = await call('POST', '/api/links', manager, { userId: customerId, externalId: 'EXT-42' });
    expect(created.statusCode).toBe(201);
    expect(created.json().link).toMatchObject({
      userId: customerId,
      system: 'backoffice',
      externalId: 'EXT-42',
    });
    const dup = await call('POST', '/api/links', manager, { userId: customerId, externalId: 'EXT-42' });
    expect(dup.json()).toMatchObject({ code: 409, type: 'external_id_taken' });
    await call('POST', '/api/links', manager, { userId: customerId, externalId: 'T-7', system: 'till' });

    const listed = await call('GET', `/api/links/get?userId=${customerId}`, manager);
    expect(listed.json().links.map((l: { externalId: string }) => l.externalId)).toEqual(['EXT-42', 'T-7']);
    expect((await call('GET', `/api/links/get?userId=${customerId}`, token)).json().links).toHaveLength(2);
    expect((await call('GET', '/api/users/me', token)).json().user.links[0]).toEqual({
      system: 'backoffice',
      externalId: 'EXT-42',
    });
  });

  it('refuses others: staff role, customers, anonymous callers and other companies', async () => {
    const { customerId } = await customerToken(database.db, a.companyId);
    const other = await customerToken(database.db, a.companyId);
    const staff = await staffToken(database.db, a.companyId, 'staff');
    expect(
      (await call('POST', '/api/links', staff, { userId: customerId, externalId: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/links', other.token, { userId: customerId, externalId: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/links', undefined, { userId: customerId, externalId: 'X' })).statusCode,
    ).toBe(401);
    expect((await call('GET', `/api/links/get?userId=${customerId}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/links/get?userId=${customerId}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/links/get', staff)).json()).toMatchObject({
      code: 400,
      message: 'param manquants',
    });
    const managerB = await staffToken(database.db, b.companyId, 'manager');
    expect(
      (await call('POST', '/api/links', managerB, { userId: customerId, externalId: 'X' }, b.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/links/get?userId=${customerId}`, managerB, undefined, b.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/links/get?userId=${customerId}`, staff)).json()).toEqual({ links: [] });
  });
});
