import { JsonLd } from '../../features/catalogue/seo/json-ld.tsx';
import { pageMeta } from '../../features/catalogue/seo/page-meta.ts';
import { loadContact } from '../../features/content/contact/contact.server.ts';
import { ContactPage } from '../../features/content/contact/contact-page.tsx';
import { pageStorefront } from '../../features/content/site/scope.server.ts';
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
