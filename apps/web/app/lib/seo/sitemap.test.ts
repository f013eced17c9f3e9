import { describe, expect, it } from 'vitest';
import { publicPaths, robotsTxt, sitemapXml } from './sitemap.ts';

describe('robotsTxt (spec §9: allow only the root)', () => {
  it('allows the root, disallows the rest and names the sitemap', () => {
    expect(robotsTxt('https://maison-eclat.fr')).toBe(
      'User-agent: *\nAllow: /$\nDisallow: /\n\nSitemap: https://maison-eclat.fr/sitemap.xml\n',
    );
  });
});

describe('sitemapXml', () => {
  it('lists every page in every enabled language with its alternates', () => {
    const xml = sitemapXml('https://x.fr', ['/', '/services'], ['fr', 'en']);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://x.fr/',
      'https://x.fr/en',
      'https://x.fr/services',
      'https://x.fr/en/services',
    ]);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://x.fr/en/services"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.fr/services"/>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('has no alternates for a single language, and escapes URLs', () => {
    const xml = sitemapXml('https://x.fr', ['/a&b'], ['fr']);
    expect(xml).toContain('<loc>https://x.fr/a&amp;b</loc>');
    expect(xml).not.toContain('xhtml:link rel');
  });
});

describe('publicPaths', () => {
  it('lists the pages the company offers', () => {
    expect(
      publicPaths({
        eshop: false,
        giftActive: true,
        shopSlugs: ['paris'],
        categories: [{ slug: 'visage', serviceSlugs: ['soin-eclat', 'peeling doux'] }],
        productSlugs: ['baume'],
        postSlugs: [],
      }),
    ).toEqual([
      '/',
      '/services',
      '/services/visage',
      '/services/visage/soin-eclat',
      '/services/visage/peeling%20doux',
      '/gift',
      '/contact',
      '/paris',
      '/legal',
    ]);
    expect(
      publicPaths({
        eshop: true,
        giftActive: false,
        shopSlugs: [],
        categories: [],
        productSlugs: ['baume'],
        postSlugs: ['p'],
      }),
    ).toEqual([
      '/',
      '/services',
      '/boutique',
      '/boutique/article/baume',
      '/magazine',
      '/magazine/p',
      '/contact',
      '/legal',
    ]);
  });
});
