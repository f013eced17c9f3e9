import { JsonLd } from '../../features/discovery/seo/json-ld.tsx';
import { pageMeta } from '../../features/discovery/seo/page-meta.ts';
import { ServicePage } from '../../features/discovery/services/service-page.tsx';
import { loadServicePage } from '../../features/discovery/services/services-pages.server.ts';
import { resolveScope } from '../../features/discovery/site/scope.server.ts';
import type { Route } from './+types/shop-service.ts';

/** Spec §2 /{lang}/{shop}/services/{category}/{service}; ?page=reserved goes on to the booking step. */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const { storefront, shopSlug } = resolveScope(context, params, request);
  return loadServicePage(
    storefront,
    params.category,
    params.service,
    shopSlug ?? params.shop,
    new URL(request.url),
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function ShopService({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ServicePage service={loaderData.service} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
