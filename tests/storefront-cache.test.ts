// Issue 19 / ADR 0028: the storefront keeps shared API answers and whole discovery pages in each of
// its processes. A staff change must show on the next page view in every process, personal pages
// must never be kept, and a kept page must never carry another response's nonce.
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../apps/api/src/db/client.ts';
import { companies, shops } from '../apps/api/src/db/schema.ts';
import { customerToken, staffToken } from '../apps/api/test-support/auth.ts';
import { getPage, startApi, startWeb } from './product.ts';

type Web = { url: string; stop: () => Promise<void> };

/** A returning visitor: consent given, language chosen, coupon popup closed. */
const VISITOR = 'cookies_consent=true; i18n_redirected=fr; coupons_closed=true';

describe('the storefront caches across two storefront processes', () => {
  let api: { app: FastifyInstance; database: Database; url: string };
  const webs: Web[] = [];
  let token: string;
  let companyId: number;
  let manager: string;
  let shopId: number;

  beforeAll(async () => {
    api = await startApi();
    // Two processes of one storefront, as two machines (or WEB_WORKERS) would run it.
    webs.push(await startWeb(api.url, { WEB_WORKERS: '1' }));
    webs.push(await startWeb(api.url, { WEB_WORKERS: '1' }));
    const [company] = await api.database.db
      .select({ id: companies.id, token: companies.token })
      .from(companies)
      .where(eq(companies.nickname, 'maison-eclat'));
    if (!company) throw new Error('no demo company');
    ({ id: companyId, token } = company);
    const [shop] = await api.database.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.slug, 'paris-marais'));
    if (!shop) throw new Error('no demo shop');
    shopId = shop.id;
    manager = await staffToken(api.database.db, companyId, 'manager');
  }, 120_000);

  afterAll(async () => {
    for (const web of webs) await web.stop();
    await api?.app.close();
    await api?.database.close();
  });

  const view = (web: Web, path: string, cookie = VISITOR) =>
    getPage(`${web.url}${path}`, 'localhost', { cookie });
  /** A page's bytes as sent (nothing decoded), asking for `encoding`. */
  const raw = (web: Web, path: string, encoding: string) =>
    new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
      const target = new URL(`${web.url}${path}`);
      const req = httpRequest(
        {
          hostname: target.hostname,
          port: target.port,
          path: target.pathname,
          headers: {
            host: 'localhost',
            'accept-language': 'fr',
            cookie: VISITOR,
            'accept-encoding': encoding,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              body: Buffer.concat(chunks),
              headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  const rename = async (name: string) => {
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}`,
      headers: { company: token, authorization: `Bearer ${manager}` },
      payload: { name },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('serves a discovery page again from each process, with a fresh nonce that its policy names', async () => {
    for (const web of webs) {
      const first = await view(web, '/paris-marais');
      expect(first.status).toBe(200);
      const again = await view(web, '/paris-marais');
      expect(again.headers['x-storefront-cache']).toBe('hit');
      const nonce = /'nonce-([^']+)'/.exec(again.headers['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(again.body).toContain(`nonce="${nonce}"`);
      expect(first.headers['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
      expect(again.body.replaceAll(nonce ?? '', 'N')).toBe(
        first.body.replaceAll(
          /'nonce-([^']+)'/.exec(first.headers['content-security-policy'] ?? '')?.[1] ?? '',
          'N',
        ),
      );
    }
  });

  it('sends a browser the kept page compressed once, its fresh nonce spliced in', async () => {
    const [web] = webs;
    if (!web) throw new Error('no storefront');
    const browser = 'gzip, deflate, br, zstd';
    const plain = await view(web, '/paris-marais');
    // Kept by the first view; compressed off the event loop, then served compressed.
    await expect
      .poll(async () => (await raw(web, '/paris-marais', browser)).headers['content-encoding'], {
        timeout: 10_000,
      })
      .toBe('gzip');
    const zipped = await raw(web, '/paris-marais', browser);
    expect(zipped.headers['x-storefront-cache']).toBe('hit');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    // gunzip checks the member's CRC and length: the nonce in the middle is counted in both.
    const body = gunzipSync(zipped.body).toString('utf8');
    const nonce = /'nonce-([^']+)'/.exec(zipped.headers['content-security-policy'] ?? '')?.[1] ?? '';
    expect(nonce).not.toBe('');
    expect(body).toContain(`<script nonce="${nonce}"`);
    const plainNonce = /'nonce-([^']+)'/.exec(plain.headers['content-security-policy'] ?? '')?.[1] ?? '';
    expect(body.replaceAll(nonce, 'N')).toBe(plain.body.replaceAll(plainNonce, 'N'));
    // Smaller than the page by far, and two views never share a nonce.
    expect(zipped.body.length).toBeLessThan(Buffer.byteLength(body) / 4);
    const again = await raw(web, '/paris-marais', browser);
    expect(gunzipSync(again.body).toString('utf8')).not.toContain(`nonce="${nonce}"`);
    // A browser that refuses gzip gets the page the usual way (compressed for it, not from here).
    const refusing = await raw(web, '/paris-marais', 'gzip;q=0, br');
    expect(refusing.headers['x-storefront-cache']).toBe('hit');
    expect(refusing.headers['content-encoding']).toBe('br');
    const identity = await raw(web, '/paris-marais', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toContain('<!DOCTYPE html>');
  });

  it('shows a staff change on the next page view in every process', async () => {
    for (const web of webs) {
      await view(web, '/paris-marais');
      await view(web, '/');
      expect((await view(web, '/paris-marais')).headers['x-storefront-cache']).toBe('hit');
      expect((await view(web, '/')).headers['x-storefront-cache']).toBe('hit');
    }
    await rename('Maison Éclat Marais Rive Droite');
    for (const web of webs) {
      const shop = await view(web, '/paris-marais');
      expect(shop.body).toContain('Maison Éclat Marais Rive Droite');
      expect(shop.headers['x-storefront-cache']).toBe('miss');
      // The home, kept too, lists the shop under its new name.
      expect((await view(web, '/')).body).toContain('Maison Éclat Marais Rive Droite');
    }
    await rename('Maison Éclat Marais');
    for (const web of webs) expect((await view(web, '/paris-marais')).body).not.toContain('Rive Droite');
  });

  it('renders the page again after a booking, which changes the next free times it shows', async () => {
    const [web] = webs;
    if (!web) throw new Error('no storefront');
    await view(web, '/paris-marais');
    expect((await view(web, '/paris-marais')).headers['x-storefront-cache']).toBe('hit');
    const { token: customer } = await customerToken(api.database.db, companyId);
    const services = (
      await api.app.inject({ url: '/api/articles?type=1', headers: { company: token } })
    ).json().articles as { id: number; slug: string }[];
    const service = services.find((s) => s.slug === 'soin-eclat-signature');
    const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const free = (
      await api.app.inject({
        url: `/api/appointments?shopid=${shopId}&serviceid=${service?.id}&start=${from}&end=${to}`,
        headers: { company: token },
      })
    ).json() as { appointments: { data: { slots: { start: string }[] }[] } };
    const slot = free.appointments.data.flatMap((day) => day.slots)[0];
    const booked = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: token, authorization: `Bearer ${customer}` },
      payload: { shopId, serviceIds: [service?.id], start: slot?.start },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await view(web, '/paris-marais')).headers['x-storefront-cache']).toBe('miss');
  });

  it('never keeps a personal page: signed in, previewed, journeys, or a page that read stock', async () => {
    const [web] = webs;
    if (!web) throw new Error('no storefront');
    for (const cookie of [
      `${VISITOR}; auth_token=abc; auth_type=customer`,
      `${VISITOR}; auth_type=provider`,
    ]) {
      await view(web, '/paris-marais', cookie);
      expect((await view(web, '/paris-marais', cookie)).headers['x-storefront-cache']).toBeUndefined();
    }
    for (const path of ['/boutique', '/panier', '/auth/customer/login']) {
      await view(web, path);
      expect((await view(web, path)).headers['x-storefront-cache'], path).toBeUndefined();
    }
  });

  it('keeps pages apart by the cookies they read: consent, cart and language', async () => {
    const [web] = webs;
    if (!web) throw new Error('no storefront');
    const newcomer = await view(web, '/paris-marais', 'i18n_redirected=fr');
    // No consent given yet: the dialog is in the page, unlike in the returning visitor's.
    expect((await view(web, '/paris-marais', 'i18n_redirected=fr')).headers['x-storefront-cache']).toBe(
      'hit',
    );
    const returning = await view(web, '/paris-marais');
    expect(returning.body).not.toBe(newcomer.body);
  });
});
