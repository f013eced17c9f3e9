import type { StaffLoyaltyTier } from '@eclat/contracts';
import { sortTiers, tierFor } from '@eclat/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loyaltyCards, loyaltyTiers } from '../../../db/schema.ts';

type TierRow = typeof loyaltyTiers.$inferSelect;

export const toStaffTier = (row: TierRow): StaffLoyaltyTier => ({
  id: row.id,
  name: row.name,
  reward: row.reward,
  pointsRequired: row.pointsRequired,
  rewardValue: row.rewardValue,
  order: row.order,
});

/**
 * After a tier changes, every card's tier (palierId) follows the points it holds (ADR 0007: "kept
 * in step on every change"), with the domain's rule. One UPDATE per tier, not per card.
 */
export async function resyncCardTiers(tx: Db, companyId: number): Promise<void> {
  const tiers = sortTiers(await tx.select().from(loyaltyTiers).where(eq(loyaltyTiers.companyId, companyId)));
  const cards = await tx
    .select({ id: loyaltyCards.id, points: loyaltyCards.points, tierId: loyaltyCards.tierId })
    .from(loyaltyCards)
    .where(eq(loyaltyCards.companyId, companyId));
  const byTier = new Map<number | null, number[]>();
  for (const card of cards) {
    const tierId = tierFor(card.points, tiers)?.id ?? null;
    if (tierId === card.tierId) continue;
    byTier.set(tierId, [...(byTier.get(tierId) ?? []), card.id]);
  }
  for (const [tierId, ids] of byTier) {
    await tx.update(loyaltyCards).set({ tierId }).where(inArray(loyaltyCards.id, ids));
  }
}
