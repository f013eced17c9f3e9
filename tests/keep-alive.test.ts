// A connection the storefront was closing at the instant a client reused it lost the request
// ("socket hang up" on a PUT through the /api proxy, a journey on a loaded machine, 2026-11-29):
// Node's 5 s keep-alive is shorter than clients' and load balancers' own idle times. The real
// storefront (production build, apps/web/server.ts) in front of the real API.
import { Agent, request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, startWeb } from './product.ts';

type Answer = { status: number; keepAlive: string; reused: boolean };

describe('idle connections to the storefront', () => {
  let api: { app: FastifyInstance; url: string };
  let web: { url: string; stop: () => Promise<void> };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  function get(path: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(`${web.url}${path}`, { agent, headers: { host: 'localhost' } }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            keepAlive: String(res.headers['keep-alive']),
            reused: req.reusedSocket,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    api = await startApi();
    web = await startWeb(api.url);
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await web?.stop();
    await api?.app.close();
  });

  it('are kept 65 s, longer than a load balancer’s 60, and say so', async () => {
    const first = await get('/api/companies/token/host/localhost');
    expect(first.status).toBe(200);
    expect(first.keepAlive).toBe('timeout=65');
  });

  it('still carry a request after Node’s former 5 s of idleness', async () => {
    await get('/api/companies/token/host/localhost');
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const later = await get('/api/companies/token/host/localhost');
    expect(later).toEqual({ status: 200, keepAlive: 'timeout=65', reused: true });
  }, 20_000);
});
