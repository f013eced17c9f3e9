import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './deps.ts';

// Content (posts, events, alerts, coupons, days, servers, databases) and the practice records
// (pigments, prestations, consentements, needles, dossiers, collections) of issue 3.

export function registerContentOpenRoutes(_open: FastifyInstance, _deps: ModuleDeps): void {}

export function registerContentTenantRoutes(_tenant: FastifyInstance, _deps: ModuleDeps): void {}
