import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, pageKey, trackCookies } from './page-cache.server.ts';
import { CONTENT_VERSION_HEADER, SharedReads } from './shared-reads.server.ts';

const NONCE = 'bm9uY2Utb25lLW9uZS1vbmU=';
const html = `<!DOCTYPE html><html><body><p>Été</p><script nonce="${NONCE}">a()</script><script nonce="${NONCE}">b()</script></body></html>`;
const page = (headers: Record<string, string> = {}) =>
  new Response(html, { status: 200, headers: { 'content-type': 'text/html', ...headers } });

function setup(maxBytes = 1_000_000) {
  let now = 0;
  const reads = new SharedReads({ maxAgeMs: 30_000, now: () => now });
  const pages = new PageCache(reads, { maxBytes, now: () => now });
  // The company's version as its revalidation on a page view tells it.
  const seeVersion = (version: number) =>
    reads.forRequest('co', 'fr ', { shareable: true, personal: false }, { revalidate: true }).answered({
      key: 'me',
      status: 304,
      headers: new Headers({ [CONTENT_VERSION_HEADER]: String(version) }),
      value: 1,
    });
  return { pages, seeVersion, tick: (ms: number) => (now += ms) };
}

const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe('the page cache', () => {
  it('serves a kept page again with a fresh nonce in place of every occurrence of the old one', () => {
    const { pages, seeVersion } = setup();
    seeVersion(3);
    expect(pages.keep('k', page(), html, NONCE, 3)).toBe(true);
    const served = pages.serve('co', 'k', 'ZnJlc2gtbm9uY2U=');
    expect(served).not.toBeNull();
    expect(text(served?.body ?? new Uint8Array())).toBe(html.replaceAll(NONCE, 'ZnJlc2gtbm9uY2U='));
    expect(served?.headers.get('content-type')).toBe('text/html');
  });

  it('serves it gzip-encoded, compressed once, to a visitor who takes gzip', async () => {
    const { pages, seeVersion } = setup();
    seeVersion(3);
    pages.keep('k', page(), html, NONCE, 3);
    // Until its compression is done, the page goes out as it is (the server compresses it).
    expect(pages.serve('co', 'k', 'Zmlyc3Q=', true)?.headers.get('content-encoding')).toBeNull();
    const before = pages.stats().bytes;
    await pages.compressed;
    expect(pages.stats().bytes).toBeGreaterThan(before);
    // Fresh nonces are as long as the one the page was rendered with (base64 of 16 bytes).
    for (const nonce of ['ZnJlc2gtbm9uY2UtZnJlc2g=', 'YW5vdGhlci1vbmUtYW5vdGg=']) {
      const served = pages.serve('co', 'k', nonce, true);
      expect(served?.headers.get('content-encoding')).toBe('gzip');
      expect(served?.headers.get('vary')).toContain('Accept-Encoding');
      expect(gunzipSync(served?.body ?? Buffer.alloc(0)).toString('utf8')).toBe(
        html.replaceAll(NONCE, nonce),
      );
    }
    // A nonce of another length cannot take the old one's place in the compressed page.
    expect(pages.serve('co', 'k', 'c2hvcnQ=', true)?.headers.get('content-encoding')).toBeNull();
    // Not asked for: the page as it is.
    const plain = pages.serve('co', 'k', 'eA==');
    expect(plain?.headers.get('content-encoding')).toBeNull();
    expect(text(plain?.body ?? new Uint8Array())).toBe(html.replaceAll(NONCE, 'eA=='));
  });

  it('counts the compressed copy in its memory, and forgets it with the page', async () => {
    const { pages, seeVersion } = setup(html.length * 8 + 200);
    seeVersion(1);
    pages.keep('a', page(), html, NONCE, 1);
    await pages.compressed;
    const one = pages.stats().bytes;
    expect(one).toBeGreaterThan(html.length - 2 * NONCE.length);
    seeVersion(2);
    expect(pages.serve('co', 'a', 'x', true)).toBeNull();
    expect(pages.stats()).toEqual({ pages: 0, bytes: 0 });
  });

  it('stops serving it once the company version grows, or after the cache age', () => {
    const { pages, seeVersion, tick } = setup();
    seeVersion(3);
    pages.keep('k', page(), html, NONCE, 3);
    seeVersion(4);
    expect(pages.serve('co', 'k', 'x')).toBeNull();
    pages.keep('k', page(), html, NONCE, 4);
    tick(29_999);
    expect(pages.serve('co', 'k', 'x')).not.toBeNull();
    tick(1);
    expect(pages.serve('co', 'k', 'x')).toBeNull();
    expect(pages.stats().pages).toBe(0);
  });

  it('keeps only complete 200 pages and data that set no cookie', () => {
    const { pages } = setup();
    expect(pages.keep('a', page({ 'set-cookie': 'x=1' }), html, NONCE, 0)).toBe(false);
    expect(
      pages.keep(
        'b',
        new Response(html, { status: 404, headers: { 'content-type': 'text/html' } }),
        html,
        NONCE,
        0,
      ),
    ).toBe(false);
    expect(pages.keep('c', page({ 'content-type': 'application/json' }), html, NONCE, 0)).toBe(false);
    expect(pages.keep('d', page({ 'content-type': 'text/x-script' }), 'data', NONCE, 0)).toBe(true);
  });

  it('does not keep the headers of one response (policy with its nonce, cookies, date)', () => {
    const { pages } = setup();
    pages.keep(
      'k',
      page({ 'content-security-policy': `script-src 'nonce-${NONCE}'`, date: 'x', vary: 'accept' }),
      html,
      NONCE,
      0,
    );
    const headers = pages.serve('co', 'k', 'y')?.headers;
    expect(headers?.has('content-security-policy')).toBe(false);
    expect(headers?.has('date')).toBe(false);
    expect(headers?.get('vary')).toBe('accept');
  });

  it('stays within its memory, dropping the least recently served page first', () => {
    // A page of the test weighs its bytes without its nonces; the budget holds eight.
    const size = new TextEncoder().encode(html.replaceAll(NONCE, '')).length;
    const { pages } = setup(size * 8);
    for (let n = 0; n < 8; n++) expect(pages.keep(`p${n}`, page(), html, NONCE, 0)).toBe(true);
    expect(pages.serve('co', 'p0', 'x')).not.toBeNull();
    expect(pages.keep('p8', page(), html, NONCE, 0)).toBe(true);
    expect(pages.serve('co', 'p1', 'x')).toBeNull();
    expect(pages.serve('co', 'p0', 'x')).not.toBeNull();
    expect(pages.stats()).toEqual({ pages: 8, bytes: size * 8 });
    // A page heavier than an eighth of the budget is not kept.
    expect(pages.keep('big', page(), html.repeat(2), NONCE, 0)).toBe(false);
  });

  it('keys a page by company, URL and the cookies pages read, not the others', () => {
    const request = new Request('http://localhost/paris-marais?tab=2');
    const base = pageKey('co', request, { cookies_consent: 'true' });
    expect(pageKey('co', request, { cookies_consent: 'true', _ga: 'GA1.1' })).toBe(base);
    expect(pageKey('co', request, { cookies_consent: 'false' })).not.toBe(base);
    expect(pageKey('co', request, { cookies_consent: 'true', eshop_cart: '[1]' })).not.toBe(base);
    expect(pageKey('other', request, { cookies_consent: 'true' })).not.toBe(base);
    expect(
      pageKey('co', new Request('http://localhost/paris-marais.data'), { cookies_consent: 'true' }),
    ).not.toBe(base);
  });

  it('marks a page personal when its loaders read a cookie outside the key', () => {
    const share = { personal: false };
    const cookies = trackCookies({ cookies_consent: 'true', shop_history: '1-2' }, share);
    expect(cookies.cookies_consent).toBe('true');
    expect(cookies.auth_token).toBeUndefined();
    expect(share.personal).toBe(false);
    expect(cookies.shop_history).toBe('1-2');
    expect(share.personal).toBe(true);
  });
});
