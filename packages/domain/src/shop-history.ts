// Spec §3 "shop-history" (local storage: shop ids joined by '-') and §4/§9 "Shop history shows
// the most recent plus up to 3 more". Pure: the storefront reads and writes the storage itself.

export const SHOP_HISTORY_KEY = 'shop-history';
/** The last-visited shop plus up to 3 more recently viewed ones. */
export const SHOP_HISTORY_RECENT = 3;
/**
 * What is kept: far more than shown, so that the shop list can tell every shop visited from the
 * others ('no visit' label, spec §2) and a shop that disappears does not empty a slot; bounded so
 * the storage stays small (at most ~550 bytes).
 */
export const SHOP_HISTORY_KEPT = 50;

/** '12-5-9' → [12, 5, 9]; anything that is not a positive whole id is dropped, duplicates too. */
export function parseShopHistory(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split('-')) {
    if (!/^\d{1,10}$/.test(part)) continue;
    const id = Number(part);
    if (id > 0 && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

export const serializeShopHistory = (ids: readonly number[]): string => ids.join('-');

/** A visit puts the shop first (most recent first), without duplicates, keeping a few ids. */
export function recordShopVisit(ids: readonly number[], shopId: number): number[] {
  if (!Number.isSafeInteger(shopId) || shopId <= 0) return [...ids];
  return [shopId, ...ids.filter((id) => id !== shopId)].slice(0, SHOP_HISTORY_KEPT);
}

/** Spec §2 shop list: the 'no visit' label goes on a shop the history does not hold. */
export const neverVisited = (ids: readonly number[], shopId: number): boolean => !ids.includes(shopId);

export type ShopHistoryView<T> = { last: T | null; recent: T[] };

/**
 * The history as shown: the most recent existing shop, then up to 3 more. Ids of shops that no
 * longer exist (or are not in `shops`) are skipped.
 */
export function shopHistoryView<T extends { id: number }>(
  ids: readonly number[],
  shops: readonly T[],
): ShopHistoryView<T> {
  const byId = new Map(shops.map((shop) => [shop.id, shop]));
  const known = ids.flatMap((id) => {
    const shop = byId.get(id);
    return shop ? [shop] : [];
  });
  return { last: known[0] ?? null, recent: known.slice(1, 1 + SHOP_HISTORY_RECENT) };
}
