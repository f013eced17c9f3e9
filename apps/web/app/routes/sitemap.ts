import { sitemapPaths } from '../features/shell/sitemap.server.ts';
import { sitemapXml } from '../lib/seo/sitemap.ts';
import { getStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/sitemap.ts';

/** GET /sitemap.xml (spec §9): the public pages in every enabled language. */
export async function loader({ context }: Route.LoaderArgs) {
  const storefront = getStorefront(context);
  const xml = sitemapXml(storefront.origin, await sitemapPaths(storefront), storefront.enabledLangs);
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
