import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test-support/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';

describe('security headers and cross-origin calls', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('lets a storefront host of a company call the API from the browser', async () => {
    const origin = 'http://alpha.localhost:3000';
    const res = await app.inject({ url: '/api/shops', headers: { company: a.token, origin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers.vary).toContain('origin');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/appointments',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'company',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('gives no cross-origin permission to any other site', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://alpha.localhost.evil.example']) {
      const res = await app.inject({ url: '/api/shops', headers: { company: a.token, origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/shops',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('sends nosniff everywhere and HSTS only behind TLS', async () => {
    const plain = await app.inject({ url: '/health' });
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('refuses a body over the size limit with the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { company: a.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x@example.com', password: 'y'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413 });
  });
});
