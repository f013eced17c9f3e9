import { calendarResponse } from '../../features/booking/calendar.server.ts';
import { loadManagedBooking } from '../../features/booking/manage/manage.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/reservation-manage-calendar.ts';

/** The .ics of the booking a manage link opens (add to calendar, no sign-in). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const { managed, shop } = await loadManagedBooking(storefront, params.token);
  return calendarResponse(storefront, managed.order, shop);
}
