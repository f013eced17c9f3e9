import { loadContact } from '../../features/discovery/contact/contact.server.ts';
import { ContactPage } from '../../features/discovery/contact/contact-page.tsx';
import { JsonLd } from '../../features/discovery/seo/json-ld.tsx';
import { pageMeta } from '../../features/discovery/seo/page-meta.ts';
import { pageStorefront } from '../../features/discovery/site/scope.server.ts';
import type { Route } from './+types/contact.ts';

/** Spec §2 /contact: the shops by geo group. */
export function loader({ context }: Route.LoaderArgs) {
  return loadContact(pageStorefront(context));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.seo);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ContactPage title={loaderData.title} groups={loaderData.groups} />
      <JsonLd data={loaderData.seo.jsonLd} />
    </>
  );
}
