import { loadNotices } from '../features/shell/notices/notices.server.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/shell-notices.ts';

/**
 * GET /{lang}/_shell/notices: the bell menu's events and alerts and the coupon popup's words,
 * fetched by the browser after the page is shown, so that no page waits for them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const notices = await loadNotices(requireStorefront(context));
  return Response.json(notices, { headers: { 'cache-control': 'private, max-age=60' } });
}
