import type { BookingOrder } from '@eclat/contracts';
import { translate } from '../../lib/i18n/translate.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { loadBookedOrder } from './confirmation.server.ts';
import { buildIcs } from './ics.ts';
import type { BookingShop } from './types.ts';

/** The booking as an iCalendar file: from its first live appointment to its last one's end. */
export async function calendarFile(
  storefront: Storefront,
  request: Request,
  orderId: string,
): Promise<Response> {
  const { order, shop } = await loadBookedOrder(storefront, request, orderId);
  return calendarResponse(storefront, order, shop);
}

/** One booking order as an .ics download (the account's, or the manage link's). */
export function calendarResponse(
  storefront: Storefront,
  order: BookingOrder,
  shop: BookingShop | null,
): Response {
  // Moved appointments (rescheduled) happen at their replacement's time, listed beside them.
  const live = order.appointments.filter(
    (a) => a.status !== 'cancelled' && a.status !== 'expired' && a.status !== 'rescheduled',
  );
  const appointments = live.length > 0 ? live : order.appointments;
  const first = appointments[0];
  const last = appointments.at(-1);
  if (!first || !last) return new Response('Not Found', { status: 404 });
  const services = appointments.map((a) => a.serviceName).join(', ');
  const ics = buildIcs({
    uid: `booking-${order.id}@${new URL(storefront.origin).hostname}`,
    start: first.start,
    end: last.end,
    summary: `${services} · ${storefront.company.identity.displayName}`,
    location: shop ? `${shop.name}, ${shop.address}, ${shop.zipcode} ${shop.city}` : order.shop.name,
    description: translate(storefront.lang, 'journeys', 'calendarDescription', {
      id: order.id,
      shop: order.shop.name,
    }),
    geo: shop?.coordinates ?? null,
    now: new Date(),
  });
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="rendez-vous-${order.id}.ics"`,
      'cache-control': 'private, no-store',
    },
  });
}
