import type { ShopCreate, ShopUpdate } from '@eclat/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { geoGroupments, shopArticles, shops } from '../../../db/schema.ts';

export type ShopRow = typeof shops.$inferSelect;
export type GeoGroupmentRow = typeof geoGroupments.$inferSelect;
export type ShopArticle = { articleId: number; priceTtc: number | null };
export type ShopWithRelations = {
  shop: ShopRow;
  geo: GeoGroupmentRow | null;
  /** Ids of the articles the shop offers, ascending. */
  articleIds: number[];
  /** The same links with the shop's own price (null: the article's base price). */
  articlePrices: ShopArticle[];
};

async function withRelations(
  db: Db,
  rows: { shop: ShopRow; geo: GeoGroupmentRow | null }[],
): Promise<ShopWithRelations[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      shopId: shopArticles.shopId,
      articleId: shopArticles.articleId,
      priceTtc: shopArticles.priceTtc,
    })
    .from(shopArticles)
    .where(
      inArray(
        shopArticles.shopId,
        rows.map((r) => r.shop.id),
      ),
    );
  const byShop = new Map<number, ShopArticle[]>();
  for (const link of links) {
    const list = byShop.get(link.shopId) ?? [];
    list.push({ articleId: link.articleId, priceTtc: link.priceTtc });
    byShop.set(link.shopId, list);
  }
  return rows.map((r) => {
    const articlePrices = (byShop.get(r.shop.id) ?? []).sort((a, b) => a.articleId - b.articleId);
    return { ...r, articlePrices, articleIds: articlePrices.map((a) => a.articleId) };
  });
}

async function selectShops(db: Db, where: SQL | undefined): Promise<ShopWithRelations[]> {
  const rows = await db
    .select({ shop: shops, geo: geoGroupments })
    .from(shops)
    .leftJoin(geoGroupments, eq(geoGroupments.id, shops.geoGroupmentId))
    .where(where)
    .orderBy(asc(shops.order), asc(shops.id));
  return withRelations(db, rows);
}

/**
 * Shops of one company in display order, with geo group and offered articles; `shopIds` limits
 * them (an access account's shops).
 */
export function listShops(
  db: Db,
  companyId: number,
  shopIds: number[] | null = null,
): Promise<ShopWithRelations[]> {
  if (shopIds && shopIds.length === 0) return Promise.resolve([]);
  return selectShops(
    db,
    and(eq(shops.companyId, companyId), shopIds ? inArray(shops.id, shopIds) : undefined),
  );
}

export async function findShop(db: Db, companyId: number, id: number): Promise<ShopWithRelations | null> {
  const [found] = await selectShops(db, and(eq(shops.companyId, companyId), eq(shops.id, id)));
  return found ?? null;
}

export async function findShopBySlug(
  db: Db,
  companyId: number,
  slug: string,
): Promise<ShopWithRelations | null> {
  const [found] = await selectShops(db, and(eq(shops.companyId, companyId), eq(shops.slug, slug)));
  return found ?? null;
}

export async function shopExists(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), eq(shops.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** The ids among `ids` that are articles of the company. */
export async function geoGroupmentExists(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: geoGroupments.id })
    .from(geoGroupments)
    .where(and(eq(geoGroupments.companyId, companyId), eq(geoGroupments.id, id)))
    .limit(1);
  return rows.length > 0;
}

type ShopValues = Partial<typeof shops.$inferInsert>;

function toValues(input: ShopUpdate): ShopValues {
  const values: ShopValues = { ...input };
  if (input.images) values.images = input.images.map((image) => ({ url: image.url, alt: image.alt ?? {} }));
  return values;
}

export async function insertShop(db: Db, companyId: number, input: ShopCreate): Promise<number> {
  const [row] = await db
    .insert(shops)
    .values({ ...toValues(input), slug: input.slug, name: input.name, companyId })
    .returning({ id: shops.id });
  if (!row) throw new Error('shop not inserted');
  return row.id;
}

/** Changes the given fields; false when the shop is not one of the company's. */
export async function updateShop(db: Db, companyId: number, id: number, input: ShopUpdate): Promise<boolean> {
  const rows = await db
    .update(shops)
    .set({ ...toValues(input), updatedAt: new Date() })
    .where(and(eq(shops.companyId, companyId), eq(shops.id, id)))
    .returning({ id: shops.id });
  return rows.length > 0;
}

export async function deleteShop(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(shops)
    .where(and(eq(shops.companyId, companyId), eq(shops.id, id)))
    .returning({ id: shops.id });
  return rows.length > 0;
}

/**
 * Offers articles at a shop. With `priceTtc` (a number, or null for the base price) existing
 * links take it too; without, existing links keep their price.
 */
export async function linkArticles(
  db: Db,
  companyId: number,
  shopId: number,
  articleIds: number[],
  priceTtc: number | null | undefined,
): Promise<void> {
  const rows = articleIds.map((articleId) => ({ companyId, shopId, articleId, priceTtc: priceTtc ?? null }));
  const insert = db.insert(shopArticles).values(rows);
  if (priceTtc === undefined) await insert.onConflictDoNothing();
  else
    await insert.onConflictDoUpdate({
      target: [shopArticles.shopId, shopArticles.articleId],
      set: { priceTtc },
    });
}

export async function unlinkArticles(
  db: Db,
  companyId: number,
  shopId: number,
  articleIds: number[],
): Promise<void> {
  await db
    .delete(shopArticles)
    .where(
      and(
        eq(shopArticles.companyId, companyId),
        eq(shopArticles.shopId, shopId),
        inArray(shopArticles.articleId, articleIds),
      ),
    );
}
