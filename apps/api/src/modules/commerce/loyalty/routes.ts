// Loyalty card (spec §7): the customer's card, and rewards bought with points (ADR 0007).

import { randomUUID } from 'node:crypto';
import {
  ApiErrorSchema,
  type LoyaltyCard,
  LoyaltyCurrentAnswerSchema,
  LoyaltyExchangeAnswerSchema,
  LoyaltyExchangeBodySchema,
  LoyaltyRewardsAnswerSchema,
  type LoyaltyTier,
} from '@eclat/contracts';
import { type DomainLang, exchangeYield, localise, nextTier, sortTiers, tierFor } from '@eclat/domain';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coupons, loyaltyCards, loyaltyTransactions } from '../../../db/schema.ts';
import type { AccountsServices } from '../../../platform/auth/services.ts';
import { requireCustomer } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { type CardRow, cardOf, companyTiers, syncTier, type TierRow } from './award.ts';
import { issueRewardCoupon, toReward } from './reward-coupons.ts';

const TAGS = ['loyalty'];

const toTier = (row: TierRow, lang: DomainLang): LoyaltyTier => ({
  id: row.id,
  name: localise(row.name, lang),
  reward: localise(row.reward, lang),
  pointsRequired: row.pointsRequired,
  rewardValue: row.rewardValue,
});

export function toCard(card: CardRow, tierRows: TierRow[], lang: DomainLang): LoyaltyCard {
  const tiers = sortTiers(tierRows);
  const reached = tierFor(card.points, tiers);
  const next = nextTier(card.points, tiers);
  return {
    id: card.id,
    number: card.number,
    points: card.points,
    palierId: reached?.id ?? null,
    tier: reached ? toTier(reached, lang) : null,
    next: next ? { tier: toTier(next.tier, lang), missing: next.missing } : null,
    tiers: tiers.map((t) => toTier(t, lang)),
  };
}

function customerId(request: FastifyRequest): number {
  const p = request.principal;
  if (p?.type !== 'customer') throw new HttpError(403, 'customers only', { type: 'auth' });
  return p.customerId;
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
    async (request) => {
      const companyId = request.company.id;
      const card = await cardOf(db, companyId, customerId(request));
      if (!card) return { card: null };
      return { card: toCard(card, await companyTiers(db, companyId), request.lang) };
    },
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
    async (request) => {
      const companyId = request.company.id;
      const customer = customerId(request);
      const tiers = await companyTiers(db, companyId);
      const tier = tiers.find((t) => t.id === request.body.palierId);
      if (!tier) throw new HttpError(404, 'unknown tier', { type: 'unknown_tier' });
      const at = s.now();
      const done = await db.transaction(async (tx) => {
        // One conditional UPDATE: of two exchanges racing for the same points, one finds too few.
        const [debited] = await tx
          .update(loyaltyCards)
          .set({ points: sql`${loyaltyCards.points} - ${tier.pointsRequired}` })
          .where(
            and(
              eq(loyaltyCards.companyId, companyId),
              eq(loyaltyCards.customerId, customer),
              gte(loyaltyCards.points, tier.pointsRequired),
            ),
          )
          .returning();
        if (!debited) return null;
        const sourceRef = `exchange:${randomUUID()}`;
        await tx.insert(loyaltyTransactions).values({
          companyId,
          cardId: debited.id,
          delta: -tier.pointsRequired,
          reason: `exchange:tier:${tier.id}`,
          sourceRef,
        });
        // The reward becomes usable in the cart: a one-use coupon of its value, the customer's alone.
        const yielded = exchangeYield(tier, at);
        const coupon =
          yielded.kind === 'coupon'
            ? await issueRewardCoupon(tx, {
                companyId,
                customerId: customer,
                amount: yielded.amount,
                endsAt: yielded.endsAt,
              })
            : null;
        return { card: await syncTier(tx, debited, tiers), coupon };
      });
      if (!done) {
        const exists = await cardOf(db, companyId, customer);
        if (!exists) throw new HttpError(404, 'no loyalty card', { type: 'no_card' });
        throw new HttpError(409, 'not enough points for this reward', { type: 'insufficient_points' });
      }
      return {
        card: toCard(done.card, tiers, request.lang),
        coupon: done.coupon ? toReward(done.coupon, at) : null,
        reward: {
          palierId: tier.id,
          reward: localise(tier.reward, request.lang),
          rewardValue: tier.rewardValue,
          points: tier.pointsRequired,
        },
      };
    },
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
    async (request) => {
      const rows = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.companyId, request.company.id), eq(coupons.customerId, customerId(request))))
        .orderBy(desc(coupons.id));
      const at = s.now();
      return { rewards: rows.map((row) => toReward(row, at)) };
    },
  );
}
