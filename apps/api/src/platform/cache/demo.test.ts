// The catalogue calls on the demo data (issue 3 "done when": every path answers per the spec on
// the demo data, with the envelope keys the spec names).
import {
  ArticlesAnswerSchema,
  CategoriesAnswerSchema,
  CompanyAdminAnswerSchema,
  CompanyAnswerSchema,
  GeoGroupmentsAnswerSchema,
  ResourcesAdminAnswerSchema,
  ShopAnswerSchema,
  ShopsAdminAnswerSchema,
  ShopsAnswerSchema,
} from '@eclat/contracts';
import { isListedService } from '@eclat/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test-support/auth.ts';
import { buildCachedTestApp, type TenantClient, tenantClient } from '../../../test-support/cache-kit.ts';
import { createTestDatabase, type TestDatabase } from '../../../test-support/databases.ts';
import { articles, companies } from '../../db/schema.ts';
import { seedDemo } from '../../db/seed/index.ts';

describe('catalogue on the demo data', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clients: Record<string, { client: TenantClient; id: number; manager: string }> = {};

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seedDemo(database.db, { hashPassword: async (p) => `test$${p.length}` });
    app = await buildCachedTestApp(database);
    for (const row of await database.db.select().from(companies)) {
      clients[row.nickname] = {
        client: tenantClient(app, row),
        id: row.id,
        manager: await staffToken(database.db, row.id, 'manager'),
      };
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const eclat = () => clients['maison-eclat'] as { client: TenantClient; id: number; manager: string };

  it('answers both companies on /me and, to their managers, on /api/companies/{id}', async () => {
    for (const { client, id, manager } of Object.values(clients)) {
      for (const lang of ['fr', 'en', 'de', 'es', 'it']) {
        const me = await client.get('/api/companies/me', undefined, { curlang: lang });
        expect(me.statusCode).toBe(200);
        CompanyAnswerSchema.parse(me.json());
      }
      const res = await client.get(`/api/companies/${id}`, manager);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const company = CompanyAdminAnswerSchema.parse(res.json()).company;
      // The admin answer is a valid PUT body: a round trip changes nothing.
      const { identity, themes, booker, settings, textLegals } = company;
      const put = await client.call('PUT', `/api/companies/${id}`, {
        token: manager,
        body: { identity, themes, booker, settings, textLegals },
      });
      expect(put.statusCode, put.body.slice(0, 300)).toBe(200);
      expect(CompanyAdminAnswerSchema.parse(put.json()).company.booker).toEqual(booker);
    }
    const me = CompanyAnswerSchema.parse((await eclat().client.get('/api/companies/me')).json()).company;
    expect(me.homepageMode).toBe('mkp');
    expect(me.modules).toEqual({ payment: true, eshop: true, loyalty: true });
    const zen = clients['studio-zen'] as { client: TenantClient };
    expect(
      CompanyAnswerSchema.parse((await zen.client.get('/api/companies/me')).json()).company.homepageMode,
    ).toBe('mono');
  });

  it('searches the five salons by text, zip code and position', async () => {
    const { client } = eclat();
    const all = ShopsAnswerSchema.parse((await client.get('/api/shops')).json()).shops;
    expect(all).toHaveLength(5);
    const search = async (query: string) =>
      ShopsAnswerSchema.parse((await client.get(`/api/shops?${query}`)).json()).shops;
    expect((await search('q=paris')).length).toBe(2);
    expect((await search('q=75')).every((s) => s.publicInfo.address.zipcode.startsWith('75'))).toBe(true);
    expect((await search(`q=${encodeURIComponent('LYON')}`)).map((s) => s.publicInfo.address.city)).toEqual([
      'Lyon',
    ]);
    // From the Louvre: the two Paris salons within 10 km, nearest first.
    const near = await search('lat=48.8606&lng=2.3376&radius=10');
    expect(near.map((s) => s.publicInfo.address.city)).toEqual(['Paris', 'Paris']);
    expect((near[0]?.distance ?? 0) <= (near[1]?.distance ?? 0)).toBe(true);
    // Lille is about 204 km away; Lyon and Bordeaux are beyond 250 km.
    const wide = await search('lat=48.8606&lng=2.3376&radius=250');
    expect(wide.map((s) => s.publicInfo.address.city)).toEqual(['Paris', 'Paris', 'Lille']);
    expect(wide[2]?.distance).toBeGreaterThan(200_000);
    const slug = all[0]?.slug as string;
    expect(ShopAnswerSchema.parse((await client.get(`/api/shops/slug/${slug}`)).json()).shop.slug).toBe(slug);
    const groups = GeoGroupmentsAnswerSchema.parse(
      (await client.get('/api/geogroupments')).json(),
    ).geogroupments;
    expect(groups.length).toBeGreaterThan(0);
    const bo = ShopsAdminAnswerSchema.parse(
      (await client.get('/api/shops/bo', eclat().manager)).json(),
    ).shops;
    expect(bo).toHaveLength(5);
  });

  it('lists services without the demo drafts and upsell-only items', async () => {
    const { client, id } = eclat();
    const rows = await database.db.select().from(articles).where(eq(articles.companyId, id));
    const expected = rows.filter((r) => r.type === 1 && isListedService(r)).map((r) => r.id);
    const hidden = rows.filter((r) => r.type === 1 && !isListedService(r)).map((r) => r.id);
    expect(hidden.length).toBeGreaterThan(0);
    const listed = ArticlesAnswerSchema.parse((await client.get('/api/articles?type=1')).json()).articles;
    expect(listed.map((a) => a.id).sort((x, y) => x - y)).toEqual(expected.sort((x, y) => x - y));
    const products = ArticlesAnswerSchema.parse((await client.get('/api/articles?type=2')).json()).articles;
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.type === 2)).toBe(true);
    const categories = CategoriesAnswerSchema.parse((await client.get('/api/categories')).json()).categories;
    expect(categories.length).toBeGreaterThan(0);
    const inCategories = new Set(categories.flatMap((c) => c.articles.map((a) => a.id)));
    for (const id of hidden) expect(inCategories.has(id)).toBe(false);
  });

  it('lists the collaborators of a salon', async () => {
    const { client, manager } = eclat();
    const [shop] = ShopsAnswerSchema.parse((await client.get('/api/shops')).json()).shops;
    const res = await client.get(`/api/resources/bo?shopId=${shop?.id}&type=100`, manager);
    const list = ResourcesAdminAnswerSchema.parse(res.json()).resources;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.type === 100 && r.shopId === shop?.id)).toBe(true);
  });
});
