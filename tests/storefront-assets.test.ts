// The storefront's scripts are compressed at build time (apps/web/precompress-assets.ts) and sent
// as they are: brotli to a browser that takes it, gzip to one that takes only gzip, the file itself
// otherwise. The real production build and server; no API is needed for assets.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askStorefront, freePort, startWeb } from './product.ts';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

async function get(url: string, acceptEncoding?: string): Promise<Answer> {
  const headers: Record<string, string> =
    acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  const answer = await askStorefront(url, { headers });
  return { status: answer.status, headers: answer.headers, body: answer.bytes };
}

const assets = fileURLToPath(new URL('../apps/web/build/client/assets', import.meta.url));
const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
/** The largest script (the entry or the shared chunk) and one under a kilobyte. */
const large = scripts.reduce((a, b) =>
  statSync(join(assets, a)).size >= statSync(join(assets, b)).size ? a : b,
);
const small = scripts.find((name) => statSync(join(assets, name)).size < 1024);

describe('the storefront’s scripts', () => {
  let web: { url: string; stop: () => Promise<void> };
  const original = readFileSync(join(assets, large));

  beforeAll(async () => {
    web = await startWeb(`http://127.0.0.1:${await freePort()}`);
  }, 60_000);
  afterAll(async () => {
    await web?.stop();
  });

  it('come compressed at build time, brotli first, the same script once opened', async () => {
    const url = `${web.url}/assets/${large}`;
    for (const accept of ['br', 'gzip, deflate, br, zstd']) {
      const answer = await get(url, accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.body.equals(readFileSync(join(assets, `${large}.br`)))).toBe(true);
      expect(brotliDecompressSync(answer.body).equals(original)).toBe(true);
    }
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const answer = await get(url, accept);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).equals(original)).toBe(true);
    }
    for (const accept of [undefined, 'identity']) {
      const answer = await get(url, accept);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(original)).toBe(true);
    }
  });

  it('say what they vary on and are kept a year, whatever the encoding', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const answer = await get(`${web.url}/assets/${large}`, accept);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  it('under a kilobyte, are sent as they are', async () => {
    expect(small).toBeDefined();
    const answer = await get(`${web.url}/assets/${small}`, 'br');
    expect(answer.status).toBe(200);
    expect(answer.body.equals(readFileSync(join(assets, `${small}`)))).toBe(true);
  });
});
