import { shopServicesRedirect } from '../../features/catalogue/services/services-pages.server.ts';
import { resolveScope } from '../../features/content/site/scope.server.ts';
import type { Route } from './+types/shop-services-index.ts';

/**
 * /{lang}/{shop}/services: the shop's page, at its services (see shopServicesRedirect); an unknown
 * shop is a 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { storefront } = resolveScope(context, params, request);
  throw await shopServicesRedirect(storefront, params.shop);
}

// A UI route (not a resource route), so that an unknown shop's 404 renders the themed error page.
export default function ShopServicesIndex() {
  return null;
}
