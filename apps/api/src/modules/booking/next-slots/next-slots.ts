import type { NextSlot } from '@eclat/contracts';
import { computeAvailability, earliestSlot, firstFreeSlot, localDay, type NextFreeSlot } from '@eclat/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, shopArticles, shops } from '../../../db/schema.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { loadBookingContext } from '../appointments/repository.ts';
import { appointmentSettings } from '../appointments/settings.ts';

/** How far a card looks for a free time: the booking page's first paint looks as far (4 weeks). */
export const LOOK_AHEAD_WEEKS = 4;
const DAY_MS = 86_400_000;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** One shop's next free start per service it offers online, and its zone. */
export type ShopNextSlots = { shopId: number; timeZone: string; byService: Map<number, NextFreeSlot | null> };

/**
 * The next free start of every service a shop offers online (published, with a duration, not an
 * upsell-only add-on), from the availability engine: one context load per week looked at (busy
 * times, closed days), every service computed from it in memory, weeks looked at until each
 * service has its slot or four weeks have passed. Null for a shop of another company.
 */
export async function shopNextSlots(
  db: Db,
  company: CompanyRow,
  shopId: number,
  now: Date,
): Promise<ShopNextSlots | null> {
  const shop = (
    await db
      .select({ timeZone: shops.timeZone, bookerActive: shops.bookerActive })
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.companyId, company.id)))
      .limit(1)
  )[0];
  if (!shop) return null;
  const offered = await db
    .select({ id: articles.id })
    .from(articles)
    .innerJoin(shopArticles, and(eq(shopArticles.articleId, articles.id), eq(shopArticles.shopId, shopId)))
    .where(
      and(
        eq(articles.companyId, company.id),
        inArray(articles.type, [1, 4]),
        eq(articles.draft, false),
        eq(articles.upsellOnly, false),
        isNotNull(articles.durationMinutes),
      ),
    );
  const byService = new Map<number, NextFreeSlot | null>(offered.map((s) => [s.id, null]));
  if (!shop.bookerActive || offered.length === 0) return { shopId, timeZone: shop.timeZone, byService };

  const settings = appointmentSettings(company);
  let pending = offered.map((s) => s.id).filter((id) => byService.get(id) === null);
  let from = localDay(now.getTime(), shop.timeZone);
  for (let week = 0; week < LOOK_AHEAD_WEEKS && pending.length > 0; week++) {
    const to = addDays(from, 6);
    const context = await loadBookingContext(db, {
      companyId: company.id,
      shopId,
      serviceIds: pending,
      from,
      to,
      now,
    });
    if (!context) break;
    for (const service of context.input.services) {
      const availability = computeAvailability({
        ...context.input,
        services: [service],
        useCabins: context.input.useCabins && settings.useCabinManagement,
        checkEquipments: settings.equipments.type,
        from,
        to,
        now,
        minNoticeMinutes: settings.minNoticeMinutes,
        slotMinutes: settings.cuttingHours,
      });
      byService.set(service.id, firstFreeSlot(availability.days));
    }
    // A service nobody in the shop performs never gets a slot: do not look further for it.
    const performed = (id: number) => context.input.employees.some((e) => e.serviceIds.includes(id));
    pending = pending.filter((id) => byService.get(id) === null && performed(id));
    from = addDays(to, 1);
  }
  return { shopId, timeZone: shop.timeZone, byService };
}

/** The answer's rows: per shop its soonest, or per requested service the shop offers its own. */
export function nextSlotRows(shop: ShopNextSlots, serviceIds: readonly number[] | undefined): NextSlot[] {
  const row = (serviceId: number | null, slot: NextFreeSlot | null | undefined): NextSlot => ({
    shopId: shop.shopId,
    serviceId,
    start: slot?.start ?? null,
    timeZone: shop.timeZone,
  });
  if (!serviceIds) return [row(null, earliestSlot([...shop.byService.values()]))];
  return serviceIds.filter((id) => shop.byService.has(id)).map((id) => row(id, shop.byService.get(id)));
}
