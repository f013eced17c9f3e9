// Server-side prices of e-shop lines (issue 6: prices are never trusted from the client). The
// unit price is the product's price at the pick-up shop (pricesByShops.pvTtc), else its own.
import { eshopLineTotal, priceAtShop } from '@eclat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, type LocalisedText, shopArticles, shops } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';

export type PricedProductLine = {
  articleId: number;
  name: LocalisedText;
  quantity: number;
  unitPrice: number;
  vat: number;
  lineTotal: number;
};

const invalid = (path: string, message: string) =>
  new HttpError(400, 'Requête invalide', { type: 'product', errors: [{ path, message }] });

/**
 * Prices product lines for a shop of the company. 404 for an unknown shop or article (another
 * company's included: never revealed), 400 for a service, a draft or a quantity that is not a
 * positive whole number. Lines keep their order.
 */
export async function priceProductLines(
  db: Db,
  companyId: number,
  shopId: number,
  lines: { articleId: number; quantity: number }[],
): Promise<PricedProductLine[]> {
  lines.forEach((line, i) => {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0)
      throw invalid(`lines.${i}.quantity`, 'a positive whole quantity is required');
  });
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.companyId, companyId)))
    .limit(1);
  if (!shop) throw new HttpError(404, 'shop not found', { type: 'shop' });
  if (lines.length === 0) return [];

  const ids = [...new Set(lines.map((l) => l.articleId))];
  const rows = await db
    .select({
      id: articles.id,
      type: articles.type,
      draft: articles.draft,
      name: articles.name,
      price: articles.price,
      vat: articles.vat,
      shopPrice: shopArticles.priceTtc,
    })
    .from(articles)
    .leftJoin(
      shopArticles,
      and(
        eq(shopArticles.articleId, articles.id),
        eq(shopArticles.shopId, shopId),
        eq(shopArticles.companyId, companyId),
      ),
    )
    .where(and(eq(articles.companyId, companyId), inArray(articles.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));

  return lines.map((line, i) => {
    const row = byId.get(line.articleId);
    if (!row) throw new HttpError(404, 'article not found', { type: 'product' });
    if (row.type !== 2) throw invalid(`lines.${i}.articleId`, 'not a product');
    if (row.draft) throw invalid(`lines.${i}.articleId`, 'product not published');
    const unitPrice = priceAtShop(row.price, row.shopPrice);
    return {
      articleId: row.id,
      name: row.name,
      quantity: line.quantity,
      unitPrice,
      vat: row.vat,
      lineTotal: eshopLineTotal({ quantity: line.quantity, price: unitPrice }),
    };
  });
}
