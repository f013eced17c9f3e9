import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isListedService,
  isPubliclyListed,
  isServiceType,
  priceAtShop,
  publicArticleList,
} from './services-list.ts';

const article = fc.record({
  id: fc.nat(),
  type: fc.constantFrom(1, 2, 4),
  draft: fc.boolean(),
  upsellOnly: fc.boolean(),
});

describe('service lists (spec §5)', () => {
  it('treats types 1 and 4 as services, 2 as a product', () => {
    expect(isServiceType(1)).toBe(true);
    expect(isServiceType(4)).toBe(true);
    expect(isServiceType(2)).toBe(false);
  });
  it('leave out drafts and upsell-only services', () => {
    expect(isListedService({ type: 1, draft: false, upsellOnly: false })).toBe(true);
    expect(isListedService({ type: 4, draft: false, upsellOnly: false })).toBe(true);
    expect(isListedService({ type: 1, draft: true, upsellOnly: false })).toBe(false);
    expect(isListedService({ type: 1, draft: false, upsellOnly: true })).toBe(false);
    expect(isListedService({ type: 2, draft: false, upsellOnly: false })).toBe(false);
  });
  it('list products unless they are drafts', () => {
    expect(isPubliclyListed({ type: 2, draft: false, upsellOnly: true })).toBe(true);
    expect(isPubliclyListed({ type: 2, draft: true, upsellOnly: false })).toBe(false);
  });
  it('never list a draft nor an upsell-only service, and keep the rest in order', () => {
    fc.assert(
      fc.property(fc.array(article), fc.constantFrom(undefined, null, 1, 2, 4), (articles, type) => {
        const list = publicArticleList(articles, type);
        for (const a of list) {
          expect(a.draft).toBe(false);
          if (isServiceType(a.type)) expect(a.upsellOnly).toBe(false);
          if (type) expect(a.type).toBe(type);
        }
        const expected = articles.filter(
          (a) => !a.draft && !(isServiceType(a.type) && a.upsellOnly) && (!type || a.type === type),
        );
        expect(list).toEqual(expected);
      }),
    );
  });
});

describe('priceAtShop', () => {
  it("takes the shop's price when set, else the base price", () => {
    expect(priceAtShop(6500, 7000)).toBe(7000);
    expect(priceAtShop(6500, null)).toBe(6500);
    expect(priceAtShop(6500, undefined)).toBe(6500);
    expect(priceAtShop(6500, 0)).toBe(0);
  });
});
