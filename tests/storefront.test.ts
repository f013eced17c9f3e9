// The foundation's "done when": both servers up, the company resolved from the host, the shops
// server-rendered in the asked language, and the error pages of spec §8.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../apps/api/src/db/client.ts';
import { companies, shops } from '../apps/api/src/db/schema.ts';
import { freePort, getPage, startApi, startWeb } from './product.ts';

describe('the storefront on the real API', () => {
  let api: { app: FastifyInstance; database: Database; url: string };
  let web: { url: string; stop: () => Promise<void> };
  let offlineWeb: { url: string; stop: () => Promise<void> };
  let shopNames: (nickname: string) => Promise<string[]>;

  beforeAll(async () => {
    api = await startApi();
    web = await startWeb(api.url);
    // A storefront whose API is down: nothing listens on this port.
    offlineWeb = await startWeb(`http://127.0.0.1:${await freePort()}`);
    shopNames = async (nickname) => {
      const rows = await api.database.db
        .select({ name: shops.name })
        .from(shops)
        .innerJoin(companies, eq(companies.id, shops.companyId))
        .where(and(eq(companies.nickname, nickname)));
      return rows.map((r) => r.name);
    };
  }, 120_000);

  afterAll(async () => {
    await web?.stop();
    await offlineWeb?.stop();
    await api?.app.close();
    await api?.database.close();
  });

  it('answers the demo company for the localhost host through the API', async () => {
    const token = await api.app.inject({ url: '/api/companies/token/host/localhost' });
    const me = await api.app.inject({ url: '/api/companies/me', headers: { company: token.json().token } });
    expect(me.statusCode).toBe(200);
    expect(me.json().company.nickname).toBe('maison-eclat');
  });

  it('server-renders the marketplace home in English with its shops', async () => {
    const page = await getPage(`${web.url}/en`, 'localhost');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<html[^>]*lang="en"/);
    const names = await shopNames('maison-eclat');
    expect(names.length).toBe(5);
    for (const name of names) expect(page.body).toContain(escapeHtml(name));
  });

  it('serves French without a prefix and lists the hreflang alternates', async () => {
    const page = await getPage(`${web.url}/`, 'localhost');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<html[^>]*lang="fr"/);
    for (const lang of ['en', 'de', 'es', 'it'])
      expect(page.body).toMatch(new RegExp(`hreflang="${lang}"`, 'i'));
  });

  it('resolves the single-shop company from its own host, in its dark theme', async () => {
    const page = await getPage(`${web.url}/`, 'studio-zen.localhost');
    expect(page.status).toBe(200);
    const [name] = await shopNames('studio-zen');
    expect(page.body).toContain(escapeHtml(name ?? '???'));
    const maison = await shopNames('maison-eclat');
    for (const other of maison) expect(page.body).not.toContain(escapeHtml(other));
  });

  it('answers 404 for an unknown language prefix', async () => {
    const page = await getPage(`${web.url}/xx`, 'localhost');
    expect(page.status).toBe(404);
  });

  it("shows 'business not registered' for an unknown host", async () => {
    const page = await getPage(`${web.url}/`, 'nobody.localhost');
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.status).toBeLessThan(500);
    expect(page.body).toContain('business not registered');
  });

  it('shows the maintenance error (500) when the API is down', async () => {
    const page = await getPage(`${offlineWeb.url}/`, 'localhost');
    expect(page.status).toBe(500);
    expect(page.body).toContain('Nous revenons bientôt');
  });

  it('serves the API media through the storefront origin', async () => {
    const token = (await api.app.inject({ url: '/api/companies/token/host/localhost' })).json().token;
    const shopList = (await api.app.inject({ url: '/api/shops', headers: { company: token } })).json();
    const image = shopList.shops[0].images[0].url as string;
    expect(image).toMatch(/^\/api\/media\//);
    const res = await fetch(`${web.url}${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/');
  });
});

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
