// Test fixtures of the e-shop: products of every kind with stock, and orders with lines.
import type { Db } from '../src/db/client.ts';
import { articles, eshopOrderLines, eshopOrders, productStocks, shopArticles } from '../src/db/schema.ts';
import type { TenantFixture } from './fixtures.ts';

export type ShopFixture = {
  /** Tracked, 5 in the first shop and 2 in the second; 5500 at the first shop, 5900 elsewhere. */
  serum: number;
  /** Not tracked (enableStock off), offered at the first shop only. */
  candle: number;
  /** Tracked but a draft. */
  draft: number;
  /** Tracked with no stock row at all. */
  soldOut: number;
};

export async function insertProducts(db: Db, t: TenantFixture): Promise<ShopFixture> {
  const [first, second] = t.shopIds as [number, number];
  const rows = await db
    .insert(articles)
    .values([
      {
        companyId: t.companyId,
        slug: 'serum',
        type: 2,
        name: { fr: 'Sérum éclat', en: 'Radiance serum' },
        price: 5900,
        vat: 20,
        enableStock: true,
        order: 1,
      },
      {
        companyId: t.companyId,
        slug: 'bougie',
        type: 2,
        name: { fr: 'Bougie', en: 'Candle' },
        price: 2500,
        vat: 20,
        enableStock: false,
        order: 2,
      },
      {
        companyId: t.companyId,
        slug: 'brouillon',
        type: 2,
        name: { fr: 'Brouillon' },
        price: 1000,
        draft: true,
        enableStock: true,
        order: 3,
      },
      {
        companyId: t.companyId,
        slug: 'epuise',
        type: 2,
        name: { fr: 'Épuisé' },
        price: 1500,
        vat: 10,
        enableStock: true,
        order: 4,
      },
    ])
    .returning({ id: articles.id, slug: articles.slug });
  const id = (slug: string) => rows.find((r) => r.slug === slug)?.id as number;
  const f = { serum: id('serum'), candle: id('bougie'), draft: id('brouillon'), soldOut: id('epuise') };
  await db.insert(shopArticles).values([
    { companyId: t.companyId, shopId: first, articleId: f.serum, priceTtc: 5500 },
    { companyId: t.companyId, shopId: second, articleId: f.serum, priceTtc: null },
    { companyId: t.companyId, shopId: first, articleId: f.candle, priceTtc: null },
    { companyId: t.companyId, shopId: first, articleId: f.soldOut, priceTtc: null },
  ]);
  await db.insert(productStocks).values([
    { companyId: t.companyId, articleId: f.serum, shopId: first, quantity: 5 },
    { companyId: t.companyId, articleId: f.serum, shopId: second, quantity: 2 },
    { companyId: t.companyId, articleId: f.draft, shopId: first, quantity: 9 },
  ]);
  return f;
}

export async function insertOrder(
  db: Db,
  o: {
    companyId: number;
    shopId: number | null;
    customerId: number | null;
    status?: string;
    createdAt?: Date;
    lines: { articleId: number; quantity: number; unitPrice: number; name?: Record<string, string> }[];
  },
): Promise<number> {
  const total = o.lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
  const [order] = await db
    .insert(eshopOrders)
    .values({
      companyId: o.companyId,
      shopId: o.shopId,
      customerId: o.customerId,
      status: o.status ?? 'paid',
      total,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning({ id: eshopOrders.id });
  if (!order) throw new Error('order not created');
  await db.insert(eshopOrderLines).values(
    o.lines.map((l) => ({
      companyId: o.companyId,
      orderId: order.id,
      articleId: l.articleId,
      name: l.name ?? { fr: 'Sérum éclat', en: 'Radiance serum' },
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      vat: 20,
    })),
  );
  return order.id;
}
