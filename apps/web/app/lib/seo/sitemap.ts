import type { Lang } from '@eclat/contracts/langs';
import { localisePath } from '../i18n/lang-path.ts';
import { DEFAULT_LANG } from '../i18n/langs.ts';

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

/** robots.txt (spec §9): crawlers may index the root only. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /$', 'Disallow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
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
