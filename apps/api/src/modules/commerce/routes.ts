import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/deps.ts';
import { couponRoutes } from './coupons/routes.ts';
import { creditRoutes } from './credits/routes.ts';
import { eshopRoutes } from './eshop/routes.ts';
import { giftRoutes } from './gifts/routes.ts';
import { paymentOpenRoutes, paymentRoutes } from './payment/routes.ts';

// The commerce area (issue 6; ADR 0010, 0019): e-shop and stock, gift vouchers, coupons, customer
// credit, loyalty rewards, carts, payments and refunds.

/** Provider callbacks and webhooks carry the company in their path, not in a header. */
export function registerCommerceOpenRoutes(open: FastifyInstance, deps: ModuleDeps): void {
  paymentOpenRoutes(open, deps);
}

export function registerCommerceTenantRoutes(tenant: FastifyInstance, deps: ModuleDeps): void {
  eshopRoutes(tenant, deps);
  giftRoutes(tenant, deps);
  paymentRoutes(tenant, deps);
  couponRoutes(tenant, deps);
  creditRoutes(tenant, deps);
}
