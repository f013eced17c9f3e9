import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCurrentFeatured,
  isHomePost,
  isPostInLang,
  isShopPost,
  matchesPostQuery,
  type PostFacts,
  paginate,
} from './posts.ts';

const now = new Date('2026-05-10T10:00:00Z');
const post = (over: Partial<PostFacts> = {}): PostFacts => ({
  published: true,
  langs: ['all'],
  position: 'all',
  linkedShop: null,
  vedette: { active: false, start: null, end: null },
  isPress: false,
  ...over,
});

describe('post rules (spec §5)', () => {
  it('home posts need position home or all', () => {
    expect(isHomePost(post({ position: 'home' }))).toBe(true);
    expect(isHomePost(post({ position: 'all' }))).toBe(true);
    expect(isHomePost(post({ position: 'shop' }))).toBe(false);
  });

  it('shop posts need a linked shop and position shop or all', () => {
    expect(isShopPost(post({ position: 'shop', linkedShop: 3 }))).toBe(true);
    expect(isShopPost(post({ position: 'all', linkedShop: 3 }))).toBe(true);
    expect(isShopPost(post({ position: 'shop', linkedShop: null }))).toBe(false);
    expect(isShopPost(post({ position: 'home', linkedShop: 3 }))).toBe(false);
    expect(isShopPost(post({ position: 'shop', linkedShop: 3 }), 3)).toBe(true);
    expect(isShopPost(post({ position: 'shop', linkedShop: 3 }), 4)).toBe(false);
  });

  it("shows a post in its languages or in every language with 'all'", () => {
    expect(isPostInLang(post({ langs: ['fr'] }), 'fr')).toBe(true);
    expect(isPostInLang(post({ langs: ['fr'] }), 'en')).toBe(false);
    expect(isPostInLang(post({ langs: ['all'] }), 'it')).toBe(true);
  });

  it('is featured only with vedette active and now within start–end', () => {
    const vedette = { active: true, start: '2026-05-01T00:00:00Z', end: '2026-05-31T00:00:00Z' };
    expect(isCurrentFeatured(post({ vedette }), now)).toBe(true);
    expect(isCurrentFeatured(post({ vedette: { ...vedette, active: false } }), now)).toBe(false);
    expect(isCurrentFeatured(post({ vedette: { ...vedette, end: '2026-05-09T00:00:00Z' } }), now)).toBe(
      false,
    );
    expect(isCurrentFeatured(post({ vedette: { ...vedette, start: '2026-06-01T00:00:00Z' } }), now)).toBe(
      false,
    );
  });
});

describe('matchesPostQuery', () => {
  it('never shows a draft to visitors, shows it to the back office', () => {
    expect(matchesPostQuery(post({ published: false }), { lang: 'fr' }, now)).toBe(false);
    expect(matchesPostQuery(post({ published: false }), { includeDrafts: true }, now)).toBe(true);
  });

  it('combines language, position, shop, featured and press filters', () => {
    const shopPost = post({ position: 'shop', linkedShop: 7, langs: ['fr'] });
    expect(matchesPostQuery(shopPost, { lang: 'fr', position: 'shop' }, now)).toBe(true);
    expect(matchesPostQuery(shopPost, { lang: 'en', position: 'shop' }, now)).toBe(false);
    expect(matchesPostQuery(shopPost, { lang: 'fr', position: 'home' }, now)).toBe(false);
    expect(matchesPostQuery(shopPost, { lang: 'fr', shopId: 7 }, now)).toBe(true);
    expect(matchesPostQuery(shopPost, { lang: 'fr', shopId: 8 }, now)).toBe(false);
    expect(matchesPostQuery(shopPost, { lang: 'fr', position: 'all' }, now)).toBe(true);
    expect(matchesPostQuery(shopPost, { lang: 'fr', featured: true }, now)).toBe(false);
    expect(matchesPostQuery(shopPost, { lang: 'fr', press: true }, now)).toBe(false);
    expect(matchesPostQuery(shopPost, { lang: 'fr', press: false }, now)).toBe(true);
    expect(matchesPostQuery(post({ isPress: true }), { lang: 'fr', press: true }, now)).toBe(true);
  });

  it('a listing filter only ever narrows the published posts (property)', () => {
    const facts = fc.record({
      published: fc.boolean(),
      langs: fc.subarray(['all', 'fr', 'en', 'de'], { minLength: 1 }),
      position: fc.constantFrom('all', 'home', 'shop'),
      linkedShop: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      vedette: fc.record({
        active: fc.boolean(),
        start: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        end: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      }),
      isPress: fc.boolean(),
    });
    const query = fc.record(
      {
        lang: fc.constantFrom('fr', 'en'),
        position: fc.constantFrom('home' as const, 'shop' as const, 'all' as const),
        shopId: fc.integer({ min: 1, max: 3 }),
        featured: fc.boolean(),
        press: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(facts, query, fc.integer({ min: 0, max: 100 }), (p, q, at) => {
        if (matchesPostQuery(p, q, at)) {
          expect(p.published).toBe(true);
          expect(matchesPostQuery(p, {}, at)).toBe(true);
          if (q.position === 'home') expect(isHomePost(p)).toBe(true);
          if (q.position === 'shop' || q.shopId !== undefined) expect(p.linkedShop).not.toBeNull();
          if (q.featured) expect(p.vedette.active).toBe(true);
        }
      }),
    );
  });
});

describe('paginate', () => {
  it('cuts 1-based pages and keeps the total', () => {
    const items = [1, 2, 3, 4, 5];
    expect(paginate(items, 1, 2)).toEqual({ items: [1, 2], total: 5 });
    expect(paginate(items, 3, 2)).toEqual({ items: [5], total: 5 });
    expect(paginate(items, 4, 2)).toEqual({ items: [], total: 5 });
  });
});
