import type { FastifyInstance } from 'fastify';
import { alertRoutes } from './alerts/routes.ts';
import { calendarDayRoutes } from './calendar-days/routes.ts';
import { collectionRoutes } from './collections/routes.ts';
import { couponRoutes } from './coupons/routes.ts';
import { databaseRoutes } from './databases/routes.ts';
import type { ModuleDeps } from './deps.ts';
import { eventRoutes } from './events/routes.ts';
import { postCategoryRoutes } from './post-categories/routes.ts';
import { postRoutes } from './posts/routes.ts';
import { practiceRoutes } from './practice/routes.ts';
import { serverRoutes } from './servers/routes.ts';

// Content (posts, events, alerts, coupons, days, servers, databases) and the practice records
// (pigments, prestations, consentements, needles, dossiers, collections) of issue 3.

export function registerContentOpenRoutes(_open: FastifyInstance, _deps: ModuleDeps): void {}

export function registerContentTenantRoutes(tenant: FastifyInstance, deps: ModuleDeps): void {
  postRoutes(tenant, deps);
  postCategoryRoutes(tenant, deps);
  eventRoutes(tenant, deps);
  alertRoutes(tenant, deps);
  couponRoutes(tenant, deps);
  calendarDayRoutes(tenant, deps);
  practiceRoutes(tenant, deps);
  serverRoutes(tenant, deps);
  databaseRoutes(tenant, deps);
  collectionRoutes(tenant, deps);
}
