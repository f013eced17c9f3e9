import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { eshopCategoryRoutes } from './category-routes.ts';
import { eshopOrderRoutes } from './order-routes.ts';
import { eshopProductRoutes } from './product-routes.ts';
import { eshopStockRoutes } from './stock-routes.ts';

// The e-shop (issue 6, ADR 0010): categories, stock, random products and orders. Checkout itself
// is the payment module's; it calls stock.ts and pricing.ts.
export function eshopRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  eshopCategoryRoutes(app, deps);
  eshopStockRoutes(app, deps);
  eshopProductRoutes(app, deps);
  eshopOrderRoutes(app, deps);
}
