// Spec §9 "random product picking": published products, offered at a shop when asked.
import { type DomainLang, isPubliclyListed, pickRandom } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { listArticles } from '../../catalogue/articles/repository.ts';
import { toPublicArticle } from '../../catalogue/articles/serialize.ts';

export async function randomProducts(
  db: Db,
  input: { companyId: number; count: number; shopId?: number; lang: DomainLang },
) {
  const { shopId } = input;
  const products = (await listArticles(db, input.companyId, { type: 2, published: true })).filter(
    ({ article, shops }) =>
      isPubliclyListed(article) && (shopId === undefined || shops.some((s) => s.shopId === shopId)),
  );
  return pickRandom(products, input.count).map((p) => toPublicArticle(p, input.lang));
}
