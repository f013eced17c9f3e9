import { describe, expect, it } from 'vitest';
import { CatalogueCache, etagMatches, serialize } from './cache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('CatalogueCache', () => {
  it('loads once per company and key, then serves the stored value', async () => {
    const cache = new CatalogueCache(30);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get(1, 'shops:fr', load)).toBe(1);
    expect(await cache.get(1, 'shops:fr', load)).toBe(1);
    expect(await cache.get(1, 'shops:en', load)).toBe(2);
    expect(await cache.get(2, 'shops:fr', load)).toBe(3);
  });

  it('coalesces concurrent loads of one key', async () => {
    const cache = new CatalogueCache(30);
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const waiting = Promise.all([cache.get(1, 'k', load), cache.get(1, 'k', load), cache.get(1, 'k', load)]);
    gate.resolve('v');
    expect(await waiting).toEqual(['v', 'v', 'v']);
    expect(loads).toBe(1);
  });

  it('drops only the written company, and never stores a load that an invalidation overtook', async () => {
    const cache = new CatalogueCache(30);
    await cache.get(1, 'k', async () => 'old');
    await cache.get(2, 'k', async () => 'other');
    const slow = deferred<string>();
    cache.invalidate(1);
    const inFlight = cache.get(1, 'k', () => slow.promise);
    cache.invalidate(1); // a write lands while the read is loading
    slow.resolve('stale');
    expect(await inFlight).toBe('stale');
    expect(await cache.get(1, 'k', async () => 'fresh')).toBe('fresh');
    expect(await cache.get(2, 'k', async () => 'reloaded')).toBe('other');
  });

  it('expires entries after the TTL and caches nothing with a TTL of 0', async () => {
    let now = 0;
    const cache = new CatalogueCache(30, { now: () => now });
    await cache.get(1, 'k', async () => 'a');
    now = 29_999;
    expect(await cache.get(1, 'k', async () => 'b')).toBe('a');
    now = 30_001;
    expect(await cache.get(1, 'k', async () => 'c')).toBe('c');
    const off = new CatalogueCache(0);
    await off.get(1, 'k', async () => 'a');
    expect(await off.get(1, 'k', async () => 'b')).toBe('b');
    expect(off.size(1)).toBe(0);
  });

  it('does not store failures', async () => {
    const cache = new CatalogueCache(30);
    await expect(cache.get(1, 'k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.get(1, 'k', async () => 'ok')).toBe('ok');
  });

  it('keeps at most maxEntriesPerCompany entries, dropping the oldest', async () => {
    const cache = new CatalogueCache(30, { maxEntriesPerCompany: 2 });
    await cache.get(1, 'a', async () => 1);
    await cache.get(1, 'b', async () => 2);
    await cache.get(1, 'c', async () => 3);
    expect(cache.size(1)).toBe(2);
    expect(await cache.get(1, 'a', async () => 10)).toBe(10);
    expect(await cache.get(1, 'c', async () => 30)).toBe(3);
  });

  it('serialises once, with an ETag that follows the content', async () => {
    const cache = new CatalogueCache(30);
    const first = await cache.serialized(1, 'k', async () => ({ shops: [1] }));
    expect(first.body.toString('utf8')).toBe('{"shops":[1]}');
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(serialize({ shops: [1] }).etag).toBe(first.etag);
    expect(serialize({ shops: [2] }).etag).not.toBe(first.etag);
  });
});

describe('etagMatches', () => {
  it('reads single, listed, weak and wildcard If-None-Match values', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('', '"abc"')).toBe(false);
  });
});
