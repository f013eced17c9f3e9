// Social sign-in against a local stand-in for Google and Facebook that speaks their documented
// wire formats (tokeninfo; Graph API debug_token and /me), reached through the configured base URLs.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LoginAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../../test-support/auth-testing.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { companies } from '../../../db/schema.ts';
import { GoogleTokenInfoVerifier } from '../../../platform/auth/social-providers.ts';

const GOOGLE_CLIENT = 'google-client-alpha.apps.googleusercontent.com';
const FB_APP = '1234567890';
const FB_SECRET = 'fb-app-secret';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Google ID tokens the stand-in knows, by value. */
const googleTokens: Record<string, () => Record<string, string>> = {
  'g-camille': () => ({
    iss: 'https://accounts.google.com',
    azp: GOOGLE_CLIENT,
    aud: GOOGLE_CLIENT,
    sub: '110169484474386276334',
    email: 'camille.g@example.com',
    email_verified: 'true',
    exp: String(inAnHour()),
    alg: 'RS256',
    typ: 'JWT',
  }),
  'g-existing': () => ({
    iss: 'accounts.google.com',
    aud: GOOGLE_CLIENT,
    sub: '220000000000000000001',
    email: 'existing@example.com',
    email_verified: 'true',
    exp: String(inAnHour()),
  }),
  'g-unverified': () => ({
    iss: 'accounts.google.com',
    aud: GOOGLE_CLIENT,
    sub: '330000000000000000001',
    email: 'existing@example.com',
    email_verified: 'false',
    exp: String(inAnHour()),
  }),
  'g-other-app': () => ({
    iss: 'accounts.google.com',
    aud: 'another-client.apps.googleusercontent.com',
    sub: '110169484474386276334',
    email: 'camille.g@example.com',
    email_verified: 'true',
    exp: String(inAnHour()),
  }),
  'g-expired': () => ({
    iss: 'accounts.google.com',
    aud: GOOGLE_CLIENT,
    sub: '110169484474386276334',
    email: 'camille.g@example.com',
    email_verified: 'true',
    exp: String(Math.floor(Date.now() / 1000) - 60),
  }),
};

const fbUsers: Record<string, { id: string; email: string }> = {
  'fb-lea': { id: '10158000000000001', email: 'lea.fb@example.com' },
};

function standIn(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/tokeninfo') {
      const claims = googleTokens[url.searchParams.get('id_token') ?? ''];
      return claims
        ? json(200, claims())
        : json(400, { error: 'invalid_token', error_description: 'Invalid Value' });
    }
    if (url.pathname === '/v15.0/debug_token') {
      if (url.searchParams.get('access_token') !== `${FB_APP}|${FB_SECRET}`) {
        return json(400, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
        });
      }
      const user = fbUsers[url.searchParams.get('input_token') ?? ''];
      if (!user) {
        return json(200, {
          data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' }, scopes: [] },
        });
      }
      const now = Math.floor(Date.now() / 1000);
      return json(200, {
        data: {
          app_id: FB_APP,
          type: 'USER',
          application: 'Salon alpha',
          data_access_expires_at: now + 7_776_000,
          expires_at: now + 5000,
          is_valid: true,
          issued_at: now - 100,
          scopes: ['email', 'public_profile'],
          user_id: user.id,
        },
      });
    }
    if (url.pathname === '/v15.0/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const user = fbUsers[token];
      const proof = createHmac('sha256', FB_SECRET).update(token).digest('hex');
      if (!user || url.searchParams.get('appsecret_proof') !== proof) {
        return json(400, {
          error: { message: 'Invalid appsecret_proof', type: 'GraphMethodException', code: 100 },
        });
      }
      return json(200, { id: user.id, email: user.email });
    }
    json(404, { error: 'not found' });
  });
}

