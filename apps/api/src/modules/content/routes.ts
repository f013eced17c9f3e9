import type { FastifyInstance } from 'fastify';
import type { CatalogueDeps } from '../../platform/cache/deps.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { alertRoutes } from './alerts/routes.ts';
import { collectionRoutes } from './collections/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { mediaRoutes, mediaStaffRoutes } from './media/routes.ts';
import { postCategoryRoutes } from './post-categories/routes.ts';
import { postRoutes } from './posts/routes.ts';
import { practiceRoutes } from './practice/routes.ts';

// The content area (issue 3): the magazine (posts and their categories), events, alerts, media,
// and the practice records (pigments, needles, prestations, consents, files, collections).

/** Media bytes are served without a company header (their path names the company). */
export function registerContentOpenRoutes(open: FastifyInstance, deps: ModuleDeps): void {
  mediaRoutes(open, deps.companies, deps.mediaStorage);
}

export function registerContentTenantRoutes(tenant: FastifyInstance, deps: CatalogueDeps): void {
  mediaStaffRoutes(tenant, deps);
  postRoutes(tenant, deps);
  postCategoryRoutes(tenant, deps);
  eventRoutes(tenant, deps);
  alertRoutes(tenant, deps);
  practiceRoutes(tenant, deps);
  collectionRoutes(tenant, deps);
}
