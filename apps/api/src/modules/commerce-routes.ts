import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './deps.ts';
import { eshopRoutes } from './eshop/routes.ts';
import { giftRoutes } from './gifts/routes.ts';
import { paymentOpenRoutes, paymentRoutes } from './payment/routes.ts';

// Commerce (issue 6): e-shop, stock, gift vouchers, payments and refunds.

/** Provider callbacks and webhooks carry the company in their path, not in a header. */
export function registerCommerceOpenRoutes(open: FastifyInstance, deps: ModuleDeps): void {
  paymentOpenRoutes(open, deps);
}

export function registerCommerceTenantRoutes(tenant: FastifyInstance, deps: ModuleDeps): void {
  eshopRoutes(tenant, deps);
  giftRoutes(tenant, deps);
  paymentRoutes(tenant, deps);
}
