// Trading points for a tier's reward (ADR 0007): atomic, never below zero.
import { randomUUID } from 'node:crypto';
import { type DomainLang, exchangeYield, localise } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { syncTier } from './award.ts';
import { toCard } from './card.ts';
import { cardOf, companyTiers, debitCardPoints, recordMovement } from './repository.ts';
import { issueRewardCoupon, toReward } from './reward-coupons.ts';

/**
 * Debits the tier's points and, when the reward is an amount, issues it as the customer's coupon.
 * 404 'unknown tier' or 'no loyalty card'; 409 when the card has too few points.
 */
export async function exchangePoints(
  db: Db,
  input: { companyId: number; customerId: number; tierId: number; lang: DomainLang; now: Date },
) {
  const { companyId, customerId, lang, now: at } = input;
  const tiers = await companyTiers(db, companyId);
  const tier = tiers.find((t) => t.id === input.tierId);
  if (!tier) throw new HttpError(404, 'unknown tier', { type: 'unknown_tier' });
  const done = await db.transaction(async (tx) => {
    const debited = await debitCardPoints(tx, { companyId, customerId, points: tier.pointsRequired });
    if (!debited) return null;
    await recordMovement(tx, {
      companyId,
      cardId: debited.id,
      delta: -tier.pointsRequired,
      reason: `exchange:tier:${tier.id}`,
      sourceRef: `exchange:${randomUUID()}`,
    });
    // The reward becomes usable in the cart: a one-use coupon of its value, the customer's alone.
    const yielded = exchangeYield(tier, at);
    const coupon =
      yielded.kind === 'coupon'
        ? await issueRewardCoupon(tx, {
            companyId,
            customerId,
            amount: yielded.amount,
            endsAt: yielded.endsAt,
          })
        : null;
    return { card: await syncTier(tx, debited, tiers), coupon };
  });
  if (!done) {
    const exists = await cardOf(db, companyId, customerId);
    if (!exists) throw new HttpError(404, 'no loyalty card', { type: 'no_card' });
    throw new HttpError(409, 'not enough points for this reward', { type: 'insufficient_points' });
  }
  return {
    card: toCard(done.card, tiers, lang),
    coupon: done.coupon ? toReward(done.coupon, at) : null,
    reward: {
      palierId: tier.id,
      reward: localise(tier.reward, lang),
      rewardValue: tier.rewardValue,
      points: tier.pointsRequired,
    },
  };
}
