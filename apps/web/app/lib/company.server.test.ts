import { describe, expect, it, vi } from 'vitest';
import { type CompanyToken, createTokenCache } from './company.server.ts';

describe('createTokenCache (host → company token, 60 s)', () => {
  it('asks the API once per host within the time to live, again after it', async () => {
    let now = 0;
    const fetchToken = vi.fn(
      async (host: string): Promise<CompanyToken> => ({ token: `t-${host}`, debug: false }),
    );
    const cache = createTokenCache(fetchToken, { now: () => now });

    await expect(cache.get('localhost')).resolves.toEqual({ token: 't-localhost', debug: false });
    now = 59_999;
    await cache.get('localhost');
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await cache.get('studio-zen.localhost');
    expect(fetchToken).toHaveBeenCalledTimes(2);
    now = 60_000;
    await cache.get('localhost');
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('shares one call between concurrent first requests', async () => {
    const fetchToken = vi.fn(async (): Promise<CompanyToken> => ({ token: 't', debug: false }));
    const cache = createTokenCache(fetchToken);
    await Promise.all([cache.get('a'), cache.get('a'), cache.get('a')]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('does not keep failures, so a recovered API is seen on the next request', async () => {
    const fetchToken = vi
      .fn<(host: string) => Promise<CompanyToken>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ token: 't', debug: true });
    const cache = createTokenCache(fetchToken);
    await expect(cache.get('a')).rejects.toThrow('down');
    await expect(cache.get('a')).resolves.toEqual({ token: 't', debug: true });
  });
});