describe('social sign-in', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let server: Server;
  let a: TenantFixture;
  let b: TenantFixture;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    token?: string,
    company?: string,
  ) =>
    app.inject({
      method,
      url,
      payload: body as Record<string, unknown> | undefined,
      headers: { company: company ?? a.token, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const social = (body: Record<string, unknown>, company?: string) =>
    call('POST', '/api/users/login/provider', body, undefined, company);

  beforeAll(async () => {
    server = standIn();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    await database.db
      .update(companies)
      .set({
        booker: { oauthKeys: { google: GOOGLE_CLIENT, facebook: FB_APP } },
        paymentSecrets: { facebookAppSecret: FB_SECRET },
      })
      .where(eq(companies.id, a.companyId));
    app = await buildAccountsTestApp(database, {
      accounts: { googleTokenInfoUrl: base, facebookGraphUrl: base },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    server?.close();
  });

  const camille = {
    email: 'camille.g@example.com',
    userID: '110169484474386276334',
    provider: 'google',
    token: 'g-camille',
  };

  it('refuses an unknown provider or missing fields clearly, and a provider the company has not set up', async () => {
    const unknown = await social({ ...camille, provider: 'twitter' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 400,
      message: "unknown provider 'twitter': use google or facebook",
      type: 'unknown_provider',
    });
    expect((await social({ email: camille.email, provider: 'google' })).json()).toMatchObject({
      message: 'param manquants',
    });
    expect((await social(camille, b.token)).json()).toMatchObject({ code: 400, type: 'provider_disabled' });
  });

  it('creates the account on the first Google sign-in (exist false), then signs in (exist true)', async () => {
    const first = LoginAnswerSchema.parse(
      (await social({ ...camille, firstname: 'Camille', lastname: 'G' })).json(),
    );
    expect(first.exist).toBe(false);
    expect(first.user).toMatchObject({
      email: 'camille.g@example.com',
      noPass: true,
      emailVerified: true,
      providers: { google: true, facebook: false },
      profiles: [{ firstname: 'Camille', lastname: 'G' }],
    });
    const again = LoginAnswerSchema.parse((await social(camille)).json());
    expect(again.exist).toBe(true);
    expect(again.user.id).toBe(first.user.id);
    expect((await call('GET', '/api/users/me', undefined, again.token)).statusCode).toBe(200);
    // No password: the e-mail sign-in says so.
    const login = await call('POST', '/api/users/login', { email: camille.email, password: 'Whatever-2026' });
    expect(login.json().errorType).toBe('noPass');
  });

  it('believes nothing the provider does not confirm', async () => {
    for (const body of [
      { ...camille, token: 'g-other-app' },
      { ...camille, token: 'g-expired' },
      { ...camille, token: 'forged' },
      { ...camille, userID: '999' },
      { ...camille, email: 'someone.else@example.com' },
    ]) {
      const res = await social(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: true, errorType: 'provider' });
    }
  });

  it('links to an existing account by e-mail only when the provider verified that e-mail', async () => {
    const register = { email: 'existing@example.com', phone: '0677777777', password: 'Compte-existant-2026' };
    await call('POST', '/api/users/register/steps/1', register);
    await call('POST', '/api/users/register/steps/2', register);
    const unverified = await social({
      email: 'existing@example.com',
      userID: '330000000000000000001',
      provider: 'google',
      token: 'g-unverified',
    });
    expect(unverified.json()).toMatchObject({ code: 409, type: 'email_taken' });
    const res = await social({
      email: 'existing@example.com',
      userID: '220000000000000000001',
      provider: 'google',
      token: 'g-existing',
    });
    expect(res.statusCode, res.body).toBe(200);
    const linked = LoginAnswerSchema.parse(res.json());
    expect(linked).toMatchObject({ exist: true, user: { noPass: false, providers: { google: true } } });
  });

  it('signs in with Facebook through debug_token and /me', async () => {
    const lea = {
      email: 'lea.fb@example.com',
      userID: '10158000000000001',
      provider: 'Facebook',
      token: 'fb-lea',
    };
    const res = LoginAnswerSchema.parse((await social(lea)).json());
    expect(res).toMatchObject({ exist: false, user: { providers: { facebook: true, google: false } } });
    expect((await social({ ...lea, token: 'fb-unknown' })).json().errorType).toBe('provider');
    await database.db
      .update(companies)
      .set({ paymentSecrets: { facebookAppSecret: 'wrong-secret' } })
      .where(eq(companies.id, a.companyId));
    expect((await social(lea)).json().errorType).toBe('provider');
    await database.db
      .update(companies)
      .set({ paymentSecrets: { facebookAppSecret: FB_SECRET } })
      .where(eq(companies.id, a.companyId));
  });

  it('links and unlinks providers, never the last way to sign in', async () => {
    const lea = LoginAnswerSchema.parse(
      (
        await social({
          email: 'lea.fb@example.com',
          userID: '10158000000000001',
          provider: 'facebook',
          token: 'fb-lea',
        })
      ).json(),
    );
    const last = await call('POST', '/api/users/unlink/provider', { provider: 'facebook' }, lea.token);
    expect(last.json()).toMatchObject({ code: 409, type: 'last_sign_in_method' });
    const taken = await call(
      'POST',
      '/api/users/link/provider',
      { provider: 'google', userID: camille.userID, token: camille.token },
      lea.token,
    );
    expect(taken.json()).toMatchObject({ code: 409, type: 'provider_taken' });
    const forged = await call(
      'POST',
      '/api/users/link/provider',
      { provider: 'google', userID: '1', token: 'forged' },
      lea.token,
    );
    expect(forged.json()).toMatchObject({ code: 401, errorType: 'provider' });
    expect(
      (
        await call(
          'POST',
          '/api/users/link/provider',
          { provider: 'myspace', userID: '1', token: 't' },
          lea.token,
        )
      ).json(),
    ).toMatchObject({
      type: 'unknown_provider',
    });
    await call('PUT', '/api/users/password/set', { password: 'Lea-choisit-2026' }, lea.token);
    const unlinked = await call('POST', '/api/users/unlink/provider', { provider: 'facebook' }, lea.token);
    expect(unlinked.json().user.providers).toEqual({ google: false, facebook: false });
    const relinked = await call(
      'POST',
      '/api/users/link/provider',
      { provider: 'facebook', userID: '10158000000000001', token: 'fb-lea' },
      lea.token,
    );
    expect(relinked.json().user.providers.facebook).toBe(true);
    const anonymous = await call('POST', '/api/users/link/provider', {
      provider: 'facebook',
      userID: '1',
      token: 't',
    });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const verifier = new GoogleTokenInfoVerifier(`http://127.0.0.1:${port}`, () => new Date());
    await expect(
      verifier.verify('g-camille', { clientId: GOOGLE_CLIENT, clientSecret: null }),
    ).rejects.toThrow();
    const offline = await buildAccountsTestApp(database, {
      accounts: { googleTokenInfoUrl: `http://127.0.0.1:${port}` },
    });
    const res = await offline.inject({
      method: 'POST',
      url: '/api/users/login/provider',
      payload: camille,
      headers: { company: a.token },
    });
    expect(res.json()).toMatchObject({ code: 503, type: 'provider_unavailable' });
    await offline.close();
  });
});
