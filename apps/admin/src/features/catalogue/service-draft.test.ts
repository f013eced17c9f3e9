import { describe, expect, it } from 'vitest';
import { linkChanges } from './service-draft.ts';

describe('the service editor links', () => {
  it('makes no call when nothing changed', () => {
    const links = { categories: [1], shops: { '3': '', '4': '59' }, performers: [7] };
    expect(linkChanges(links, structuredClone(links))).toEqual({
      addCategories: [],
      removeCategories: [],
      offer: [],
      withdraw: [],
      performers: [],
    });
  });

  it('adds, removes, re-prices and reassigns', () => {
    const saved = { categories: [1, 2], shops: { '3': '', '4': '59' }, performers: [7, 8] };
    const edited = { categories: [2, 5], shops: { '4': '62', '6': '' }, performers: [8, 9] };
    expect(linkChanges(saved, edited)).toEqual({
      addCategories: [5],
      removeCategories: [1],
      offer: [
        { shopId: 4, price: '62' },
        { shopId: 6, price: '' },
      ],
      withdraw: [3],
      performers: [
        { resourceId: 9, performs: true },
        { resourceId: 7, performs: false },
      ],
    });
  });
});
