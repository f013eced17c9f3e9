import {
  type BookingOrder,
  BookingOrderSchema,
  isNotFound,
  MyEshopOrderAnswerSchema,
} from '@eclat/contracts';
import { data } from 'react-router';
import { serverConfig } from '../../lib/config.server.ts';
import { loadShopsOrWait } from '../../lib/shops.server.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { asCustomer, requireCustomer } from '../account/customer.server.ts';
import { toBookingShop } from './reservation.server.ts';
import type { BookingShop } from './types.ts';

export type BookedOrder = {
  order: BookingOrder;
  shop: BookingShop | null;
  noticeHours: number;
  /** When the page was made: the cancellation terms are said from it (never a past deadline). */
  now: string;
};

/**
 * GET /api/bookings/my-orders/{id} answers { order }; contracts names no schema for it, so the
 * e-shop's { order } answer is reused with the booking order in it (the web app does not import zod).
 */
export const BookingOrderAnswerSchema = MyEshopOrderAnswerSchema.extend({ order: BookingOrderSchema });

/** One of the customer's booking orders with its shop (address, map, time zone); 404 when not theirs. */
export async function loadBookedOrder(
  storefront: Storefront,
  request: Request,
  id: string,
): Promise<BookedOrder> {
  const orderId = Number(id);
  if (!Number.isInteger(orderId) || orderId <= 0) throw data({ message: 'Not Found' }, { status: 404 });
  const { api } = requireCustomer(storefront, request);
  return asCustomer(storefront, request, async () => {
    try {
      const [{ order }, shops] = await Promise.all([
        api.get(`/api/bookings/my-orders/${orderId}`, BookingOrderAnswerSchema),
        loadShopsOrWait(storefront),
      ]);
      const shop = shops.find((s) => s.id === order.shop.id);
      return {
        order,
        shop: shop ? toBookingShop(shop, serverConfig().apiUrl) : null,
        noticeHours: storefront.company.booker.appointment.cancellationNoticeHours,
        now: new Date().toISOString(),
      };
    } catch (error) {
      if (isNotFound(error)) throw data({ message: 'Not Found' }, { status: 404 });
      throw error;
    }
  });
}
