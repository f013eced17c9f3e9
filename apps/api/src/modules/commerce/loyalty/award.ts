// Points earned from paid orders (ADR 0007). The commerce and booking modules call this one
// function inside the transaction that marks an order paid.
import { randomInt } from 'node:crypto';
import { pointsForAmount, sortTiers, tierFor } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import {
  addCardPoints,
  type CardRow,
  cardOf,
  companyTiers,
  insertCardUnlessTaken,
  recordMovementOnce,
  setCardTier,
  type TierRow,
} from './repository.ts';

/** Keeps the card's tier (palierId) in step with its points. */
export async function syncTier(db: Db, card: CardRow, tiers: TierRow[]): Promise<CardRow> {
  const tierId = tierFor(card.points, sortTiers(tiers))?.id ?? null;
  if (tierId === card.tierId) return card;
  return (await setCardTier(db, card.id, tierId)) ?? card;
}

/** The customer's card, created on the first award (number LC-XXXXXXXXXX). */
async function ensureCard(db: Db, companyId: number, customerId: number): Promise<CardRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await cardOf(db, companyId, customerId);
    if (existing) return existing;
    const number = `LC-${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
    // Any unique clash (the same customer's card created meanwhile, or a number taken) is
    // resolved by looking again.
    await insertCardUnlessTaken(db, { companyId, customerId, number });
  }
  throw new Error('loyalty card could not be created');
}

export type AwardResult =
  | { awarded: number; points: number; duplicate: false }
  | { awarded: 0; points: number | null; duplicate: boolean; reason?: 'no_points' | 'no_program' };

/**
 * Awards the points of a paid amount: 1 point per whole euro, rounded down (4999 cents → 49).
 * Idempotent by `sourceRef` ('booking_order:42', 'eshop_order:7'…): a second call for the same
 * order awards nothing. Nothing happens when the company has no loyalty tiers (no programme).
 * Run it in the caller's transaction (`tx`), so the points and the payment commit together.
 */
export async function awardLoyaltyPoints(
  tx: Db,
  input: { companyId: number; customerId: number; amountCents: number; sourceRef: string },
): Promise<AwardResult> {
  if (!input.sourceRef) throw new Error('awardLoyaltyPoints: sourceRef is required');
  const points = pointsForAmount(input.amountCents);
  if (points === 0) return { awarded: 0, points: null, duplicate: false, reason: 'no_points' };
  const tiers = await companyTiers(tx, input.companyId);
  if (tiers.length === 0) return { awarded: 0, points: null, duplicate: false, reason: 'no_program' };
  const card = await ensureCard(tx, input.companyId, input.customerId);
  const recorded = await recordMovementOnce(tx, {
    companyId: input.companyId,
    cardId: card.id,
    delta: points,
    reason: 'order',
    sourceRef: input.sourceRef,
  });
  if (!recorded) return { awarded: 0, points: card.points, duplicate: true };
  const updated = await addCardPoints(tx, card.id, points);
  if (!updated) throw new Error('loyalty card vanished');
  const synced = await syncTier(tx, updated, tiers);
  return { awarded: points, points: synced.points, duplicate: false };
}
