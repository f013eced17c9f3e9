// What the freed-times hook reads and writes: the company's waitlist switch, whether a shop has
// anyone waiting, the freed_slots rows, and the offers whose held booking was paid.
import { DEFAULT_BOOKER, mergeSettings } from '@eclat/domain';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  companies,
  freedSlots,
  resources,
  shops,
  waitlistEntries,
  waitlistOffers,
} from '../../../db/schema.ts';

/** The company's waitlist settings with their defaults, or null when the company is gone. */
export async function waitlistSettingsOf(tx: Db, companyId: number) {
  const [row] = await tx
    .select({ booker: companies.booker })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ? mergeSettings(DEFAULT_BOOKER, row.booker).appointment.waitlist : null;
}

/** Shops of the company (among `shopIds`) with an entry waiting or offered. */
export async function shopsWithLiveEntries(
  tx: Db,
  companyId: number,
  shopIds: readonly number[],
): Promise<Set<number>> {
  if (shopIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ shopId: waitlistEntries.shopId })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.companyId, companyId),
        inArray(waitlistEntries.shopId, [...shopIds]),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    );
  return new Set(rows.map((r) => r.shopId));
}

/** The last day anyone waiting or offered in the shop still wants (their latest until date), or null. */
export async function lastWantedDay(tx: Db, companyId: number, shopId: number): Promise<string | null> {
  const [row] = await tx
    .select({ day: max(waitlistEntries.untilDate) })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.companyId, companyId),
        eq(waitlistEntries.shopId, shopId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    );
  return row?.day ?? null;
}

/** The offers (any status) whose held booking is one of these orders, with the time they offered. */
export async function offersOfOrders(tx: Db, companyId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      id: waitlistOffers.id,
      entryId: waitlistOffers.entryId,
      bookingOrderId: waitlistOffers.bookingOrderId,
      status: waitlistOffers.status,
      freedSlotId: waitlistOffers.freedSlotId,
      shopId: waitlistOffers.shopId,
    })
    .from(waitlistOffers)
    .where(
      and(eq(waitlistOffers.companyId, companyId), inArray(waitlistOffers.bookingOrderId, [...orderIds])),
    );
}

export async function insertFreedSlot(
  tx: Db,
  values: typeof freedSlots.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await tx.insert(freedSlots).values(values).returning({ id: freedSlots.id });
  if (!row) throw new Error('freed slot not recorded');
  return row;
}

/**
 * An open offer whose held booking got confirmed (its payment went through) is accepted: the
 * entry is booked and the freed time it came from refilled.
 */
export async function acceptOfferOf(
  tx: Db,
  offer: { id: number; entryId: number; freedSlotId: number | null },
  now: Date,
): Promise<void> {
  const moved = await tx
    .update(waitlistOffers)
    .set({ status: 'accepted', respondedAt: now })
    .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.status, 'open')))
    .returning({ id: waitlistOffers.id });
  if (moved.length === 0) return;
  await tx
    .update(waitlistEntries)
    .set({ status: 'booked', closedAt: now, updatedAt: now })
    .where(eq(waitlistEntries.id, offer.entryId));
  if (offer.freedSlotId !== null)
    await tx
      .update(freedSlots)
      .set({ refilledAt: now, refilledByOfferId: offer.id })
      .where(eq(freedSlots.id, offer.freedSlotId));
}

/**
 * An open offer whose hold went another way (the hold sweeper expired it first, staff cancelled
 * it) is over: expired, and its entry waits again.
 */
export async function expireOfferOf(
  tx: Db,
  offer: { id: number; entryId: number },
  now: Date,
): Promise<void> {
  const moved = await tx
    .update(waitlistOffers)
    .set({ status: 'expired', respondedAt: now })
    .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.status, 'open')))
    .returning({ id: waitlistOffers.id });
  if (moved.length === 0) return;
  await tx
    .update(waitlistEntries)
    .set({ status: 'waiting', updatedAt: now })
    .where(and(eq(waitlistEntries.id, offer.entryId), eq(waitlistEntries.status, 'offered')));
}

/** The company's shops (or the one) with their time zones. */
export async function shopZones(
  tx: Db,
  companyId: number,
  shopId: number | null,
): Promise<{ id: number; timeZone: string }[]> {
  return tx
    .select({ id: shops.id, timeZone: shops.timeZone })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), shopId === null ? undefined : eq(shops.id, shopId)));
}

/** The shop a collaborator works in. */
export async function resourceShop(tx: Db, companyId: number, resourceId: number): Promise<number | null> {
  const [row] = await tx
    .select({ shopId: resources.shopId })
    .from(resources)
    .where(and(eq(resources.companyId, companyId), eq(resources.id, resourceId)))
    .limit(1);
  return row?.shopId ?? null;
}
