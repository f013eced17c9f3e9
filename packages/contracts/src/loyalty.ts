// Loyalty card (spec §3 "Loyalty": card; exchange payload palierId). Public reads: localised
// strings in the curlang language.
import { z } from 'zod';
import { IdParamSchema } from './ids.ts';

export const LoyaltyTierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  reward: z.string(),
  pointsRequired: z.number().int(),
  /** Value of the reward in cents when it is a discount. */
  rewardValue: z.number().int(),
});
export type LoyaltyTier = z.infer<typeof LoyaltyTierSchema>;

export const LoyaltyCardSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  points: z.number().int(),
  /** The highest tier the points reach (palierId), null below the first. */
  palierId: z.number().int().nullable(),
  tier: LoyaltyTierSchema.nullable(),
  /** The next tier and the points still missing; null at the top. */
  next: z.object({ tier: LoyaltyTierSchema, missing: z.number().int() }).nullable(),
  tiers: z.array(LoyaltyTierSchema),
});
export type LoyaltyCard = z.infer<typeof LoyaltyCardSchema>;

/** `card: null` when the customer has none (the storefront then hides the loyalty menu). */
export const LoyaltyCurrentAnswerSchema = z.object({ card: LoyaltyCardSchema.nullable() });

export const LoyaltyExchangeBodySchema = z.object({ palierId: IdParamSchema });
/** A reward coupon of the signed-in customer: bound to them, one use. */
export const LoyaltyRewardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Cents off. */
  amount: z.number().int(),
  endsAt: z.string().nullable(),
  /** Paid with already. */
  used: z.boolean(),
  /** Can be applied now (not used, not expired, active). */
  usable: z.boolean(),
  createdAt: z.string(),
});
export type LoyaltyReward = z.infer<typeof LoyaltyRewardSchema>;
export const LoyaltyRewardsAnswerSchema = z.object({ rewards: z.array(LoyaltyRewardSchema) });

export const LoyaltyExchangeAnswerSchema = z.object({
  card: LoyaltyCardSchema,
  reward: z.object({
    palierId: z.number().int(),
    reward: z.string(),
    rewardValue: z.number().int(),
    points: z.number().int(),
  }),
  /** The coupon the reward became (ADR 0019), usable in the cart; null for a reward claimed in shop. */
  coupon: LoyaltyRewardSchema.nullable(),
});
