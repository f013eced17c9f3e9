import { join, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeDir, isSafeKey, isSafePath, objectPath } from './safe-keys.ts';

describe('media storage paths', () => {
  it('accepts the keys the upload route makes and the folders MediaDirSchema lets through', () => {
    for (const key of ['logo-1a2b3c4d5e6f.webp', 'services/visage/soin-0f.webp', 'a_b/c-d/e.tar.gz', 'x'])
      expect(isSafeKey(key), key).toBe(true);
    for (const dir of ['', 'shops', 'services/visage', 'a_b/c-d']) expect(isSafeDir(dir), dir).toBe(true);
    expect(objectPath(12, 'shops/a.webp')).toBe('12/shops/a.webp');
    expect(isSafePath('12/shops/a.webp')).toBe(true);
  });

  it('refuses traversal, absolute paths, hidden names, empty segments and odd characters', () => {
    const keys = [
      '',
      '..',
      '../a.webp',
      'a/../b.webp',
      '/a.webp',
      'a/',
      'a//b',
      '.env',
      'a/.b',
      'a..b/c',
      'A.webp',
      'a b.webp',
      'a\\b.webp',
      'a/b\u0000.webp',
      'é.webp',
      'a.',
      'a/-',
      `${'a'.repeat(301)}`,
    ];
    for (const key of keys) expect(isSafeKey(key), JSON.stringify(key)).toBe(false);
    for (const dir of ['..', '/x', 'x/', 'x//y', 'x.y', 'X', '.x']) expect(isSafeDir(dir), dir).toBe(false);
    for (const path of ['0/a.webp', '-1/a.webp', '01/a.webp', 'x/a.webp', '12', '12/', '12/../a.webp'])
      expect(isSafePath(path), path).toBe(false);
    expect(() => objectPath(0, 'a.webp')).toThrow();
    expect(() => objectPath(1.5, 'a.webp')).toThrow();
    expect(() => objectPath(3, '../a.webp')).toThrow();
  });

  it('never leads outside the company folder, whatever the key', () => {
    const root = resolve('/srv/media');
    const segment = fc.stringMatching(/^[a-z0-9._\-/\\ ]{0,12}$/);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.array(segment, { maxLength: 4 }),
        (companyId, parts) => {
          const key = parts.join('/');
          if (!isSafeKey(key)) return;
          const file = resolve(root, ...objectPath(companyId, key).split('/'));
          expect(file.startsWith(join(root, String(companyId)) + sep)).toBe(true);
          expect(file.slice(root.length + 1).split(sep)).toEqual([String(companyId), ...key.split('/')]);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
