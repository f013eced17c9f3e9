import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/deps.ts';
import { customerRoutes } from './customers/routes.ts';
import { backofficeRoutes } from './desk/routes.ts';

// The back-office area (issue 7; ADR 0011, 0016): the staff's desk (agenda, moves, customers,
// statistics, loyalty tiers) and the customers API.

export function registerBackofficeTenantRoutes(tenant: FastifyInstance, deps: ModuleDeps): void {
  backofficeRoutes(tenant, deps);
  customerRoutes(tenant, deps);
}
