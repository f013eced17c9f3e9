import { JsonLd } from '../../features/discovery/seo/json-ld.tsx';
import { pageMeta } from '../../features/discovery/seo/page-meta.ts';
import { loadServicesIndex } from '../../features/discovery/services/services-pages.server.ts';
import { ServicesIndexPage } from '../../features/discovery/services/services-pages.tsx';
import { pageStorefront } from '../../features/discovery/site/scope.server.ts';
import type { Route } from './+types/services.ts';

/** Spec §2 /services: categories and services. */
export function loader({ context }: Route.LoaderArgs) {
  return loadServicesIndex(pageStorefront(context));
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
