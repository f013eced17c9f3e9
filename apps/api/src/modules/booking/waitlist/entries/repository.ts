// The waitlist entries' queries (issue 21): the only file that writes `waitlist_entries`. It reads
// the catalogue (is the wish bookable here?), the offers (the live one of an entry, written by
// waitlist/offers) and the freed times (the figures).
import type { DayPart, WaitlistEntry } from '@eclat/contracts';
import { type DomainLang, localise } from '@eclat/domain';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../../db/client.ts';
import {
  articles,
  customers,
  freedSlots,
  profiles,
  resourceArticles,
  resources,
  shopArticles,
  shops,
  waitlistEntries,
  waitlistOffers,
} from '../../../../db/schema.ts';

export type EntryRow = typeof waitlistEntries.$inferSelect;

/** A shop of the company with what a join checks; null when it has no such shop. */
export async function shopToWait(db: Db, companyId: number, shopId: number) {
  const [row] = await db
    .select({ id: shops.id, timeZone: shops.timeZone, bookerActive: shops.bookerActive })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), eq(shops.id, shopId)))
    .limit(1);
  return row ?? null;
}

/**
 * Which of `serviceIds` can be booked in the shop, with the booking's own rule
 * (appointments/repository.ts loadBookingContext): a service or package of the company, not a
 * draft, offered in that shop, with a duration.
 */
export async function bookableServiceIds(
  db: Db,
  companyId: number,
  shopId: number,
  serviceIds: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ id: articles.id, durationMinutes: articles.durationMinutes })
    .from(articles)
    .innerJoin(shopArticles, and(eq(shopArticles.articleId, articles.id), eq(shopArticles.shopId, shopId)))
    .where(
      and(
        eq(articles.companyId, companyId),
        inArray(articles.id, [...serviceIds]),
        inArray(articles.type, [1, 4]),
        eq(articles.draft, false),
      ),
    );
  return new Set(rows.filter((r) => r.durationMinutes).map((r) => r.id));
}

/** An active collaborator of the shop and the services they perform; null when there is none. */
export async function collaboratorServices(
  db: Db,
  companyId: number,
  shopId: number,
  employeeId: number,
): Promise<Set<number> | null> {
  const [person] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(
      and(
        eq(resources.companyId, companyId),
        eq(resources.shopId, shopId),
        eq(resources.id, employeeId),
        eq(resources.type, 100),
        eq(resources.active, true),
      ),
    )
    .limit(1);
  if (!person) return null;
  const links = await db
    .select({ articleId: resourceArticles.articleId })
    .from(resourceArticles)
    .where(and(eq(resourceArticles.companyId, companyId), eq(resourceArticles.resourceId, employeeId)));
  return new Set(links.map((l) => l.articleId));
}

/**
 * Locks the customer's row for the rest of the transaction: a customer's joins take turns, so two
 * identical joins at once cannot both find no live entry. False when the company has no such one.
 */
export async function lockCustomer(tx: Db, companyId: number, customerId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
    .for('update');
  return rows.length > 0;
}

/** The customer's live (waiting or offered) entries for the same services. */
export async function liveEntriesFor(tx: Db, companyId: number, customerId: number, serviceKey: string) {
  return tx
    .select({
      id: waitlistEntries.id,
      serviceIds: waitlistEntries.serviceIds,
      fromDate: waitlistEntries.fromDate,
      untilDate: waitlistEntries.untilDate,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.companyId, companyId),
        eq(waitlistEntries.customerId, customerId),
        eq(waitlistEntries.serviceKey, serviceKey),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    );
}

export async function insertEntry(tx: Db, values: typeof waitlistEntries.$inferInsert): Promise<number> {
  const [row] = await tx.insert(waitlistEntries).values(values).returning({ id: waitlistEntries.id });
  if (!row) throw new Error('waitlist entry not created');
  return row.id;
}

/** A customer's own entry, locked for the transaction; null when it is not theirs. */
export async function lockOwnEntry(tx: Db, companyId: number, customerId: number, id: number) {
  const [row] = await tx
    .select({ id: waitlistEntries.id, status: waitlistEntries.status })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.companyId, companyId),
        eq(waitlistEntries.customerId, customerId),
        eq(waitlistEntries.id, id),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Closes live entries (cancelled by their customer, expired past their last day). */
export async function closeEntries(
  tx: Db,
  p: { ids: readonly number[]; to: 'cancelled' | 'expired'; from: readonly string[]; now: Date },
): Promise<number[]> {
  if (p.ids.length === 0) return [];
  const rows = await tx
    .update(waitlistEntries)
    .set({ status: p.to, closedAt: p.now, updatedAt: p.now })
    .where(and(inArray(waitlistEntries.id, [...p.ids]), inArray(waitlistEntries.status, [...p.from])))
    .returning({ id: waitlistEntries.id });
  return rows.map((r) => r.id);
}

