import type { FastifyInstance } from 'fastify';
import { articleRoutes } from './articles/routes.ts';
import { CatalogueCache } from './catalogue-cache/cache.ts';
import type { CatalogueDeps } from './catalogue-cache/deps.ts';
import { invalidateOnStaffWrites } from './catalogue-cache/http.ts';
import { categoryRoutes } from './categories/routes.ts';
import { companyPlatformRoutes, companyRoutes } from './companies/routes.ts';
import type { ModuleDeps } from './deps.ts';
import { geoGroupmentRoutes } from './geogroupments/routes.ts';
import { mediaStaffRoutes } from './media/routes.ts';
import { resourceRoutes } from './resources/routes.ts';
import { shopPublicRoutes, shopStaffRoutes } from './shops/routes.ts';

// The catalogue and company modules (issue 3). Open routes need no company header.

export function registerCatalogueOpenRoutes(open: FastifyInstance, deps: ModuleDeps): void {
  companyPlatformRoutes(open, deps);
}

export function registerCatalogueTenantRoutes(tenant: FastifyInstance, deps: ModuleDeps): void {
  // Public catalogue reads are cached per company as long as companies are (ADR 0002), and any
  // staff write of the company drops its entries at once.
  const catalogue = new CatalogueCache(deps.companies.ttlSeconds);
  invalidateOnStaffWrites(tenant, catalogue, deps.bus);
  // A write served by another process: drop what this one holds of that company.
  deps.bus.subscribe((companyId) => {
    catalogue.invalidate(companyId);
    deps.companies.invalidate();
  });
  const catalogueDeps: CatalogueDeps = { ...deps, catalogue };

  companyRoutes(tenant, catalogueDeps);
  shopPublicRoutes(tenant, catalogueDeps);
  shopStaffRoutes(tenant, catalogueDeps);
  geoGroupmentRoutes(tenant, catalogueDeps);
  categoryRoutes(tenant, catalogueDeps);
  articleRoutes(tenant, catalogueDeps);
  resourceRoutes(tenant, catalogueDeps);
  mediaStaffRoutes(tenant, catalogueDeps);
}
