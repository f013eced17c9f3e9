import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  neverVisited,
  parseShopHistory,
  recordShopVisit,
  SHOP_HISTORY_KEPT,
  SHOP_HISTORY_RECENT,
  serializeShopHistory,
  shopHistoryView,
} from './shop-history.ts';

describe('shop-history storage (spec §3: ids joined by "-")', () => {
  it('reads ids joined by dashes and drops junk and duplicates', () => {
    expect(parseShopHistory('12-5-9')).toEqual([12, 5, 9]);
    expect(parseShopHistory('12--x-5-12-0-3.5')).toEqual([12, 5]);
    expect(parseShopHistory(null)).toEqual([]);
    expect(parseShopHistory('')).toEqual([]);
  });

  it('writes what it reads', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 8 }), (ids) => {
        expect(parseShopHistory(serializeShopHistory(ids))).toEqual(ids);
      }),
    );
  });

  it('a visit puts the shop first, once, and keeps a bounded list', () => {
    expect(recordShopVisit([5, 9, 3], 9)).toEqual([9, 5, 3]);
    expect(recordShopVisit([], 4)).toEqual([4]);
    expect(recordShopVisit([1], -2)).toEqual([1]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 30 }), (visits) => {
        const ids = visits.reduce<number[]>((list, id) => recordShopVisit(list, id), []);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeLessThanOrEqual(SHOP_HISTORY_KEPT);
        if (visits.length > 0) expect(ids[0]).toBe(visits.at(-1));
      }),
    );
  });
});

describe("the shop list's 'no visit' label (spec §2)", () => {
  it('marks the shops the history does not hold', () => {
    expect(neverVisited([4, 2], 4)).toBe(false);
    expect(neverVisited([4, 2], 7)).toBe(true);
    expect(neverVisited([], 1)).toBe(true);
  });

  it('still knows a shop visited long before the ones the history panel shows', () => {
    const visits = Array.from({ length: 20 }, (_, i) => i + 1);
    const ids = visits.reduce<number[]>((list, id) => recordShopVisit(list, id), []);
    expect(ids.length).toBeGreaterThan(1 + SHOP_HISTORY_RECENT);
    for (const id of visits) expect(neverVisited(ids, id)).toBe(false);
  });
});

describe('shop history view (spec §4: most recent plus up to 3 more)', () => {
  const shops = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `shop ${id}` }));

  it('shows the last visited and at most 3 others, most recent first', () => {
    const view = shopHistoryView([4, 2, 6, 1, 5], shops);
    expect(view.last?.id).toBe(4);
    expect(view.recent.map((s) => s.id)).toEqual([2, 6, 1]);
  });

  it('skips shops that no longer exist', () => {
    const view = shopHistoryView([99, 3, 77, 1], shops);
    expect(view.last?.id).toBe(3);
    expect(view.recent.map((s) => s.id)).toEqual([1]);
  });

  it('is empty without history', () => {
    expect(shopHistoryView([], shops)).toEqual({ last: null, recent: [] });
  });
});
