import {
  ShopAdminAnswerSchema,
  ShopAnswerSchema,
  ShopsAdminAnswerSchema,
  ShopsAnswerSchema,
} from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
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
import { appointments, shopArticles, shops } from '../../../db/schema.ts';

describe.each(engines)('shops (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let A: TenantClient;
  let B: TenantClient;
  let who: Awaited<ReturnType<typeof callers>>;
  let bManager: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildCachedTestApp(database);
    A = tenantClient(app, a);
    B = tenantClient(app, b);
    who = await callers(database, a);
    bManager = (await callers(database, b)).manager;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const countShops = async (companyId: number) =>
    (await database.db.select({ id: shops.id }).from(shops).where(eq(shops.companyId, companyId))).length;

  const validShop = (slug: string) => ({
    slug,
    name: `Shop ${slug}`,
    description: { fr: 'Une boutique', en: 'A shop' },
    address: '3 place Bellecour',
    city: 'Lyon',
    zipcode: '69002',
    lat: 45.7578,
    lng: 4.832,
    openingHours: {
      '2': [
        { status: 'open', hours: [{ start: '10:00', end: '13:00' }] },
        { status: 'pause', hours: [{ start: '13:00', end: '14:00' }] },
        { status: 'open', hours: [{ start: '14:00', end: '19:00' }] },
      ],
      '7': [{ status: 'closed', hours: [] }],
    },
  });

  describe('GET /api/shops (public)', () => {
    it('lists the shops in display order with their default geo group', async () => {
      const res = await A.get('/api/shops');
      expect(res.statusCode).toBe(200);
      const { shops: list } = ShopsAnswerSchema.parse(res.json());
      expect(list.map((s) => s.slug)).toEqual(['alpha-centre', 'alpha-gare']);
      expect(list[1]?.geoGroupment).toMatchObject({ id: -1, name: 'Autre(s)', order: 99999 });
      expect(list[0]?.distance).toBeUndefined();
    });

    it('searches text ignoring case and accents, and zip codes by prefix with a 2-digit retry', async () => {
      const slugs = async (query: string) =>
        ShopsAnswerSchema.parse((await A.get(`/api/shops?${query}`)).json()).shops.map((s) => s.slug);
      expect(await slugs('q=GARE')).toEqual(['alpha-gare']);
      expect(await slugs(`q=${encodeURIComponent('lyón')}`)).toEqual(['alpha-gare']);
      expect(await slugs('q=750')).toEqual(['alpha-centre']);
      expect(await slugs('q=75999')).toEqual(['alpha-centre']);
      expect(await slugs('q=13001')).toEqual([]);
      expect(await slugs('q=nowhere')).toEqual([]);
    });

    it('answers shops within the radius, nearest first, with their distance in metres', async () => {
      const near = ShopsAnswerSchema.parse(
        (await A.get('/api/shops?lat=48.8606&lng=2.3376&radius=10')).json(),
      );
      expect(near.shops.map((s) => s.slug)).toEqual(['alpha-centre']);
      expect(near.shops[0]?.distance).toBeGreaterThan(1000);
      expect(near.shops[0]?.distance).toBeLessThan(3000);
      expect(Number.isInteger(near.shops[0]?.distance)).toBe(true);
      // Marseille: Paris is beyond 250 km, and the Lyon shop has no coordinates.
      const far = ShopsAnswerSchema.parse(
        (await A.get('/api/shops?lat=43.2965&lng=5.3698&radius=250')).json(),
      );
      expect(far.shops).toEqual([]);
    });

    it('refuses a half position and radii outside 1–250 km', async () => {
      for (const query of [
        'lat=48.8',
        'lng=2.3',
        'lat=48.8&lng=2.3&radius=0',
        'lat=48.8&lng=2.3&radius=251',
        'lat=abc&lng=2',
        'lat=91&lng=2',
        'radius=10',
      ]) {
        const res = await A.get(`/api/shops?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe(400);
      }
    });

    it('answers 304 to If-None-Match with the current ETag, and a new ETag after a write', async () => {
      const first = await A.get('/api/shops');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await A.get('/api/shops', undefined, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const en = await A.get('/api/shops', undefined, { curlang: 'en' });
      expect(en.headers.etag).not.toBe(etag);
      const put = await A.call('PUT', `/api/shops/${a.shopIds[1]}`, {
        token: who.manager,
        body: { name: 'alpha Gare Part-Dieu' },
      });
      expect(put.statusCode).toBe(200);
      const after = await A.get('/api/shops', undefined, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(ShopsAnswerSchema.parse(after.json()).shops[1]?.publicInfo.name).toBe('alpha Gare Part-Dieu');
    });

    it('shows only the company of the token', async () => {
      const list = ShopsAnswerSchema.parse((await B.get('/api/shops')).json()).shops;
      expect(list.every((s) => s.slug.startsWith('beta-'))).toBe(true);
    });
  });

  describe('GET /api/shops/slug/{slug}', () => {
    it('answers one shop in the asked language', async () => {
      const res = await A.get('/api/shops/slug/alpha-centre', undefined, { curlang: 'en' });
      expect(res.statusCode).toBe(200);
      const { shop } = ShopAnswerSchema.parse(res.json());
      expect(shop.publicInfo.description).toBe('In the heart of Paris');
      expect(shop.geoGroupment.name).toBe('Paris');
    });
    it("answers 404 for an unknown slug and for another company's", async () => {
      expect((await A.get('/api/shops/slug/nope')).statusCode).toBe(404);
      expect((await A.get('/api/shops/slug/beta-centre')).statusCode).toBe(404);
    });
  });

  describe('GET /api/shops/{id} (spec §7 CRUD read)', () => {
    it('answers one shop by id in the asked language, as the slug read does', async () => {
      const res = await A.get(`/api/shops/${a.shopIds[0]}`, undefined, { curlang: 'en' });
      expect(res.statusCode, res.body).toBe(200);
      const bySlug = await A.get('/api/shops/slug/alpha-centre', undefined, { curlang: 'en' });
      expect(res.json()).toEqual(bySlug.json());
      expect(ShopAnswerSchema.parse(res.json()).shop.publicInfo.description).toBe('In the heart of Paris');
      const etag = res.headers.etag as string;
      expect(
        (await A.get(`/api/shops/${a.shopIds[0]}`, undefined, { curlang: 'en', 'if-none-match': etag }))
          .statusCode,
      ).toBe(304);
    });
    it("answers 404 for an unknown id and for another company's, 400 for a bad one", async () => {
      expect((await A.get('/api/shops/999999')).statusCode).toBe(404);
      expect((await A.get(`/api/shops/${b.shopIds[0]}`)).statusCode).toBe(404);
      expect((await A.get('/api/shops/abc')).statusCode).toBe(400);
      expect((await A.get('/api/shops/0')).statusCode).toBe(400);
    });
  });

  describe('GET /api/shops/bo (back office)', () => {
    it('refuses anonymous callers and customers', async () => {
      expect((await A.get('/api/shops/bo')).statusCode).toBe(401);
      expect((await A.get('/api/shops/bo', who.customer)).statusCode).toBe(403);
    });
    it('answers every shop with full maps to staff', async () => {
      const res = await A.get('/api/shops/bo', who.staff);
      expect(res.statusCode).toBe(200);
      const { shops: list } = ShopsAdminAnswerSchema.parse(res.json());
      expect(list).toHaveLength(2);
      expect(list[0]?.description).toEqual({ fr: 'Au cœur de Paris', en: 'In the heart of Paris' });
      expect(list[0]?.articles).toEqual([{ articleId: a.serviceId, priceTtc: null }]);
    });
    it('limits an access account to its shops', async () => {
      const { shops: list } = ShopsAdminAnswerSchema.parse((await A.get('/api/shops/bo', who.access)).json());
      expect(list.map((s) => s.id)).toEqual([a.shopIds[0]]);
      expect((await A.get(`/api/shops/bo/${a.shopIds[1]}`, who.access)).statusCode).toBe(404);
      expect((await A.get(`/api/shops/bo/${a.shopIds[0]}`, who.access)).statusCode).toBe(200);
    });
    it("answers 404 for another company's shop", async () => {
      expect((await A.get(`/api/shops/bo/${b.shopIds[0]}`, who.manager)).statusCode).toBe(404);
      expect((await B.get(`/api/shops/bo/${a.shopIds[0]}`, who.manager)).statusCode).toBe(401);
    });
  });

  describe('POST /api/shops', () => {
    it('creates a shop with its hours and answers it with full maps', async () => {
      const res = await A.call('POST', '/api/shops', {
        token: who.manager,
        body: validShop('alpha-bellecour'),
      });
      expect(res.statusCode).toBe(201);
      const { shop } = ShopAdminAnswerSchema.parse(res.json());
      expect(shop.slug).toBe('alpha-bellecour');
      expect(shop.openingHours['2']).toHaveLength(3);
      expect(shop.country).toBe('France');
      expect(shop.bookerActive).toBe(true);
      const list = ShopsAnswerSchema.parse((await A.get('/api/shops')).json()).shops;
      expect(list.map((s) => s.slug)).toContain('alpha-bellecour');
    });

    it('refuses callers other than company managers and owners, writing nothing', async () => {
      const before = await countShops(a.companyId);
      const mgrAccess = await managerAccessToken(database, a.companyId, [a.shopIds[0] as number]);
      const cases: [string | undefined, number][] = [
        [undefined, 401],
        [who.customer, 403],
        [who.staff, 403],
        [who.access, 403],
        [mgrAccess, 403],
      ];
      for (const [token, status] of cases) {
        const res = await A.call('POST', '/api/shops', { token, body: validShop(`x-${status}-${before}`) });
        expect(res.statusCode).toBe(status);
      }
      expect(await countShops(a.companyId)).toBe(before);
    });

    it('refuses bad input with a 400 and writes nothing', async () => {
      const before = await countShops(a.companyId);
      const overlapping = {
        ...validShop('alpha-overlap'),
        openingHours: {
          '1': [
            { status: 'open', hours: [{ start: '09:00', end: '13:00' }] },
            { status: 'pause', hours: [{ start: '12:00', end: '14:00' }] },
          ],
        },
      };
      const bad: unknown[] = [
        overlapping,
        { ...validShop('alpha-hours'), openingHours: { '8': [] } },
        {
          ...validShop('alpha-hours2'),
          openingHours: { '1': [{ status: 'open', hours: [{ start: '9h', end: '12:00' }] }] },
        },
        { ...validShop('alpha-hours3'), openingHours: { '1': [{ status: 'busy', hours: [] }] } },
        {
          ...validShop('alpha-hours4'),
          openingHours: { '1': [{ status: 'open', hours: [{ start: '14:00', end: '10:00' }] }] },
        },
        { ...validShop('services') },
        { ...validShop('Bad Slug') },
        { ...validShop('alpha-lat'), lng: undefined },
        { ...validShop('alpha-lat2'), lat: 95 },
        { ...validShop('alpha-tz'), timeZone: 'Mars/Olympus' },
        { ...validShop('alpha-mail'), email: 'not-an-email' },
        { ...validShop('alpha-geo'), geoGroupmentId: 1.5 },
        { name: 'no slug' },
        { slug: 'no-name' },
      ];
      for (const body of bad) {
        const res = await A.call('POST', '/api/shops', { token: who.manager, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const overlapRes = await A.call('POST', '/api/shops', { token: who.manager, body: overlapping });
      expect(overlapRes.json().errors[0].path).toContain('openingHours');
      expect(await countShops(a.companyId)).toBe(before);
    });

    it("answers 409 for a slug in use and 404 for another company's geo group", async () => {
      const before = await countShops(a.companyId);
      const dup = await A.call('POST', '/api/shops', { token: who.manager, body: validShop('alpha-centre') });
      expect(dup.statusCode).toBe(409);
      const [bGroup] = (await B.get('/api/geogroupments')).json().geogroupments;
      const foreign = await A.call('POST', '/api/shops', {
        token: who.manager,
        body: { ...validShop('alpha-foreign'), geoGroupmentId: bGroup.id },
      });
      expect(foreign.statusCode).toBe(404);
      expect(await countShops(a.companyId)).toBe(before);
    });

    it('lets the same slug exist in two companies', async () => {
      const res = await B.call('POST', '/api/shops', { token: bManager, body: validShop('alpha-bellecour') });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('PUT /api/shops/{id}', () => {
    it('changes only the given fields', async () => {
      const id = a.shopIds[0] as number;
      const res = await A.call('PUT', `/api/shops/${id}`, {
        token: who.manager,
        body: { phone: '+33 1 00 00 00 00', bookerActive: false },
      });
      expect(res.statusCode).toBe(200);
      const { shop } = ShopAdminAnswerSchema.parse(res.json());
      expect(shop.phone).toBe('+33 1 00 00 00 00');
      expect(shop.bookerActive).toBe(false);
      expect(shop.name).toBe('alpha Centre');
      await A.call('PUT', `/api/shops/${id}`, { token: who.manager, body: { bookerActive: true } });
    });

    it('lets a manager access account change its shops only', async () => {
      const mgrAccess = await managerAccessToken(database, a.companyId, [a.shopIds[0] as number]);
      const own = await A.call('PUT', `/api/shops/${a.shopIds[0]}`, { token: mgrAccess, body: { order: 1 } });
      expect(own.statusCode).toBe(200);
      const other = await A.call('PUT', `/api/shops/${a.shopIds[1]}`, {
        token: mgrAccess,
        body: { order: 5 },
      });
      expect(other.statusCode).toBe(404);
      const staffRole = await A.call('PUT', `/api/shops/${a.shopIds[0]}`, {
        token: who.access,
        body: { order: 5 },
      });
      expect(staffRole.statusCode).toBe(403);
    });

    it("answers 404 for another company's shop and leaves it alone", async () => {
      const res = await A.call('PUT', `/api/shops/${b.shopIds[0]}`, {
        token: who.manager,
        body: { name: 'Pirate' },
      });
      expect(res.statusCode).toBe(404);
      const [row] = await database.db
        .select()
        .from(shops)
        .where(eq(shops.id, b.shopIds[0] as number));
      expect(row?.name).toBe('beta Centre');
    });

    it('refuses overlapping hours and a taken slug', async () => {
      const id = a.shopIds[0] as number;
      const hours = await A.call('PUT', `/api/shops/${id}`, {
        token: who.manager,
        body: {
          openingHours: {
            '1': [
              {
                status: 'open',
                hours: [
                  { start: '09:00', end: '12:00' },
                  { start: '11:00', end: '18:00' },
                ],
              },
            ],
          },
        },
      });
      expect(hours.statusCode).toBe(400);
      const slug = await A.call('PUT', `/api/shops/${id}`, {
        token: who.manager,
        body: { slug: 'alpha-gare' },
      });
      expect(slug.statusCode).toBe(409);
    });
  });

  describe('PUT /api/shops/{id}/external', () => {
    it("sets the shop's back-office and web ids", async () => {
      const res = await A.call('PUT', `/api/shops/${a.shopIds[0]}/external`, {
        token: who.manager,
        body: { externalId: 'BO-42', webId: 'web-42' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().shop).toMatchObject({ externalId: 'BO-42', webId: 'web-42' });
      expect(
        (await A.call('PUT', `/api/shops/${a.shopIds[0]}/external`, { token: who.manager, body: {} }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await A.call('PUT', `/api/shops/${b.shopIds[0]}/external`, {
            token: who.manager,
            body: { webId: 'x' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await A.call('PUT', `/api/shops/${a.shopIds[0]}/external`, {
            token: who.customer,
            body: { webId: 'x' },
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('article links', () => {
    const links = async (shopId: number) =>
      database.db
        .select({ articleId: shopArticles.articleId, priceTtc: shopArticles.priceTtc })
        .from(shopArticles)
        .where(eq(shopArticles.shopId, shopId));

    it('offers an article at a shop with its own price, and stops offering it', async () => {
      const gare = a.shopIds[1] as number;
      const add = await A.call('POST', `/api/shops/link/article/${gare}`, {
        token: who.manager,
        body: { articleId: a.serviceId, priceTtc: 7000 },
      });
      expect(add.statusCode).toBe(200);
      expect(ShopAdminAnswerSchema.parse(add.json()).shop.articles).toEqual([
        { articleId: a.serviceId, priceTtc: 7000 },
      ]);
      const pub = ShopsAnswerSchema.parse((await A.get('/api/shops')).json()).shops.find(
        (s) => s.id === gare,
      );
      expect(pub?.articles).toEqual([a.serviceId]);
      // Whole numbers given as strings are whole numbers too.
      const again = await A.call('POST', `/api/shops/link/article/${gare}`, {
        token: who.manager,
        body: { articlesId: [a.serviceId], priceTtc: '7500' },
      });
      expect(again.json().shop.articles).toEqual([{ articleId: a.serviceId, priceTtc: 7500 }]);
      const remove = await A.call('DELETE', `/api/shops/link/article/${gare}`, {
        token: who.manager,
        body: { articleId: a.serviceId },
      });
      expect(remove.statusCode).toBe(200);
      expect(await links(gare)).toEqual([]);
    });

    it('refuses floats, both or neither ids, and foreign articles, writing nothing', async () => {
      const gare = a.shopIds[1] as number;
      const bodies = [
        { articleId: a.serviceId, priceTtc: 70.5 },
        { articleId: a.serviceId, priceTtc: '70.5' },
        { articleId: a.serviceId, priceTtc: -1 },
        { articleId: a.serviceId, articlesId: [a.serviceId] },
        {},
        { articlesId: [] },
      ];
      for (const body of bodies) {
        const res = await A.call('POST', `/api/shops/link/article/${gare}`, { token: who.manager, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const foreign = await A.call('POST', `/api/shops/link/article/${gare}`, {
        token: who.manager,
        body: { articlesId: [a.serviceId, b.serviceId] },
      });
      expect(foreign.statusCode).toBe(404);
      expect(await links(gare)).toEqual([]);
      const foreignShop = await A.call('POST', `/api/shops/link/article/${b.shopIds[0]}`, {
        token: who.manager,
        body: { articleId: a.serviceId },
      });
      expect(foreignShop.statusCode).toBe(404);
    });

    it('keeps an access account to its shops', async () => {
      const mgrAccess = await managerAccessToken(database, a.companyId, [a.shopIds[0] as number]);
      const res = await A.call('POST', `/api/shops/link/article/${a.shopIds[1]}`, {
        token: mgrAccess,
        body: { articleId: a.serviceId },
      });
      expect(res.statusCode).toBe(404);
      expect(await links(a.shopIds[1] as number)).toEqual([]);
    });
  });

  describe('DELETE /api/shops/{id}', () => {
    it('deletes a shop without history', async () => {
      const created = await A.call('POST', '/api/shops', {
        token: who.manager,
        body: validShop('alpha-ephemere'),
      });
      const id = created.json().shop.id as number;
      expect((await A.call('DELETE', `/api/shops/${id}`, { token: who.staff })).statusCode).toBe(403);
      const res = await A.call('DELETE', `/api/shops/${id}`, { token: who.manager });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deleted: true, id });
      expect((await A.get('/api/shops/slug/alpha-ephemere')).statusCode).toBe(404);
    });

    it('answers 409 when appointments point to the shop, and 404 across companies', async () => {
      const shopId = a.shopIds[0] as number;
      await database.db.insert(appointments).values({
        companyId: a.companyId,
        shopId,
        articleId: a.serviceId,
        employeeId: a.employeeIds[0],
        startsAt: new Date('2030-01-08T09:00:00Z'),
        endsAt: new Date('2030-01-08T10:00:00Z'),
      });
      expect((await A.call('DELETE', `/api/shops/${shopId}`, { token: who.manager })).statusCode).toBe(409);
      expect((await A.call('DELETE', `/api/shops/${b.shopIds[0]}`, { token: who.manager })).statusCode).toBe(
        404,
      );
      const rows = await database.db
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.id, b.shopIds[0] as number)));
      expect(rows).toHaveLength(1);
    });
  });
});
