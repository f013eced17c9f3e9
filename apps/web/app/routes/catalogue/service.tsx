import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import { ServicePage } from '../../features/catalogue/services/service-page.tsx';
import { loadServicePage } from '../../features/catalogue/services/services-pages.server.ts';
import { resolveScope } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/service.ts';

/**
 * Spec §2 /services/{category}/{service} (and, for French pages, /{shop}/services/{category}/{service});
 * ?page=reserved goes on to the booking step.
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const { storefront, shopSlug } = resolveScope(context, params, request);
  return loadServicePage(storefront, params.category, params.service, shopSlug, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Service({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ServicePage service={loaderData.service} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
