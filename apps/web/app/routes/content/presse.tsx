import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import { loadMagazine } from '../../features/content/magazine/magazine-pages.server.ts';
import { MagazinePage } from '../../features/content/magazine/magazine-pages.tsx';
import { pageStorefront } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/presse.ts';

/** Spec §2 press page /presse: the press posts. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadMagazine(pageStorefront(context), new URL(request.url), true);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Presse({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <MagazinePage data={loaderData} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
