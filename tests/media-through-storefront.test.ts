// Issue 19: the home's pictures through the real storefront (production build, apps/web/server.ts)
// in front of the real API. The storefront keeps the API's public, immutable pictures (ADR 0038):
// a second round of the same pictures reaches the API no more, each answer is the API's own bytes
// and headers, and what the API is asked still carries the visitor's address.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../apps/api/src/db/client.ts';
import { askStorefront, getPage, startApi, startWeb } from './product.ts';

type Asked = { path: string; forwardedFor: string };

describe('the API’s pictures through the storefront', () => {
  let api: { app: FastifyInstance; database: Database; url: string };
  let web: { url: string; stop: () => Promise<void> };
  /** Between the storefront and the API: what the API is asked for. */
  let hop: Server;
  const asked: Asked[] = [];

  /** One request to the storefront from a given local address, as that visitor's browser. */
  const get = (path: string, from = '127.0.0.1', headers: Record<string, string> = {}, method = 'GET') =>
    askStorefront(`${web.url}${path}`, { method, from, headers: { host: 'localhost', ...headers } });

  /** The same picture asked of the API itself. */
  async function direct(path: string): Promise<{ type: string | null; etag: string | null; bytes: Buffer }> {
    const response = await fetch(`${api.url}${path}`);
    return {
      type: response.headers.get('content-type'),
      etag: response.headers.get('etag'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  beforeAll(async () => {
    api = await startApi();
    const upstream = new URL(api.url);
    hop = createServer((incoming, outgoing) => {
      if (incoming.url?.startsWith('/api/media/'))
        asked.push({ path: incoming.url, forwardedFor: String(incoming.headers['x-forwarded-for']) });
      const forward = request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forward.on('error', () => outgoing.destroy());
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => hop.listen(0, '127.0.0.1', resolve));
    // One process, so that "once" is once (each process keeps its own).
    web = await startWeb(`http://127.0.0.1:${(hop.address() as AddressInfo).port}`, { WEB_WORKERS: '1' });
  }, 120_000);

  afterAll(async () => {
    await web?.stop();
    await new Promise((resolve) => hop?.close(resolve));
    await api?.app.close();
    await api?.database.close();
  });

  it('asks the API once for each of the home’s pictures, and answers its bytes after', async () => {
    const home = await getPage(`${web.url}/`, 'localhost');
    expect(home.status).toBe(200);
    const pictures = [
      ...new Set([...home.body.matchAll(/(?:src|href)="(\/api\/media\/[^"]+)"/g)].map((m) => m[1] ?? '')),
    ]
      .map((path) => path.replaceAll('&amp;', '&'))
      .slice(0, 12);
    expect(pictures.length).toBeGreaterThanOrEqual(5);
    expect(pictures.some((path) => path.includes('?w='))).toBe(true);

    for (const path of pictures) expect((await get(path, '127.0.0.2')).status, path).toBe(200);
    const firstRound = asked.length;
    expect(firstRound).toBe(pictures.length);
    expect(asked.every((entry) => entry.forwardedFor === '127.0.0.2')).toBe(true);

    for (const path of pictures) {
      const kept = await get(path, '127.0.0.3');
      const own = await direct(path);
      expect(kept.status, path).toBe(200);
      expect(kept.headers['content-type'], path).toBe(own.type);
      expect(kept.headers.etag, path).toBe(own.etag);
      expect(kept.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(kept.bytes.equals(own.bytes), path).toBe(true);
    }
    expect(asked.length).toBe(firstRound);
  });

  it('answers a browser revalidating a picture with a 304, and a missing one with the API’s 404', async () => {
    const path = '/api/media/maison-eclat/slides/signature.svg?w=480';
    const first = await get(path);
    expect(first.status).toBe(200);
    const again = await get(path, '127.0.0.1', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);

    for (const missing of [
      '/api/media/maison-eclat/nope.svg',
      '/api/media/maison-eclat/..%2f..%2fetc%2fpasswd',
      '/api/media/not-a-company/slides/signature.svg',
    ]) {
      expect((await get(missing)).status, missing).toBe(404);
      expect((await get(missing)).status, missing).toBe(404);
      expect(asked.filter((entry) => entry.path === missing).length, missing).toBe(2);
    }
    // Other methods go to the API through the React Router proxy, the visitor's address appended once.
    const post = await get('/api/media/maison-eclat/slides/signature.svg', '127.0.0.4', {}, 'POST');
    expect(post.status).toBe(405);
    expect(asked.at(-1)).toEqual({
      path: '/api/media/maison-eclat/slides/signature.svg',
      forwardedFor: '127.0.0.4',
    });
    const head = await get('/api/media/maison-eclat/slides/signature.svg?w=480', '127.0.0.4', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(asked.at(-1)).toEqual({
      path: '/api/media/maison-eclat/slides/signature.svg?w=480',
      forwardedFor: '127.0.0.4',
    });

    const badWidth = await get('/api/media/maison-eclat/slides/signature.svg?w=123');
    expect(badWidth.status).toBe(400);
    expect(JSON.parse(badWidth.bytes.toString())).toMatchObject({ code: 400 });
  });
});
