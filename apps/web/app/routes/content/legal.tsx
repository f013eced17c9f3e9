import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import { loadLegal } from '../../features/content/legal/legal.server.ts';
import { LegalPage } from '../../features/content/legal/legal-page.tsx';
import { pageStorefront } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/legal.ts';

/** Spec §2 /legal with the anchors #rgpd, #mentions, #cgv, #cgu. */
export function loader({ context }: Route.LoaderArgs) {
  return loadLegal(pageStorefront(context));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LegalPage title={loaderData.title} sections={loaderData.sections} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
