import {
  ArticleAdminAnswerSchema,
  ArticleAnswerSchema,
  ArticlesAdminAnswerSchema,
  ArticlesAnswerSchema,
} from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCachedTestApp,
  callers,
  managerAccessToken,
  type TenantClient,
  tenantClient,
} from '../../../../test-support/cache-kit.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { appointments, articles } from '../../../db/schema.ts';

describe.each(engines)('articles (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let A: TenantClient;
  let B: TenantClient;
  let who: Awaited<ReturnType<typeof callers>>;
  const ids: Record<string, number> = {};

  const create = async (body: Record<string, unknown>, token = who.manager) => {
    const res = await A.call('POST', '/api/articles', { token, body });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
    return ArticleAdminAnswerSchema.parse(res.json()).article;
  };
  const articleCount = async (companyId: number) =>
    (await database.db.select({ id: articles.id }).from(articles).where(eq(articles.companyId, companyId)))
      .length;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildCachedTestApp(database);
    A = tenantClient(app, a);
    B = tenantClient(app, b);
    who = await callers(database, a);
    ids.addon = (
      await create({
        slug: 'massage-mains',
        type: 1,
        name: { fr: 'Massage des mains' },
        price: 1500,
        upsellOnly: true,
      })
    ).id;
    ids.draft = (
      await create({ slug: 'soin-secret', type: 1, name: { fr: 'Soin secret' }, price: 9900, draft: true })
    ).id;
    ids.ritual = (
      await create({
        slug: 'rituel-duo',
        type: 4,
        name: { fr: 'Rituel duo', en: 'Duo ritual' },
        description: { fr: 'À deux', en: 'For two' },
        price: '12000',
        vat: '20',
        durationMinutes: 90,
        weekPrices: { '6': 13000 },
        order: 5,
      })
    ).id;
    ids.cream = (
      await create({
        slug: 'creme-eclat',
        type: 2,
        name: { fr: 'Crème éclat' },
        price: 4200,
        enableStock: true,
      })
    ).id;
    await A.call('PUT', `/api/articles/${a.serviceId}`, {
      token: who.manager,
      body: { upsells: [ids.addon] },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  describe('public reads', () => {
    it('lists services without drafts nor upsell-only items', async () => {
      const res = await A.get('/api/articles?type=1');
      expect(res.statusCode).toBe(200);
      const list = ArticlesAnswerSchema.parse(res.json()).articles;
      expect(list.map((x) => x.slug)).toEqual(['soin-visage']);
      const four = ArticlesAnswerSchema.parse((await A.get('/api/articles?type=4')).json()).articles;
      expect(four.map((x) => x.slug)).toEqual(['rituel-duo']);
      const products = ArticlesAnswerSchema.parse((await A.get('/api/articles?type=2')).json()).articles;
      expect(products.map((x) => x.slug)).toEqual(['creme-eclat']);
      const all = ArticlesAnswerSchema.parse((await A.get('/api/articles')).json()).articles;
      expect(all.map((x) => x.slug).sort()).toEqual(['creme-eclat', 'rituel-duo', 'soin-visage']);
    });

    it('answers the fields of spec §3 in the asked language, prices in cents', async () => {
      const list = ArticlesAnswerSchema.parse(
        (await A.get('/api/articles?type=4', undefined, { curlang: 'en' })).json(),
      );
      const ritual = list.articles[0];
      expect(ritual).toMatchObject({
        name: 'Duo ritual',
        description: 'For two',
        type: 4,
        prices: 12000,
        weekprices: { '6': 13000 },
        vat: 20,
        durationMinutes: 90,
        draft: false,
        booker: { upsellOnly: false, upsells: [], vat: 20, enableStock: false, pricesByShops: [] },
      });
      const visage = ArticlesAnswerSchema.parse((await A.get('/api/articles?type=1')).json()).articles[0];
      expect(visage?.booker.upsells).toEqual([ids.addon]);
      expect(visage?.booker.pricesByShops).toEqual([{ boutiqueId: a.shopIds[0], pvTtc: 6500 }]);
    });

    it("shows the shop's own price in pricesByShops", async () => {
      await A.call('POST', `/api/shops/link/article/${a.shopIds[1]}`, {
        token: who.manager,
        body: { articleId: a.serviceId, priceTtc: 7200 },
      });
      const visage = ArticleAnswerSchema.parse((await A.get(`/api/articles/${a.serviceId}`)).json()).article;
      expect(visage.booker.pricesByShops).toEqual([
        { boutiqueId: a.shopIds[0], pvTtc: 6500 },
        { boutiqueId: a.shopIds[1], pvTtc: 7200 },
      ]);
    });

    it('answers one article by id or slug, upsell-only ones too, never a draft', async () => {
      expect((await A.get(`/api/articles/${ids.addon}`)).statusCode).toBe(200);
      expect((await A.get('/api/articles/slug/rituel-duo')).json().article.id).toBe(ids.ritual);
      expect((await A.get(`/api/articles/${ids.draft}`)).statusCode).toBe(404);
      expect((await A.get('/api/articles/slug/soin-secret')).statusCode).toBe(404);
      expect((await A.get('/api/articles/slug/nope')).statusCode).toBe(404);
    });

    it('keeps companies apart and refuses a bad type', async () => {
      expect((await A.get(`/api/articles/${b.serviceId}`)).statusCode).toBe(404);
      const bList = ArticlesAnswerSchema.parse((await B.get('/api/articles')).json()).articles;
      expect(bList.map((x) => x.id)).toEqual([b.serviceId]);
      expect((await A.get('/api/articles?type=3')).statusCode).toBe(400);
      expect((await A.get('/api/articles?type=abc')).statusCode).toBe(400);
      expect((await A.get('/api/articles/0')).statusCode).toBe(400);
    });
  });

  describe('back office', () => {
    it('lists every article with drafts and full maps, to staff only', async () => {
      expect((await A.get('/api/articles/bo')).statusCode).toBe(401);
      expect((await A.get('/api/articles/bo', who.customer)).statusCode).toBe(403);
      const res = await A.get('/api/articles/bo?type=1', who.staff);
      expect(res.statusCode).toBe(200);
      const list = ArticlesAdminAnswerSchema.parse(res.json()).articles;
      expect(list.map((x) => x.slug).sort()).toEqual(['massage-mains', 'soin-secret', 'soin-visage']);
      expect((await A.get(`/api/articles/bo/${ids.ritual}`, who.access)).json().article.name).toEqual({
        fr: 'Rituel duo',
        en: 'Duo ritual',
      });
      expect((await A.get(`/api/articles/bo/${b.serviceId}`, who.staff)).statusCode).toBe(404);
    });
  });

  describe('writes', () => {
    it('refuses prices and VAT that are not whole numbers, and other bad input, writing nothing', async () => {
      const before = await articleCount(a.companyId);
      const base = { slug: 'bad', type: 1, name: { fr: 'Bad' } };
      const bodies = [
        { ...base, price: 65.5 },
        { ...base, price: '65.5' },
        { ...base, price: '65,5' },
        { ...base, price: 'abc' },
        { ...base, price: -100 },
        { ...base, price: 3_000_000_000 },
        { ...base, vat: 5.5 },
        { ...base, vat: 101 },
        { ...base, weekPrices: { '8': 100 } },
        { ...base, weekPrices: { '1': 10.5 } },
        { ...base, type: 3 },
        { ...base, slug: 'Not A Slug' },
        { ...base, name: {} },
        { ...base, durationMinutes: 0 },
        { slug: 'no-type', name: { fr: 'X' } },
      ];
      for (const body of bodies) {
        const res = await A.call('POST', '/api/articles', { token: who.manager, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const foreign = await A.call('POST', '/api/articles', {
        token: who.manager,
        body: { ...base, upsells: [b.serviceId] },
      });
      expect(foreign.statusCode).toBe(404);
      const dup = await A.call('POST', '/api/articles', {
        token: who.manager,
        body: { ...base, slug: 'soin-visage' },
      });
      expect(dup.statusCode).toBe(409);
      expect(await articleCount(a.companyId)).toBe(before);
    });

    it('refuses callers other than company managers and owners', async () => {
      const before = await articleCount(a.companyId);
      const mgrAccess = await managerAccessToken(database, a.companyId, a.shopIds);
      const body = { slug: 'refused', type: 2, name: { fr: 'Refusé' } };
      for (const [token, status] of [
        [undefined, 401],
        [who.customer, 403],
        [who.staff, 403],
        [who.access, 403],
        [mgrAccess, 403],
      ] as const) {
        expect((await A.call('POST', '/api/articles', { token, body })).statusCode).toBe(status);
        expect(
          (await A.call('PUT', `/api/articles/${ids.cream}`, { token, body: { price: 1 } })).statusCode,
        ).toBe(status);
        expect((await A.call('DELETE', `/api/articles/${ids.cream}`, { token })).statusCode).toBe(status);
      }
      expect(await articleCount(a.companyId)).toBe(before);
      const owner = await A.call('PUT', `/api/articles/${ids.cream}`, {
        token: who.owner,
        body: { order: 2 },
      });
      expect(owner.statusCode).toBe(200);
    });

    it('changes only the given fields and shows the change in public reads at once', async () => {
      const before = ArticlesAnswerSchema.parse((await A.get('/api/articles?type=2')).json()).articles[0];
      expect(before?.prices).toBe(4200);
      const res = await A.call('PUT', `/api/articles/${ids.cream}`, {
        token: who.manager,
        body: { price: 4500, vat: 10 },
      });
      expect(res.statusCode).toBe(200);
      const article = ArticleAdminAnswerSchema.parse(res.json()).article;
      expect(article).toMatchObject({ price: 4500, vat: 10, name: { fr: 'Crème éclat' }, enableStock: true });
      const after = ArticlesAnswerSchema.parse((await A.get('/api/articles?type=2')).json()).articles[0];
      expect(after?.prices).toBe(4500);
      expect(after?.vat).toBe(10);
    });

    it('refuses an article as its own upsell and foreign ids', async () => {
      const self = await A.call('PUT', `/api/articles/${ids.ritual}`, {
        token: who.manager,
        body: { upsells: [ids.ritual] },
      });
      expect(self.statusCode).toBe(400);
      const foreign = await A.call('PUT', `/api/articles/${ids.ritual}`, {
        token: who.manager,
        body: { articleLinks: [b.serviceId] },
      });
      expect(foreign.statusCode).toBe(404);
      const other = await A.call('PUT', `/api/articles/${b.serviceId}`, {
        token: who.manager,
        body: { price: 1 },
      });
      expect(other.statusCode).toBe(404);
      const [row] = await database.db.select().from(articles).where(eq(articles.id, b.serviceId));
      expect(row?.price).toBe(6500);
    });

    it('deletes an article and drops it from the upsells of the others', async () => {
      const res = await A.call('DELETE', `/api/articles/${ids.addon}`, { token: who.manager });
      expect(res.statusCode).toBe(200);
      const [visage] = await database.db.select().from(articles).where(eq(articles.id, a.serviceId));
      expect(visage?.upsells).toEqual([]);
      expect(
        (await A.call('DELETE', `/api/articles/${b.serviceId}`, { token: who.manager })).statusCode,
      ).toBe(404);
    });

    it('answers 409 when appointments point to the article', async () => {
      await database.db.insert(appointments).values({
        companyId: a.companyId,
        shopId: a.shopIds[0] as number,
        articleId: a.serviceId,
        employeeId: a.employeeIds[0],
        startsAt: new Date('2030-02-05T09:00:00Z'),
        endsAt: new Date('2030-02-05T10:00:00Z'),
      });
      const res = await A.call('DELETE', `/api/articles/${a.serviceId}`, { token: who.manager });
      expect(res.statusCode).toBe(409);
      expect((await A.get(`/api/articles/${a.serviceId}`)).statusCode).toBe(200);
    });
  });
});
