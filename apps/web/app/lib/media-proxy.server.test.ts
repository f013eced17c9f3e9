import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaProxy } from './media-proxy.server.ts';

/** A stand-in API: what each path answers, and how many times it was asked. */
const asked = new Map<string, number>();
const IMMUTABLE = 'public, max-age=31536000, immutable';
const picture = (seed: number, size = 1000) => Buffer.alloc(size, seed);

let api: Server;
let apiUrl = '';

function upstream(
  req: { url?: string; headers: IncomingHttpHeaders },
  res: import('node:http').ServerResponse,
) {
  const url = req.url ?? '';
  asked.set(url, (asked.get(url) ?? 0) + 1);
  const path = url.replace(/\?.*/, '');
  const width = Number(new URL(url, 'http://x').searchParams.get('w') ?? 1);
  const etag = `"e${width}"`;
  switch (path) {
    case '/api/media/co/pic.svg':
      if (req.headers['if-none-match'] === etag)
        return res.writeHead(304, { etag, 'cache-control': IMMUTABLE }).end();
      return res
        .writeHead(200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE, etag })
        .end(picture(width % 256));
    case '/api/media/co/private':
      return res
        .writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'private, max-age=60' })
        .end(picture(2));
    case '/api/media/co/no-store':
      return res
        .writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'no-store' })
        .end(picture(3));
    case '/api/media/co/cookie':
      return res
        .writeHead(200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE, 'set-cookie': 'a=1' })
        .end(picture(4));
    case '/api/media/co/large':
      return res
        .writeHead(200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE })
        .end(picture(5, 64_000));
    case '/api/media/co/broken':
      // The API stops in the middle of a picture.
      res.writeHead(200, {
        'content-type': 'image/webp',
        'content-length': '50000',
        'cache-control': IMMUTABLE,
      });
      res.write(picture(6, 1000));
      setTimeout(() => res.destroy(), 20);
      return;
    case '/api/media/co/slow':
      res.writeHead(200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE });
      res.write(picture(7, 1000));
      setTimeout(() => res.end(picture(7, 1000)), 300);
      return;
    case '/api/media/co/echo':
      return res
        .writeHead(200, {
          'content-type': 'application/json',
          'cache-control': 'no-store',
          connection: 'close',
        })
        .end(JSON.stringify(req.headers));
    default:
      return res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 404, message: 'media not found' }));
  }
}

