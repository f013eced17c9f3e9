import { ApiErrorSchema } from '@eclat/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../../test-support/app.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../test-support/databases.ts';
import { HttpError } from './errors.ts';

describe('error format', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildTestApp(database);
    // Probe routes exercising the shared error handler the way real modules do.
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/probe/query',
      { schema: { querystring: z.object({ shopid: z.string(), start: z.iso.date() }) } },
      async () => ({ ok: true }),
    );
    r.post('/probe/body', { schema: { body: z.object({ n: z.number().int() }) } }, async () => ({
      ok: true,
    }));
    r.get('/probe/conflict', async () => {
      throw new HttpError(409, 'Conflict');
    });
    r.get('/probe/crash', async () => {
      throw new Error('secret internals');
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("answers 'param manquants' when a required parameter is missing", async () => {
    const res = await app.inject({ url: '/probe/query?start=2026-01-01' });
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.message).toBe('param manquants');
    expect(body.errors?.[0]?.path).toContain('shopid');
  });

  it('answers 400 with the failing paths on a malformed value', async () => {
    const res = await app.inject({ url: '/probe/query?shopid=1&start=tomorrow' });
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.code).toBe(400);
    expect(body.errors?.some((e) => e.path.includes('start'))).toBe(true);
  });

  it('answers 400, never 500, on a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/probe/body',
      headers: { 'content-type': 'application/json' },
      payload: '{"n": ',
    });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).code).toBe(400);
  });

  it('keeps the status and message of a domain error', async () => {
    const res = await app.inject({ url: '/probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, message: 'Conflict' });
  });

  it('hides the internals of an unexpected failure', async () => {
    const res = await app.inject({ url: '/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Internal Server Error' });
  });

  it('answers an unknown route with 404 in the same format', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).code).toBe(404);
  });

  it('documents the API in OpenAPI at /api/docs', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/companies/me', '/api/shops', '/api/companies/token/host/{host}']),
    );
  });
});

// Issue 16: the safety net behind validation. A value the schemas let through by mistake and the
// database refuses (a NUL byte, a number past its column, a text that is no number) is bad input.
describe.each(engines)('database refusals of a value (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    const queries = {
      nul: sql`select ${'a\u0000b'}::text`,
      int4: sql`select ${String(2 ** 31)}::int`,
      number: sql`select ${'twelve'}::int`,
      jsonb: sql`select ${'{"a":"\\u0000"}'}::jsonb`,
    };
    app.get('/probe/db/:what', async (request) => {
      await database.db.execute(queries[(request.params as { what: keyof typeof queries }).what]);
      return { ok: true };
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it.each(['nul', 'int4', 'number', 'jsonb'])(
    'answers 400, not 500, when the database refuses %s',
    async (what) => {
      const res = await app.inject({ url: `/probe/db/${what}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'Requête invalide' });
    },
  );
});
