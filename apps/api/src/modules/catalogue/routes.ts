import type { FastifyInstance } from 'fastify';
import type { CatalogueDeps } from '../../platform/cache/deps.ts';
import { articleRoutes } from './articles/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { resourceRoutes } from './resources/routes.ts';
import { geoGroupmentRoutes } from './shop-groups/routes.ts';
import { shopPublicRoutes, shopStaffRoutes } from './shops/routes.ts';

// The catalogue area (issue 3): shops and their groups, service categories and services
// (articles), resources (collaborators, cabins, equipment). Public reads are cached per company
// (platform/cache, ADR 0002).

export function registerCatalogueTenantRoutes(tenant: FastifyInstance, deps: CatalogueDeps): void {
  shopPublicRoutes(tenant, deps);
  shopStaffRoutes(tenant, deps);
  geoGroupmentRoutes(tenant, deps);
  categoryRoutes(tenant, deps);
  articleRoutes(tenant, deps);
  resourceRoutes(tenant, deps);
}
