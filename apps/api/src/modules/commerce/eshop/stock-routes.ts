// Stock checks of spec §5/§7 for the storefront, and stock by product and shop for staff.
import {
  ProductStockParamsSchema,
  ProductStockSchema,
  ProductStockUpdateSchema,
  StockAnswerSchema,
  StockParamsSchema,
  StockQuerySchema,
  StockVerifyAnswerSchema,
  StockVerifyParamsSchema,
} from '@eclat/contracts';
import { isStockAvailable } from '@eclat/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { articles, productStocks, shops } from '../../../db/schema.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { availableStocks, stockRows } from './stock.ts';

const TAG = ['eshop'];

async function productOf(db: Db, companyId: number, articleId: number) {
  const [product] = await db
    .select({ id: articles.id, enableStock: articles.enableStock })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.companyId, companyId), eq(articles.type, 2)))
    .limit(1);
  if (!product) throw notFound('product not found');
  return product;
}

async function productStock(db: Db, companyId: number, articleId: number, scope: number[] | null) {
  const product = await productOf(db, companyId, articleId);
  const rows = await stockRows(db, companyId, articleId, scope);
  return {
    articleId,
    enableStock: product.enableStock,
    shops: rows.map((row) => ({ ...row, available: row.quantity - row.reserved })),
  };
}

export function eshopStockRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/eshop/stock/:id/:qty',
    {
      schema: {
        tags: TAG,
        summary:
          'Whether qty pieces of a product can be bought (in a shop with ?shopId): stock 999999 without stock tracking, 0 for a missing product',
        params: StockParamsSchema,
        querystring: StockQuerySchema,
        response: { 200: StockAnswerSchema },
      },
    },
    async (request) => {
      const { id, qty } = request.params;
      const stocks = await availableStocks(db, request.company.id, [id], request.query.shopId ?? null);
      const stock = stocks.get(id) ?? 0;
      return { id, quantity: qty, stock, available: isStockAvailable(stock, qty) };
    },
  );

  r.get(
    '/api/eshop/stock/verify/:ids/:qty',
    {
      schema: {
        tags: TAG,
        summary: 'The same check for several products (ids separated by commas or dashes)',
        params: StockVerifyParamsSchema,
        querystring: StockQuerySchema,
        response: { 200: StockVerifyAnswerSchema },
      },
    },
    async (request) => {
      const { ids, qty } = request.params;
      const stocks = await availableStocks(db, request.company.id, ids, request.query.shopId ?? null);
      const items = ids.map((id) => {
        const stock = stocks.get(id) ?? 0;
        return { id, stock, available: isStockAvailable(stock, qty) };
      });
      return { available: items.every((item) => item.available), quantity: qty, items };
    },
  );

  r.get(
    '/api/eshop/stock/product/:articleId',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: TAG,
        summary: "A product's stock per shop: quantity, reserved by payments in progress, available (staff)",
        params: ProductStockParamsSchema,
        response: { 200: ProductStockSchema },
      },
    },
    async (request) =>
      productStock(db, request.company.id, request.params.articleId, staffShopScope(request.principal)),
  );

  r.put(
    '/api/eshop/stock/product/:articleId',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: TAG,
        summary: "Set a product's quantity in a shop; never below what payments in progress hold (staff)",
        params: ProductStockParamsSchema,
        body: ProductStockUpdateSchema,
        response: { 200: ProductStockSchema },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const { articleId } = request.params;
      const { shopId, quantity } = request.body;
      const scope = staffShopScope(request.principal);
      await productOf(db, companyId, articleId);
      const [shop] = await db
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.id, shopId), eq(shops.companyId, companyId)))
        .limit(1);
      if (!shop) throw notFound('shop not found');
      if (scope && !scope.includes(shopId))
        throw new HttpError(403, 'not one of your shops', { type: 'auth' });
      await db.transaction(async (tx) => {
        // The row lock makes a concurrent reservation wait, so `reserved` read here is current.
        const [current] = await tx
          .select({ reserved: productStocks.reserved })
          .from(productStocks)
          .where(and(eq(productStocks.articleId, articleId), eq(productStocks.shopId, shopId)))
          .for('update');
        if (current && quantity < current.reserved)
          throw new HttpError(409, `${current.reserved} pieces are held by payments in progress`, {
            type: 'stock',
          });
        await tx
          .insert(productStocks)
          .values({ companyId, articleId, shopId, quantity })
          .onConflictDoUpdate({
            target: [productStocks.articleId, productStocks.shopId],
            set: { quantity: sql`excluded.quantity` },
          });
      });
      return productStock(db, companyId, articleId, scope);
    },
  );
}
