import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import { loadShopPage } from '../../features/catalogue/shop/shop-page.server.ts';
import { ShopPage } from '../../features/catalogue/shop/shop-page.tsx';
import { loadHome } from '../../features/content/home/home.server.ts';
import { HomePage } from '../../features/content/home/home-page.tsx';
import { resolveScope } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/home.ts';

/**
 * The home may wear the marketplace layout and the transparent header (root Layout reads it); its
 * scripts are asked for once its hero is painted (lib/scripts-after-paint.server.ts) — not a shop
 * page rendered here, which keeps its scripts as on the shop's own route.
 */
export const handle = {
  home: true,
  scriptsAfterPaint: (data: unknown) => (data as { kind?: string } | undefined)?.kind === 'home',
};

/**
 * Spec §2 '/' and '/{lang}': the home. A French shop page '/{shop}' lands here too (its slug in
 * the language segment, see resolveScope) and renders the shop.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { storefront, shopSlug } = resolveScope(context, params, request);
  if (shopSlug) return { kind: 'shop' as const, ...(await loadShopPage(storefront, shopSlug)) };
  return { kind: 'home' as const, ...(await loadHome(storefront, new URL(request.url))) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.kind === 'shop' ? <ShopPage shop={loaderData.shop} /> : <HomePage home={loaderData.home} />}
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
