// What the review invitations read: the visit (appointment, its service, collaborator, shop and
// customer), whether it was reviewed, and whether it was already invited. Reads only, straight
// from the tables: the invitations write jobs (platform/jobs) and messages (platform/mail), and
// must not import the booking area, whose status writer calls them (no import loop).

import { type ReviewSettings, ReviewSettingsSchema } from '@eclat/contracts';
import { DEFAULT_BOOKER, mergeSettings } from '@eclat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  appointments,
  articles,
  companies,
  customers,
  jobs,
  profiles,
  resources,
  reviews,
  shops,
} from '../../../db/schema.ts';

/**
 * The company's `booker.reviews` with their defaults; the defaults when the stored value is not a
 * valid one (a hand-edited document must not stop the status writer). Null: no such company.
 */
export async function reviewSettings(tx: Db, companyId: number): Promise<ReviewSettings | null> {
  const [row] = await tx
    .select({ booker: companies.booker })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return null;
  const merged = ReviewSettingsSchema.safeParse(mergeSettings(DEFAULT_BOOKER, row.booker).reviews);
  return merged.success ? merged.data : DEFAULT_BOOKER.reviews;
}

/** The visits among `ids` of the company, with their customer (null: none, or gone). */
export async function visitsOf(tx: Db, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: appointments.id, status: appointments.status, customerId: customers.id })
    .from(appointments)
    .leftJoin(
      customers,
      and(eq(customers.id, appointments.customerId), eq(customers.companyId, appointments.companyId)),
    )
    .where(and(eq(appointments.companyId, companyId), inArray(appointments.id, [...ids])));
}

/** Which of these job keys ran to their end (an invitation already went out for the visit). */
export async function doneKeys(tx: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ key: jobs.key })
    .from(jobs)
    .where(and(eq(jobs.status, 'done'), inArray(jobs.key, [...keys])));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

export type InvitedVisit = {
  id: number;
  status: string;
  startsAt: Date;
  service: Record<string, string>;
  collaborator: string | null;
  shop: { id: number; name: string; timeZone: string };
  customer: {
    id: number;
    email: string;
    phone: string | null;
    lang: string;
    smsOptOut: boolean;
    name: string | null;
  };
  reviewed: boolean;
};

/** One visit as its invitation tells it, or null when it or its customer is gone. */
export async function invitedVisit(
  tx: Db,
  companyId: number,
  appointmentId: number,
): Promise<InvitedVisit | null> {
  const [row] = await tx
    .select({
      id: appointments.id,
      status: appointments.status,
      startsAt: appointments.startsAt,
      service: articles.name,
      collaborator: resources.displayName,
      shopId: shops.id,
      shopName: shops.name,
      timeZone: shops.timeZone,
      customerId: customers.id,
      email: customers.email,
      phone: customers.phone,
      lang: customers.lang,
      smsOptOut: customers.smsOptOut,
      firstname: profiles.firstname,
      reviewId: reviews.id,
    })
    .from(appointments)
    .innerJoin(shops, and(eq(shops.id, appointments.shopId), eq(shops.companyId, companyId)))
    .innerJoin(customers, and(eq(customers.id, appointments.customerId), eq(customers.companyId, companyId)))
    .leftJoin(articles, eq(articles.id, appointments.articleId))
    .leftJoin(resources, eq(resources.id, appointments.employeeId))
    .leftJoin(profiles, and(eq(profiles.customerId, customers.id), eq(profiles.companyId, companyId)))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(and(eq(appointments.companyId, companyId), eq(appointments.id, appointmentId)))
    .limit(1);
  if (!row || row.customerId === null) return null;
  return {
    id: row.id,
    status: row.status,
    startsAt: row.startsAt,
    service: row.service ?? {},
    collaborator: row.collaborator,
    shop: { id: row.shopId, name: row.shopName, timeZone: row.timeZone },
    customer: {
      id: row.customerId,
      email: row.email,
      phone: row.phone,
      lang: row.lang,
      smsOptOut: row.smsOptOut,
      // The profile's first name greets; an empty profile greets without a name.
      name: row.firstname?.trim() || null,
    },
    reviewed: row.reviewId !== null,
  };
}
