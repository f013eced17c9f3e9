import type { CategoryCreate, CategoryUpdate } from '@eclat/contracts';
import { and, asc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, categories, categoryArticles } from '../../../db/schema.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryArticle = {
  id: number;
  slug: string;
  order: number;
  type: number;
  draft: boolean;
  upsellOnly: boolean;
};
export type CategoryWithArticles = { category: CategoryRow; articles: CategoryArticle[] };

async function select(db: Db, where: SQL | undefined): Promise<CategoryWithArticles[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(where)
    .orderBy(asc(categories.order), asc(categories.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({
      categoryId: categoryArticles.categoryId,
      order: categoryArticles.order,
      id: articles.id,
      slug: articles.slug,
      type: articles.type,
      draft: articles.draft,
      upsellOnly: articles.upsellOnly,
      articleOrder: articles.order,
    })
    .from(categoryArticles)
    .innerJoin(articles, eq(articles.id, categoryArticles.articleId))
    .where(
      inArray(
        categoryArticles.categoryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(categoryArticles.order), asc(articles.order), asc(articles.id));
  return rows.map((category) => ({
    category,
    articles: links
      .filter((l) => l.categoryId === category.id)
      .map(({ id, slug, order, type, draft, upsellOnly }) => ({ id, slug, order, type, draft, upsellOnly })),
  }));
}

export function listCategories(db: Db, companyId: number): Promise<CategoryWithArticles[]> {
  return select(db, eq(categories.companyId, companyId));
}

export async function findCategory(
  db: Db,
  companyId: number,
  id: number,
): Promise<CategoryWithArticles | null> {
  const [found] = await select(db, and(eq(categories.companyId, companyId), eq(categories.id, id)));
  return found ?? null;
}

export async function findCategoryBySlug(
  db: Db,
  companyId: number,
  slug: string,
): Promise<CategoryWithArticles | null> {
  const [found] = await select(db, and(eq(categories.companyId, companyId), eq(categories.slug, slug)));
  return found ?? null;
}

export async function insertCategory(db: Db, companyId: number, input: CategoryCreate): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({ ...input, slug: input.slug, name: input.name, companyId })
    .returning({ id: categories.id });
  if (!row) throw new Error('category not inserted');
  return row.id;
}

export async function updateCategory(
  db: Db,
  companyId: number,
  id: number,
  input: CategoryUpdate,
): Promise<boolean> {
  const where = and(eq(categories.companyId, companyId), eq(categories.id, id));
  if (Object.keys(input).length === 0)
    return (await db.select({ id: categories.id }).from(categories).where(where)).length > 0;
  const rows = await db.update(categories).set(input).where(where).returning({ id: categories.id });
  return rows.length > 0;
}

export async function deleteCategory(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.id, id)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Adds articles at the end of the category, in the given order; articles already in it stay put. */
export async function linkArticles(
  db: Db,
  companyId: number,
  categoryId: number,
  articleIds: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ order: max(categoryArticles.order) })
      .from(categoryArticles)
      .where(eq(categoryArticles.categoryId, categoryId));
    const start = (last?.order ?? 0) + 1;
    await tx
      .insert(categoryArticles)
      .values(articleIds.map((articleId, i) => ({ companyId, categoryId, articleId, order: start + i })))
      .onConflictDoNothing();
  });
}

export async function unlinkArticles(
  db: Db,
  companyId: number,
  categoryId: number,
  articleIds: number[],
): Promise<void> {
  await db
    .delete(categoryArticles)
    .where(
      and(
        eq(categoryArticles.companyId, companyId),
        eq(categoryArticles.categoryId, categoryId),
        inArray(categoryArticles.articleId, articleIds),
      ),
    );
}
