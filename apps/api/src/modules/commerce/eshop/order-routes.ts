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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { type Principal, requireCustomer, requireStaff } from '../../../platform/http/auth.ts';
import {
  companyEshopOrders,
  customerEshopOrder,
  customerEshopOrders,
  staffEshopOrder,
} from './list-orders.ts';
import { changeEshopOrderStatus } from './order-status.ts';

const TAG = ['eshop'];
/** requireCustomer has run; anyone else (never reached) would match no order. */
const callerId = (principal: Principal | null) =>
  principal?.type === 'customer' ? principal.customerId : -1;

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
    async (request) => ({
      orders: await customerEshopOrders(db, {
        companyId: request.company.id,
        customerId: callerId(request.principal),
        lang: request.lang,
      }),
    }),
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
    async (request) => ({
      order: await customerEshopOrder(db, {
        companyId: request.company.id,
        customerId: callerId(request.principal),
        orderId: request.params.id,
        lang: request.lang,
      }),
    }),
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
    async (request) =>
      companyEshopOrders(db, {
        companyId: request.company.id,
        principal: request.principal,
        filters: request.query,
        lang: request.lang,
      }),
  );

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
    async (request) => ({
      order: await staffEshopOrder(db, {
        companyId: request.company.id,
        principal: request.principal,
        orderId: request.params.id,
        lang: request.lang,
      }),
    }),
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
    async (request) => ({
      order: await changeEshopOrderStatus(db, {
        companyId: request.company.id,
        principal: request.principal,
        orderId: request.params.id,
        to: request.body.status,
        lang: request.lang,
        now,
      }),
    }),
  );
}
