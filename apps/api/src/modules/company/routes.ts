import type { FastifyInstance } from 'fastify';
import type { CatalogueDeps } from '../../platform/cache/deps.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { adminAppRoutes } from './admin-app/routes.ts';
import { adminRoutes } from './admins/routes.ts';
import { companyHostRoutes, companyPlatformRoutes, companyRoutes } from './companies/routes.ts';
import { databaseRoutes } from './databases/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { serverRoutes } from './servers/routes.ts';

// The company area: companies and their settings, the platform's administrators and the admin
// app, servers and databases of a company (issue 3; ADR 0005), and the health probe.

/** Routes that need no company header: health, host lookup, platform administration. */
export function registerCompanyOpenRoutes(open: FastifyInstance, deps: ModuleDeps): void {
  healthRoutes(open, deps.database);
  companyHostRoutes(open, deps.companies);
  companyPlatformRoutes(open, deps);
  adminRoutes(open, deps);
  adminAppRoutes(open);
}

export function registerCompanyTenantRoutes(tenant: FastifyInstance, deps: CatalogueDeps): void {
  companyRoutes(tenant, deps);
  serverRoutes(tenant, deps);
  databaseRoutes(tenant, deps);
}
