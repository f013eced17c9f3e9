import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './deps.ts';
import { shopRoutes } from './shops/routes.ts';

// The catalogue, content and company modules (issue 3). Open routes need no company header.

export function registerCatalogueOpenRoutes(_open: FastifyInstance, _deps: ModuleDeps): void {}

export function registerCatalogueTenantRoutes(tenant: FastifyInstance, deps: ModuleDeps): void {
  shopRoutes(tenant, deps.db);
}
