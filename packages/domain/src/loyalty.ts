// Loyalty card (spec §3, ADR 0007): points earned from paid orders, tiers (paliers) reached by
// points, rewards bought with points.

/** 1 point per whole euro paid: 100 cents make a point, the rest is dropped (49.99 € → 49). */
export const CENTS_PER_POINT = 100;

export function pointsForAmount(amountCents: number): number {
  if (!Number.isFinite(amountCents) || amountCents <= 0) return 0;
  return Math.floor(amountCents / CENTS_PER_POINT);
}

export type TierLike = { id: number; pointsRequired: number; order?: number };

/** Tiers from the cheapest up; equal thresholds by `order`, then id, so the choice is stable. */
export function sortTiers<T extends TierLike>(tiers: readonly T[]): T[] {
  return [...tiers].sort(
    (a, b) => a.pointsRequired - b.pointsRequired || (a.order ?? 0) - (b.order ?? 0) || a.id - b.id,
  );
}

/** The card's tier: the highest one its points reach, null below the first. */
export function tierFor<T extends TierLike>(points: number, tiers: readonly T[]): T | null {
  let reached: T | null = null;
  for (const tier of sortTiers(tiers)) {
    if (tier.pointsRequired <= points) reached = tier;
  }
  return reached;
}

/** The next tier to reach and the points still missing, null at the top. */
export function nextTier<T extends TierLike>(
  points: number,
  tiers: readonly T[],
): { tier: T; missing: number } | null {
  const next = sortTiers(tiers).find((t) => t.pointsRequired > points);
  return next ? { tier: next, missing: next.pointsRequired - points } : null;
}

/** Exchanging a tier's reward costs its points; the card needs at least as many. */
export function canExchange(points: number, tier: TierLike): boolean {
  return points >= tier.pointsRequired;
}
