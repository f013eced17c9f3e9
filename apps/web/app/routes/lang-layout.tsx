import { Outlet } from 'react-router';
import { requireStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/lang-layout.ts';

/**
 * The optional language segment (spec §2). The root middleware already redirected a disabled
 * language; an unknown prefix such as /xx is answered 404 here.
 */
export function loader({ context }: Route.LoaderArgs) {
  requireStorefront(context);
  return null;
}

export default function LangLayout() {
  return <Outlet />;
}
