// The manage link's page (issue 20): the booking a signed link opens, without sign-in.
import { ApiError, isNotFound, type ManagedBooking, ManagedBookingSchema } from '@eclat/contracts';
import { data } from 'react-router';
import { storefrontApi } from '../../../lib/api.server.ts';
import { serverConfig } from '../../../lib/config.server.ts';
import { loadShopsOrWait } from '../../../lib/shops.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { toBookingShop } from '../reservation.server.ts';
import type { BookingShop } from '../types.ts';

export type ManagedPage = {
  managed: ManagedBooking;
  shop: BookingShop | null;
  /** When the page was made: the policy's deadlines are said from it. */
  now: string;
};

/**
 * The booking of a manage token with its shop (address, time zone, how to reach it). A dead link
 * (forged, expired, another salon's) is the storefront's 404; too many dead links from one
 * address, a 429 page.
 */
export async function loadManagedBooking(storefront: Storefront, token: string): Promise<ManagedPage> {
  try {
    const [managed, shops] = await Promise.all([
      storefrontApi(storefront).get(
        `/api/bookings/manage/${encodeURIComponent(token)}`,
        ManagedBookingSchema,
      ),
      loadShopsOrWait(storefront),
    ]);
    const shop = shops.find((s) => s.id === managed.order.shop.id);
    return {
      managed,
      shop: shop ? toBookingShop(shop, serverConfig().apiUrl) : null,
      now: new Date().toISOString(),
    };
  } catch (error) {
    if (isNotFound(error)) throw data({ message: 'Not Found' }, { status: 404 });
    if (error instanceof ApiError && error.code === 429)
      throw data({ message: 'Too Many Requests' }, { status: 429 });
    throw error;
  }
}
