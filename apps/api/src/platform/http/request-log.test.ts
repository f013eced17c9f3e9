import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import { buildApp } from '../../app.ts';
import { redactedPathLog } from '../auth/log.ts';
import { type RequestLogPolicy, SLOW_REQUEST_MS } from './request-log.ts';

type Line = Record<string, unknown> & {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
};

// Issue 19: Fastify wrote two lines per request at info. LOG_REQUESTS (ADR 0027) writes one, once
// answered, and by default only for failures and slow answers.
describe('request logs (LOG_REQUESTS)', () => {
  let database: TestDatabase;
  let tenant: TenantFixture;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    tenant = await createTenant(database.db, 'alpha');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  /** The real app with its log lines captured, and probe routes: fast, failing, slow, a secret link. */
  async function appWith(options: { logRequests?: RequestLogPolicy; logLevel?: string }) {
    const lines: Line[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      database,
      logLevel: options.logLevel ?? 'info',
      ...(options.logRequests ? { logRequests: options.logRequests } : {}),
      companyCacheSeconds: 0,
      logStream,
    });
    apps.push(app);
    app.get('/probe/fast', async () => ({ ok: true }));
    app.get('/probe/fail', async () => {
      throw new Error('probe failure');
    });
    app.get('/probe/slow', async () => {
      await sleep(SLOW_REQUEST_MS + 50);
      return { ok: true };
    });
    app.get('/probe/token/:token', { logSerializers: redactedPathLog }, async () => ({ ok: true }));
    const requestLines = () =>
      lines.filter((l) => l.msg === 'request completed' || l.msg === 'incoming request');
    return { app, lines, requestLines };
  }

  it('by default logs a 500 and a slow request, one line each with the request id, and not a fast 200', async () => {
    const { app, requestLines } = await appWith({});
    expect((await app.inject({ url: '/probe/fast' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);

    expect((await app.inject({ url: '/probe/fail' })).statusCode).toBe(500);
    const [failure, ...rest] = requestLines();
    expect(rest).toEqual([]);
    expect(failure).toMatchObject({
      level: 50,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/probe/fail' },
      res: { statusCode: 500 },
    });

    expect((await app.inject({ url: '/probe/slow' })).statusCode).toBe(200);
    const slow = requestLines()[1];
    expect(slow).toMatchObject({
      level: 40,
      reqId: expect.any(String),
      req: { url: '/probe/slow' },
      res: { statusCode: 200 },
    });
    expect(slow?.responseTime).toBeGreaterThan(SLOW_REQUEST_MS);
    expect(slow?.reqId).not.toBe(failure?.reqId);
    expect(requestLines()).toHaveLength(2);
  });

  it('all: one line per request, not two, with its company, and a link secret kept out', async () => {
    const { app, lines, requestLines } = await appWith({ logRequests: { kind: 'all' } });
    await app.inject({ url: '/probe/fast' });
    await app.inject({ url: '/probe/token/secret-link-value' });
    await app.inject({ url: '/api/shops', headers: { company: tenant.token } });
    expect(requestLines()).toMatchObject([
      { level: 30, msg: 'request completed', req: { url: '/probe/fast' }, res: { statusCode: 200 } },
      { level: 30, req: { url: '/probe/token/[redacted]' }, res: { statusCode: 200 } },
      { level: 30, company: 'alpha', req: { url: '/api/shops' }, res: { statusCode: 200 } },
    ]);
    expect(requestLines()[0]?.company).toBeUndefined();
    expect(JSON.stringify(lines)).not.toContain('secret-link-value');
  });

  it('sample:3 logs one request in three, and every failure', async () => {
    const { app, requestLines } = await appWith({ logRequests: { kind: 'sample', every: 3 } });
    for (let i = 0; i < 6; i++) await app.inject({ url: '/probe/fast' });
    expect(requestLines()).toHaveLength(2);
    await app.inject({ url: '/probe/fail' });
    expect(requestLines().map((l) => l.res?.statusCode)).toEqual([200, 200, 500]);
  });

  it('LOG_LEVEL debug logs every request, and its arrival; LOG_LEVEL warn still logs a failure', async () => {
    const debug = await appWith({ logLevel: 'debug' });
    await debug.app.inject({ url: '/probe/fast' });
    expect(debug.requestLines()).toMatchObject([
      { level: 20, msg: 'incoming request', req: { url: '/probe/fast' } },
      { level: 30, msg: 'request completed', res: { statusCode: 200 } },
    ]);

    const warn = await appWith({ logLevel: 'warn', logRequests: { kind: 'all' } });
    await warn.app.inject({ url: '/probe/fast' });
    await warn.app.inject({ url: '/probe/fail' });
    expect(warn.requestLines()).toMatchObject([{ level: 50, res: { statusCode: 500 } }]);
  });
});
