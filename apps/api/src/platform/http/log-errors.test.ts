import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import { buildApp } from '../../app.ts';
import { customers } from '../../db/schema.ts';

// Issue 16: a failed statement was logged with its parameters (names, phones, e-mails) and
// PostgreSQL's detail ("Key (…)=(alice@…) already exists"). The log keeps the fault, not the data.
describe.each(engines)('failed queries in the logs (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let tenant: TenantFixture;
  const lines: Record<string, unknown>[] = [];
  const email = 'camille.personal-data@example.com';
  const name = 'Camille Personnelle';
  const phone = '+33612349876';

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    tenant = await createTenant(database.db, 'alpha');
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ database, logLevel: 'info', companyCacheSeconds: 0, logStream });
    // Probe routes failing the way a module's write can: a unique key, a value of the wrong type.
    const insert = () => database.db.insert(customers).values({ companyId: tenant.companyId, email, phone });
    app.post('/probe/duplicate', async () => {
      await insert();
      await insert();
      return { ok: true };
    });
    app.post('/probe/cast', async () => {
      await database.db.execute(sql`select ${`${name} ${phone}`}::int`);
      return { ok: true };
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const failures = () => lines.filter((l) => l.msg === 'request failed');

  it('logs the SQLSTATE, constraint and request id of a unique violation, not the row', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/probe/duplicate' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(email);
    const [line] = failures();
    expect(line).toBeDefined();
    const text = JSON.stringify(lines);
    for (const secret of [email, name, phone, 'camille.personal-data']) expect(text).not.toContain(secret);
    expect(text).not.toContain('params:');
    const err = line?.err as { type: string; message: string; cause?: Record<string, string> };
    expect(line?.reqId).toEqual(expect.any(String));
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.message).toContain('insert into "customers"');
    expect(err.cause?.code).toBe('23505');
    expect(err.cause?.constraint).toBe('customers_company_email_uq');
  });

  it('redacts a refused value quoted in the driver message (bad input that reached the database: 400, ADR 0015)', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/probe/cast' });
    expect(res.statusCode).toBe(400);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(name);
    expect(text).not.toContain(phone);
    const line = lines.find((l) => l.msg === 'bad input reached the database');
    const err = line?.err as { cause?: Record<string, string> };
    expect(err.cause?.code).toBe('22P02');
    expect(err.cause?.message).toContain('invalid input syntax for type integer: "[redacted]"');
  });
});
