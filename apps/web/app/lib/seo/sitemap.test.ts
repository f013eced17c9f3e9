import { describe, expect, it } from 'vitest';
import { publicPaths, robotsTxt, sitemapXml } from './sitemap.ts';

/**
 * How a crawler reads robots.txt (RFC 9309, as Google does): among the rules whose pattern matches
 * the path (`*` any characters, `$` the end), the longest wins; on a tie, Allow wins.
 */
function crawlable(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } | null = null;
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line);
    if (!match?.[2]) continue;
    const pattern = match[2];
    const source = pattern
      .split('')
      .map((c, i) =>
        c === '*'
          ? '.*'
          : c === '$' && i === pattern.length - 1
            ? '$'
            : c.replace(/[.?+^()[\]{}|\\]/g, '\\$&'),
      )
      .join('');
    if (!new RegExp(`^${source}`).test(path)) continue;
    const allow = match[1] === 'Allow';
    if (!best || pattern.length > best.length || (pattern.length === best.length && allow))
      best = { length: pattern.length, allow };
  }
  return best?.allow ?? true;
}

describe('robotsTxt (spec §9 "allow only the root", read in ADR 0016)', () => {
  const robots = robotsTxt('https://maison-eclat.fr');

  it('lets crawlers in from the root and names the sitemap', () => {
    expect(robots.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(robots.endsWith('\nSitemap: https://maison-eclat.fr/sitemap.xml\n')).toBe(true);
  });

  it('allows every page the sitemap lists, in every language', () => {
    const paths = publicPaths({
      eshop: true,
      giftActive: true,
      // Shop slugs that start like a private area stay public.
      shopSlugs: ['paris-marais', 'panier-garni', 'authentique', 'profile-beaute', 'apiculture'],
      categories: [{ slug: 'visage', serviceSlugs: ['soin-eclat'] }],
      productSlugs: ['serum'],
      postSlugs: ['conseils'],
    });
    for (const lang of ['fr', 'en', 'de', 'es', 'it'] as const) {
      for (const path of paths) {
        const url = lang === 'fr' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`;
        expect(crawlable(robots, url), url).toBe(true);
      }
    }
    expect(crawlable(robots, '/services/visage?page=reserved')).toBe(true);
  });

  it('keeps the account, cart, payment returns, sign-in and the API out, under every prefix', () => {
    for (const prefix of ['', '/en', '/de', '/es', '/it']) {
      for (const path of [
        '/profile',
        '/profile?tab=orders',
        '/profile/orders/12',
        '/profile/password-reset/abc',
        '/panier',
        '/panier?x=1',
        '/payments/success?cartId=abc',
        '/payments/rdvcheck',
        '/auth/customer/login',
      ]) {
        expect(crawlable(robots, `${prefix}${path}`), `${prefix}${path}`).toBe(false);
      }
    }
    expect(crawlable(robots, '/api/shops')).toBe(false);
    expect(crawlable(robots, '/api/shops?q=paris')).toBe(false);
    // Except the pictures the pages show (image search, rich results).
    expect(crawlable(robots, '/api/media/maison-eclat/hero.jpg')).toBe(true);
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
