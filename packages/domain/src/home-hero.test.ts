import { describe, expect, it } from 'vitest';
import { HERO_AUTOPLAY_MS, heroHeight, servicePath, slideButtonHref } from './home-hero.ts';

const categories = [
  { slug: 'visage', articles: [{ id: 4, slug: 'soin-eclat' }] },
  {
    slug: 'massages',
    articles: [
      { id: 9, slug: 'massage-californien' },
      { id: 4, slug: 'soin-eclat' },
    ],
  },
];

describe('home hero (spec §2, §9)', () => {
  it('autoplays every 5000 ms', () => {
    expect(HERO_AUTOPLAY_MS).toBe(5000);
  });

  it('collapses to 100px only at the bottom with a search typed', () => {
    expect(heroHeight(true, true)).toBe('100px');
    expect(heroHeight(true, false)).toBe('50vh');
    expect(heroHeight(false, true)).toBe('50vh');
    expect(heroHeight(false, false)).toBe('50vh');
  });

  it("a 'service' button leads to services/{categorySlug}/{serviceSlug} of buttonActionValue", () => {
    expect(slideButtonHref({ buttonAction: 'service', buttonActionValue: '9' }, categories)).toBe(
      '/services/massages/massage-californien',
    );
    // The first category listing the service, in display order.
    expect(servicePath(4, categories)).toBe('/services/visage/soin-eclat');
  });

  it('an unknown or malformed service gives no link', () => {
    expect(slideButtonHref({ buttonAction: 'service', buttonActionValue: '77' }, categories)).toBeNull();
    expect(slideButtonHref({ buttonAction: 'service', buttonActionValue: 'abc' }, categories)).toBeNull();
    expect(slideButtonHref({ buttonAction: null, buttonActionValue: '9' }, categories)).toBeNull();
  });

  it("a 'url' button keeps site paths and http(s) addresses only", () => {
    expect(slideButtonHref({ buttonAction: 'url', buttonActionValue: '/gift' }, categories)).toBe('/gift');
    expect(
      slideButtonHref({ buttonAction: 'url', buttonActionValue: 'https://x.example/a' }, categories),
    ).toBe('https://x.example/a');
    expect(
      slideButtonHref({ buttonAction: 'url', buttonActionValue: 'javascript:alert(1)' }, categories),
    ).toBeNull();
    expect(
      slideButtonHref({ buttonAction: 'url', buttonActionValue: '//evil.example' }, categories),
    ).toBeNull();
  });
});
