import { ApiErrorSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../../test-support/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test-support/databases.ts';
import { NUL_MESSAGE, nulPath } from './nul-guard.ts';

describe('nulPath', () => {
  it('finds a NUL character in texts and keys, at any depth, and nowhere else', () => {
    expect(nulPath('a\u0000b', 'body')).toBe('body');
    expect(nulPath({ name: { fr: 'ok', en: 'x\u0000' } }, 'body')).toBe('body.name.en');
    expect(nulPath({ items: [{ a: 1 }, { b: ['ok', '\u0000'] }] }, 'body')).toBe('body.items.1.b.1');
    expect(nulPath({ 'k\u0000': 1 }, 'querystring')).toBe('querystring.k\u0000');
    expect(nulPath(Object.assign(Object.create(null), { slug: '\u0000' }), 'params')).toBe('params.slug');
    expect(nulPath({ a: 'ok', b: 3, c: null, d: [true] }, 'body')).toBeNull();
    // Bytes are not text: an uploaded file may hold any byte.
    expect(nulPath({ file: Buffer.from([0, 1, 2]) }, 'body')).toBeNull();
    expect(nulPath(undefined, 'body')).toBeNull();
  });
});

describe('NUL characters in requests', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildTestApp(database);
    const r = app.withTypeProvider<ZodTypeProvider>();
    // No schema at all: the guard does not depend on one.
    r.post('/probe/nul/:slug', async () => ({ ok: true }));
    r.get('/probe/nul', { schema: { querystring: z.object({ q: z.string() }) } }, async () => ({ ok: true }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it.each([
    ['a path parameter', '/probe/nul/a%00b', { x: 'ok' }, 'params.slug'],
    ['a body text', '/probe/nul/ok', { name: { fr: 'Soin\u0000' } }, 'body.name.fr'],
    ['a body key', '/probe/nul/ok', { 'na\u0000me': 'Soin' }, 'body.na\u0000me'],
  ])('refuses one in %s with 400 and its path', async (_what, url, payload, path) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json())).toEqual({
      code: 400,
      message: 'Requête invalide',
      errors: [{ path, message: NUL_MESSAGE }],
    });
  });

  it('refuses one in the query string, and lets the same request through without it', async () => {
    const refused = await app.inject({ url: '/probe/nul?q=a%00b' });
    expect(refused.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(refused.json()).errors?.[0]?.path).toBe('querystring.q');
    expect((await app.inject({ url: '/probe/nul?q=ab' })).statusCode).toBe(200);
  });
});
