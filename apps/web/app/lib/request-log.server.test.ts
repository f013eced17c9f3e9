import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it, vi } from 'vitest';
import { loggedPath, requestLogEvery, requestLogger } from './request-log.server.ts';

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

  it('writes the whole path of a request answered by a handler mounted on a path', async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => {
      lines.push(line);
    });
    const app = express();
    app.use(requestLogger('all', 'info'));
    app.use('/api/media', (_request, response) => {
      response.status(204).end();
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      await fetch(`http://127.0.0.1:${port}/api/media/maison-eclat/slides/a.svg?w=828`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      log.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[storefront\] GET \/api\/media\/maison-eclat\/slides\/a\.svg 204 [\d.]+ ms$/);
  });
});
