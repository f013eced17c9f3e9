import { getStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/lang-layout.ts';

/**
 * The optional language segment (spec §2). The root middleware already redirected a disabled
 * language. A first segment that is not a language may be a shop slug (spec §2 /{shop}), so each
 * page decides: requireStorefront answers 404 for an unknown prefix, and the pages that also exist
 * under /{shop} look the shop up (features/content/site/scope.server.ts). No component: React
 * Router renders the page in its place, and the browser gets no code for this route (issue 19).
 */
export function loader({ context }: Route.LoaderArgs) {
  getStorefront(context);
  return null;
}
