import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { postCategories } from '../../../db/schema.ts';

export type PostCategoryRow = typeof postCategories.$inferSelect;

/** The table the tenant CRUD of /api/postcategories writes. */
export const postCategoryStore = { table: postCategories };

/** The company's categories in display order. */
export async function listPostCategories(db: Db, companyId: number): Promise<PostCategoryRow[]> {
  return db
    .select()
    .from(postCategories)
    .where(eq(postCategories.companyId, companyId))
    .orderBy(asc(postCategories.order), asc(postCategories.id));
}
