// The content reads of issue 3 on the demo data (Maison Éclat): what the storefront gets at start.
import {
  AlertsAnswerSchema,
  ClosedDaysAnswerSchema,
  CouponApplyAnswerSchema,
  CouponsAnswerSchema,
  EventsAnswerSchema,
  OpenDaysAnswerSchema,
  PostCategoriesAnswerSchema,
  PostsAnswerSchema,
} from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test-support/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';
import { companies, shops } from '../../../db/schema.ts';
import { seedDemo } from '../../../db/seed/index.ts';

describe('content reads on the demo data', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seedDemo(database.db, { hashPassword: async (p) => `test$${p.length}` });
    const [company] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.nickname, 'maison-eclat'));
    token = company?.token as string;
    app = await buildTestApp(database);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const get = async (url: string, lang = 'fr') => {
    const res = await app.inject({ url, headers: { company: token, curlang: lang } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  it('serves the magazine: published posts, home and shop posts, featured, press, a post page', async () => {
    const all = PostsAnswerSchema.parse(await get('/api/posts?itemPerPage=100'));
    const slugs = all.posts.map((p) => p.slug);
    expect(slugs).not.toContain('nouvelle-carte-printemps');
    expect(all.total).toBe(slugs.length);
    expect(all.posts.every((p) => p.published && p.title.length > 0)).toBe(true);
    const en = PostsAnswerSchema.parse(await get('/api/posts?itemPerPage=100', 'en'));
    expect(en.posts.map((p) => p.slug)).not.toContain('routine-mains-soignees');
    const home = PostsAnswerSchema.parse(await get('/api/posts?position=home&itemPerPage=100'));
    expect(home.posts.every((p) => p.position === 'home' || p.position === 'all')).toBe(true);
    const shop = PostsAnswerSchema.parse(await get('/api/posts?position=shop&itemPerPage=100'));
    expect(shop.posts.length).toBeGreaterThan(0);
    expect(shop.posts.every((p) => p.linkedShop !== null && p.position !== 'home')).toBe(true);
    const featured = PostsAnswerSchema.parse(await get('/api/posts?featured=1'));
    expect(featured.posts.map((p) => p.slug)).toEqual(['preparer-sa-peau-a-l-hiver']);
    const press = PostsAnswerSchema.parse(await get('/api/posts?press=1'));
    expect(press.posts.map((p) => p.slug)).toEqual(['maison-eclat-dans-la-presse']);
    const post = await get('/api/posts/slug/bienfaits-massage-pierres-chaudes', 'de');
    expect(post.post.body).toContain('<p>');
    const draft = await app.inject({
      url: '/api/posts/slug/nouvelle-carte-printemps',
      headers: { company: token },
    });
    expect(draft.statusCode).toBe(404);
    const categories = PostCategoriesAnswerSchema.parse(await get('/api/postcategories', 'en'));
    expect(categories.postcategories.map((c) => c.name)).toEqual(['Beauty tips', 'News from the Maison']);
  });

  it('serves the current events and alerts', async () => {
    const events = EventsAnswerSchema.parse(await get('/api/events', 'en')).events;
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.img.length === 1 && e.link !== null)).toBe(true);
    const alerts = AlertsAnswerSchema.parse(await get('/api/alerts')).alerts;
    expect(alerts).toHaveLength(2);
    expect(alerts.map((a) => a.body).join(' ')).toContain('test de tolérance');
  });

  it('serves the promo coupons with the auto coupon, and applies a code', async () => {
    const answer = CouponsAnswerSchema.parse(await get('/api/coupons'));
    expect(answer.coupons.map((c) => c.code)).toEqual(['BIENVENUE10', 'ECLAT15']);
    expect(answer.autoCoupon?.code).toBe('AUTO-DOUCEUR5');
    const res = await app.inject({
      method: 'POST',
      url: '/api/coupons/apply',
      headers: { company: token },
      payload: { code: 'ECLAT15', amount: 8000 },
    });
    expect(CouponApplyAnswerSchema.parse(res.json())).toMatchObject({ discount: 1500, total: 6500 });
  });

  it('serves closed and open days, company-wide days included for a shop', async () => {
    const closed = ClosedDaysAnswerSchema.parse(await get('/api/closeddays')).closeddays;
    expect(closed).toHaveLength(4);
    const [lyon] = await database.db.select().from(shops).where(eq(shops.slug, 'lyon-presquile'));
    const lyonDays = ClosedDaysAnswerSchema.parse(await get(`/api/closeddays?shopId=${lyon?.id}`)).closeddays;
    expect(lyonDays).toHaveLength(4);
    const [marais] = await database.db.select().from(shops).where(eq(shops.slug, 'paris-marais'));
    const maraisDays = ClosedDaysAnswerSchema.parse(
      await get(`/api/closeddays?shopId=${marais?.id}`),
    ).closeddays;
    expect(maraisDays.every((d) => d.shopId === null)).toBe(true);
    expect(maraisDays).toHaveLength(3);
    expect(OpenDaysAnswerSchema.parse(await get('/api/opendays')).opendays).toHaveLength(1);
  });
});
