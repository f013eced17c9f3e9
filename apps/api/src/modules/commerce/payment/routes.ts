import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { cartRoutes } from './cart-routes.ts';
import { connectRoutes } from './connect-routes.ts';
import { paymentScope } from './errors.ts';
import { openRoutes } from './open-routes.ts';
import { refundRoutes } from './refund-routes.ts';

// The payment service of spec §7 (ADR 0010). Every answer of these routes that is an error
// carries `error` and `customErrorMsg` besides the API's one error format.

/** Provider callbacks and webhooks: the company is in the path. */
export function paymentOpenRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  paymentScope(app, (scope) => openRoutes(scope, deps));
}

export function paymentRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  paymentScope(app, (scope) => {
    cartRoutes(scope, deps);
    refundRoutes(scope, deps);
    connectRoutes(scope, deps);
  });
}
