// The customer's loyalty card as the contract shows it: points, tier reached, next tier.
import type { LoyaltyCard, LoyaltyTier } from '@eclat/contracts';
import { type DomainLang, localise, nextTier, sortTiers, tierFor } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { type CardRow, cardOf, companyTiers, type TierRow } from './repository.ts';

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

/** The customer's card, or null before their first award. */
export async function currentCard(
  db: Db,
  input: { companyId: number; customerId: number; lang: DomainLang },
): Promise<LoyaltyCard | null> {
  const card = await cardOf(db, input.companyId, input.customerId);
  if (!card) return null;
  return toCard(card, await companyTiers(db, input.companyId), input.lang);
}
