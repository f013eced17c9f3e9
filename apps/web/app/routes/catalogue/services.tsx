import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import {
  loadServicesIndex,
  shopServicesRedirect,
} from '../../features/catalogue/services/services-pages.server.ts';
import { ServicesIndexPage } from '../../features/catalogue/services/services-pages.tsx';
import { resolveScope } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/services.ts';

/** Spec §2 /services: categories and services; for French pages /{shop}/services goes to the shop. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { storefront, shopSlug } = resolveScope(context, params, request);
  if (shopSlug) throw await shopServicesRedirect(storefront, shopSlug);
  return loadServicesIndex(storefront);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ServicesIndexPage categories={loaderData.categories} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
