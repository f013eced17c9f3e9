import { Outlet } from 'react-router';
import { getStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/lang-layout.ts';

/**
 * The optional language segment (spec §2). The root middleware already redirected a disabled
 * language. A first segment that is not a language may be a shop slug (spec §2 /{shop}), so each
 * page decides: requireStorefront answers 404 for an unknown prefix, and the pages that also exist
 * under /{shop} look the shop up (features/content/site/scope.server.ts).
 */
export function loader({ context }: Route.LoaderArgs) {
  getStorefront(context);
  return null;
}

export default function LangLayout() {
  return <Outlet />;
}