/**
 * Waiting entries (of every company) whose last day is before `beforeDay`: candidates for
 * expiry, with their shop's zone to decide (a local date is within a day of the UTC one).
 */
export async function waitingUntilBefore(db: Db, beforeDay: string) {
  return db
    .select({ id: waitlistEntries.id, untilDate: waitlistEntries.untilDate, timeZone: shops.timeZone })
    .from(waitlistEntries)
    .innerJoin(shops, eq(shops.id, waitlistEntries.shopId))
    .where(and(eq(waitlistEntries.status, 'waiting'), lt(waitlistEntries.untilDate, beforeDay)))
    .orderBy(asc(waitlistEntries.id));
}

const offerEmployees = alias(resources, 'offer_employee');

/**
 * Entries as answered (names in `lang`, the live offer), in the order `orderBy` says. `where`
 * filters waitlist_entries and must include the company.
 */
export async function entryViews(
  db: Db,
  p: { where: SQL | undefined; lang: DomainLang; orderBy: SQL[]; limit?: number },
): Promise<(WaitlistEntry & { customerId: number })[]> {
  const base = db
    .select({
      entry: waitlistEntries,
      shopName: shops.name,
      employeeName: resources.displayName,
      offer: {
        id: waitlistOffers.id,
        status: waitlistOffers.status,
        startsAt: waitlistOffers.startsAt,
        endsAt: waitlistOffers.endsAt,
        employeeId: waitlistOffers.employeeId,
        expiresAt: waitlistOffers.expiresAt,
        extendedAt: waitlistOffers.extendedAt,
        origin: waitlistOffers.origin,
      },
      offerEmployeeName: offerEmployees.displayName,
    })
    .from(waitlistEntries)
    .innerJoin(shops, eq(shops.id, waitlistEntries.shopId))
    .leftJoin(resources, eq(resources.id, waitlistEntries.employeeId))
    // At most one open offer per entry (waitlist_offers_open_entry_uq).
    .leftJoin(
      waitlistOffers,
      and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.status, 'open')),
    )
    .leftJoin(offerEmployees, eq(offerEmployees.id, waitlistOffers.employeeId))
    .where(p.where)
    .orderBy(...p.orderBy);
  const rows = p.limit === undefined ? await base : await base.limit(p.limit);
  const serviceIds = [...new Set(rows.flatMap((r) => r.entry.serviceIds))];
  const names = serviceIds.length
    ? await db
        .select({ id: articles.id, name: articles.name })
        .from(articles)
        .where(inArray(articles.id, serviceIds))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, localise(n.name, p.lang)]));
  return rows.map(({ entry, shopName, employeeName, offer, offerEmployeeName }) => ({
    id: entry.id,
    customerId: entry.customerId,
    shopId: entry.shopId,
    shopName,
    serviceIds: entry.serviceIds,
    serviceNames: entry.serviceIds.map((id) => nameOf.get(id) ?? ''),
    employeeId: entry.employeeId,
    employeeName: employeeName ?? null,
    weekdays: entry.weekdays,
    parts: entry.parts as DayPart[],
    fromDate: entry.fromDate,
    untilDate: entry.untilDate,
    status: entry.status as WaitlistEntry['status'],
    createdAt: entry.createdAt.toISOString(),
    offer:
      offer?.id == null
        ? null
        : {
            id: offer.id,
            status: offer.status as NonNullable<WaitlistEntry['offer']>['status'],
            startsAt: offer.startsAt.toISOString(),
            endsAt: offer.endsAt.toISOString(),
            employeeId: offer.employeeId,
            employeeName: offerEmployeeName ?? null,
            expiresAt: offer.expiresAt.toISOString(),
            extended: offer.extendedAt !== null,
            origin: offer.origin as 'auto' | 'staff',
          },
  }));
}

/** Live entries first (in queue order), then the closed ones, the latest first. */
export const LIVE_FIRST: SQL[] = [
  sql`case when ${waitlistEntries.status} in ('waiting', 'offered') then 0 else 1 end`,
  sql`case when ${waitlistEntries.status} in ('waiting', 'offered') then ${waitlistEntries.id} else -${waitlistEntries.id} end`,
];

export const entriesOfCustomer = (companyId: number, customerId: number) =>
  and(eq(waitlistEntries.companyId, companyId), eq(waitlistEntries.customerId, customerId));

export const entryById = (companyId: number, id: number) =>
  and(eq(waitlistEntries.companyId, companyId), eq(waitlistEntries.id, id));

