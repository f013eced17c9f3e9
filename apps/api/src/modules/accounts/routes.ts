import type { FastifyInstance } from 'fastify';
import { type AccountsServices, createAccountsServices } from '../../platform/auth/services.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { devOutboxOpen, outboxRoutes } from '../../platform/mail/routes.ts';
import { loyaltyRoutes } from '../commerce/loyalty/routes.ts';
import { accessRoutes } from './access/routes.ts';
import { consentRoutes, unsubscribeRoutes } from './consents/routes.ts';
import { linkRoutes } from './links/routes.ts';
import { privacyOpenRoutes, privacyRoutes } from './privacy/routes.ts';
import { privacyStaffRoutes } from './privacy/staff-routes.ts';
import { profileRoutes } from './profiles/routes.ts';
import { socialRoutes } from './social/routes.ts';
import { companyUserRoutes } from './staff-users/routes.ts';
import { registrationRoutes } from './users/registration-routes.ts';
import { resetRoutes } from './users/reset-routes.ts';
import { userRoutes } from './users/routes.ts';

// The accounts area: customers' and staff accounts, sign-in, password links, profiles, access
// accounts (issue 4; ADR 0006, 0007). Commerce and booking award loyalty points with
// `awardLoyaltyPoints` (commerce/loyalty/award.ts); the card's routes are registered here because
// they answer with the account's services.

/** One set of services (limiter, messenger, social verifiers) per app, shared by both scopes. */
const services = new WeakMap<ModuleDeps, AccountsServices>();
export function accountsServices(deps: ModuleDeps): AccountsServices {
  let s = services.get(deps);
  if (!s) {
    s = createAccountsServices(deps);
    services.set(deps, s);
  }
  return s;
}

export function registerAccountsTenantRoutes(tenant: FastifyInstance, deps: ModuleDeps): void {
  const s = accountsServices(deps);
  userRoutes(tenant, s);
  registrationRoutes(tenant, s);
  resetRoutes(tenant, s);
  socialRoutes(tenant, s);
  companyUserRoutes(tenant, s);
  accessRoutes(tenant, s);
  loyaltyRoutes(tenant, s);
  linkRoutes(tenant, s);
  profileRoutes(tenant, s);
  consentRoutes(tenant, deps);
  // Privacy (issue 23, ADR 0026): the customer's export and deletion, and the back office's side.
  privacyRoutes(tenant, deps, s);
  privacyStaffRoutes(tenant, deps);
  const { devOutbox = 'auto', production = true } = deps.accounts;
  if (devOutboxOpen({ setting: devOutbox, production, delivers: s.messenger.delivers })) {
    outboxRoutes(tenant, s.messenger);
  }
}

/** Routes without a company header: the unsubscribe link of marketing mails and the data export's link (issue 23). */
export function registerAccountsOpenRoutes(open: FastifyInstance, deps: ModuleDeps): void {
  unsubscribeRoutes(open, deps);
  privacyOpenRoutes(open, deps);
}
