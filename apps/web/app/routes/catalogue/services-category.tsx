import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import {
  loadCategoryPage,
  loadShopServicesSegment,
} from '../../features/catalogue/services/services-pages.server.ts';
import { ServicesSegment } from '../../features/catalogue/services/services-segment.tsx';
import { resolveScope } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/services-category.ts';

/**
 * Spec §2 /services/{category}; for French pages also /{shop}/services/{category} and
 * /{shop}/services/{service} (the shop slug in the language segment, see resolveScope).
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const { storefront, shopSlug } = resolveScope(context, params, request);
  if (shopSlug) return loadShopServicesSegment(storefront, shopSlug, params.category, new URL(request.url));
  return loadCategoryPage(storefront, params.category, null);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function ServicesCategory({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ServicesSegment view={loaderData} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
