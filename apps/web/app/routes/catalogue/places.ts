import { PLACE_SUGGESTIONS_MAX, searchPlaces } from '@eclat/domain';
import { frenchPlaces } from '../../features/catalogue/places/places.server.ts';
import type { Route } from './+types/places.ts';

/**
 * GET /{lang?}/_discovery/places?q= — French cities for the shop search's autocomplete, from the
 * gazetteer shipped with the storefront (no outside service): at most 8, best first.
 */
export function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  const places = searchPlaces(frenchPlaces(), q, PLACE_SUGGESTIONS_MAX).map(
    ({ name, department, lat, lng }) => ({
      name,
      department,
      lat,
      lng,
    }),
  );
  // The gazetteer changes with a deployment only: browsers and caches may keep answers a day.
  return Response.json({ places }, { headers: { 'cache-control': 'public, max-age=86400' } });
}
