import type { FastifyInstance } from 'fastify';
import { accessRoutes } from './access/routes.ts';
import { adminRoutes } from './admins/routes.ts';
import { type AccountsServices, createAccountsServices } from './auth/services.ts';
import { companyUserRoutes } from './cmpusers/routes.ts';
import type { ModuleDeps } from './deps.ts';
import { linkRoutes } from './links/routes.ts';
import { loyaltyRoutes } from './loyalty/routes.ts';
import { devOutboxOpen, outboxRoutes } from './mail/routes.ts';
import { profileRoutes } from './profiles/routes.ts';
import { socialRoutes } from './social/routes.ts';
import { registrationRoutes } from './users/registration.ts';
import { resetRoutes } from './users/reset.ts';
import { userRoutes } from './users/routes.ts';

// Accounts, sign-in and loyalty (issue 4; ADR 0006, 0007). Open routes need no company header.
// Commerce and booking award points with `awardLoyaltyPoints` (modules/loyalty/award.ts).

/** One set of services (limiter, messenger, social verifiers) per app, shared by both scopes. */
const services = new WeakMap<ModuleDeps, AccountsServices>();
function servicesFor(deps: ModuleDeps): AccountsServices {
  let s = services.get(deps);
  if (!s) {
    s = createAccountsServices(deps);
    services.set(deps, s);
  }
  return s;
}

export function registerAccountsOpenRoutes(open: FastifyInstance, deps: ModuleDeps): void {
  const s = servicesFor(deps);
  adminRoutes(open, s);
}

export function registerAccountsTenantRoutes(tenant: FastifyInstance, deps: ModuleDeps): void {
  const s = servicesFor(deps);
  userRoutes(tenant, s);
  registrationRoutes(tenant, s);
  resetRoutes(tenant, s);
  socialRoutes(tenant, s);
  companyUserRoutes(tenant, s);
  accessRoutes(tenant, s);
  loyaltyRoutes(tenant, s);
  linkRoutes(tenant, s);
  profileRoutes(tenant, s);
  const { devOutbox = 'auto', production = true } = deps.accounts;
  if (devOutboxOpen({ setting: devOutbox, production, delivers: s.messenger.delivers })) {
    outboxRoutes(tenant, s.messenger);
  }
}
