// Loyalty queries (ADR 0007): tiers, cards and their point movements.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loyaltyCards, loyaltyTiers, loyaltyTransactions } from '../../../db/schema.ts';

export type TierRow = typeof loyaltyTiers.$inferSelect;
export type CardRow = typeof loyaltyCards.$inferSelect;

export function companyTiers(db: Db, companyId: number): Promise<TierRow[]> {
  return db
    .select()
    .from(loyaltyTiers)
    .where(eq(loyaltyTiers.companyId, companyId))
    .orderBy(asc(loyaltyTiers.pointsRequired), asc(loyaltyTiers.order), asc(loyaltyTiers.id));
}

export async function cardOf(db: Db, companyId: number, customerId: number): Promise<CardRow | null> {
  const [card] = await db
    .select()
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.companyId, companyId), eq(loyaltyCards.customerId, customerId)))
    .limit(1);
  return card ?? null;
}

/** Any unique clash (the customer's card created meanwhile, or the number taken) inserts nothing. */
export async function insertCardUnlessTaken(
  db: Db,
  card: { companyId: number; customerId: number; number: string },
): Promise<void> {
  await db.insert(loyaltyCards).values(card).onConflictDoNothing();
}

export async function setCardTier(db: Db, cardId: number, tierId: number | null): Promise<CardRow | null> {
  const [updated] = await db
    .update(loyaltyCards)
    .set({ tierId })
    .where(eq(loyaltyCards.id, cardId))
    .returning();
  return updated ?? null;
}

export async function addCardPoints(db: Db, cardId: number, points: number): Promise<CardRow | null> {
  const [updated] = await db
    .update(loyaltyCards)
    .set({ points: sql`${loyaltyCards.points} + ${points}` })
    .where(eq(loyaltyCards.id, cardId))
    .returning();
  return updated ?? null;
}

/**
 * One conditional UPDATE: of two exchanges racing for the same points, one finds too few.
 * Null when the customer has no card or too few points.
 */
export async function debitCardPoints(
  tx: Db,
  input: { companyId: number; customerId: number; points: number },
): Promise<CardRow | null> {
  const [debited] = await tx
    .update(loyaltyCards)
    .set({ points: sql`${loyaltyCards.points} - ${input.points}` })
    .where(
      and(
        eq(loyaltyCards.companyId, input.companyId),
        eq(loyaltyCards.customerId, input.customerId),
        gte(loyaltyCards.points, input.points),
      ),
    )
    .returning();
  return debited ?? null;
}

type Movement = { companyId: number; cardId: number; delta: number; reason: string; sourceRef: string };

export async function recordMovement(tx: Db, movement: Movement): Promise<void> {
  await tx.insert(loyaltyTransactions).values(movement);
}

/** Records a movement once per source: false when that source already has one. */
export async function recordMovementOnce(tx: Db, movement: Movement): Promise<boolean> {
  const [entry] = await tx
    .insert(loyaltyTransactions)
    .values(movement)
    .onConflictDoNothing({ target: [loyaltyTransactions.companyId, loyaltyTransactions.sourceRef] })
    .returning({ id: loyaltyTransactions.id });
  return entry !== undefined;
}
