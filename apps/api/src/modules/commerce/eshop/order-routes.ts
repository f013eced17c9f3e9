// E-shop orders: the customer's own (/profile/eshoporders) and the staff listing with status
// changes along the lifecycle of ADR 0010.
import {
  EshopIdParamSchema,
  EshopOrderFiltersSchema,
  EshopOrderPageSchema,
  EshopOrderStatusBodySchema,
  MyEshopOrderAnswerSchema,
  MyEshopOrdersAnswerSchema,
  StaffEshopOrderAnswerSchema,
} from '@eclat/contracts';
import { canChangeEshopOrderStatus, restocksOnChange } from '@eclat/domain';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { articles, eshopOrderLines, eshopOrders, productStocks } from '../../../db/schema.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireCustomer, requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { countEshopOrders, eshopOrderFilter, loadEshopOrders } from './orders.ts';

const TAG = ['eshop'];
const allOf = (...parts: SQL[]) => and(...parts) as SQL;
const callerId = (request: FastifyRequest) =>
  request.principal?.type === 'customer' ? request.principal.customerId : -1;

export function eshopOrderRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = requireStaff('staff');

  r.get(
    '/api/eshop/my-orders',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAG,
        summary: "The signed-in customer's e-shop orders, newest first, with their lines",
        response: { 200: MyEshopOrdersAnswerSchema },
      },
    },
    async (request) => {
      const where = eshopOrderFilter(request.company.id, { customerId: callerId(request) }, null);
      return { orders: await loadEshopOrders(db, where, request.lang, { limit: 200, offset: 0 }) };
    },
  );

  r.get(
    '/api/eshop/my-orders/:id',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAG,
        summary: "One of the signed-in customer's e-shop orders",
        params: EshopIdParamSchema,
        response: { 200: MyEshopOrderAnswerSchema },
      },
    },
    async (request) => {
      const where = allOf(
        eshopOrderFilter(request.company.id, { customerId: callerId(request) }, null),
        eq(eshopOrders.id, request.params.id),
      );
      const [order] = await loadEshopOrders(db, where, request.lang, { limit: 1, offset: 0 });
      if (!order) throw notFound('order not found');
      return { order };
    },
  );

  r.get(
    '/api/eshop/orders',
    {
      preHandler: staff,
      schema: {
        tags: TAG,
        summary: 'E-shop orders (staff): filters status, shops, start/end days, customer, customerId; paged',
        querystring: EshopOrderFiltersSchema,
        response: { 200: EshopOrderPageSchema },
      },
    },
    async (request) => {
      const f = request.query;
      const where = eshopOrderFilter(request.company.id, f, staffShopScope(request.principal));
      const [orders, total] = await Promise.all([
        loadEshopOrders(db, where, request.lang, {
          limit: f.itemPerPage,
          offset: (f.page - 1) * f.itemPerPage,
        }),
        countEshopOrders(db, where),
      ]);
      return { orders, total, page: f.page, itemPerPage: f.itemPerPage };
    },
  );

  const staffOrder = async (request: FastifyRequest, id: number) => {
    const where = allOf(
      eshopOrderFilter(request.company.id, {}, staffShopScope(request.principal)),
      eq(eshopOrders.id, id),
    );
    const [order] = await loadEshopOrders(db, where, request.lang, { limit: 1, offset: 0 });
    if (!order) throw notFound('order not found');
    return order;
  };

  r.get(
    '/api/eshop/orders/:id',
    {
      preHandler: staff,
      schema: {
        tags: TAG,
        summary: 'One e-shop order (staff)',
        params: EshopIdParamSchema,
        response: { 200: StaffEshopOrderAnswerSchema },
      },
    },
    async (request) => ({ order: await staffOrder(request, request.params.id) }),
  );

  r.put(
    '/api/eshop/orders/:id/status',
    {
      preHandler: staff,
      schema: {
        tags: TAG,
        summary:
          'Change an e-shop order status: pending → paid → ready → collected; pending → cancelled | expired; paid | ready → cancelled (pieces back in stock) → refunded',
        params: EshopIdParamSchema,
        body: EshopOrderStatusBodySchema,
        response: { 200: StaffEshopOrderAnswerSchema },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const scope = staffShopScope(request.principal);
      const to = request.body.status;
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(eshopOrders)
          .where(and(eq(eshopOrders.id, request.params.id), eq(eshopOrders.companyId, companyId)))
          .for('update');
        if (!current || (scope && (current.shopId === null || !scope.includes(current.shopId))))
          throw notFound('order not found');
        if (!canChangeEshopOrderStatus(current.status, to))
          throw new HttpError(409, `cannot go from ${current.status} to ${to}`, { type: 'status' });
        await tx
          .update(eshopOrders)
          .set({ status: to, updatedAt: now() })
          .where(eq(eshopOrders.id, current.id));
        if (restocksOnChange(current.status, to) && current.shopId !== null) {
          // Paid pieces left the stock at payment; an order cancelled before pick-up returns them.
          const lines = await tx
            .select({ articleId: eshopOrderLines.articleId, quantity: eshopOrderLines.quantity })
            .from(eshopOrderLines)
            .innerJoin(articles, eq(articles.id, eshopOrderLines.articleId))
            .where(
              and(
                eq(eshopOrderLines.orderId, current.id),
                isNotNull(eshopOrderLines.articleId),
                eq(articles.enableStock, true),
              ),
            )
            .orderBy(eshopOrderLines.articleId);
          for (const line of lines) {
            if (line.articleId === null) continue;
            await tx
              .insert(productStocks)
              .values({
                companyId,
                articleId: line.articleId,
                shopId: current.shopId,
                quantity: line.quantity,
              })
              .onConflictDoUpdate({
                target: [productStocks.articleId, productStocks.shopId],
                set: { quantity: sql`${productStocks.quantity} + ${line.quantity}` },
              });
          }
        }
      });
      return { order: await staffOrder(request, request.params.id) };
    },
  );
}
