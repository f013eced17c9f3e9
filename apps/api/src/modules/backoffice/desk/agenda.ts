import type { AgendaAnswer } from '@eclat/contracts';
import { type DomainLang, localise, zonedInstant } from '@eclat/domain';
import { and, asc, eq, gt, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
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

/** The instants that bound local days `from`…`to` of a zone: [from 00:00, the day after `to` 00:00). */
export function localDayBounds(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { start: new Date(zonedInstant(from, 0, timeZone)), end: new Date(zonedInstant(next, 0, timeZone)) };
}

/**
 * A shop's appointments over local days, with who they are for and who performs them, in a fixed
 * number of queries whatever the range. Expired holds are left out (they take no time, ADR 0008);
 * cancelled appointments only on request.
 */
export async function loadAgenda(
  db: Db,
  p: {
    companyId: number;
    shopId: number;
    from: string;
    to: string;
    cancelled: boolean;
    lang: DomainLang;
    now: Date;
  },
): Promise<AgendaAnswer | null> {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.companyId, p.companyId), eq(shops.id, p.shopId)))
    .limit(1);
  if (!shop) return null;
  const { start, end } = localDayBounds(p.from, p.to, shop.timeZone);

  const statusFilter: SQL[] = [ne(appointments.status, 'expired')];
  if (!p.cancelled) statusFilter.push(ne(appointments.status, 'cancelled'));
  const liveHold = or(ne(appointments.status, 'held'), gt(appointments.holdExpiresAt, p.now)) as SQL;

  const [resourceRows, rows] = await Promise.all([
    db
      .select()
      .from(resources)
      .where(and(eq(resources.companyId, p.companyId), eq(resources.shopId, shop.id)))
      .orderBy(asc(resources.type), asc(resources.order), asc(resources.id)),
    db
      .select({
        appointment: appointments,
        serviceName: articles.name,
        orderStatus: bookingOrders.status,
        origin: bookingOrders.origin,
      })
      .from(appointments)
      .innerJoin(articles, eq(articles.id, appointments.articleId))
      .leftJoin(bookingOrders, eq(bookingOrders.id, appointments.bookingOrderId))
      .where(
        and(
          eq(appointments.companyId, p.companyId),
          eq(appointments.shopId, shop.id),
          lt(appointments.startsAt, end),
          gt(appointments.endsAt, start),
          ...statusFilter,
          liveHold,
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id)),
  ]);

  const customerIds = [
    ...new Set(rows.flatMap((r) => (r.appointment.customerId ? [r.appointment.customerId] : []))),
  ];
  const people = customerIds.length
    ? await db
        .select({
          id: customers.id,
          email: customers.email,
          phone: customers.phone,
          firstname: profiles.firstname,
          lastname: profiles.lastname,
          profilePhone: profiles.phone,
        })
        .from(customers)
        .leftJoin(profiles, eq(profiles.customerId, customers.id))
        .where(and(eq(customers.companyId, p.companyId), inArray(customers.id, customerIds)))
        .orderBy(asc(customers.id), asc(profiles.id))
    : [];
  const personOf = new Map<number, AgendaAnswer['appointments'][number]['customer']>();
  for (const person of people) {
    // profiles[0] is the customer's own (spec §3): the first one wins.
    if (personOf.has(person.id)) continue;
    personOf.set(person.id, {
      id: person.id,
      email: person.email,
      phone: person.phone ?? person.profilePhone ?? null,
      firstname: person.firstname ?? '',
      lastname: person.lastname ?? '',
    });
  }

  return {
    shop: {
      id: shop.id,
      name: shop.name,
      timeZone: shop.timeZone,
      bookerActive: shop.bookerActive,
      openingHours: shop.openingHours,
    },
    resources: resourceRows.map((r) => ({
      id: r.id,
      type: r.type,
      name: r.name,
      displayName: r.displayName,
      color: r.color,
      active: r.active,
    })),
    appointments: rows.map(({ appointment: a, serviceName, orderStatus, origin }) => ({
      id: a.id,
      orderId: a.bookingOrderId,
      orderStatus: orderStatus ?? null,
      serviceId: a.articleId,
      serviceName: localise(serviceName, p.lang),
      employeeId: a.employeeId,
      cabinId: a.cabinId,
      start: a.startsAt.toISOString(),
      end: a.endsAt.toISOString(),
      status: a.status,
      price: a.price,
      fee: a.fee,
      customMessage: a.customMessage,
      origin: origin ?? null,
      customer: a.customerId ? (personOf.get(a.customerId) ?? null) : null,
    })),
  };
}
