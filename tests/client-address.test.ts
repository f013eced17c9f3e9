// Issue 16, defect 1: the storefront forwards the browser's /api calls, and the API saw the
// storefront's address for every visitor, so the per-address limits were shared by all: 52
// failed sign-ins with random e-mails locked every customer and staff sign-in. Here the real
// storefront (production build, apps/web/server.ts) in front of the real API, and visitors on
// distinct loopback addresses (127.0.0.2, 127.0.0.3…), as browsers on distinct machines.
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../apps/api/src/db/client.ts';
import { startApi, startWeb } from './product.ts';

const DEMO_PASSWORD = 'Eclat-demo-2026!';

type Answer = { status: number; body: string; headers: Record<string, string> };

describe('the visitor’s address through the storefront', () => {
  let api: { app: FastifyInstance; database: Database; url: string };
  let web: { url: string; stop: () => Promise<void> };
  let company = '';

  /** One request to the storefront from a given local address (a visitor's own connection). */
  function send(
    from: string,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const target = new URL(web.url);
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          hostname: target.hostname,
          port: target.port,
          path,
          method,
          localAddress: from,
          headers: {
            host: 'localhost',
            'accept-language': 'fr',
            ...(company ? { company } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...options.headers,
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body,
              headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  const customerLogin = (from: string, email: string, password: string, headers?: Record<string, string>) =>
    send(from, 'POST', '/api/users/login', { body: { email, password }, headers });
  const staffLogin = (from: string, email: string, password: string) =>
    send(from, 'POST', '/api/cmpusers/login', { body: { email, password } });

  beforeAll(async () => {
    api = await startApi();
    web = await startWeb(api.url);
    const token = await send('127.0.0.1', 'GET', '/api/companies/token/host/localhost');
    company = JSON.parse(token.body).token;
  }, 120_000);

  afterAll(async () => {
    await web?.stop();
    await api?.app.close();
    await api?.database.close();
  });

  it('locks the address that sprays failed sign-ins, not every visitor', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      const res = await customerLogin(
        '127.0.0.2',
        `spray-${i}-${crypto.randomUUID()}@example.com`,
        'Nope-2026!',
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 49).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The sprayer is locked, even with a right password…
    expect((await customerLogin('127.0.0.2', 'camille@example.com', DEMO_PASSWORD)).status).toBe(429);
    // …every other visitor signs in: customers, staff and front desks.
    expect((await customerLogin('127.0.0.3', 'camille@example.com', DEMO_PASSWORD)).status).toBe(200);
    expect((await staffLogin('127.0.0.3', 'manager@maison-eclat.example', DEMO_PASSWORD)).status).toBe(200);
    const desk = await send('127.0.0.3', 'POST', '/api/access/login', {
      body: { login: 'accueil-marais', password: DEMO_PASSWORD },
    });
    expect(desk.status).toBe(200);
  });

  it('keeps a guesser out of an account, never its holder', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await staffLogin('127.0.0.4', 'owner@maison-eclat.example', `Guess-${i}-2026!`)).status).toBe(
        401,
      );
    }
    const guesser = await staffLogin('127.0.0.4', 'owner@maison-eclat.example', DEMO_PASSWORD);
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(800);
    expect((await staffLogin('127.0.0.5', 'owner@maison-eclat.example', DEMO_PASSWORD)).status).toBe(200);
  });

  it('cannot be fooled by a forged X-Forwarded-For', async () => {
    // A visitor rotating the header still counts as its own connection's address: the storefront
    // appends it, and the API believes only the storefront's hop.
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const forged = { 'x-forwarded-for': `198.51.100.${i}` };
      const res = await customerLogin('127.0.0.6', `forged-${i}@example.com`, 'Nope-2026!', forged);
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    // Nor can it put the blame on another visitor's address.
    for (let i = 0; i < 5; i++) {
      await customerLogin('127.0.0.6', 'camille@example.com', 'Nope-2026!', {
        'x-forwarded-for': '127.0.0.7',
      });
    }
    expect((await customerLogin('127.0.0.7', 'camille@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('tells the API whose page it renders on the server (reset links)', async () => {
    // Unknown links checked by one visitor's pages lock that visitor's checks only (20 per hour).
    for (let i = 0; i < 21; i++) {
      const page = await send('127.0.0.8', 'GET', `/profile/password-reset/${'x'.repeat(40)}${i}`);
      expect(page.status).toBeLessThan(500);
    }
    await send('127.0.0.9', 'POST', '/api/users/password/reset', { body: { email: 'camille@example.com' } });
    const manager = JSON.parse(
      (await staffLogin('127.0.0.9', 'manager@maison-eclat.example', DEMO_PASSWORD)).body,
    );
    const outbox = await send('127.0.0.9', 'GET', '/api/dev/outbox?to=camille@example.com&limit=1', {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    const link = /\/profile\/password-reset\/([A-Za-z0-9_-]+)/.exec(JSON.parse(outbox.body).messages[0].body);
    expect(link?.[1]).toBeDefined();
    const holder = await send('127.0.0.10', 'GET', `/profile/password-reset/${link?.[1]}`);
    expect(holder.status).toBe(200);
    expect(holder.body).toContain('c•••@example.com');
    const locked = await send('127.0.0.8', 'GET', `/profile/password-reset/${link?.[1]}`);
    expect(locked.body).not.toContain('c•••@example.com');
  });
});
