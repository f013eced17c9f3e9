// Loyalty card (spec §7): the customer's card, and rewards bought with points (ADR 0007).

import {
  ApiErrorSchema,
  LoyaltyCurrentAnswerSchema,
  LoyaltyExchangeAnswerSchema,
  LoyaltyExchangeBodySchema,
  LoyaltyRewardsAnswerSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountsServices } from '../../../platform/auth/services.ts';
import { type Principal, requireCustomer } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { currentCard } from './card.ts';
import { exchangePoints } from './exchange.ts';
import { customerRewards } from './reward-coupons.ts';

const TAGS = ['loyalty'];

/** The guard requireCustomer has run; this narrows the principal for the type checker. */
function customerOf(principal: Principal | null): number {
  if (principal?.type !== 'customer') throw new HttpError(403, 'customers only', { type: 'auth' });
  return principal.customerId;
}

export function loyaltyRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;

  r.get(
    '/api/loyalty/current',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "The signed-in customer's loyalty card (points, tier, next tier), or card null",
        response: { 200: LoyaltyCurrentAnswerSchema },
      },
    },
    async (request) => ({
      card: await currentCard(db, {
        companyId: request.company.id,
        customerId: customerOf(request.principal),
        lang: request.lang,
      }),
    }),
  );

  r.post(
    '/api/loyalty/exchange',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "Trade points for a tier's reward (palierId); atomic, never below zero",
        body: LoyaltyExchangeBodySchema,
        response: {
          200: LoyaltyExchangeAnswerSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) =>
      exchangePoints(db, {
        companyId: request.company.id,
        customerId: customerOf(request.principal),
        tierId: request.body.palierId,
        lang: request.lang,
        now: s.now(),
      }),
  );

  r.get(
    '/api/loyalty/rewards',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "The signed-in customer's reward coupons (from point exchanges), newest first",
        response: { 200: LoyaltyRewardsAnswerSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => ({
      rewards: await customerRewards(db, {
        companyId: request.company.id,
        customerId: customerOf(request.principal),
        now: s.now(),
      }),
    }),
  );
}
