import { calendarFile } from '../../features/booking/calendar.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/reservation-calendar.ts';

/** The .ics of one of the customer's bookings (add-to-calendar of the confirmation page). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  return calendarFile(storefront, request, params.orderId);
}
