import { shopServicesRedirect } from '../../features/discovery/services/services-pages.server.ts';
import { resolveScope } from '../../features/discovery/site/scope.server.ts';
import type { Route } from './+types/shop-services-index.ts';

/** /{lang}/{shop}/services: the shop's page, at its services (see shopServicesRedirect). */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const { storefront } = resolveScope(context, params, request);
  throw shopServicesRedirect(storefront, params.shop);
}
