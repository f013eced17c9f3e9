// The `waitlist-match` job (issue 21): a freed time is walked through the shop's waiting entries
// in queue order; each entry whose services fit somewhere in the freed interval, on a time its
// wish accepts, gets an offer of the earliest such time — as found by the booking's own
// availability engine, so what is offered is what the customer could have booked. Once a time is
// offered its hold makes it busy, so the walk goes on with what is left (a long freed time may
// serve two short wishes). Entries that were already offered this freed time (and declined or let
// it go) are skipped: a declined offer frees the time again and the next entry gets it.
import { computeAvailability, localDay, queueOrder, wishAccepts, wishIsOver } from '@eclat/domain';
import type { Db } from '../../../../db/client.ts';
import type { JobDefinition } from '../../../../platform/jobs/worker.ts';
import type { MessageKeys } from '../../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../../platform/tenant/companies.ts';
import { loadBookingContext, shopTimeZone } from '../../appointments/repository.ts';
import { appointmentSettings } from '../../appointments/settings.ts';
import type { WaitlistMatchPayload } from '../../freed-times/record.ts';
import { companyById } from '../../reminders/repository.ts';
import { createOffer, waitlistSettings } from './create.ts';
import {
  type EntryRow,
  entriesOfferedFreedSlot,
  type FreedSlotRow,
  loadFreedSlot,
  lockShopMatching,
  lockWaitingEntry,
  type OfferRow,
  waitingEntries,
} from './repository.ts';

type OfferableTime = { start: Date; employeeId: number | null };

/**
 * The times an entry could book that overlap `interval` on its day and that its wish accepts,
 * those starting inside it first. The availability engine's rules (hours, absences, notice, cabins, equipment, what is
 * taken — including other offers' holds) apply as for a customer.
 */
export async function offerableTimes(
  tx: Db,
  company: CompanyRow,
  entry: EntryRow,
  interval: { start: Date; end: Date },
  timeZone: string,
  now: Date,
): Promise<OfferableTime[]> {
  // A freed time is usually within a day; a removed absence may span several (at most a month looked at).
  const from = localDay(Math.max(interval.start.getTime(), now.getTime()), timeZone);
  const last = localDay(Math.min(interval.end.getTime() - 1, now.getTime() + 31 * 86_400_000), timeZone);
  const [, to = from] = [from, last].sort();
  const context = await loadBookingContext(tx, {
    companyId: company.id,
    shopId: entry.shopId,
    serviceIds: entry.serviceIds,
    from,
    to,
    now,
  });
  if (!context?.shop.bookerActive) return [];
  const settings = appointmentSettings(company);
  const availability = computeAvailability({
    ...context.input,
    useCabins: context.input.useCabins && settings.useCabinManagement,
    checkEquipments: settings.equipments.type,
    from,
    to,
    now,
    minNoticeMinutes: settings.minNoticeMinutes,
    slotMinutes: settings.cuttingHours,
    employeeChoice: entry.serviceIds.map(() => entry.employeeId),
  });
  const wish = {
    weekdays: entry.weekdays,
    parts: entry.parts,
    fromDate: entry.fromDate,
    untilDate: entry.untilDate,
    employeeId: entry.employeeId,
  };
  const out: OfferableTime[] = [];
  for (const slot of availability.days.flatMap((d) => d.slots)) {
    const start = new Date(slot.start);
    const end = new Date(slot.end);
    if (start >= interval.end || end <= interval.start) continue;
    // The availability was asked for the entry's collaborator (or anyone), so the person suits.
    if (!wishAccepts(wish, { startMs: start.getTime(), employeeId: entry.employeeId }, timeZone)) continue;
    out.push({ start, employeeId: entry.employeeId });
  }
  // The freed time itself first: a time starting inside it, earliest first; then those that only
  // overlap it from before (the collaborator was already free just before).
  const inside = (t: OfferableTime) => (t.start >= interval.start ? 0 : 1);
  return out.sort((a, b) => inside(a) - inside(b) || a.start.getTime() - b.start.getTime());
}

/** Whether an error is the booking's "slot taken" (the time went meanwhile). */
const isSlotTaken = (error: unknown) =>
  error instanceof Error && (error as { type?: string }).type === 'slot_taken';

/** Matches one freed time; answers the offers made. */
export async function matchFreedSlot(
  tx: Db,
  keys: MessageKeys,
  company: CompanyRow,
  freed: FreedSlotRow,
  now: Date,
): Promise<OfferRow[]> {
  if (!waitlistSettings(company).enabled) return [];
  if (freed.endsAt.getTime() <= now.getTime()) return [];
  await lockShopMatching(tx, freed.shopId);
  const timeZone = await shopTimeZone(tx, company.id, freed.shopId);
  if (!timeZone) return [];
  const skip = await entriesOfferedFreedSlot(tx, freed.id);
  const offers: OfferRow[] = [];
  for (const candidate of queueOrder(await waitingEntries(tx, company.id, freed.shopId))) {
    if (skip.has(candidate.id) || wishIsOver(candidate, now.getTime(), timeZone)) continue;
    const entry = await lockWaitingEntry(tx, company.id, candidate.id);
    if (!entry) continue;
    const times = await offerableTimes(
      tx,
      company,
      entry,
      { start: freed.startsAt, end: freed.endsAt },
      timeZone,
      now,
    );
    for (const time of times) {
      try {
        offers.push(
          await createOffer(tx, keys, company, entry, time, {
            origin: 'auto',
            freedSlotId: freed.id,
            offeredById: null,
            now,
          }),
        );
        break;
      } catch (error) {
        if (!isSlotTaken(error)) throw error;
      }
    }
  }
  return offers;
}

/** The job: runs in its own transaction with the job's "done" (an offer is made once). */
export function waitlistMatchJob(keys: MessageKeys): JobDefinition {
  return {
    run: async (tx, { job, payload, now }) => {
      const { freedSlotId } = payload as WaitlistMatchPayload;
      const companyId = job.companyId;
      if (companyId === null || typeof freedSlotId !== 'number')
        throw new Error('match without its freed time');
      const company = await companyById(tx, companyId);
      const freed = company ? await loadFreedSlot(tx, companyId, freedSlotId) : null;
      if (!company || !freed) return 'gone';
      const offers = await matchFreedSlot(tx, keys, company, freed, now);
      return `${offers.length} offer(s)`;
    },
  };
}
