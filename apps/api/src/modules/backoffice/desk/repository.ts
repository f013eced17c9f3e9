// The desk's writes: loyalty tiers (each write keeps every card's tier in step, ADR 0007).
import { sortTiers, tierFor } from '@eclat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loyaltyCards, loyaltyTiers } from '../../../db/schema.ts';

export type TierRow = typeof loyaltyTiers.$inferSelect;
type TierValues = Omit<typeof loyaltyTiers.$inferInsert, 'id' | 'companyId'>;

/** The company's tiers by points, then order. */
export async function listTiers(db: Db, companyId: number): Promise<TierRow[]> {
  return db
    .select()
    .from(loyaltyTiers)
    .where(eq(loyaltyTiers.companyId, companyId))
    .orderBy(asc(loyaltyTiers.pointsRequired), asc(loyaltyTiers.order), asc(loyaltyTiers.id));
}

export async function insertTier(db: Db, companyId: number, values: TierValues): Promise<TierRow> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(loyaltyTiers)
      .values({ companyId, reward: {}, ...values })
      .returning();
    if (!inserted) throw new Error('tier not inserted');
    await resyncCardTiers(tx, companyId);
    return inserted;
  });
}

/** The tier changed, or null when the company has no such tier (nothing written). */
export async function updateTier(
  db: Db,
  companyId: number,
  id: number,
  changes: Partial<TierValues>,
): Promise<TierRow | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(loyaltyTiers)
      .set(changes)
      .where(and(eq(loyaltyTiers.companyId, companyId), eq(loyaltyTiers.id, id)))
      .returning();
    if (!updated) return null;
    await resyncCardTiers(tx, companyId);
    return updated;
  });
}

/** Whether the company had that tier (none deleted: nothing written). */
export async function deleteTier(db: Db, companyId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(loyaltyTiers)
      .where(and(eq(loyaltyTiers.companyId, companyId), eq(loyaltyTiers.id, id)))
      .returning({ id: loyaltyTiers.id });
    if (!deleted) return false;
    await resyncCardTiers(tx, companyId);
    return true;
  });
}

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
