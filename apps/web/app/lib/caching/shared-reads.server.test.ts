import { describe, expect, it } from 'vitest';
import type { RequestShare } from './request-share.ts';
import { CONTENT_VERSION_HEADER, contentVersionOf, SharedReads } from './shared-reads.server.ts';

const share = (): RequestShare => ({ shareable: true, personal: false });
const shared = (version: number, etag = '"e1"') =>
  new Headers({ [CONTENT_VERSION_HEADER]: String(version), etag });

describe('shared reads kept by the storefront', () => {
  it('keeps a shared answer and gives it back as it is while the version stays and it is young', () => {
    let now = 0;
    const reads = new SharedReads({ maxAgeMs: 30_000, now: () => now });
    const cache = reads.forRequest('co', 'fr ', share());
    expect(cache.lookup('1 /api/shops')).toBeUndefined();
    expect(cache.answered({ key: '1 /api/shops', status: 200, headers: shared(5), value: ['a'] })).toEqual([
      'a',
    ]);
    expect(cache.lookup('1 /api/shops')).toEqual({ fresh: true, value: ['a'] });
    // Another language or preview state is another scope.
    expect(reads.forRequest('co', 'en ', share()).lookup('1 /api/shops')).toBeUndefined();
    now = 30_000;
    // Too old: revalidated with its ETag.
    expect(cache.lookup('1 /api/shops')).toEqual({ fresh: false, value: ['a'], etag: '"e1"' });
  });

  it('drops everything of a company once an answer shows a newer version, and only that company', () => {
    const reads = new SharedReads({ maxAgeMs: 30_000 });
    const a = reads.forRequest('a', 'fr ', share());
    const b = reads.forRequest('b', 'fr ', share());
    a.answered({ key: 'shops', status: 200, headers: shared(5), value: 1 });
    b.answered({ key: 'shops', status: 200, headers: shared(5), value: 2 });
    a.answered({ key: 'me', status: 304, headers: shared(6), value: 'company' });
    expect(reads.known('a')).toBe(6);
    expect(a.lookup('shops')).toBeUndefined();
    expect(b.lookup('shops')).toEqual({ fresh: true, value: 2 });
  });

  it('never keeps an answer older than the newest version seen (a read that raced a write)', () => {
    const reads = new SharedReads({ maxAgeMs: 30_000 });
    const cache = reads.forRequest('co', 'fr ', share());
    cache.answered({ key: 'me', status: 200, headers: shared(9), value: 'new' });
    cache.answered({ key: 'shops', status: 200, headers: shared(8), value: 'old' });
    expect(cache.lookup('shops')).toBeUndefined();
    expect(reads.known('co')).toBe(9);
  });

  it('marks the page personal for an answer that is not a shared read, a signed-in call or a failure', () => {
    const reads = new SharedReads({ maxAgeMs: 30_000 });
    for (const answer of [
      { key: 'stock', status: 200, headers: new Headers(), value: 1 },
      { key: null, status: 200, headers: shared(3), value: 1 },
      { key: 'shops', status: 404, headers: new Headers(), value: undefined },
      { key: 'shops', status: 0, headers: null, value: undefined },
      { key: 'shops', status: 200, headers: new Headers({ [CONTENT_VERSION_HEADER]: 'x1' }), value: 1 },
    ]) {
      const request = share();
      reads.forRequest('co', 'fr ', request).answered(answer);
      expect(request.personal, JSON.stringify(answer.key)).toBe(true);
    }
    expect(reads.size('co')).toBe(0);
  });

  it('in revalidation mode asks with the ETag every time (the company, on every page view)', () => {
    const reads = new SharedReads({ maxAgeMs: 30_000 });
    const request = share();
    const cache = reads.forRequest('co', 'fr ', request, { revalidate: true });
    cache.answered({ key: 'me', status: 200, headers: shared(1, '"me"'), value: 'company' });
    expect(cache.lookup('me')).toEqual({ fresh: false, value: 'company', etag: '"me"' });
    expect(request.personal).toBe(false);
  });

  it('keeps nothing when switched off, but still learns versions', () => {
    const reads = new SharedReads({ maxAgeMs: 0 });
    const cache = reads.forRequest('co', 'fr ', share());
    cache.answered({ key: 'shops', status: 200, headers: shared(4), value: 1 });
    expect(cache.lookup('shops')).toBeUndefined();
    expect(reads.known('co')).toBe(4);
  });

  it('bounds the answers kept per company, oldest first', () => {
    const reads = new SharedReads({ maxAgeMs: 30_000, maxEntriesPerCompany: 2 });
    const cache = reads.forRequest('co', 'fr ', share());
    for (const key of ['a', 'b', 'c']) cache.answered({ key, status: 200, headers: shared(1), value: key });
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('c')).toEqual({ fresh: true, value: 'c' });
    expect(reads.size('co')).toBe(2);
  });

  it('reads only sane version headers', () => {
    expect(contentVersionOf(new Headers({ [CONTENT_VERSION_HEADER]: '1732770000123' }))).toBe(1732770000123);
    expect(contentVersionOf(new Headers({ [CONTENT_VERSION_HEADER]: '-1' }))).toBeNull();
    expect(contentVersionOf(new Headers({ [CONTENT_VERSION_HEADER]: '12345678901234567' }))).toBeNull();
    expect(contentVersionOf(null)).toBeNull();
  });
});
