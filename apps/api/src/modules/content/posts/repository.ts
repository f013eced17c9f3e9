import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { postCategories, posts, shops } from '../../../db/schema.ts';
import { assertReferences } from '../../../platform/crud/references.ts';

export type PostRow = typeof posts.$inferSelect;
export type PostListRow = Omit<PostRow, 'body'>;

/** The table the tenant CRUD of /api/posts writes. */
export const postStore = { table: posts };

const { body: _body, ...listColumns } = getTableColumns(posts);

/** Newest first: by publication date (drafts by creation date), then id. */
const newestFirst = [desc(sql`coalesce(${posts.publishedAt}, ${posts.createdAt})`), desc(posts.id)];

/**
 * The company's posts in display order, without bodies: the listing filters (spec §5) run on them
 * in the domain. Visitors' listings load only published posts.
 */
export async function listPosts(db: Db, companyId: number, includeDrafts: boolean): Promise<PostListRow[]> {
  return db
    .select(listColumns)
    .from(posts)
    .where(and(eq(posts.companyId, companyId), includeDrafts ? undefined : eq(posts.published, true)))
    .orderBy(...newestFirst);
}

/** Full rows (bodies included) of the given posts, in the order of `ids`. */
export async function postsByIds(db: Db, companyId: number, ids: number[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(posts)
    .where(and(eq(posts.companyId, companyId), inArray(posts.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findPostBySlug(db: Db, companyId: number, slug: string): Promise<PostRow | null> {
  const rows = await db
    .select()
    .from(posts)
    .where(and(eq(posts.companyId, companyId), eq(posts.slug, slug)))
    .limit(1);
  return rows[0] ?? null;
}

/** The shop and category a post points at must be the company's (400 otherwise). */
export async function checkPostReferences(
  db: Db,
  companyId: number,
  input: { linkedShop?: number | null; categoryId?: number | null },
): Promise<void> {
  await assertReferences(db, companyId, [
    { path: 'body.linkedShop', table: shops, ids: input.linkedShop },
    { path: 'body.categoryId', table: postCategories, ids: input.categoryId },
  ]);
}
