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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { productStock, setProductStock } from './product-stock.ts';
import { checkStock, verifyStocks } from './stock-check.ts';

const TAG = ['eshop'];

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
    async (request) =>
      checkStock(db, {
        companyId: request.company.id,
        id: request.params.id,
        qty: request.params.qty,
        shopId: request.query.shopId ?? null,
      }),
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
    async (request) =>
      verifyStocks(db, {
        companyId: request.company.id,
        ids: request.params.ids,
        qty: request.params.qty,
        shopId: request.query.shopId ?? null,
      }),
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
      productStock(db, {
        companyId: request.company.id,
        principal: request.principal,
        articleId: request.params.articleId,
      }),
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
    async (request) =>
      setProductStock(db, {
        companyId: request.company.id,
        principal: request.principal,
        articleId: request.params.articleId,
        shopId: request.body.shopId,
        quantity: request.body.quantity,
      }),
  );
}
