import type { FastifyInstance } from 'fastify';
import type { CatalogueDeps } from '../../platform/cache/deps.ts';
import { reviewRoutes } from './verified/routes.ts';
import { staffReviewRoutes } from './verified/staff-routes.ts';

// The reviews area (issue 22): verified reviews of honoured visits (`verified`: the public list,
// the author's writes, staff replies, reports and the owner's hiding) and the invitation sent after
// a visit (`invitations`). Registered with the public read cache: a review changes shops' ratings.

export function registerReviewsTenantRoutes(tenant: FastifyInstance, deps: CatalogueDeps): void {
  reviewRoutes(tenant, deps);
  staffReviewRoutes(tenant, deps);
}
