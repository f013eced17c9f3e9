import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { geoGroupments, shopArticles, shops } from '../../db/schema.ts';

export type ShopRow = typeof shops.$inferSelect;
export type GeoGroupmentRow = typeof geoGroupments.$inferSelect;
export type ShopWithRelations = { shop: ShopRow; geo: GeoGroupmentRow | null; articleIds: number[] };

/** Every shop of one company, in display order, with its geo group and the articles it offers. */
export async function listShops(db: Db, companyId: number): Promise<ShopWithRelations[]> {
  const rows = await db
    .select({ shop: shops, geo: geoGroupments })
    .from(shops)
    .leftJoin(geoGroupments, eq(geoGroupments.id, shops.geoGroupmentId))
    .where(eq(shops.companyId, companyId))
    .orderBy(asc(shops.order), asc(shops.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ shopId: shopArticles.shopId, articleId: shopArticles.articleId })
    .from(shopArticles)
    .where(
      inArray(
        shopArticles.shopId,
        rows.map((r) => r.shop.id),
      ),
    );
  const byShop = new Map<number, number[]>();
  for (const link of links) {
    const list = byShop.get(link.shopId) ?? [];
    list.push(link.articleId);
    byShop.set(link.shopId, list);
  }
  return rows.map((r) => ({ ...r, articleIds: (byShop.get(r.shop.id) ?? []).sort((a, b) => a - b) }));
}
