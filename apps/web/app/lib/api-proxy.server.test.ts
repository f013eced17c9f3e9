import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyToApi } from './api-proxy.server.ts';

/** A stand-in API that echoes what it received. */
let server: Server;
let apiUrl: string;

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (req.url?.startsWith('/api/cached')) {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { etag: '"v1"' }).end();
        return;
      }
      res.writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=60',
        etag: '"v1"',
      });
      res.end('<svg/>');
      return;
    }
    const body = await readBody(req);
    res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
    res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('proxyToApi', () => {
  it('forwards method, path, query, API headers and body, and returns status and headers', async () => {
    const request = new Request('http://maison-eclat.localhost:3000/api/echo?x=1&y=2', {
      method: 'POST',
      headers: {
        company: 'tok',
        curlang: 'en',
        authorization: 'Bearer abc',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ hello: 'world' }),
    });
    const response = await proxyToApi(request, apiUrl);
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const echo = await response.json();
    expect(echo).toMatchObject({
      method: 'POST',
      url: '/api/echo?x=1&y=2',
      body: '{"hello":"world"}',
      headers: {
        company: 'tok',
        curlang: 'en',
        authorization: 'Bearer abc',
        'x-forwarded-host': 'maison-eclat.localhost:3000',
      },
    });
  });

  it('passes caching headers through, conditional requests included', async () => {
    const first = await proxyToApi(new Request('http://localhost/api/cached/x.svg'), apiUrl);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('etag')).toBe('"v1"');
    expect(await first.text()).toBe('<svg/>');

    const again = await proxyToApi(
      new Request('http://localhost/api/cached/x.svg', { headers: { 'if-none-match': '"v1"' } }),
      apiUrl,
    );
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });

  it("answers 503 'Le service est indisponible.' when the API cannot be reached", async () => {
    const response = await proxyToApi(new Request('http://localhost/api/shops'), 'http://127.0.0.1:9');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 503, message: 'Le service est indisponible.' });
  });
});
