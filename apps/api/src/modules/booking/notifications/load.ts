// What a booking message tells, read inside the caller's transaction: the order, its
// appointments with their services and collaborators, the shop, the customer and their profile.
import type { PolicySnapshot } from '@eclat/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  appointments,
  articles,
  bookingOrders,
  customers,
  profiles,
  resources,
  shops,
} from '../../../db/schema.ts';

export type BookingFacts = {
  order: typeof bookingOrders.$inferSelect;
  shop: {
    id: number;
    name: string;
    address: string;
    timeZone: string;
    lat: number | null;
    lng: number | null;
  };
  customer: {
    id: number;
    email: string;
    phone: string | null;
    lang: string;
    smsOptOut: boolean;
    name: string | null;
  };
  appointments: {
    id: number;
    status: string;
    startsAt: Date;
    endsAt: Date;
    price: number;
    policy: PolicySnapshot | null;
    service: Record<string, string>;
    collaborator: string | null;
  }[];
};

/** The order's facts, or null when it or its customer is gone (nobody to tell). */
export async function loadBookingFacts(
  tx: Db,
  companyId: number,
  orderId: number,
): Promise<BookingFacts | null> {
  const [order] = await tx
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.id, orderId)))
    .limit(1);
  if (!order || order.customerId === null) return null;
  const [customer] = await tx
    .select({
      id: customers.id,
      email: customers.email,
      phone: customers.phone,
      lang: customers.lang,
      smsOptOut: customers.smsOptOut,
      firstname: profiles.firstname,
      lastname: profiles.lastname,
    })
    .from(customers)
    .leftJoin(profiles, and(eq(profiles.customerId, customers.id), eq(profiles.companyId, companyId)))
    .where(and(eq(customers.companyId, companyId), eq(customers.id, order.customerId)))
    .limit(1);
  const [shop] = await tx
    .select()
    .from(shops)
    .where(and(eq(shops.companyId, companyId), eq(shops.id, order.shopId)))
    .limit(1);
  if (!customer || !shop) return null;
  const rows = await tx
    .select({
      id: appointments.id,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      price: appointments.price,
      policy: appointments.policy,
      service: articles.name,
      collaborator: resources.displayName,
    })
    .from(appointments)
    .innerJoin(articles, eq(articles.id, appointments.articleId))
    .leftJoin(resources, eq(resources.id, appointments.employeeId))
    .where(and(eq(appointments.companyId, companyId), eq(appointments.bookingOrderId, orderId)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  const name = `${customer.firstname ?? ''} ${customer.lastname ?? ''}`.trim();
  const address = [shop.address, `${shop.zipcode} ${shop.city}`.trim()].filter(Boolean).join(', ');
  return {
    order,
    shop: { id: shop.id, name: shop.name, address, timeZone: shop.timeZone, lat: shop.lat, lng: shop.lng },
    customer: {
      id: customer.id,
      email: customer.email,
      phone: customer.phone,
      lang: customer.lang,
      smsOptOut: customer.smsOptOut,
      // The profile's first name greets; an empty profile greets without a name.
      name: customer.firstname?.trim() || name || null,
    },
    appointments: rows.map((r) => ({ ...r, policy: r.policy ?? null })),
  };
}

/** Appointments of other ids (a move's replaced ones), for the calendar's cancelled events. */
export async function loadAppointmentTimes(tx: Db, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), inArray(appointments.id, [...ids])));
}
