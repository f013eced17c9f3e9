import { requireStorefront } from '../lib/storefront.server.ts';
import { notFound } from '../lib/storefront-errors.server.ts';
import type { Route } from './+types/not-found.ts';

/** Any path no page claims: a 404 rendered by the root error boundary in the company's theme. */
export function loader({ context }: Route.LoaderArgs) {
  requireStorefront(context);
  throw notFound();
}

// A UI route (not a resource route), so that the thrown 404 renders the error page.
export default function NotFound() {
  return null;
}