/** The staff listing's filter: shops in scope, a shop, entries asking for a service, a status. */
export function staffEntryFilter(
  companyId: number,
  f: { scope: number[] | null; shopId?: number; serviceId?: number; status?: string },
): SQL | undefined {
  return and(
    eq(waitlistEntries.companyId, companyId),
    f.scope ? inArray(waitlistEntries.shopId, f.scope.length ? f.scope : [0]) : undefined,
    f.shopId === undefined ? undefined : eq(waitlistEntries.shopId, f.shopId),
    f.serviceId === undefined
      ? undefined
      : sql`${waitlistEntries.serviceIds} @> ${JSON.stringify([f.serviceId])}::jsonb`,
    f.status === undefined ? undefined : eq(waitlistEntries.status, f.status),
  );
}

/** The waiting entries of some shops, for their queue positions. */
export async function waitingQueue(db: Db, companyId: number, shopIds: readonly number[]) {
  if (shopIds.length === 0) return [];
  return db
    .select({
      id: waitlistEntries.id,
      shopId: waitlistEntries.shopId,
      serviceKey: waitlistEntries.serviceKey,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.companyId, companyId),
        inArray(waitlistEntries.shopId, [...shopIds]),
        eq(waitlistEntries.status, 'waiting'),
      ),
    );
}

/** Name, e-mail and phone of customers (their own profile: the first one). */
export async function customerCards(db: Db, companyId: number, ids: readonly number[]) {
  const out = new Map<number, { id: number; name: string; email: string; phone: string | null }>();
  if (ids.length === 0) return out;
  const rows = await db
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
    .where(and(eq(customers.companyId, companyId), inArray(customers.id, [...ids])))
    .orderBy(asc(customers.id), asc(profiles.id));
  for (const r of rows) {
    if (out.has(r.id)) continue;
    out.set(r.id, {
      id: r.id,
      name: [r.firstname, r.lastname].filter(Boolean).join(' ').trim(),
      email: r.email,
      phone: r.phone ?? r.profilePhone ?? null,
    });
  }
  return out;
}

const inScope = (column: typeof freedSlots.shopId | typeof waitlistOffers.shopId, scope: number[] | null) =>
  scope ? inArray(column, scope.length ? scope : [0]) : undefined;

/** Freed times of the company between two instants (with margin), with their shop's zone. */
export async function freedTimes(
  db: Db,
  p: { companyId: number; scope: number[] | null; shopId?: number; start: Date; end: Date },
) {
  return db
    .select({ freedAt: freedSlots.freedAt, refilledAt: freedSlots.refilledAt, timeZone: shops.timeZone })
    .from(freedSlots)
    .innerJoin(shops, eq(shops.id, freedSlots.shopId))
    .where(
      and(
        eq(freedSlots.companyId, p.companyId),
        inScope(freedSlots.shopId, p.scope),
        p.shopId === undefined ? undefined : eq(freedSlots.shopId, p.shopId),
        gte(freedSlots.freedAt, p.start),
        lt(freedSlots.freedAt, p.end),
      ),
    );
}

/** Offers made between two instants (with margin), with their shop's zone. */
export async function offersMade(
  db: Db,
  p: { companyId: number; scope: number[] | null; shopId?: number; start: Date; end: Date },
) {
  return db
    .select({ status: waitlistOffers.status, createdAt: waitlistOffers.createdAt, timeZone: shops.timeZone })
    .from(waitlistOffers)
    .innerJoin(shops, eq(shops.id, waitlistOffers.shopId))
    .where(
      and(
        eq(waitlistOffers.companyId, p.companyId),
        inScope(waitlistOffers.shopId, p.scope),
        p.shopId === undefined ? undefined : eq(waitlistOffers.shopId, p.shopId),
        gte(waitlistOffers.createdAt, p.start),
        lt(waitlistOffers.createdAt, p.end),
      ),
    )
    .orderBy(desc(waitlistOffers.id));
}

/** How many entries wait now. */
export async function waitingCount(
  db: Db,
  p: { companyId: number; scope: number[] | null; shopId?: number },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.companyId, p.companyId),
        p.scope ? inArray(waitlistEntries.shopId, p.scope.length ? p.scope : [0]) : undefined,
        p.shopId === undefined ? undefined : eq(waitlistEntries.shopId, p.shopId),
        eq(waitlistEntries.status, 'waiting'),
      ),
    );
  return Number(row?.n ?? 0);
}

/** At most this many freed times are looked at again for a new entry: the soonest. */
const OPEN_FREED_LIMIT = 50;

/** A shop's freed times still to come and not refilled, soonest first. */
export async function openFreedSlots(
  db: Db,
  p: { companyId: number; shopId: number; now: Date },
): Promise<number[]> {
  const rows = await db
    .select({ id: freedSlots.id })
    .from(freedSlots)
    .where(
      and(
        eq(freedSlots.companyId, p.companyId),
        eq(freedSlots.shopId, p.shopId),
        isNull(freedSlots.refilledAt),
        gt(freedSlots.endsAt, p.now),
      ),
    )
    .orderBy(asc(freedSlots.startsAt), asc(freedSlots.id))
    .limit(OPEN_FREED_LIMIT);
  return rows.map((r) => r.id);
}
