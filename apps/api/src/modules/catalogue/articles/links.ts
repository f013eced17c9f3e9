import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { existingArticleIds } from '../shops/repository.ts';

/** Every id must be an article of the caller's company, else 404 naming the missing ones (each once). */
export async function assertArticlesExist(db: Db, companyId: number, ids: number[]): Promise<void> {
  const found = await existingArticleIds(db, companyId, ids);
  const missing = [...new Set(ids.filter((id) => !found.has(id)))];
  if (missing.length > 0) throw notFound(`article not found: ${missing.join(', ')}`);
}
