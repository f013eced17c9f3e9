import { proxyToApi } from '../lib/api-proxy.server.ts';
import type { Route } from './+types/api-proxy.ts';

// GET and HEAD (media, later browser reads) arrive as loader calls, other methods as actions.
export function loader({ request }: Route.LoaderArgs) {
  return proxyToApi(request);
}

export function action({ request }: Route.ActionArgs) {
  return proxyToApi(request);
}
