import { robotsTxt } from '../lib/seo/sitemap.ts';
import { getStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/robots.ts';

/** GET /robots.txt (spec §9, ADR 0016): public pages crawlable, private areas not. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = getStorefront(context);
  return new Response(robotsTxt(origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
