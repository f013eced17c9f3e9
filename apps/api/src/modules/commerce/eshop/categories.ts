// E-shop categories (spec §7): the visitor's view in their language with only published
// products, the staff view with the language maps, and the checks of a staff change.
import type { EshopCategoryInputSchema } from '@eclat/contracts';
import { type DomainLang, localise } from '@eclat/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { type CategoryRow, productIds } from './repository.ts';

export type CategoryInput = Partial<z.infer<typeof EshopCategoryInputSchema>>;

export const toAdminCategory = (row: CategoryRow) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  order: row.order,
  image: row.image,
  articleIds: row.articleIds,
});

/** The categories in one language, each listing only its published products. */
export async function storefrontCategories(db: Db, companyId: number, rows: CategoryRow[], lang: DomainLang) {
  const published = await productIds(
    db,
    companyId,
    [...new Set(rows.flatMap((row) => row.articleIds))],
    true,
  );
  return rows.map((row) => ({
    ...toAdminCategory(row),
    name: localise(row.name, lang),
    articleIds: row.articleIds.filter((id) => published.has(id)),
  }));
}

/** A staff body: its product ids deduplicated, each a product of the company (else 400). */
export async function categoryValues(db: Db, companyId: number, input: CategoryInput) {
  if (!input.articleIds) return input;
  const ids = [...new Set(input.articleIds)];
  const found = await productIds(db, companyId, ids, false);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length)
    throw badRequest('Requête invalide', [
      { path: 'body.articleIds', message: `not products of this company: ${unknown.join(', ')}` },
    ]);
  return { ...input, articleIds: ids };
}
