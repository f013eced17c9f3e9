import { PostAnswerSchema, PostsAnswerSchema, StaffPostsAnswerSchema } from '@eclat/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { insertMagazine } from '../../../../test-support/post-fixtures.ts';
import { posts } from '../../../db/schema.ts';

describe.each(engines)('magazine posts on %s', (engine) => {
  let kit: ContentTestKit;

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    await insertMagazine(kit.database.db, kit.a);
    await kit.database.db
      .insert(posts)
      .values({ companyId: kit.b.companyId, slug: 'beta-news', title: { fr: 'Bêta' }, published: true });
  });
  afterAll(async () => {
    await kit?.close();
  });

  const slugs = async (query: string, lang = 'fr') => {
    const res = await kit.call('GET', `/api/posts${query}`, { lang });
    expect(res.statusCode, res.body).toBe(200);
    const answer = PostsAnswerSchema.parse(res.json());
    return answer.posts.map((p) => p.slug);
  };
  const postCount = async () => (await kit.database.db.select({ n: count() }).from(posts))[0]?.n;

  it('lists only published posts of the language, newest first, with texts in curlang', async () => {
    expect(await slugs('')).toEqual([
      'edito',
      'home-fr',
      'shop-centre',
      'shop-gare-all',
      'shop-orphan',
      'press',
      'featured-past',
      'featured-off',
    ]);
    expect(await slugs('', 'en')).not.toContain('home-fr');
    const [first] = PostsAnswerSchema.parse(
      (await kit.call('GET', '/api/posts', { lang: 'en' })).json(),
    ).posts;
    expect(first).toMatchObject({ title: 'Title', excerpt: 'Summary', featured: true });
    expect(first).not.toHaveProperty('body');
    const de = PostsAnswerSchema.parse((await kit.call('GET', '/api/posts', { lang: 'de' })).json()).posts;
    expect(de[0]?.title).toBe('Titre');
  });

  it('applies the position rules of spec §5', async () => {
    expect(await slugs('?position=home')).toEqual([
      'edito',
      'home-fr',
      'shop-gare-all',
      'press',
      'featured-past',
      'featured-off',
    ]);
    expect(await slugs('?position=shop')).toEqual(['shop-centre', 'shop-gare-all']);
    expect(await slugs(`?shopId=${kit.a.shopIds[0]}`)).toEqual(['shop-centre']);
    expect(await slugs(`?position=shop&shopId=${kit.a.shopIds[1]}`)).toEqual(['shop-gare-all']);
    expect(await slugs('?position=all')).toHaveLength(8);
  });

  it('gives the current featured posts and the press page', async () => {
    expect(await slugs('?featured=1')).toEqual(['edito']);
    expect(await slugs('?featured=true&position=home')).toEqual(['edito']);
    expect(await slugs('?press=1')).toEqual(['press']);
    expect(await slugs('?press=0')).not.toContain('press');
  });

  it('pages with page and itemPerPage and gives the total', async () => {
    const res = PostsAnswerSchema.parse((await kit.call('GET', '/api/posts?page=2&itemPerPage=3')).json());
    expect(res).toMatchObject({ total: 8, page: 2, itemPerPage: 3 });
    expect(res.posts.map((p) => p.slug)).toEqual(['shop-gare-all', 'shop-orphan', 'press']);
    const beyond = PostsAnswerSchema.parse((await kit.call('GET', '/api/posts?page=9&itemPerPage=3')).json());
    expect(beyond).toMatchObject({ posts: [], total: 8 });
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['?position=side', '?page=0', '?itemPerPage=500', '?shopId=x', '?featured=maybe']) {
      expect((await kit.call('GET', `/api/posts${query}`)).statusCode, query).toBe(400);
    }
  });

  it('serves a published post by slug with its body sanitised on read', async () => {
    const res = await kit.call('GET', '/api/posts/slug/edito');
    expect(res.statusCode).toBe(200);
    const { post } = PostAnswerSchema.parse(res.json());
    expect(post.body).toContain('<p>Édito</p>');
    expect(post.body).not.toContain('script');
    expect(post.body).not.toContain('onerror');
    expect((await kit.call('GET', '/api/posts/slug/draft')).statusCode).toBe(404);
    expect((await kit.call('GET', '/api/posts/slug/nope')).statusCode).toBe(404);
    expect((await kit.call('GET', '/api/posts/slug/beta-news')).statusCode).toBe(404);
  });

  it("keeps each company's posts to itself", async () => {
    expect(await slugs('', 'fr').then(() => kit.call('GET', '/api/posts', { company: 'b' }))).toBeDefined();
    const b = PostsAnswerSchema.parse((await kit.call('GET', '/api/posts', { company: 'b' })).json());
    expect(b.posts.map((p) => p.slug)).toEqual(['beta-news']);
    const staffB = StaffPostsAnswerSchema.parse(
      (await kit.call('GET', '/api/posts?all=1', { company: 'b', as: 'manager' })).json(),
    );
    expect(staffB.total).toBe(1);
  });

  it('gives staff the back-office listing with drafts and language maps, and refuses others', async () => {
    expect((await kit.call('GET', '/api/posts?all=1')).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/posts?all=1', { as: 'customer' })).statusCode).toBe(403);
    expect((await kit.call('GET', '/api/posts?all=1', { as: 'staff' })).statusCode).toBe(403);
    const res = await kit.call('GET', '/api/posts?all=1&itemPerPage=100', { as: 'manager' });
    const answer = StaffPostsAnswerSchema.parse(res.json());
    expect(answer.total).toBe(9);
    const draft = answer.posts.find((p) => p.slug === 'draft');
    expect(draft?.title).toEqual({ fr: 'Titre', en: 'Title' });
    expect(answer.posts.find((p) => p.slug === 'edito')?.body.fr).not.toContain('script');
    const press = StaffPostsAnswerSchema.parse(
      (await kit.call('GET', '/api/posts?all=1&press=1', { as: 'owner' })).json(),
    );
    expect(press.posts.map((p) => p.slug)).toEqual(['press']);
  });

  it('creates a post with a sanitised body and a publication date, then reads it', async () => {
    const res = await kit.call('POST', '/api/posts', {
      as: 'manager',
      body: {
        slug: 'nouvelle-carte',
        title: { fr: 'Nouvelle carte', en: 'New menu' },
        body: { fr: '<p onclick="x()">Bonjour<script>steal()</script></p>', en: '<p>Hello</p>' },
        published: true,
        langs: ['fr', 'en'],
        position: 'shop',
        linkedShop: kit.a.shopIds[0],
        vedette: { active: true, start: '2026-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { post } = res.json();
    expect(post).toMatchObject({ slug: 'nouvelle-carte', linkedShop: kit.a.shopIds[0], position: 'shop' });
    expect(post.publishedAt).not.toBeNull();
    const [row] = await kit.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.body.fr).toBe('<p>Bonjour</p>');
    expect((await kit.call('GET', '/api/posts/slug/nouvelle-carte', { lang: 'en' })).json().post.body).toBe(
      '<p>Hello</p>',
    );
    expect(await slugs(`?shopId=${kit.a.shopIds[0]}&featured=1`)).toEqual(['nouvelle-carte']);
    expect((await kit.call('GET', `/api/posts/${post.id}`, { as: 'manager' })).json().post.title.en).toBe(
      'New menu',
    );
  });

  it('changes only the given fields, sets the date on first publication, deletes', async () => {
    const created = await kit.call('POST', '/api/posts', {
      as: 'manager',
      body: { slug: 'brouillon', title: { fr: 'Brouillon' } },
    });
    const { post } = created.json();
    expect(post).toMatchObject({ published: false, publishedAt: null, langs: ['all'], position: 'all' });
    const published = await kit.call('PUT', `/api/posts/${post.id}`, {
      as: 'manager',
      body: { published: true },
    });
    expect(published.json().post).toMatchObject({ published: true, title: { fr: 'Brouillon' } });
    expect(published.json().post.publishedAt).not.toBeNull();
    expect((await kit.call('GET', '/api/posts/slug/brouillon')).statusCode).toBe(200);
    expect((await kit.call('DELETE', `/api/posts/${post.id}`, { as: 'manager' })).statusCode).toBe(204);
    expect((await kit.call('GET', '/api/posts/slug/brouillon')).statusCode).toBe(404);
  });

  it('refuses bad posts with a 4xx and writes nothing', async () => {
    const before = await postCount();
    const good = { slug: 'ok-slug', title: { fr: 'Ok' } };
    const cases: [unknown, number][] = [
      [{ title: { fr: 'Sans slug' } }, 400],
      [{ ...good, slug: 'Pas Un Slug' }, 400],
      [{ ...good, position: 'side' }, 400],
      [{ ...good, langs: ['xx'] }, 400],
      [{ ...good, langs: [] }, 400],
      [{ ...good, title: { xx: 'Hi' } }, 400],
      [
        { ...good, vedette: { active: true, start: '2026-02-01T00:00:00Z', end: '2026-01-01T00:00:00Z' } },
        400,
      ],
      [{ ...good, vedette: { active: true, start: 'tomorrow', end: null } }, 400],
      [{ ...good, linkedShop: kit.b.shopIds[0] }, 400],
      [{ ...good, linkedShop: 2_000_000_000 }, 400],
      [{ ...good, slug: 'edito' }, 409],
    ];
    for (const [body, status] of cases) {
      const res = await kit.call('POST', '/api/posts', { as: 'manager', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect((await kit.call('POST', '/api/posts', { body: good })).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/posts', { as: 'customer', body: good })).statusCode).toBe(403);
    expect((await kit.call('POST', '/api/posts', { as: 'staff', body: good })).statusCode).toBe(403);
    expect(await postCount()).toBe(before);
  });

  it("never changes another company's post", async () => {
    const [row] = await kit.database.db.select().from(posts).where(eq(posts.slug, 'edito'));
    const id = row?.id as number;
    const res = await kit.call('PUT', `/api/posts/${id}`, {
      company: 'b',
      as: 'manager',
      body: { published: false },
    });
    expect(res.statusCode).toBe(404);
    expect((await kit.call('DELETE', `/api/posts/${id}`, { company: 'b', as: 'manager' })).statusCode).toBe(
      404,
    );
    expect((await kit.call('GET', `/api/posts/${id}`, { company: 'b', as: 'manager' })).statusCode).toBe(404);
    const [after] = await kit.database.db.select().from(posts).where(eq(posts.id, id));
    expect(after?.published).toBe(true);
  });
});
