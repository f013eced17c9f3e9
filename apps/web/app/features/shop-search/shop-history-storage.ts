import { parseShopHistory, recordShopVisit, SHOP_HISTORY_KEY, serializeShopHistory } from '@eclat/domain';
import { useEffect, useState } from 'react';

// Spec §3: local storage 'shop-history' holds shop ids joined by '-', most recent first.

export function readShopHistory(): number[] {
  try {
    return parseShopHistory(localStorage.getItem(SHOP_HISTORY_KEY));
  } catch {
    // Storage disabled (private mode, blocked cookies): no history rather than an error.
    return [];
  }
}

export function recordVisit(shopId: number): void {
  try {
    const ids = recordShopVisit(readShopHistory(), shopId);
    localStorage.setItem(SHOP_HISTORY_KEY, serializeShopHistory(ids));
  } catch {
    // Storage full or disabled: the visit is simply not remembered.
  }
}

/**
 * The ids of the shops this browser visited, most recent first: read once in the browser, null on
 * the server and until then (nothing is known, so nothing is said about visits).
 */
export function useShopHistory(): number[] | null {
  const [ids, setIds] = useState<number[] | null>(null);
  useEffect(() => setIds(readShopHistory()), []);
  return ids;
}

/** A shop's page remembers the visit (the shop search shows the last visited shops). */
export function useRecordShopVisit(shopId: number): void {
  useEffect(() => recordVisit(shopId), [shopId]);
}
