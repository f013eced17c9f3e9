import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import { loadShopServicesSegment } from '../../features/catalogue/services/services-pages.server.ts';
import { ServicesSegment } from '../../features/catalogue/services/services-segment.tsx';
import { resolveScope } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/shop-services.ts';

/** Spec §2 /{lang}/{shop}/services/{category} — or {service}, the category being optional. */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const { storefront, shopSlug } = resolveScope(context, params, request);
  return loadShopServicesSegment(storefront, shopSlug ?? params.shop, params.category, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function ShopServices({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ServicesSegment view={loaderData} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
