import { describe, expect, it } from 'vitest';
import { loggedPath, requestLogEvery } from './request-log.server.ts';

describe('storefront request logs (LOG_REQUESTS)', () => {
  it('logs failures and slow answers only by default, one in N or all when asked', () => {
    expect(requestLogEvery(undefined, undefined)).toBe(0);
    expect(requestLogEvery('errors', 'info')).toBe(0);
    expect(requestLogEvery('sample:100', 'info')).toBe(100);
    expect(requestLogEvery('all', 'warn')).toBe(1);
    expect(requestLogEvery('errors', 'debug')).toBe(1);
    expect(() => requestLogEvery('sometimes', 'info')).toThrow(/LOG_REQUESTS/);
    expect(() => requestLogEvery('sample:0', 'info')).toThrow(/LOG_REQUESTS/);
  });

  it('never writes the secret of a signed link', () => {
    expect(loggedPath('/reservation/manage/abc.def')).toBe('/reservation/manage/…');
    expect(loggedPath('/en/avis/tok123')).toBe('/en/avis/…');
    expect(loggedPath('/de/profile/password-reset/xyz')).toBe('/de/profile/password-reset/…');
    expect(loggedPath('/liste-attente/offre/t/extra')).toBe('/liste-attente/offre/…/extra');
    expect(loggedPath('/paris-marais')).toBe('/paris-marais');
  });
});
