import type { ArticleCreate, ArticleUpdate } from '@eclat/contracts';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, categoryArticles, shopArticles } from '../../../db/schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleWithRelations = {
  article: ArticleRow;
  /** Shops offering it, by shop id; priceTtc null: the base price. */
  shops: { shopId: number; priceTtc: number | null }[];
  categoryIds: number[];
};

async function withRelations(db: Db, rows: ArticleRow[]): Promise<ArticleWithRelations[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, categories] = await Promise.all([
    db
      .select({
        articleId: shopArticles.articleId,
        shopId: shopArticles.shopId,
        priceTtc: shopArticles.priceTtc,
      })
      .from(shopArticles)
      .where(inArray(shopArticles.articleId, ids))
      .orderBy(asc(shopArticles.shopId)),
    db
      .select({ articleId: categoryArticles.articleId, categoryId: categoryArticles.categoryId })
      .from(categoryArticles)
      .where(inArray(categoryArticles.articleId, ids))
      .orderBy(asc(categoryArticles.categoryId)),
  ]);
  return rows.map((article) => ({
    article,
    shops: links
      .filter((l) => l.articleId === article.id)
      .map(({ shopId, priceTtc }) => ({ shopId, priceTtc })),
    categoryIds: categories.filter((c) => c.articleId === article.id).map((c) => c.categoryId),
  }));
}

async function select(db: Db, where: SQL | undefined): Promise<ArticleWithRelations[]> {
  const rows = await db.select().from(articles).where(where).orderBy(asc(articles.order), asc(articles.id));
  return withRelations(db, rows);
}

/** The company's articles in display order; `published` leaves drafts out. */
export function listArticles(
  db: Db,
  companyId: number,
  filter: { type?: number; published?: boolean } = {},
): Promise<ArticleWithRelations[]> {
  return select(
    db,
    and(
      eq(articles.companyId, companyId),
      filter.type === undefined ? undefined : eq(articles.type, filter.type),
      filter.published ? eq(articles.draft, false) : undefined,
    ),
  );
}

export async function findArticle(
  db: Db,
  companyId: number,
  id: number,
): Promise<ArticleWithRelations | null> {
  const [found] = await select(db, and(eq(articles.companyId, companyId), eq(articles.id, id)));
  return found ?? null;
}

export async function findArticleBySlug(
  db: Db,
  companyId: number,
  slug: string,
): Promise<ArticleWithRelations | null> {
  const [found] = await select(db, and(eq(articles.companyId, companyId), eq(articles.slug, slug)));
  return found ?? null;
}

type ArticleValues = Partial<typeof articles.$inferInsert>;

function toValues(input: ArticleUpdate): ArticleValues {
  const values: ArticleValues = { ...input };
  if (input.images) values.images = input.images.map((image) => ({ url: image.url, alt: image.alt ?? {} }));
  if (input.upsells) values.upsells = [...new Set(input.upsells)];
  if (input.articleLinks) values.articleLinks = [...new Set(input.articleLinks)];
  return values;
}

export async function insertArticle(db: Db, companyId: number, input: ArticleCreate): Promise<number> {
  const [row] = await db
    .insert(articles)
    .values({ ...toValues(input), slug: input.slug, type: input.type, name: input.name, companyId })
    .returning({ id: articles.id });
  if (!row) throw new Error('article not inserted');
  return row.id;
}

export async function updateArticle(
  db: Db,
  companyId: number,
  id: number,
  input: ArticleUpdate,
): Promise<boolean> {
  const rows = await db
    .update(articles)
    .set({ ...toValues(input), updatedAt: new Date() })
    .where(and(eq(articles.companyId, companyId), eq(articles.id, id)))
    .returning({ id: articles.id });
  return rows.length > 0;
}

/** Deletes the article and drops it from the upsells and links of the company's other articles. */
export async function deleteArticle(db: Db, companyId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(articles)
      .where(and(eq(articles.companyId, companyId), eq(articles.id, id)))
      .returning({ id: articles.id });
    if (rows.length === 0) return false;
    const without = (column: typeof articles.upsells | typeof articles.articleLinks) =>
      sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(${column}) e where e <> to_jsonb(${id}::int)), '[]'::jsonb)`;
    const mentions = sql`jsonb_build_array(${id}::int)`;
    await tx
      .update(articles)
      .set({ upsells: without(articles.upsells), articleLinks: without(articles.articleLinks) })
      .where(
        and(
          eq(articles.companyId, companyId),
          or(sql`${articles.upsells} @> ${mentions}`, sql`${articles.articleLinks} @> ${mentions}`),
        ),
      );
    return true;
  });
}
