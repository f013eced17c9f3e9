// The offer engine's reads and writes (issue 21): waiting entries in queue order, offers, the
// freed times they come from, and the held booking order's deadline.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import {
  appointments,
  bookingOrders,
  freedSlots,
  resources,
  waitlistEntries,
  waitlistOffers,
} from '../../../../db/schema.ts';

export type EntryRow = typeof waitlistEntries.$inferSelect;
export type OfferRow = typeof waitlistOffers.$inferSelect;
export type FreedSlotRow = typeof freedSlots.$inferSelect;

/**
 * Matching in one shop takes turns (a transaction-scoped advisory lock): two processes matching
 * two freed times of the shop at once would otherwise offer both to the same first entry. The
 * single-key form never meets the booking's (company, day) two-key locks.
 */
export async function lockShopMatching(tx: Db, shopId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${21n * 2n ** 40n + BigInt(shopId)})`);
}

export async function loadFreedSlot(tx: Db, companyId: number, id: number): Promise<FreedSlotRow | null> {
  const [row] = await tx
    .select()
    .from(freedSlots)
    .where(and(eq(freedSlots.companyId, companyId), eq(freedSlots.id, id)))
    .limit(1);
  return row ?? null;
}

/** The shop's waiting entries, in queue order. */
export function waitingEntries(tx: Db, companyId: number, shopId: number): Promise<EntryRow[]> {
  return tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.companyId, companyId),
        eq(waitlistEntries.shopId, shopId),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .orderBy(asc(waitlistEntries.id));
}

/** Entries already offered this freed time (whatever they answered): not offered it again. */
export async function entriesOfferedFreedSlot(tx: Db, freedSlotId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ entryId: waitlistOffers.entryId })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.freedSlotId, freedSlotId));
  return new Set(rows.map((r) => r.entryId));
}

/** The entry, locked, when it is still waiting (another process may have offered it meanwhile). */
export async function lockWaitingEntry(tx: Db, companyId: number, id: number): Promise<EntryRow | null> {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.companyId, companyId), eq(waitlistEntries.id, id)))
    .for('update')
    .limit(1);
  return row?.status === 'waiting' ? row : null;
}

export async function loadEntry(tx: Db, companyId: number, id: number): Promise<EntryRow | null> {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.companyId, companyId), eq(waitlistEntries.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertOffer(tx: Db, values: typeof waitlistOffers.$inferInsert): Promise<OfferRow> {
  const [row] = await tx.insert(waitlistOffers).values(values).returning();
  if (!row) throw new Error('offer not created');
  return row;
}

export async function setEntryStatus(
  tx: Db,
  id: number,
  status: 'waiting' | 'offered' | 'booked',
  now: Date,
): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status, updatedAt: now, closedAt: status === 'booked' ? now : null })
    .where(eq(waitlistEntries.id, id));
}

/** The offer, locked (its answer, its expiry and its extension take turns). */
export async function lockOffer(tx: Db, companyId: number, id: number): Promise<OfferRow | null> {
  const [row] = await tx
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.companyId, companyId), eq(waitlistOffers.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function loadOffer(tx: Db, companyId: number, id: number): Promise<OfferRow | null> {
  const [row] = await tx
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.companyId, companyId), eq(waitlistOffers.id, id)))
    .limit(1);
  return row ?? null;
}

/** Closes an open offer (answers whether it was still open). */
export async function closeOffer(
  tx: Db,
  id: number,
  status: 'declined' | 'expired' | 'withdrawn' | 'accepted',
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(waitlistOffers)
    .set({ status, respondedAt: now })
    .where(and(eq(waitlistOffers.id, id), eq(waitlistOffers.status, 'open')))
    .returning({ id: waitlistOffers.id });
  return rows.length > 0;
}

export async function setOfferDeadline(tx: Db, id: number, expiresAt: Date, now: Date): Promise<void> {
  await tx.update(waitlistOffers).set({ expiresAt, extendedAt: now }).where(eq(waitlistOffers.id, id));
}

/** The held booking order waits as long as its offer. */
export async function setOrderDeadline(tx: Db, orderId: number, expiresAt: Date, now: Date): Promise<void> {
  await tx
    .update(bookingOrders)
    .set({ expiresAt, updatedAt: now })
    .where(and(eq(bookingOrders.id, orderId), eq(bookingOrders.status, 'pending')));
}

export async function confirmOrder(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx
    .update(bookingOrders)
    .set({ status: 'confirmed', expiresAt: null, updatedAt: now })
    .where(and(eq(bookingOrders.id, orderId), eq(bookingOrders.status, 'pending')));
}

export async function loadOrder(tx: Db, companyId: number, orderId: number) {
  const [row] = await tx
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.id, orderId)))
    .limit(1);
  return row ?? null;
}

/** The order's appointments' statuses and hold ends. */
export function orderAppointments(tx: Db, companyId: number, orderId: number) {
  return tx
    .select({ id: appointments.id, status: appointments.status, holdExpiresAt: appointments.holdExpiresAt })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), eq(appointments.bookingOrderId, orderId)));
}

/** The open offers of an entry. */
export function openOffersOfEntry(tx: Db, companyId: number, entryId: number): Promise<OfferRow[]> {
  return tx
    .select()
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.companyId, companyId),
        eq(waitlistOffers.entryId, entryId),
        eq(waitlistOffers.status, 'open'),
      ),
    );
}

export async function personName(tx: Db, companyId: number, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ name: resources.displayName })
    .from(resources)
    .where(and(eq(resources.companyId, companyId), eq(resources.id, id)))
    .limit(1);
  return row?.name ?? null;
}
