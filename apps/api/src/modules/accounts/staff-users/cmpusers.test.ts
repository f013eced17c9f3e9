import { CompanyUserLoginAnswerSchema, CompanyUsersAnswerSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken } from '../../../../test-support/auth.ts';
import {
  buildAccountsTestApp,
  lastLinkToken,
  lastMessage,
  TestClock,
} from '../../../../test-support/auth-testing.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { companyUsers } from '../../../db/schema.ts';
import { hashPassword } from '../../../platform/auth/passwords.ts';
import { issueToken } from '../../../platform/auth/tokens.ts';
import type { StaffRole } from '../../../platform/http/auth.ts';

const PASSWORD = 'Salon-des-roses-2026';

describe('company users (providers)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let passwordHash: string;
  let owner: { id: number; token: string };
  const clock = new TestClock();

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    o: { body?: unknown; token?: string; company?: string; ip?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      payload: o.body as Record<string, unknown> | undefined,
      remoteAddress: o.ip ?? '127.0.0.1',
      headers: { company: o.company ?? a.token, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
    });

  /** A company user with PASSWORD, signed in through the API. */
  async function user(role: StaffRole, email: string, tenant = a) {
    const [row] = await database.db
      .insert(companyUsers)
      .values({ companyId: tenant.companyId, email, role, passwordHash, firstname: role })
      .returning();
    const res = await call('POST', '/api/cmpusers/login', {
      company: tenant.token,
      body: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return { id: row?.id ?? 0, token: CompanyUserLoginAnswerSchema.parse(res.json()).token };
  }

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    passwordHash = await hashPassword(PASSWORD);
    app = await buildAccountsTestApp(database, { clock });
    owner = await user('owner', 'owner@alpha.example');
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('signs in, answers me under both paths, and signs out', async () => {
    const me = await call('GET', '/api/cmpusers/me', { token: owner.token });
    expect(me.json().user).toMatchObject({ email: 'owner@alpha.example', role: 'owner', hasPassword: true });
    expect((await call('GET', '/api/cmp-users/me', { token: owner.token })).json()).toEqual(me.json());
    const session = await user('staff', 'leaving@alpha.example');
    expect((await call('POST', '/api/cmpusers/logout', { token: session.token })).json()).toEqual({
      success: true,
    });
    expect((await call('GET', '/api/cmpusers/me', { token: session.token })).statusCode).toBe(401);
  });

  it('answers every sign-in failure type', async () => {
    const unknown = await call('POST', '/api/cmpusers/login', {
      body: { email: 'nobody@alpha.example', password: PASSWORD },
    });
    expect(unknown.json()).toMatchObject({ code: 401, error: true, errorType: 'unknown' });
    const wrong = await call('POST', '/api/cmpusers/login', {
      body: { email: 'owner@alpha.example', password: 'nope' },
    });
    expect(wrong.json()).toMatchObject({ code: 401, errorType: 'password' });
    await database.db
      .insert(companyUsers)
      .values({ companyId: a.companyId, email: 'off@alpha.example', passwordHash, active: false });
    const off = await call('POST', '/api/cmpusers/login', {
      body: { email: 'off@alpha.example', password: PASSWORD },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ errorType: 'disabled' });
    await database.db.insert(companyUsers).values({ companyId: a.companyId, email: 'invited@alpha.example' });
    const invited = await call('POST', '/api/cmpusers/login', {
      body: { email: 'invited@alpha.example', password: PASSWORD },
    });
    expect(invited.json()).toMatchObject({ errorType: 'noPass' });
  });

  it('keeps companies apart', async () => {
    const atB = await call('POST', '/api/cmpusers/login', {
      company: b.token,
      body: { email: 'owner@alpha.example', password: PASSWORD },
    });
    expect(atB.json().errorType).toBe('unknown');
    expect((await call('GET', '/api/cmpusers/me', { company: b.token, token: owner.token })).statusCode).toBe(
      401,
    );
    const ownerB = await user('owner', 'owner@beta.example', b);
    expect(
      (await call('GET', `/api/cmpusers/${owner.id}`, { company: b.token, token: ownerB.token })).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/cmpusers/${owner.id}`, { company: b.token, token: ownerB.token }))
        .statusCode,
    ).toBe(404);
  });

  it('locks the guessing address out of a company user after repeated failures, not the user', async () => {
    await user('manager', 'target@alpha.example');
    for (let i = 0; i < 5; i++) {
      await call('POST', '/api/cmpusers/login', {
        ip: '10.1.0.1',
        body: { email: 'target@alpha.example', password: 'x' },
      });
    }
    const locked = await call('POST', '/api/cmpusers/login', {
      ip: '10.1.0.1',
      body: { email: 'target@alpha.example', password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(900);
    const holder = await call('POST', '/api/cmpusers/login', {
      ip: '10.1.0.9',
      body: { email: 'target@alpha.example', password: PASSWORD },
    });
    expect(holder.statusCode).toBe(200);
    clock.advance(15 * 60_000);
  });

  it('checks roles on every staff route', async () => {
    const manager = await user('manager', 'manager@alpha.example');
    const staff = await user('staff', 'staff@alpha.example');
    const { token: customer } = await customerToken(database.db, a.companyId);
    const desk = await accessToken(database.db, a.companyId, [a.shopIds[0] ?? 0]);

    const list = await call('GET', '/api/cmpusers', { token: manager.token });
    expect(CompanyUsersAnswerSchema.parse(list.json()).users.map((u) => u.email)).toContain(
      'staff@alpha.example',
    );
    expect(list.body).not.toContain('argon2');
    expect((await call('GET', '/api/cmpusers', { token: staff.token })).statusCode).toBe(403);
    expect((await call('GET', '/api/cmpusers', { token: customer })).statusCode).toBe(403);
    expect((await call('GET', '/api/cmpusers', { token: desk })).statusCode).toBe(403);
    expect((await call('GET', '/api/cmpusers')).statusCode).toBe(401);
    expect((await call('GET', '/api/cmpusers/me', { token: desk })).statusCode).toBe(403);
    expect((await call('GET', '/api/cmpusers/me', { token: customer })).statusCode).toBe(403);

    expect((await call('GET', `/api/cmpusers/${staff.id}`, { token: staff.token })).statusCode).toBe(200);
    expect((await call('GET', `/api/cmpusers/${manager.id}`, { token: staff.token })).statusCode).toBe(403);
    expect((await call('GET', `/api/cmpusers/${staff.id}`, { token: manager.token })).statusCode).toBe(200);

    const register = { email: 'new@alpha.example', role: 'staff' };
    expect(
      (await call('POST', '/api/cmpusers/register', { token: manager.token, body: register })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/cmpusers/${staff.id}`, { token: manager.token })).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/cmpusers/link/${staff.id}`, { token: manager.token })).statusCode).toBe(
      403,
    );
    const promote = await call('PUT', `/api/cmpusers/${manager.id}`, {
      token: manager.token,
      body: { role: 'owner' },
    });
    expect(promote.statusCode).toBe(403);
    const rename = await call('PUT', `/api/cmpusers/${staff.id}`, {
      token: manager.token,
      body: { firstname: 'X' },
    });
    expect(rename.statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/cmpusers/${staff.id}`, { token: staff.token, body: {} })).statusCode,
    ).toBe(200);
    const self = await call('PUT', `/api/cmpusers/${staff.id}`, {
      token: staff.token,
      body: { firstname: 'Inès' },
    });
    expect(self.json().user.firstname).toBe('Inès');
    const byOwner = await call('PUT', `/api/cmpusers/${staff.id}`, {
      token: owner.token,
      body: { role: 'manager' },
    });
    expect(byOwner.json().user.role).toBe('manager');
    // The new role applies to the tokens already given out.
    expect((await call('GET', '/api/cmpusers', { token: staff.token })).statusCode).toBe(200);
  });

  it('registers a user by invitation: a link, used once, to choose a password', async () => {
    const res = await call('POST', '/api/cmpusers/register', {
      token: owner.token,
      body: { email: 'Julie@Alpha.example', role: 'staff', firstname: 'Julie' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      invitationSent: true,
      user: { email: 'julie@alpha.example', hasPassword: false },
    });
    const dup = await call('POST', '/api/cmpusers/register', {
      token: owner.token,
      body: { email: 'julie@alpha.example' },
    });
    expect(dup.json()).toMatchObject({ code: 409, type: 'email_taken' });
    const message = await lastMessage(app, a.token, owner.token, 'julie@alpha.example');
    expect(message.subject).toBe("Salon alpha – votre accès à l'espace professionnel");
    const link = await lastLinkToken(app, a.token, owner.token, 'julie@alpha.example');
    expect((await call('GET', `/api/cmpusers/token/${link}`)).json()).toEqual({
      valid: true,
      email: 'julie@alpha.example',
      firstname: 'Julie',
    });
    const weak = await call('PUT', `/api/cmpusers/token/${link}`, { body: { password: '12345678' } });
    expect(weak.json().type).toBe('weak_password');
    const set = await call('PUT', `/api/cmpusers/token/${link}`, { body: { password: 'Rose-choisit-2026' } });
    expect(set.statusCode, set.body).toBe(200);
    const session = CompanyUserLoginAnswerSchema.parse(set.json());
    expect(session.user.hasPassword).toBe(true);
    expect((await call('GET', '/api/cmpusers/me', { token: session.token })).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/cmpusers/token/${link}`, { body: { password: 'Encore-2026-x' } })).statusCode,
    ).toBe(404);
    const login = await call('POST', '/api/cmpusers/login', {
      body: { email: 'julie@alpha.example', password: 'Rose-choisit-2026' },
    });
    expect(login.statusCode).toBe(200);

    // A user registered with a password gets no invitation.
    const direct = await call('POST', '/api/cmpusers/register', {
      token: owner.token,
      body: { email: 'direct@alpha.example', role: 'manager', password: 'Cabine-velours-2026' },
    });
    expect(direct.json()).toMatchObject({
      invitationSent: false,
      user: { role: 'manager', hasPassword: true },
    });
  });

  it('sends a new link on request; the older one stops working; invitations expire', async () => {
    const created = await call('POST', '/api/cmpusers/register', {
      token: owner.token,
      body: { email: 'relink@alpha.example' },
    });
    const id = created.json().user.id as number;
    const first = await lastLinkToken(app, a.token, owner.token, 'relink@alpha.example');
    expect((await call('POST', `/api/cmpusers/link/${id}`, { token: owner.token })).json()).toEqual({
      success: true,
    });
    const second = await lastLinkToken(app, a.token, owner.token, 'relink@alpha.example');
    expect((await call('GET', `/api/cmpusers/token/${first}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/cmpusers/token/${second}`)).statusCode).toBe(200);
    clock.advance(7 * 24 * 60 * 60_000 + 1);
    expect((await call('GET', `/api/cmpusers/token/${second}`)).statusCode).toBe(404);
  });

  it('changes its own password with the current one, ending its other sessions', async () => {
    const me = await user('manager', 'pw@alpha.example');
    const other = CompanyUserLoginAnswerSchema.parse(
      (
        await call('POST', '/api/cmpusers/login', { body: { email: 'pw@alpha.example', password: PASSWORD } })
      ).json(),
    ).token;
    const wrong = await call('PUT', `/api/cmpusers/${me.id}`, {
      token: me.token,
      body: { password: 'Nouveau-pw-2026', currentPassword: 'nope' },
    });
    expect(wrong.json()).toMatchObject({ code: 401, type: 'password' });
    const ok = await call('PUT', `/api/cmpusers/${me.id}`, {
      token: me.token,
      body: { password: 'Nouveau-pw-2026', currentPassword: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/cmpusers/me', { token: other })).statusCode).toBe(401);
    expect((await call('GET', '/api/cmpusers/me', { token: me.token })).statusCode).toBe(200);
    const byOwner = await call('PUT', `/api/cmpusers/${me.id}`, {
      token: owner.token,
      body: { password: 'Force-pw-2026', currentPassword: 'Nouveau-pw-2026' },
    });
    expect(byOwner.statusCode).toBe(403);
  });

  it('keeps an active owner: the last one cannot be demoted, disabled or deleted', async () => {
    const demote = await call('PUT', `/api/cmpusers/${owner.id}`, {
      token: owner.token,
      body: { role: 'manager' },
    });
    expect(demote.json()).toMatchObject({ code: 409, type: 'last_owner' });
    const disable = await call('PUT', `/api/cmpusers/${owner.id}`, {
      token: owner.token,
      body: { active: false },
    });
    expect(disable.json().type).toBe('last_owner');
    expect((await call('DELETE', `/api/cmpusers/${owner.id}`, { token: owner.token })).json().type).toBe(
      'last_owner',
    );
  });

  it('deletes a user, whose sessions end (owners)', async () => {
    const gone = await user('staff', 'gone@alpha.example');
    expect((await call('DELETE', `/api/cmpusers/${gone.id}`, { token: owner.token })).json()).toEqual({
      success: true,
    });
    expect((await call('GET', '/api/cmpusers/me', { token: gone.token })).statusCode).toBe(401);
    expect((await call('DELETE', `/api/cmpusers/${gone.id}`, { token: owner.token })).statusCode).toBe(404);
  });

  it('switching a user off ends their sessions', async () => {
    const off = await user('staff', 'switched@alpha.example');
    await call('PUT', `/api/cmpusers/${off.id}`, { token: owner.token, body: { active: false } });
    expect((await call('GET', '/api/cmpusers/me', { token: off.token })).statusCode).toBe(401);
  });
});

describe.each(engines)('two owners demoting each other at once (%s)', (engine) => {
  it('leaves one owner', async () => {
    const database = await createTestDatabase(engine);
    try {
      const t = await createTenant(database.db, 'duo');
      const app = await buildAccountsTestApp(database);
      const hash = await hashPassword(PASSWORD);
      const rows = await database.db
        .insert(companyUsers)
        .values([
          { companyId: t.companyId, email: 'one@duo.example', role: 'owner', passwordHash: hash },
          { companyId: t.companyId, email: 'two@duo.example', role: 'owner', passwordHash: hash },
        ])
        .returning();
      const tokens = await Promise.all(
        rows.map((row) =>
          issueToken(database.db, { type: 'provider', companyId: t.companyId, subjectId: row.id }),
        ),
      );
      const [r1, r2] = await Promise.all(
        rows.map((_row, i) =>
          app.inject({
            method: 'PUT',
            url: `/api/cmpusers/${rows[1 - i]?.id}`,
            payload: { role: 'manager' },
            headers: { company: t.token, authorization: `Bearer ${tokens[i]}` },
          }),
        ),
      );
      // The second is refused: its caller is no longer an owner (403), or it would leave none (409).
      const statuses = [r1?.statusCode, r2?.statusCode];
      expect(statuses.filter((code) => code === 200)).toHaveLength(1);
      expect(statuses.filter((code) => code === 403 || code === 409)).toHaveLength(1);
      const owners = await database.db.query.companyUsers.findMany({
        where: (u, { and, eq }) => and(eq(u.companyId, t.companyId), eq(u.role, 'owner')),
      });
      expect(owners).toHaveLength(1);
      await app.close();
    } finally {
      await database.drop();
    }
  });
});
