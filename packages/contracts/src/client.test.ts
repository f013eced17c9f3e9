import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient, type ReadCache } from './client.ts';
import { ApiError, mapCallError } from './errors.ts';

describe('the API client', () => {
  let server: Server;
  let baseUrl: string;
  let seen: { url: string; headers: IncomingHttpHeaders; body: string } | undefined;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen = { url: req.url ?? '', headers: req.headers, body };
        res.setHeader('content-type', 'application/json');
        if (req.url?.startsWith('/api/fail')) {
          res.statusCode = 409;
          res.end(JSON.stringify({ code: 409, message: 'Conflict' }));
        } else if (req.url?.startsWith('/api/errors-only')) {
          res.statusCode = 422;
          res.end(JSON.stringify({ errors: [{ path: 'email', message: 'email invalide' }] }));
        } else {
          res.end(JSON.stringify({ value: 42, extra: true }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const client = () =>
    createApiClient({
      baseUrl,
      companyToken: 'tok',
      lang: 'en',
      authToken: 'abc',
      previewTheme: 'pv',
      now: () => 1234,
    });

  it('sends the company, curlang, authorization and previewtheme headers and _timestamp', async () => {
    const answer = await client().get('/api/thing', z.object({ value: z.number() }), {
      q: 'x',
      skip: undefined,
    });
    expect(answer).toEqual({ value: 42 });
    expect(seen?.url).toBe('/api/thing?q=x&_timestamp=1234');
    expect(seen?.headers.company).toBe('tok');
    expect(seen?.headers.curlang).toBe('en');
    expect(seen?.headers.authorization).toBe('Bearer abc');
    expect(seen?.headers.previewtheme).toBe('pv');
  });

  it('sends a JSON body', async () => {
    await client().request('/api/thing', { method: 'POST', body: { a: 1 }, schema: z.unknown() });
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ a: 1 });
  });

  it('maps an error answer to its code and message', async () => {
    const error = await client()
      .get('/api/fail', z.unknown())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 409, message: 'Conflict' });
  });

  it("takes the first error entry's message when the answer has no message", async () => {
    const error = await client()
      .get('/api/errors-only', z.unknown())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 422, message: 'email invalide' });
  });

  it("answers 503 'Le service est indisponible.' when there is no response", async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    const error = await offline.get('/api/thing', z.unknown()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 503, message: 'Le service est indisponible.' });
    expect(mapCallError(undefined, undefined).code).toBe(503);
  });
});

describe('the API client with a read cache (the storefront server, ADR 0028)', () => {
  let server: Server;
  let baseUrl: string;
  let calls: { url: string; ifNoneMatch: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      calls.push({ url: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] as string | undefined });
      res.setHeader('content-type', 'application/json');
      res.setHeader('etag', '"v1"');
      if (req.headers['if-none-match'] === '"v1"') {
        res.statusCode = 304;
        res.end();
      } else if (req.url?.startsWith('/api/gone')) {
        res.statusCode = 404;
        res.end(JSON.stringify({ code: 404, message: 'gone' }));
      } else {
        res.end(JSON.stringify({ value: 7, extra: 'stripped' }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A cache that keeps every answer: fresh, or to revalidate when `revalidate` says so. */
  function keepingCache(revalidate: boolean) {
    const kept = new Map<string, unknown>();
    const told: { key: string | null; status: number }[] = [];
    const cache: ReadCache = {
      lookup: (key) =>
        kept.has(key)
          ? revalidate
            ? { fresh: false, value: kept.get(key), etag: '"v1"' }
            : { fresh: true, value: kept.get(key) }
          : undefined,
      answered: ({ key, status, value }) => {
        told.push({ key, status });
        if (key !== null && status === 200) kept.set(key, value);
        return value;
      },
    };
    return { cache, told, kept };
  }
  const schema = z.object({ value: z.number() });

  it('answers a kept GET without a call, parsed once, the cache-buster left out of the key', async () => {
    calls = [];
    let clock = 1;
    const { cache, told } = keepingCache(false);
    const api = createApiClient({ baseUrl, companyToken: 'tok', readCache: cache, now: () => clock++ });
    const first = await api.get('/api/shops', schema, { q: 'a' });
    const second = await api.get('/api/shops', schema, { q: 'a' });
    expect(first).toEqual({ value: 7 });
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
    expect(told).toEqual([{ key: expect.stringContaining('/api/shops?q=a'), status: 200 }]);
    expect(told[0]?.key).not.toContain('_timestamp');
    // Another schema is another key: its own call and parse.
    await api.get('/api/shops', z.object({ value: z.number(), extra: z.string() }), { q: 'a' });
    expect(calls).toHaveLength(2);
  });

  it('revalidates with the ETag and keeps its value on a 304', async () => {
    calls = [];
    const { cache, told } = keepingCache(true);
    const api = createApiClient({ baseUrl, companyToken: 'tok', readCache: cache });
    const first = await api.get('/api/companies/me', schema);
    const again = await api.get('/api/companies/me', schema);
    expect(again).toBe(first);
    expect(calls.map((c) => c.ifNoneMatch)).toEqual([undefined, '"v1"']);
    expect(told.map((t) => t.status)).toEqual([200, 304]);
  });

  it('tells the cache of signed-in calls and failures without keeping them', async () => {
    calls = [];
    const { cache, told, kept } = keepingCache(false);
    const api = createApiClient({ baseUrl, companyToken: 'tok', readCache: cache });
    await api.withOptions({ authToken: 'secret' }).get('/api/shops', schema);
    await api.withOptions({ authToken: 'secret' }).get('/api/shops', schema);
    await expect(api.get('/api/gone', schema)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(3);
    expect(told).toEqual([
      { key: null, status: 200 },
      { key: null, status: 200 },
      { key: expect.stringContaining('/api/gone'), status: 404 },
    ]);
    expect(kept.size).toBe(0);
  });
});
