import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../../test-support/auth-testing.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';

describe.each(engines)('platform admins (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildAccountsTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const register = (email: string, password = 'Console-racine-2026') =>
    app.inject({ method: 'POST', url: '/api/admins/register', payload: { email, password } });

  it('is open without a company header and registers only while no admin exists', async () => {
    expect((await app.inject({ url: '/api/admins/installed' })).json()).toEqual({ installed: false });
    expect((await register('admin@eclat.example', 'password')).json()).toMatchObject({
      code: 400,
      type: 'weak_password',
    });
    // Two registrations at once: exactly one wins.
    const [first, second] = await Promise.all([
      register('root@eclat.example'),
      register('other@eclat.example'),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 403]);
    const winner = [first, second].find((r) => r?.statusCode === 201);
    expect(winner?.json()).toMatchObject({
      admin: { email: expect.stringMatching(/@eclat\.example$/) },
      token: expect.any(String),
    });
    expect(winner?.body).not.toContain('argon2');
    expect((await app.inject({ url: '/api/admins/installed' })).json()).toEqual({ installed: true });
    const late = await register('late@eclat.example');
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 403, type: 'installed' });
    const rows = await database.db.query.admins.findMany();
    expect(rows).toHaveLength(1);
  });
});
