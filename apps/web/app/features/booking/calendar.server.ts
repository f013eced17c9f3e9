import type { BookingOrder } from '@eclat/contracts';
import { appointmentUid, buildIcs } from '@eclat/domain';
import { translate } from '../../lib/i18n/translate.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { loadBookedOrder } from './confirmation.server.ts';
import type { BookingShop } from './types.ts';

/**
 * The booking as an iCalendar file: one event per live appointment, with the UIDs the mails use
 * (the one builder of @eclat/domain), so importing both gives one event, not two.
 */
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
  if (appointments.length === 0) return new Response('Not Found', { status: 404 });
  const host = new URL(storefront.origin).hostname;
  const description = translate(storefront.lang, 'journeys', 'calendarDescription', {
    id: order.id,
    shop: order.shop.name,
  });
  const ics = buildIcs({
    now: new Date(),
    events: appointments.map((a) => ({
      uid: appointmentUid(a.id, host),
      start: a.start,
      end: a.end,
      summary: `${a.serviceName} · ${storefront.company.identity.displayName}`,
      location: shop ? `${shop.name}, ${shop.address}, ${shop.zipcode} ${shop.city}` : order.shop.name,
      description,
      geo: shop?.coordinates ?? null,
    })),
  });
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="rendez-vous-${order.id}.ics"`,
      'cache-control': 'private, no-store',
    },
  });
}
