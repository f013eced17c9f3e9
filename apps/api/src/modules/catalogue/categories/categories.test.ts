import {
  CategoriesAdminAnswerSchema,
  CategoriesAnswerSchema,
  CategoryAdminAnswerSchema,
  CategoryAnswerSchema,
} from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCachedTestApp,
  callers,
  type TenantClient,
  tenantClient,
} from '../../../../test-support/cache-kit.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { categories, categoryArticles } from '../../../db/schema.ts';

describe.each(engines)('categories (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let A: TenantClient;
  let B: TenantClient;
  let who: Awaited<ReturnType<typeof callers>>;
  let bManager: string;
  let visageId: number;
  let bCategoryId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildCachedTestApp(database);
    A = tenantClient(app, a);
    B = tenantClient(app, b);
    who = await callers(database, a);
    bManager = (await callers(database, b)).manager;
    const article = async (body: Record<string, unknown>) =>
      (await A.call('POST', '/api/articles', { token: who.manager, body })).json().article.id as number;
    ids.addon = await article({ slug: 'extra', type: 1, name: { fr: 'Extra' }, upsellOnly: true });
    ids.draft = await article({ slug: 'brouillon', type: 1, name: { fr: 'Brouillon' }, draft: true });
    ids.cream = await article({ slug: 'creme', type: 2, name: { fr: 'Crème' } });
    const created = await A.call('POST', '/api/categories', {
      token: who.manager,
      body: {
        slug: 'visage',
        name: { fr: 'Visage', en: 'Face' },
        order: 1,
        images: [{ url: '/img/visage.webp' }],
      },
    });
    visageId = created.json().category.id;
    bCategoryId = (
      await B.call('POST', '/api/categories', {
        token: bManager,
        body: { slug: 'visage', name: { fr: 'Visage B' } },
      })
    ).json().category.id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const linkCount = async (categoryId: number) =>
    (await database.db.select().from(categoryArticles).where(eq(categoryArticles.categoryId, categoryId)))
      .length;

  it('links articles in order and lists only those a visitor may see', async () => {
    const res = await A.call('POST', `/api/categories/link/article/${visageId}`, {
      token: who.manager,
      body: { articlesId: [a.serviceId, ids.addon, ids.draft] },
    });
    expect(res.statusCode).toBe(200);
    const admin = CategoryAdminAnswerSchema.parse(res.json()).category;
    expect(admin.articles.map((x) => x.id)).toEqual([a.serviceId, ids.addon, ids.draft]);
    const more = await A.call('POST', `/api/categories/link/article/${visageId}`, {
      token: who.manager,
      body: { articleId: ids.cream },
    });
    expect(more.json().category.articles.map((x: { id: number }) => x.id)).toEqual([
      a.serviceId,
      ids.addon,
      ids.draft,
      ids.cream,
    ]);
    const pub = CategoriesAnswerSchema.parse(
      (await A.get('/api/categories', undefined, { curlang: 'en' })).json(),
    );
    expect(pub.categories).toEqual([
      {
        id: visageId,
        slug: 'visage',
        order: 1,
        name: 'Face',
        description: '',
        images: [{ url: '/img/visage.webp' }],
        articles: [
          { id: a.serviceId, slug: 'soin-visage' },
          { id: ids.cream, slug: 'creme' },
        ],
      },
    ]);
  });

  it('answers one category by slug or id', async () => {
    const res = await A.get('/api/categories/slug/visage');
    expect(res.statusCode).toBe(200);
    expect(CategoryAnswerSchema.parse(res.json()).category.name).toBe('Visage');
    expect((await A.get(`/api/categories/${visageId}`)).json().category.slug).toBe('visage');
    expect((await A.get('/api/categories/slug/corps')).statusCode).toBe(404);
    expect((await A.get(`/api/categories/${bCategoryId}`)).statusCode).toBe(404);
  });

  it('gives staff the maps and every link in the back-office listing', async () => {
    expect((await A.get('/api/categories/bo')).statusCode).toBe(401);
    expect((await A.get('/api/categories/bo', who.customer)).statusCode).toBe(403);
    const list = CategoriesAdminAnswerSchema.parse(
      (await A.get('/api/categories/bo', who.access)).json(),
    ).categories;
    expect(list[0]?.name).toEqual({ fr: 'Visage', en: 'Face' });
    expect(list[0]?.articles).toHaveLength(4);
  });

  it('takes articles out of a category', async () => {
    const res = await A.call('DELETE', `/api/categories/link/article/${visageId}`, {
      token: who.manager,
      body: { articlesId: [ids.draft, ids.cream] },
    });
    expect(res.statusCode).toBe(200);
    expect(await linkCount(visageId)).toBe(2);
  });

  it('refuses bad link bodies and foreign articles or categories, writing nothing', async () => {
    const before = await linkCount(visageId);
    for (const body of [
      {},
      { articleId: 'x' },
      { articlesId: [] },
      { articleId: ids.cream, articlesId: [ids.cream] },
    ]) {
      const res = await A.call('POST', `/api/categories/link/article/${visageId}`, {
        token: who.manager,
        body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const foreign = await A.call('POST', `/api/categories/link/article/${visageId}`, {
      token: who.manager,
      body: { articlesId: [ids.cream, b.serviceId] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await linkCount(visageId)).toBe(before);
    const foreignCategory = await A.call('POST', `/api/categories/link/article/${bCategoryId}`, {
      token: who.manager,
      body: { articleId: ids.cream },
    });
    expect(foreignCategory.statusCode).toBe(404);
    expect(await linkCount(bCategoryId)).toBe(0);
    const customer = await A.call('POST', `/api/categories/link/article/${visageId}`, {
      token: who.customer,
      body: { articleId: ids.cream },
    });
    expect(customer.statusCode).toBe(403);
  });

  it('creates, changes and deletes categories; bad input and other callers write nothing', async () => {
    const count = async () =>
      (await database.db.select().from(categories).where(eq(categories.companyId, a.companyId))).length;
    const before = await count();
    for (const body of [
      { slug: 'corps' },
      { name: { fr: 'Corps' } },
      { slug: 'Corps!', name: { fr: 'Corps' } },
      { slug: 'corps', name: { fr: 'C' }, order: 'first' },
    ]) {
      expect((await A.call('POST', '/api/categories', { token: who.manager, body })).statusCode).toBe(400);
    }
    const body = { slug: 'corps', name: { fr: 'Corps' } };
    expect((await A.call('POST', '/api/categories', { body })).statusCode).toBe(401);
    expect((await A.call('POST', '/api/categories', { token: who.customer, body })).statusCode).toBe(403);
    expect((await A.call('POST', '/api/categories', { token: who.staff, body })).statusCode).toBe(403);
    expect(
      (await A.call('POST', '/api/categories', { token: who.manager, body: { ...body, slug: 'visage' } }))
        .statusCode,
    ).toBe(409);
    expect(await count()).toBe(before);

    const created = await A.call('POST', '/api/categories', { token: who.manager, body });
    expect(created.statusCode).toBe(201);
    const id = created.json().category.id as number;
    const put = await A.call('PUT', `/api/categories/${id}`, {
      token: who.manager,
      body: { order: 2, name: { fr: 'Corps', es: 'Cuerpo' } },
    });
    expect(put.json().category).toMatchObject({
      slug: 'corps',
      order: 2,
      name: { fr: 'Corps', es: 'Cuerpo' },
    });
    const es = CategoriesAnswerSchema.parse(
      (await A.get('/api/categories', undefined, { curlang: 'es' })).json(),
    );
    expect(es.categories.map((c) => c.name)).toEqual(['Visage', 'Cuerpo']);
    expect(
      (await A.call('PUT', `/api/categories/${bCategoryId}`, { token: who.manager, body: { order: 3 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await A.call('DELETE', `/api/categories/${bCategoryId}`, { token: who.manager })).statusCode,
    ).toBe(404);
    expect((await A.call('DELETE', `/api/categories/${id}`, { token: who.manager })).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });
});
