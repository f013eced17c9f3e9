import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';

/** Every id must be an article of the caller's company, else 404 naming the missing ones (each once). */
export async function assertArticlesExist(db: Db, companyId: number, ids: number[]): Promise<void> {
  const found = await existingArticleIds(db, companyId, ids);
  const missing = [...new Set(ids.filter((id) => !found.has(id)))];
  if (missing.length > 0) throw notFound(`article not found: ${missing.join(', ')}`);
}

export async function existingArticleIds(db: Db, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.companyId, companyId), inArray(articles.id, ids)));
  return new Set(rows.map((r) => r.id));
}
