// The account pages' data (spec §2 /profile…), read with the customer's session cookie.
import {
  BookingOrderPageSchema,
  GiftHistoryAnswerSchema,
  isNotFound,
  LoyaltyCurrentAnswerSchema,
  LoyaltyRewardsAnswerSchema,
  MeAnswerSchema,
  MyEshopOrderAnswerSchema,
  MyEshopOrdersAnswerSchema,
} from '@eclat/contracts';
import { data } from 'react-router';
import { loadShopsOrWait } from '../../../lib/shops.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { asCustomer, requireCustomer } from '../customer.server.ts';

/** GET /api/bookings/my-orders answers { orders } (the page schema's list, without paging). */
const MyBookingOrdersSchema = BookingOrderPageSchema.pick({ orders: true });

const notFound = () => data({ message: 'Not Found' }, { status: 404 });

function positiveId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

export async function loadMe(storefront: Storefront, request: Request) {
  const { api } = requireCustomer(storefront, request);
  return asCustomer(storefront, request, async () => (await api.get('/api/users/me', MeAnswerSchema)).user);
}

/** The customer's booking orders, with the time zone of each shop (times are shown in the shop's). */
export async function loadBookingOrders(storefront: Storefront, request: Request) {
  const { api } = requireCustomer(storefront, request);
  return asCustomer(storefront, request, async () => {
    const [{ orders }, shops] = await Promise.all([
      api.get('/api/bookings/my-orders', MyBookingOrdersSchema),
      loadShopsOrWait(storefront),
    ]);
    const zones: Record<number, string> = Object.fromEntries(shops.map((s) => [s.id, s.timeZone]));
    return { orders, zones };
  });
}

export async function loadEshopOrders(storefront: Storefront, request: Request) {
  const { api } = requireCustomer(storefront, request);
  return asCustomer(
    storefront,
    request,
    async () => (await api.get('/api/eshop/my-orders', MyEshopOrdersAnswerSchema)).orders,
  );
}

export async function loadEshopOrder(storefront: Storefront, request: Request, rawId: string | undefined) {
  const id = positiveId(rawId);
  const { api } = requireCustomer(storefront, request);
  return asCustomer(storefront, request, async () => {
    try {
      return (await api.get(`/api/eshop/my-orders/${id}`, MyEshopOrderAnswerSchema)).order;
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  });
}

export async function loadLoyalty(storefront: Storefront, request: Request) {
  const { api } = requireCustomer(storefront, request);
  return asCustomer(storefront, request, async () => {
    try {
      return (await api.get('/api/loyalty/current', LoyaltyCurrentAnswerSchema)).card;
    } catch (error) {
      // Spec §8: a failed loyalty fetch gives no card.
      if (isNotFound(error)) return null;
      throw error;
    }
  });
}

/** The vouchers the customer bought (first 100, newest first). */
export async function loadGifts(storefront: Storefront, request: Request) {
  const { api } = requireCustomer(storefront, request);
  return asCustomer(
    storefront,
    request,
    async () => (await api.get('/api/gifts/giftHistory?itemPerPage=100', GiftHistoryAnswerSchema)).gifts,
  );
}

/** The customer's reward coupons from exchanged points; none when the service cannot say. */
export async function loadRewards(storefront: Storefront, request: Request) {
  const { api } = requireCustomer(storefront, request);
  return asCustomer(storefront, request, async () => {
    try {
      return (await api.get('/api/loyalty/rewards', LoyaltyRewardsAnswerSchema)).rewards;
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
  });
}
