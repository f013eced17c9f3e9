import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import { loadMagazine } from '../../features/content/magazine/magazine-pages.server.ts';
import { MagazinePage } from '../../features/content/magazine/magazine-pages.tsx';
import { pageStorefront } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/magazine.ts';

/** Spec §2 /magazine: the posts with their categories and the featured post. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadMagazine(pageStorefront(context), new URL(request.url), false);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Magazine({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <MagazinePage data={loaderData} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
