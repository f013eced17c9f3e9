// Issue 4 "Done when": no password, token or code is ever stored or logged in clear. A full
// registration (with SMS code), e-mail verification, sign-in, reset, password change, staff
// invitation, access account and admin run with every log line captured; then every row of every
// table and every log line are searched for each secret.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test-support/auth.ts';
import { buildAccountsTestApp, lastCode, lastLinkToken } from '../../../test-support/auth-testing.ts';
import { createTestDatabase, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import { companies } from '../../db/schema.ts';

describe('secrets are never stored or logged in clear', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: TenantFixture;
  const lines: string[] = [];
  const secrets = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTenant(database.db, 'alpha');
    await database.db
      .update(companies)
      .set({ booker: { registration: { phoneVerification: true } } })
      .where(sql`${companies.id} = ${t.companyId}`);
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildAccountsTestApp(database, { logStream, logLevel: 'trace' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) => {
    const res = await app.inject({
      method,
      url,
      payload: body as Record<string, unknown> | undefined,
      headers: { company: t.token, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };

  it('runs the whole journey', async () => {
    const manager = await staffToken(database.db, t.companyId, 'manager');
    secrets.set('manager token', manager);
    const owner = await staffToken(database.db, t.companyId, 'owner');
    secrets.set('owner token', owner);
    const email = 'secret.keeper@example.com';
    const phone = '+33698765432';
    const p1 = 'Premier-secret-Rose-71';
    secrets.set('password 1', p1);

    await call('POST', '/api/users/register/steps/1', { email, phone, password: p1 });
    const step2 = await call('POST', '/api/users/register/steps/2', {
      email,
      phone,
      password: p1,
      firstname: 'Ana',
    });
    const sms = await lastCode(app, t.token, manager, phone);
    secrets.set('sms code', sms);
    await app.inject({
      method: 'POST',
      url: '/api/users/register/verify/code',
      headers: { company: t.token },
      payload: { userID: step2.user.id, smsCode: sms === '999999' ? '999998' : '999999' },
    });
    const verified = await call('POST', '/api/users/register/verify/code', {
      userID: step2.user.id,
      smsCode: sms,
    });
    secrets.set('registration token', verified.token);

    await call('POST', '/api/users/register/resend/code', { email, type: 'email' });
    const mailCode = await lastCode(app, t.token, manager, email);
    secrets.set('e-mail code', mailCode);
    await call('POST', '/api/users/register/verify/code', { userID: step2.user.id, code: mailCode });

    const login = await call('POST', '/api/users/login', { email, password: p1 });
    secrets.set('login token', login.token);
    await call('GET', '/api/users/me', undefined, login.token);
    await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { company: t.token },
      payload: { email, password: `${p1}-wrong` },
    });

    await call('POST', '/api/users/password/reset', { email });
    const reset = await lastLinkToken(app, t.token, manager, email);
    secrets.set('reset token', reset);
    const p2 = 'Deuxieme-secret-Lys-82';
    secrets.set('password 2', p2);
    await call('GET', `/api/users/token/${reset}`);
    await call('PUT', `/api/users/token/${reset}`, { password: p2 });
    await app.inject({ method: 'GET', url: `/api/users/token/${reset}`, headers: { company: t.token } });

    const again = await call('POST', '/api/users/login', { email, password: p2 });
    secrets.set('second login token', again.token);
    const p3 = 'Troisieme-secret-Iris-93';
    secrets.set('password 3', p3);
    await call('PUT', '/api/users/password', { currentPassword: p2, password: p3 }, again.token);
    await call('POST', '/api/users/logout', undefined, again.token);

    await call('POST', '/api/cmpusers/register', { email: 'colleague@alpha.example', role: 'staff' }, owner);
    const invite = await lastLinkToken(app, t.token, owner, 'colleague@alpha.example');
    secrets.set('invitation token', invite);
    const p4 = 'Quatrieme-secret-Mimosa-4';
    secrets.set('password 4', p4);
    await call('GET', `/api/cmpusers/token/${invite}`);
    const provider = await call('PUT', `/api/cmpusers/token/${invite}`, { password: p4 });
    secrets.set('provider token', provider.token);
    const providerLogin = await call('POST', '/api/cmpusers/login', {
      email: 'colleague@alpha.example',
      password: p4,
    });
    secrets.set('provider login token', providerLogin.token);

    const p5 = 'Cinquieme-secret-Dahlia-5';
    secrets.set('password 5', p5);
    await call(
      'POST',
      '/api/access/u/register',
      { login: 'desk', password: p5, shopIds: [t.shopIds[0]] },
      owner,
    );
    const access = await call('POST', '/api/access/login', { login: 'desk', password: p5 });
    secrets.set('access token', access.token);

    const p6 = 'Sixieme-secret-Pivoine-6';
    secrets.set('password 6', p6);
    const admin = await app.inject({
      method: 'POST',
      url: '/api/admins/register',
      payload: { email: 'root@eclat.example', password: p6 },
    });
    secrets.set('admin token', admin.json().token);
    expect(secrets.size).toBe(19);
    expect(lines.length).toBeGreaterThan(50);
  });

  /** A code must stand alone: six digits inside a longer number or an id are not a leak. */
  const finder = (secret: string) =>
    /^\d+$/.test(secret)
      ? new RegExp(`(?<![\\w.])${secret}(?!\\d)`)
      : new RegExp(secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

  it('stores none of them in any column of any table', async () => {
    type Rows<T> = { rows: T[] };
    const tables = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as Rows<{ table_name: string }>;
    const names = tables.rows.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining(['customers', 'auth_tokens', 'verification_codes', 'outbox', 'admins']),
    );
    for (const name of names) {
      const rows = (await database.db.execute(
        sql.raw(`select * from "${name}"`),
      )) as unknown as Rows<unknown>;
      const dump = JSON.stringify(rows.rows);
      for (const [label, secret] of secrets) {
        expect(finder(secret).test(dump), `${label} found in table ${name}`).toBe(false);
      }
    }
  });

  it('logs none of them', () => {
    const log = lines.join('');
    expect(log).toContain('/api/users/token/[redacted]');
    expect(log).toContain('/api/cmpusers/token/[redacted]');
    for (const [label, secret] of secrets) {
      expect(finder(secret).test(log), `${label} found in the logs`).toBe(false);
    }
  });
});
