import { BoutiquePage } from '../../features/catalogue/eshop/boutique-page.tsx';
import { requireEshop } from '../../features/catalogue/eshop/eshop.server.ts';
import { loadBoutique } from '../../features/catalogue/eshop/eshop-pages.server.ts';
import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import { pageStorefront } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/boutique.ts';

/** A landing page: the popups may open here by themselves (features/shell/popups/auto-popups.tsx). */
export const handle = { landing: true };

/** Spec §2 /boutique: the e-shop (only when the e-shop is enabled, spec §5). */
export function loader({ context, request }: Route.LoaderArgs) {
  const storefront = pageStorefront(context);
  requireEshop(storefront);
  return loadBoutique(storefront, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Boutique({ loaderData }: Route.ComponentProps) {
  const { categories, category, products } = loaderData;
  return (
    <>
      <BoutiquePage categories={categories} category={category} products={products} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
