import { AccessLoginAnswerSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { buildAccountsTestApp } from '../../../../test-support/auth-testing.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';

const PASSWORD = 'Accueil-marais-2026';

describe('access accounts', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let owner: string;
  let manager: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    o: { body?: unknown; token?: string; company?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      payload: o.body as Record<string, unknown> | undefined,
      headers: { company: o.company ?? a.token, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
    });

  const login = async (loginName: string, password = PASSWORD, company = a.token) =>
    call('POST', '/api/access/login', { company, body: { login: loginName, password } });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    owner = await staffToken(database.db, a.companyId, 'owner');
    manager = await staffToken(database.db, a.companyId, 'manager');
    app = await buildAccountsTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('lets an owner create an account limited to shops of the company, and nobody else', async () => {
    const shopId = a.shopIds[0] ?? 0;
    const body = { login: 'Accueil-Centre', password: PASSWORD, name: 'Accueil centre', shopIds: [shopId] };
    const created = await call('POST', '/api/access/u/register', { token: owner, body });
    expect(created.statusCode).toBe(201);
    expect(created.json().access).toMatchObject({ login: 'accueil-centre', shopIds: [shopId], active: true });
    expect(created.body).not.toContain('argon2');
    const dup = await call('POST', '/api/access/u/register', { token: owner, body });
    expect(dup.json()).toMatchObject({ code: 409, type: 'login_taken' });
    const foreign = await call('POST', '/api/access/u/register', {
      token: owner,
      body: { ...body, login: 'foreign', shopIds: [b.shopIds[0]] },
    });
    expect(foreign.json()).toMatchObject({ code: 400, type: 'unknown_shop' });
    const weak = await call('POST', '/api/access/u/register', {
      token: owner,
      body: { ...body, login: 'weak', password: 'qwerty123' },
    });
    expect(weak.json().type).toBe('weak_password');
    expect(
      (await call('POST', '/api/access/u/register', { token: manager, body: { ...body, login: 'mgr' } }))
        .statusCode,
    ).toBe(403);
    const { token: customer } = await customerToken(database.db, a.companyId);
    expect((await call('POST', '/api/access/u/register', { token: customer, body })).statusCode).toBe(403);
    expect((await call('POST', '/api/access/u/register', { body })).statusCode).toBe(401);

    const list = await call('GET', '/api/access', { token: manager });
    expect(list.json().access.map((x: { login: string }) => x.login)).toEqual(['accueil-centre']);
    const staff = await staffToken(database.db, a.companyId, 'staff');
    expect((await call('GET', '/api/access', { token: staff })).statusCode).toBe(403);
    const ownerB = await staffToken(database.db, b.companyId, 'owner');
    expect((await call('GET', '/api/access', { company: b.token, token: ownerB })).json().access).toEqual([]);
  });

  it('signs in, says which shops it may act on, and signs out', async () => {
    const res = await login('accueil-centre');
    const session = AccessLoginAnswerSchema.parse(res.json());
    const allowed = await call('GET', `/api/access/me/${a.shopIds[0]}`, { token: session.token });
    expect(allowed.json()).toMatchObject({
      access: { login: 'accueil-centre' },
      shop: { id: a.shopIds[0], allowed: true },
    });
    const other = await call('GET', `/api/access/me/${a.shopIds[1]}`, { token: session.token });
    expect(other.json().shop.allowed).toBe(false);
    expect((await call('GET', '/api/access/me/abc', { token: session.token })).statusCode).toBe(400);
    expect((await call('GET', `/api/access/me/${a.shopIds[0]}`, { token: manager })).statusCode).toBe(403);
    // Staff rights only.
    expect((await call('GET', '/api/access', { token: session.token })).statusCode).toBe(403);
    expect((await call('POST', '/api/access/logout', { token: session.token })).json()).toEqual({
      success: true,
    });
    expect((await call('GET', `/api/access/me/${a.shopIds[0]}`, { token: session.token })).statusCode).toBe(
      401,
    );
  });

  it('answers sign-in failures and keeps companies apart', async () => {
    expect((await login('nobody')).json()).toMatchObject({ code: 401, errorType: 'unknown' });
    expect((await login('accueil-centre', 'wrong-one')).json()).toMatchObject({
      code: 401,
      errorType: 'password',
    });
    expect((await login('accueil-centre', PASSWORD, b.token)).json().errorType).toBe('unknown');
  });

  it('updates an account: a new password or switching it off ends its sessions', async () => {
    const session = AccessLoginAnswerSchema.parse((await login('accueil-centre')).json());
    const id = session.access.id;
    const moved = await call('PUT', `/api/access/u/register/${id}`, {
      token: owner,
      body: { shopIds: [a.shopIds[1]], name: 'Accueil gare' },
    });
    expect(moved.json().access).toMatchObject({ name: 'Accueil gare', shopIds: [a.shopIds[1]] });
    expect(
      (await call('PUT', `/api/access/u/register/${id}`, { token: owner, body: {} })).json().access.name,
    ).toBe('Accueil gare');
    const me = await call('GET', `/api/access/me/${a.shopIds[1]}`, { token: session.token });
    expect(me.json().shop.allowed).toBe(true);
    await call('PUT', `/api/access/u/register/${id}`, {
      token: owner,
      body: { password: 'Accueil-gare-2027' },
    });
    expect((await call('GET', `/api/access/me/${a.shopIds[1]}`, { token: session.token })).statusCode).toBe(
      401,
    );
    const again = AccessLoginAnswerSchema.parse((await login('accueil-centre', 'Accueil-gare-2027')).json());
    await call('PUT', `/api/access/u/register/${id}`, { token: owner, body: { active: false } });
    expect((await call('GET', `/api/access/me/${a.shopIds[1]}`, { token: again.token })).statusCode).toBe(
      401,
    );
    const off = await login('accueil-centre', 'Accueil-gare-2027');
    expect(off.statusCode).toBe(403);
    expect(off.json().errorType).toBe('disabled');
    expect(
      (await call('PUT', `/api/access/u/register/${id}`, { token: manager, body: { active: true } }))
        .statusCode,
    ).toBe(403);
    const ownerB = await staffToken(database.db, b.companyId, 'owner');
    const cross = await call('PUT', `/api/access/u/register/${id}`, {
      company: b.token,
      token: ownerB,
      body: { active: true },
    });
    expect(cross.statusCode).toBe(404);
  });

  it('deletes an account (owners), ending its sessions', async () => {
    const created = await call('POST', '/api/access/u/register', {
      token: owner,
      body: { login: 'tablette', password: PASSWORD, shopIds: [a.shopIds[0]] },
    });
    const id = created.json().access.id as number;
    const session = AccessLoginAnswerSchema.parse((await login('tablette')).json());
    expect((await call('DELETE', `/api/access/${id}`, { token: manager })).statusCode).toBe(403);
    const ownerB = await staffToken(database.db, b.companyId, 'owner');
    expect((await call('DELETE', `/api/access/${id}`, { company: b.token, token: ownerB })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/access/${id}`, { token: owner })).json()).toEqual({ success: true });
    expect((await call('GET', `/api/access/me/${a.shopIds[0]}`, { token: session.token })).statusCode).toBe(
      401,
    );
    expect((await call('DELETE', `/api/access/${id}`, { token: owner })).statusCode).toBe(404);
  });
});
