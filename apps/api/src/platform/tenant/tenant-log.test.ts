import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import { buildApp } from '../../app.ts';

describe('tenant log lines', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ database, logLevel: 'info', companyCacheSeconds: 0, logStream });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('carry the company of a tenant request, and only of that request', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { company: a.token },
      payload: { email: 'nobody@test.example', password: 'wrong-password-1' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const refused = lines.find((l) => l.msg === 'customer sign-in refused');
    expect(refused?.company).toBe('alpha');
    lines.length = 0;
    await app.inject({ url: '/health' });
    expect(lines.some((l) => l.company !== undefined)).toBe(false);
  });
});
