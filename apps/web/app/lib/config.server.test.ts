import { describe, expect, it } from 'vitest';
import { readConfig } from './config.server.ts';

describe('readConfig', () => {
  it('defaults API_URL to http://127.0.0.1:4000 and drops a trailing slash', () => {
    expect(readConfig({}).apiUrl).toBe('http://127.0.0.1:4000');
    expect(readConfig({ API_URL: 'http://api.internal:8080/' }).apiUrl).toBe('http://api.internal:8080');
  });

  it('refuses an API_URL that is not an absolute URL', () => {
    expect(() => readConfig({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => readConfig({ API_URL: 'localhost:4000' })).toThrow(/API_URL/);
  });

  it('reads the back-office origins allowed to drive the preview', () => {
    expect(readConfig({}).backofficeOrigins).toEqual([]);
    expect(
      readConfig({ BACKOFFICE_ORIGINS: 'https://bo.example/, http://localhost:5173' }).backofficeOrigins,
    ).toEqual(['https://bo.example', 'http://localhost:5173']);
    expect(() => readConfig({ BACKOFFICE_ORIGINS: 'ftp://x' })).toThrow(/BACKOFFICE_ORIGINS/);
  });

  it('reads the storefront cache settings (ADR 0028): 30 s and 64 MB by default, 0 turns it off', () => {
    expect(readConfig({})).toMatchObject({
      cacheSeconds: 30,
      pageCacheBytes: 64 * 1_048_576,
      mediaCacheBytes: 32 * 1_048_576,
    });
    expect(readConfig({ STOREFRONT_MEDIA_MB: '0' }).mediaCacheBytes).toBe(0);
    expect(() => readConfig({ STOREFRONT_MEDIA_MB: '-1' })).toThrow(/STOREFRONT_MEDIA_MB/);
    expect(readConfig({ STOREFRONT_CACHE_SECONDS: '0', STOREFRONT_CACHE_MB: '8' })).toMatchObject({
      cacheSeconds: 0,
      pageCacheBytes: 8 * 1_048_576,
    });
    expect(() => readConfig({ STOREFRONT_CACHE_SECONDS: '-1' })).toThrow(/STOREFRONT_CACHE_SECONDS/);
    expect(() => readConfig({ STOREFRONT_CACHE_SECONDS: '1e3' })).toThrow(/STOREFRONT_CACHE_SECONDS/);
    expect(() => readConfig({ STOREFRONT_CACHE_MB: '99999' })).toThrow(/STOREFRONT_CACHE_MB/);
  });
});