/** The storefront's handler in an Express app, as apps/web/server.ts mounts it. */
async function storefront(options: { maxBytes?: number; apiUrl?: string } = {}) {
  const app = express();
  app.use(
    '/api/media',
    mediaProxy({
      apiUrl: options.apiUrl ?? apiUrl,
      maxBytes: options.maxBytes ?? 1_048_576,
      maxEntryBytes: 32_000,
    }),
  );
  app.use((request, response) => response.status(299).send(`next ${request.method}`));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    get: (path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) =>
      ask(port, path, init),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

type Answer = { status: number; headers: IncomingHttpHeaders; bytes: Buffer };

/**
 * One request as a browser sends it. Not fetch: given an If-None-Match, fetch adds a no-cache of
 * its own (the Fetch standard's cache mode), which a browser revalidating a picture does not send.
 */
function ask(
  port: number,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  api = createServer(upstream);
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

describe('mediaProxy: the API’s pictures kept by the storefront', () => {
  it('asks the API once for a public, immutable picture, and answers the same bytes and headers after', async () => {
    const web = await storefront();
    const path = '/api/media/co/pic.svg?w=480';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const response = await web.get(path);
      answers.push({
        status: response.status,
        type: response.headers['content-type'],
        etag: response.headers.etag,
        cache: response.headers['cache-control'],
        bytes: response.bytes,
      });
    }
    expect(asked.get(path)).toBe(1);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, type: 'image/webp', etag: '"e480"', cache: IMMUTABLE });
      expect(answer.bytes.equals(picture(480 % 256))).toBe(true);
    }
    // Another width is another picture.
    const other = await web.get('/api/media/co/pic.svg?w=828');
    expect(other.bytes.equals(picture(828 % 256))).toBe(true);
    expect(asked.get('/api/media/co/pic.svg?w=828')).toBe(1);
    await web.close();
  });

  it('keeps nothing it may not: a 404, private, no-store, a cookie, a picture over the size limit', async () => {
    const web = await storefront();
    for (const [path, status] of [
      ['/api/media/co/missing.svg', 404],
      ['/api/media/co/private', 200],
      ['/api/media/co/no-store', 200],
      ['/api/media/co/cookie', 200],
      ['/api/media/co/large', 200],
    ] as const) {
      const first = await web.get(path);
      const second = await web.get(path);
      expect([first.status, second.status], path).toEqual([status, status]);
      expect(second.bytes.equals(first.bytes), path).toBe(true);
      expect(asked.get(path), path).toBe(2);
    }
    await web.close();
  });

  it('keeps nothing with STOREFRONT_MEDIA_MB=0', async () => {
    const web = await storefront({ maxBytes: 0 });
    const path = '/api/media/co/pic.svg?w=7';
    await web.get(path);
    await web.get(path);
    expect(asked.get(path)).toBe(2);
    await web.close();
  });

  it('answers an If-None-Match naming the kept picture with a 304, and asks the API again on a no-cache reload', async () => {
    const web = await storefront();
    const path = '/api/media/co/pic.svg?w=240';
    await web.get(path);
    const unchanged = await web.get(path, { headers: { 'if-none-match': 'W/"x", "e240"' } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.etag).toBe('"e240"');
    expect(unchanged.headers['content-type']).toBeUndefined();
    expect(unchanged.bytes.length).toBe(0);
    const changed = await web.get(path, { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
    expect(changed.bytes.equals(picture(240))).toBe(true);
    expect(asked.get(path)).toBe(1);

    const reload = await web.get(path, { headers: { 'cache-control': 'no-cache' } });
    expect(reload.status).toBe(200);
    expect(reload.bytes.equals(picture(240))).toBe(true);
    expect(asked.get(path)).toBe(2);
    const revalidated = await web.get(path, {
      headers: { 'cache-control': 'no-cache', 'if-none-match': '"e240"' },
    });
    expect(revalidated.status).toBe(304);
    expect(asked.get(path)).toBe(3);
    // A picture not kept yet, asked conditionally: the API's bytes, compared here.
    const fresh = await web.get('/api/media/co/pic.svg?w=1600', { headers: { 'if-none-match': '"e1600"' } });
    expect(fresh.status).toBe(304);
    await web.close();
  });

  it('answers HEAD without a body and leaves other methods to the next handler', async () => {
    const web = await storefront();
    const head = await web.get('/api/media/co/pic.svg?w=1200', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe('"e1200"');
    expect(head.bytes.length).toBe(0);
    const post = await web.get('/api/media/co/pic.svg', { method: 'POST', body: 'x' });
    expect(post.status).toBe(299);
    expect(post.bytes.toString()).toBe('next POST');
    await web.close();
  });

  it('forwards the visitor’s headers less the connection’s, with the address the visitor used', async () => {
    const web = await storefront();
    const answer = await web.get('/api/media/co/echo', {
      headers: {
        host: 'studio-zen.localhost:3500',
        connection: 'keep-alive',
        'x-forwarded-for': '203.0.113.7, 127.0.0.1',
        'accept-encoding': 'br',
        cookie: 'lang=fr',
        te: 'trailers',
      },
    });
    const echo = JSON.parse(answer.bytes.toString()) as Record<string, string>;
    expect(echo).toMatchObject({
      'x-forwarded-for': '203.0.113.7, 127.0.0.1',
      'x-forwarded-host': 'studio-zen.localhost:3500',
      'x-forwarded-proto': 'http',
      'accept-encoding': 'identity',
      cookie: 'lang=fr',
    });
    expect(echo.te).toBeUndefined();
    expect(echo.host).not.toBe('studio-zen.localhost:3500');
    await web.close();
  });

  it('gives twenty simultaneous first visitors the same picture', async () => {
    const web = await storefront();
    const path = '/api/media/co/pic.svg?w=2048';
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await web.get(path);
        return { status: response.status, bytes: response.bytes };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(picture(2048 % 256))).toBe(true);
    }
    await web.close();
  });

  it('survives an API that stops mid-picture and a visitor who leaves mid-picture, and keeps neither', async () => {
    const web = await storefront();
    const broken = await web.get('/api/media/co/broken').catch((error: Error) => error);
    // The visitor's connection is cut: the picture is not passed off as whole.
    expect(broken instanceof Error || broken.bytes.length < 50_000).toBe(true);
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: web.port, path: '/api/media/co/slow' }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => (req.destroyed ? resolve() : reject(error)));
      req.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Still serving, and neither half picture was kept.
    expect((await web.get('/api/media/co/pic.svg?w=3')).status).toBe(200);
    await web.get('/api/media/co/broken').catch(() => null);
    expect(asked.get('/api/media/co/broken')).toBe(2);
    const slow = await web.get('/api/media/co/slow');
    expect(slow.bytes.equals(picture(7, 2000))).toBe(true);
    expect(asked.get('/api/media/co/slow')).toBe(2);
    await web.close();
  });

  it("answers 503 'Le service est indisponible.' when the API cannot be reached", async () => {
    const web = await storefront({ apiUrl: 'http://127.0.0.1:9' });
    const response = await web.get('/api/media/co/pic.svg');
    expect(response.status).toBe(503);
    expect(JSON.parse(response.bytes.toString())).toEqual({
      code: 503,
      message: 'Le service est indisponible.',
    });
    await web.close();
  });
});
