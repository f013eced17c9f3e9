import { BookerSchema, LANGS, ThemesSchema } from '@eclat/contracts';
import { localiseDeep } from '@eclat/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import {
  appointments,
  articles,
  companies,
  companyHosts,
  customers,
  media,
  posts,
  productStocks,
  resources,
  reviews,
  shops,
} from '../schema.ts';
import { seedDemo } from './index.ts';

const hashPassword = async (p: string) => `test$${p.length}`;

describe('seedDemo', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    await seedDemo(database.db, { hashPassword });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  const company = async (nickname: string) => {
    const [row] = await database.db.select().from(companies).where(eq(companies.nickname, nickname));
    if (!row) throw new Error(`no company ${nickname}`);
    return row;
  };

  it('creates the two demo companies with random tokens and their hosts', async () => {
    const rows = await database.db.select().from(companies);
    expect(rows.map((c) => c.nickname).sort()).toEqual(['maison-eclat', 'studio-zen']);
    for (const row of rows) expect(row.token).toMatch(/^[0-9a-f]{32}$/);
    const hosts = await database.db.select().from(companyHosts);
    expect(hosts.map((h) => h.host).sort()).toEqual(
      ['127.0.0.1', 'localhost', 'maison-eclat.localhost', 'studio-zen.localhost'].sort(),
    );
  });

  it('stores themes and booker documents that match the contracts', async () => {
    for (const nickname of ['maison-eclat', 'studio-zen']) {
      const row = await company(nickname);
      expect(ThemesSchema.safeParse(row.themes).success).toBe(true);
      for (const lang of LANGS) {
        const parsed = BookerSchema.safeParse(localiseDeep(row.booker, lang));
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
      const legal = row.textLegals;
      for (const kind of ['cookies', 'rgpd', 'mentions', 'cgv', 'cgu']) {
        expect(Object.keys(legal[kind] ?? {}).sort()).toEqual([...LANGS].sort());
      }
    }
    const eclat = await company('maison-eclat');
    expect((eclat.themes as { general: { dark: boolean } }).general.dark).toBe(false);
    const booker = eclat.booker as {
      sections: {
        home: { heroImage: { slides: { buttonAction: string | null; buttonActionValue: string | null }[] } };
      };
    };
    const serviceSlide = booker.sections.home.heroImage.slides.find((s) => s.buttonAction === 'service');
    const [service] = await database.db
      .select()
      .from(articles)
      .where(eq(articles.id, Number(serviceSlide?.buttonActionValue)));
    expect(service?.companyId).toBe(eclat.id);
    const zen = await company('studio-zen');
    expect((zen.themes as { general: { dark: boolean } }).general.dark).toBe(true);
  });

  it('gives Maison Éclat five shops in at least three cities', async () => {
    const eclat = await company('maison-eclat');
    const rows = await database.db.select().from(shops).where(eq(shops.companyId, eclat.id));
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((s) => s.city)).size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((s) => !s.bookerActive)).toHaveLength(1);
    expect(rows.filter((s) => s.geoGroupmentId === null)).toHaveLength(1);
    for (const shop of rows) {
      expect(Object.keys(shop.openingHours).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      expect(shop.images[0]?.url).toMatch(/^\/api\/media\/maison-eclat\/shops\/.+\.svg$/);
    }
  });

  it('gives Maison Éclat 20+ services (a draft, an upsell-only), 10+ products and resources', async () => {
    const eclat = await company('maison-eclat');
    const rows = await database.db.select().from(articles).where(eq(articles.companyId, eclat.id));
    const services = rows.filter((a) => a.type === 1 || a.type === 4);
    expect(services.length).toBeGreaterThanOrEqual(20);
    expect(services.filter((s) => s.draft)).toHaveLength(1);
    expect(services.filter((s) => s.upsellOnly)).toHaveLength(1);
    expect(services.some((s) => s.upsells.length > 0)).toBe(true);
    for (const s of services) expect(Object.keys(s.name).sort()).toEqual([...LANGS].sort());
    const products = rows.filter((a) => a.type === 2);
    expect(products.length).toBeGreaterThanOrEqual(10);
    const stock = await database.db
      .select({ articleId: productStocks.articleId, total: sql<number>`sum(${productStocks.quantity})::int` })
      .from(productStocks)
      .where(eq(productStocks.companyId, eclat.id))
      .groupBy(productStocks.articleId);
    expect(stock.filter((s) => s.total === 0)).toHaveLength(1);
    const [collaborators] = await database.db
      .select({ n: count() })
      .from(resources)
      .where(and(eq(resources.companyId, eclat.id), eq(resources.type, 100)));
    expect(collaborators?.n).toBeGreaterThanOrEqual(15);
  });

  it('publishes posts in every position, one featured, one press, one unpublished', async () => {
    const eclat = await company('maison-eclat');
    const rows = await database.db.select().from(posts).where(eq(posts.companyId, eclat.id));
    const published = rows.filter((p) => p.published);
    expect(new Set(published.map((p) => p.position))).toEqual(new Set(['all', 'home', 'shop']));
    expect(published.filter((p) => p.position === 'shop').every((p) => p.linkedShopId !== null)).toBe(true);
    expect(rows.filter((p) => p.featuredActive)).toHaveLength(1);
    expect(rows.filter((p) => p.isPress)).toHaveLength(1);
    expect(rows.filter((p) => !p.published)).toHaveLength(1);
  });

  it('gives Camille an account with past appointments', async () => {
    const [camille] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'camille@example.com'));
    expect(camille?.passwordHash).toBe('test$16');
    const history = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.customerId, camille?.id ?? -1));
    expect(history.length).toBeGreaterThanOrEqual(3);
    for (const a of history) expect(a.endsAt.getTime()).toBeLessThan(Date.now());
  });

  it('shows verified reviews on the demo shops, each of an honoured past visit of its own customer', async () => {
    for (const [nickname, shopCount] of [
      ['maison-eclat', 4],
      ['studio-zen', 1],
    ] as const) {
      const row = await company(nickname);
      const rows = await database.db
        .select({ review: reviews, appointment: appointments })
        .from(reviews)
        .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
        .where(eq(reviews.companyId, row.id));
      expect(rows.length, nickname).toBeGreaterThanOrEqual(6);
      const companyShops = await database.db.select().from(shops).where(eq(shops.companyId, row.id));
      const reviewed = new Set(rows.map((r) => r.review.shopId));
      expect(reviewed.size, nickname).toBe(shopCount);
      for (const shopId of reviewed) expect(companyShops.map((s) => s.id)).toContain(shopId);
      for (const { review, appointment } of rows) {
        expect(appointment.companyId).toBe(row.id);
        expect(appointment.status).toBe('honoured');
        expect(review.customerId).not.toBeNull();
        expect(appointment.customerId).toBe(review.customerId);
        expect(appointment.shopId).toBe(review.shopId);
        expect(appointment.articleId).toBe(review.articleId);
        expect(appointment.employeeId).toBe(review.employeeId);
        expect(review.visitedAt).toEqual(appointment.startsAt);
        expect(appointment.endsAt.getTime()).toBeLessThan(Date.now());
        expect(review.createdAt.getTime()).toBeGreaterThan(appointment.endsAt.getTime());
        expect(review.createdAt.getTime()).toBeLessThan(Date.now());
        expect(review.status).toBe('published');
        expect(review.authorName).toMatch(/^\p{Lu}[\p{L}-]+ \p{Lu}\.$/u);
        if (review.reply) expect(review.repliedAt?.getTime()).toBeGreaterThan(review.createdAt.getTime());
        else expect(review.repliedAt).toBeNull();
      }
      // A spread of ratings averaging about 4.5; French and English at least; some replied to.
      const ratings = rows.map((r) => r.review.rating);
      const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
      expect(average).toBeGreaterThanOrEqual(4.3);
      expect(average).toBeLessThanOrEqual(4.8);
      expect(new Set(ratings).size).toBeGreaterThanOrEqual(2);
      const langs = new Set(rows.map((r) => r.review.lang));
      expect(langs.has('fr') && langs.has('en')).toBe(true);
      expect(rows.filter((r) => r.review.reply).length).toBeGreaterThanOrEqual(2);
      expect(rows.filter((r) => !r.review.reply).length).toBeGreaterThanOrEqual(2);
    }
    // The demo customer's own honoured visits stay unreviewed (the invitation's demo).
    const [camille] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'camille@example.com'));
    const own = await database.db
      .select()
      .from(reviews)
      .where(eq(reviews.customerId, camille?.id ?? -1));
    expect(own).toEqual([]);
  });

  it('stores the artwork as SVG media rows', async () => {
    const rows = await database.db.select().from(media);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      expect(row.mime).toBe('image/svg+xml');
      expect(Buffer.from(row.content ?? new Uint8Array()).toString('utf8')).toMatch(
        /^<svg [^>]+>.*<\/svg>$/s,
      );
      expect(row.size).toBe(row.content?.byteLength);
      // Well-formed enough for browsers: no attribute twice on one element.
      const svg = Buffer.from(row.content ?? new Uint8Array()).toString('utf8');
      for (const tag of svg.match(/<[a-zA-Z][^>]*>/g) ?? []) {
        const names = [...tag.matchAll(/\s([a-zA-Z:-]+)="/g)].map((m) => m[1]);
        expect(new Set(names).size, `${row.key}: ${tag}`).toBe(names.length);
      }
    }
  });

  it('is a no-op the second time', async () => {
    const counts = async () => {
      const tables = { companies, shops, articles, posts, media, customers, appointments, reviews };
      const out: Record<string, number> = {};
      for (const [name, table] of Object.entries(tables)) {
        const [row] = await database.db.select({ n: count() }).from(table);
        out[name] = row?.n ?? 0;
      }
      return out;
    };
    const before = await counts();
    await seedDemo(database.db, { hashPassword });
    expect(await counts()).toEqual(before);
  });
});
