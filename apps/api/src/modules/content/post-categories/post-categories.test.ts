import { PostCategoriesAnswerSchema, StaffPostCategoriesAnswerSchema } from '@eclat/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { postCategories, posts } from '../../../db/schema.ts';

describe.each(engines)('post categories on %s', (engine) => {
  let kit: ContentTestKit;

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    await kit.database.db.insert(postCategories).values([
      { companyId: kit.a.companyId, slug: 'actualites', name: { fr: 'Actualités', en: 'News' }, order: 2 },
      { companyId: kit.a.companyId, slug: 'conseils', name: { fr: 'Conseils', en: 'Tips' }, order: 1 },
      { companyId: kit.b.companyId, slug: 'beta', name: { fr: 'Bêta' }, order: 1 },
    ]);
  });
  afterAll(async () => {
    await kit?.close();
  });

  const categoryCount = async () => (await kit.database.db.select({ n: count() }).from(postCategories))[0]?.n;

  it('lists the categories in order with names in curlang', async () => {
    const res = await kit.call('GET', '/api/postcategories', { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const { postcategories } = PostCategoriesAnswerSchema.parse(res.json());
    expect(postcategories.map((c) => [c.slug, c.name])).toEqual([
      ['conseils', 'Tips'],
      ['actualites', 'News'],
    ]);
    const b = PostCategoriesAnswerSchema.parse(
      (await kit.call('GET', '/api/postcategories', { company: 'b' })).json(),
    );
    expect(b.postcategories.map((c) => c.slug)).toEqual(['beta']);
  });

  it('gives staff the language maps with ?all=1 and refuses others', async () => {
    expect((await kit.call('GET', '/api/postcategories?all=1')).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/postcategories?all=1', { as: 'customer' })).statusCode).toBe(403);
    const staff = StaffPostCategoriesAnswerSchema.parse(
      (await kit.call('GET', '/api/postcategories?all=1', { as: 'manager' })).json(),
    );
    expect(staff.postcategories[0]?.name).toEqual({ fr: 'Conseils', en: 'Tips' });
  });

  it('creates, renames and deletes a category; its posts lose the category', async () => {
    const res = await kit.call('POST', '/api/postcategories', {
      as: 'manager',
      body: { slug: 'presse', name: { fr: 'Presse', en: 'Press' }, order: 3 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { postcategory } = res.json();
    const [post] = await kit.database.db
      .insert(posts)
      .values({ companyId: kit.a.companyId, slug: 'article', categoryId: postcategory.id, published: true })
      .returning();
    const renamed = await kit.call('PUT', `/api/postcategories/${postcategory.id}`, {
      as: 'manager',
      body: { name: { fr: 'Dans la presse' } },
    });
    expect(renamed.json().postcategory).toMatchObject({ slug: 'presse', name: { fr: 'Dans la presse' } });
    expect(
      (await kit.call('GET', `/api/postcategories/${postcategory.id}`, { as: 'manager' })).statusCode,
    ).toBe(200);
    expect(
      (await kit.call('DELETE', `/api/postcategories/${postcategory.id}`, { as: 'manager' })).statusCode,
    ).toBe(204);
    const [after] = await kit.database.db
      .select()
      .from(posts)
      .where(eq(posts.id, post?.id as number));
    expect(after?.categoryId).toBeNull();
  });

  it('refuses bad input, duplicates, other callers and other companies, writing nothing', async () => {
    const before = await categoryCount();
    const cases: [unknown, number][] = [
      [{ slug: 'conseils', name: { fr: 'Doublon' } }, 409],
      [{ slug: 'Pas bon', name: { fr: 'x' } }, 400],
      [{ name: { fr: 'Sans slug' } }, 400],
      [{ slug: 'ok', name: { fr: 'x' }, order: -1 }, 400],
    ];
    for (const [body, status] of cases)
      expect((await kit.call('POST', '/api/postcategories', { as: 'manager', body })).statusCode).toBe(
        status,
      );
    const body = { slug: 'ok', name: { fr: 'Ok' } };
    expect((await kit.call('POST', '/api/postcategories', { body })).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/postcategories', { as: 'customer', body })).statusCode).toBe(403);
    const [first] = await kit.database.db
      .select()
      .from(postCategories)
      .where(eq(postCategories.companyId, kit.a.companyId));
    const id = first?.id as number;
    expect(
      (await kit.call('PUT', `/api/postcategories/${id}`, { company: 'b', as: 'manager', body })).statusCode,
    ).toBe(404);
    expect(
      (await kit.call('DELETE', `/api/postcategories/${id}`, { company: 'b', as: 'manager' })).statusCode,
    ).toBe(404);
    const renamedToDuplicate = await kit.call('PUT', `/api/postcategories/${id}`, {
      as: 'manager',
      body: { slug: first?.slug === 'conseils' ? 'actualites' : 'conseils' },
    });
    expect(renamedToDuplicate.statusCode).toBe(409);
    expect(await categoryCount()).toBe(before);
  });
});
