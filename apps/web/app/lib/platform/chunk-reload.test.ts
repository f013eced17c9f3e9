import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError, shouldReloadForChunk } from './chunk-reload.ts';

describe('chunk-load reload guard (spec §9: once per 60 s)', () => {
  it('reloads the first time and again only after 60 s', () => {
    expect(shouldReloadForChunk(null, 1000)).toBe(true);
    expect(shouldReloadForChunk(1000, 60_999)).toBe(false);
    expect(shouldReloadForChunk(1000, 61_000)).toBe(true);
  });

  it('remembers the reload in storage so that a failing chunk cannot loop', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    const reload = vi.fn();
    expect(reloadForChunkError(storage, reload, 5_000)).toBe(true);
    expect(reloadForChunkError(storage, reload, 30_000)).toBe(false);
    expect(reloadForChunkError(storage, reload, 65_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises dynamic import failures only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
