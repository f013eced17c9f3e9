import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import { loadShopPage } from '../../features/catalogue/shop/shop-page.server.ts';
import { ShopPage } from '../../features/catalogue/shop/shop-page.tsx';
import { resolveScope } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/shop.ts';

/** A landing page: the popups may open here by themselves (features/shell/popups/auto-popups.tsx). */
export const handle = { landing: true };

/** Spec §2 /{lang}/{shop}: a shop's page (French pages '/{shop}' are answered by the home route). */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const { storefront, shopSlug } = resolveScope(context, params, request);
  return loadShopPage(storefront, shopSlug ?? params.shop);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Shop({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ShopPage shop={loaderData.shop} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
