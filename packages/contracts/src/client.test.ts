import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client.ts';
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
