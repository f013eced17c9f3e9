import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { CatalogueCache } from './cache.ts';
import { invalidateOnStaffWrites } from './http.ts';

/** What the catalogue modules' routes use: the module deps and the public read cache. */
export type CatalogueDeps = ModuleDeps & { catalogue: CatalogueCache };

/**
 * The tenant scope's public read cache: any staff write of a company drops that company's
 * entries at once, here and (through the bus) in the other API processes.
 */
export function withCatalogueCache(tenant: FastifyInstance, deps: ModuleDeps): CatalogueDeps {
  const catalogue = new CatalogueCache(deps.companies.ttlSeconds);
  invalidateOnStaffWrites(tenant, catalogue, deps.bus);
  // A write served by another process: drop what this one holds of that company.
  deps.bus.subscribe((companyId) => {
    catalogue.invalidate(companyId);
    deps.companies.invalidate();
  });
  return { ...deps, catalogue };
}
