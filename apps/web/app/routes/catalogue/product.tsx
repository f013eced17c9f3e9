import { redirect } from 'react-router';
import { addToCartAction } from '../../features/catalogue/eshop/add-to-cart.server.ts';
import { requireEshop } from '../../features/catalogue/eshop/eshop.server.ts';
import { loadProductPage } from '../../features/catalogue/eshop/eshop-pages.server.ts';
import { ProductPage } from '../../features/catalogue/eshop/product-page.tsx';
import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import { pageStorefront } from '../../features/content/site/scope.server.ts';
import { localisePath } from '../../lib/i18n/lang-path.ts';
import type { Route } from './+types/product.ts';

/** Spec §2 /boutique/article/{slug?}: a product; without a slug, the listing. */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const storefront = pageStorefront(context);
  requireEshop(storefront);
  if (!params.slug) throw redirect(localisePath('/boutique', storefront.lang));
  return loadProductPage(storefront, params.slug, new URL(request.url));
}

/** Add to cart for visitors without JavaScript (the browser does it itself otherwise). */
export async function action({ context, params, request }: Route.ActionArgs) {
  const storefront = pageStorefront(context);
  requireEshop(storefront);
  if (!params.slug) throw redirect(localisePath('/boutique', storefront.lang));
  return addToCartAction(storefront, params.slug, await request.formData());
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProductPage key={loaderData.product.id} product={loaderData.product} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
