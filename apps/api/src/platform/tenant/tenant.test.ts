import { ApiErrorSchema, CompanyAnswerSchema, MESSAGES, ShopsAnswerSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test-support/app.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';

describe.each(engines)('tenant isolation on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('refuses a request without a company header, with no data', async () => {
    const res = await app.inject({ url: '/api/shops' });
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body).toEqual({ code: 400, message: MESSAGES.missingCompany, type: 'company_error' });
    expect(res.body).not.toContain('shops');
  });

  it('refuses an unknown company token with a clear 401', async () => {
    for (const token of ['0'.repeat(32), 'x'.repeat(500), "' or 1=1 --"]) {
      const res = await app.inject({ url: '/api/companies/me', headers: { company: token } });
      expect(res.statusCode).toBe(401);
      expect(ApiErrorSchema.parse(res.json()).type).toBe('company_error');
      expect(res.body).not.toContain('alpha');
    }
  });

  it("answers company A's own shops only, never B's", async () => {
    const res = await app.inject({ url: '/api/shops', headers: { company: a.token } });
    expect(res.statusCode).toBe(200);
    const { shops } = ShopsAnswerSchema.parse(res.json());
    expect(shops.map((s) => s.id).sort()).toEqual([...a.shopIds].sort());
    expect(shops.some((s) => b.shopIds.includes(s.id))).toBe(false);
  });

  it("answers company A's own company object, never B's", async () => {
    const res = await app.inject({ url: '/api/companies/me', headers: { company: a.token } });
    const { company } = CompanyAnswerSchema.parse(res.json());
    expect(company.nickname).toBe('alpha');
    expect(company.token).toBe(a.token);
    expect(res.body).not.toContain(b.token);
  });

  it('resolves a host name to its company token, and refuses an unknown host', async () => {
    const ok = await app.inject({ url: '/api/companies/token/host/beta.localhost' });
    expect(ok.json()).toEqual({ token: b.token, debug: false });
    const unknown = await app.inject({ url: '/api/companies/token/host/nobody.example' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, message: 'business not registered', type: 'company_error' });
  });
});
