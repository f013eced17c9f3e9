// Exchanging loyalty points for a tier's reward (issue 17 item 7, ADR 0019): what the customer is
// told before confirming (spent, left, the tier before and after) and what the exchange yields. A
// reward with a value becomes a single-use amount-off coupon bound to the customer, usable online;
// a reward without one (a free treatment described in words) is claimed at the salon.
import { type TierLike, tierFor } from './loyalty.ts';

export type RewardTier = TierLike & { rewardValue: number };

export type RewardYield = { kind: 'coupon'; amount: number; endsAt: Date } | { kind: 'in_shop' };

/** How long a reward coupon stays usable. */
export const REWARD_VALIDITY_DAYS = 365;

const DAY_MS = 86_400_000;

/** What exchanging `tier` gives at `now`: a coupon of its value (whole cents) or an in-shop reward. */
export function exchangeYield(tier: Pick<RewardTier, 'rewardValue'>, now: Date): RewardYield {
  const amount = Number.isFinite(tier.rewardValue) ? Math.floor(tier.rewardValue) : 0;
  if (amount <= 0) return { kind: 'in_shop' };
  return { kind: 'coupon', amount, endsAt: new Date(now.getTime() + REWARD_VALIDITY_DAYS * DAY_MS) };
}

export type ExchangePreview<T extends TierLike> = {
  spent: number;
  remaining: number;
  tierBefore: T | null;
  tierAfter: T | null;
  /** The card falls to a lower tier (or none) once the points are spent. */
  tierDrops: boolean;
};

/** What an exchange would do to a card of `points`; null when the points do not reach the tier. */
export function previewExchange<T extends TierLike>(
  points: number,
  tier: Pick<TierLike, 'pointsRequired'>,
  tiers: readonly T[],
): ExchangePreview<T> | null {
  if (!Number.isFinite(points) || tier.pointsRequired > points) return null;
  const remaining = points - tier.pointsRequired;
  const tierBefore = tierFor(points, tiers);
  const tierAfter = tierFor(remaining, tiers);
  return {
    spent: tier.pointsRequired,
    remaining,
    tierBefore,
    tierAfter,
    tierDrops: (tierBefore?.id ?? null) !== (tierAfter?.id ?? null),
  };
}
