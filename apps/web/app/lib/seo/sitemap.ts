import type { Lang } from '@eclat/contracts/langs';
import { localisePath } from '../i18n/lang-path.ts';
import { DEFAULT_LANG, LANGS } from '../i18n/langs.ts';

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/**
 * sitemap.xml (spec §9 SEO): every public page in every enabled language, each with its
 * hreflang alternates so search engines pair the translations. Paths are unprefixed ('/services').
 */
export function sitemapXml(origin: string, paths: readonly string[], enabled: readonly Lang[]): string {
  const unique = [...new Set(paths)];
  const urls: string[] = [];
  for (const path of unique) {
    const alternates =
      enabled.length > 1
        ? [
            ...enabled.map(
              (lang) =>
                `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + localisePath(path, lang))}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localisePath(path, DEFAULT_LANG))}"/>`,
          ].join('')
        : '';
    for (const lang of enabled) {
      urls.push(`<url><loc>${escapeXml(origin + localisePath(path, lang))}</loc>${alternates}</url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/**
 * The private areas, as robots.txt rules under one language prefix. A rule matches by prefix, so
 * pages without sub-pages end with `$` (or a query): '/panier' must not hide a shop '/panier-garni'.
 */
const PRIVATE_RULES = [
  '/profile$',
  '/profile?',
  '/profile/',
  '/panier$',
  '/panier?',
  '/payments/',
  '/auth/',
] as const;

/**
 * robots.txt (spec §9 "allow only the root", read in ADR 0016 as: crawling allowed from the root):
 * every public page may be crawled — the sitemap lists them — and the private areas (account,
 * cart, payment returns, sign-in, the API) are disallowed under every language prefix.
 */
export function robotsTxt(origin: string): string {
  const prefixes = ['', ...LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => `/${lang}`)];
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // The pictures of services, products and shops (served through the API proxy) stay findable:
    // image search and rich results need them.
    'Allow: /api/media/',
    ...prefixes.flatMap((prefix) => PRIVATE_RULES.map((rule) => `Disallow: ${prefix}${rule}`)),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public pages of a company, unprefixed, from what it offers (spec §2 routes). */
export function publicPaths(site: {
  eshop: boolean;
  giftActive: boolean;
  shopSlugs: readonly string[];
  /** Each service category with the services it lists (their pages are /services/{category}/{service}). */
  categories: readonly { slug: string; serviceSlugs: readonly string[] }[];
  productSlugs: readonly string[];
  postSlugs: readonly string[];
}): string[] {
  const segment = encodeURIComponent;
  return [
    '/',
    '/services',
    ...site.categories.flatMap((category) => [
      `/services/${segment(category.slug)}`,
      ...category.serviceSlugs.map((slug) => `/services/${segment(category.slug)}/${segment(slug)}`),
    ]),
    ...(site.eshop
      ? ['/boutique', ...site.productSlugs.map((slug) => `/boutique/article/${segment(slug)}`)]
      : []),
    ...(site.giftActive ? ['/gift'] : []),
    ...(site.postSlugs.length > 0 ? ['/magazine'] : []),
    ...site.postSlugs.map((slug) => `/magazine/${encodeURIComponent(slug)}`),
    '/contact',
    ...site.shopSlugs.map((slug) => `/${encodeURIComponent(slug)}`),
    '/legal',
  ];
}
