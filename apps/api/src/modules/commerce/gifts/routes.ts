import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { giftListRoutes } from './list-routes.ts';
import { giftStatsRoutes } from './stats-routes.ts';
import { giftThemeRoutes } from './theme-routes.ts';
import { giftUseRoutes } from './use-routes.ts';

// Gift vouchers (issue 6, ADR 0010). Buying is the payment module's: it calls issue.ts
// (validateGiftPurchases, issueGifts) and redeem.ts (findUsableGift, redeemGift).
export function giftRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  giftThemeRoutes(app, deps);
  giftUseRoutes(app, deps);
  giftListRoutes(app, deps);
  giftStatsRoutes(app, deps);
}
