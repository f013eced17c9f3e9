import type { AvailabilityAnswerSchema, AvailabilityQuerySchema, Booker } from '@eclat/contracts';
import {
  applyGiftLimit,
  availabilityStillHolds,
  computeAvailability,
  daysBetween,
  earliestStart,
  firstSlotStart,
  giftLimitReachedDays,
  MAX_AVAILABILITY_DAYS,
} from '@eclat/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/cache/cache.ts';
import { KeptAnswers } from '../../../platform/cache/kept-answers.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { giftBookingsPerDay } from './gift-limit.ts';
import {
  type BusyTimeText,
  bookingContextOf,
  busyTimeOf,
  loadBusyTimeText,
  loadShopStatics,
  type ShopStatics,
} from './repository.ts';
import { appointmentSettings } from './settings.ts';

export type AvailabilityAnswer = z.output<typeof AvailabilityAnswerSchema>;
type AvailabilityQuery = z.output<typeof AvailabilityQuerySchema>;

/**
 * The shop's statics (ADR 0029): kept in the company's read cache when there is one — dropped by
 * any staff write of the company (hours, collaborators, services, the shop), here at once and in
 * the other processes through the bus, and after COMPANY_CACHE_SECONDS at the latest.
 */
export function shopStatics(
  db: Db,
  companyId: number,
  shopId: number,
  cache?: CatalogueCache,
): Promise<ShopStatics | null> {
  const load = () => loadShopStatics(db, companyId, shopId);
  return cache ? cache.get(companyId, `booking-statics:${shopId}`, load) : load();
}

/** Everything an answer is made of, read for one request. */
export type AvailabilityInputs = {
  statics: ShopStatics;
  serviceIds: number[];
  text: BusyTimeText;
  settings: Booker['appointment'];
  giftLimitReached: string[];
};

/** Reads what the answer to `q` is made of: the statics (kept or not), the busy time, the gift days. */
async function readInputs(
  db: Db,
  company: CompanyRow,
  q: AvailabilityQuery,
  now: Date,
  exceptOrderId: number | undefined,
  cache: CatalogueCache | undefined,
): Promise<AvailabilityInputs> {
  if (q.end < q.start) throw new HttpError(400, 'end is before start');
  if (daysBetween(q.start, q.end).length > MAX_AVAILABILITY_DAYS) {
    throw new HttpError(400, `at most ${MAX_AVAILABILITY_DAYS} days per request`);
  }
  const serviceIds = q.serviceids ?? (q.serviceid ? [q.serviceid] : []);
  const statics = await shopStatics(db, company.id, q.shopid, cache);
  if (!statics || serviceIds.some((id) => !statics.services.get(id)?.durationMinutes)) {
    throw new HttpError(404, 'shop or service not found');
  }
  // Read on every request, never kept: a booking, a cancellation, an expired hold or a closed day
  // shows on the very next read, whichever process made it.
  const text = await loadBusyTimeText(db, {
    companyId: company.id,
    shopId: q.shopid,
    from: q.start,
    to: q.end,
    now,
    exceptOrderId,
  });
  const settings = appointmentSettings(company);
  const giftLimitReached =
    q.checkGiftLimit && settings.giftLimitPerDay !== null
      ? giftLimitReachedDays(
          await giftBookingsPerDay(db, {
            companyId: company.id,
            shopId: q.shopid,
            timeZone: statics.shop.timeZone,
            from: q.start,
            to: q.end,
          }),
          settings.giftLimitPerDay,
        )
      : [];
  return { statics, serviceIds, text, settings, giftLimitReached };
}

/** The answer of the inputs, and the first slot the engine offered (before any gift limit). */
function answerOf(
  inputs: AvailabilityInputs,
  q: AvailabilityQuery,
  now: Date,
): { answer: AvailabilityAnswer; firstSlot: number | null } {
  const { statics, serviceIds, settings, giftLimitReached } = inputs;
  const context = bookingContextOf(statics, serviceIds, busyTimeOf(inputs.text));
  if (!context) throw new HttpError(404, 'shop or service not found');
  const availability = computeAvailability({
    ...context.input,
    // Mode 2: only the chosen collaborator counts (ADR 0008).
    employees:
      q.mode === '2' ? context.input.employees.filter((e) => e.id === q.employeeid) : context.input.employees,
    employeeChoice: q.employeeids,
    useCabins: context.input.useCabins && settings.useCabinManagement,
    checkEquipments: q.checkEquipments || settings.equipments.type,
    from: q.start,
    to: q.end,
    now,
    minNoticeMinutes: settings.minNoticeMinutes,
    slotMinutes: settings.cuttingHours,
  });
  // A shop with online booking off shows its days but offers no slot (spec §2).
  const data = context.shop.bookerActive
    ? applyGiftLimit(availability.days, giftLimitReached)
    : availability.days.map((d) => ({ ...d, slots: [] }));
  return {
    answer: {
      appointments: {
        data,
        servicesNeedingEquipment: availability.servicesNeedingEquipment,
        giftLimitReached,
      },
    },
    firstSlot: firstSlotStart(availability.days),
  };
}

/**
 * The free slots per day of GET /api/appointments, also what a manage link offers for a move.
 * `exceptOrderId`: a booking order being moved, whose own time counts as free — the caller has
 * checked that it may see that order. `cache`: where the shop's statics are kept (the company's
 * read cache); the busy time is read from the database on every call, so a booking, a
 * cancellation or an expired hold shows on the very next read.
 */
export async function availabilityAnswer(
  db: Db,
  company: CompanyRow,
  q: AvailabilityQuery,
  now: Date,
  exceptOrderId?: number,
  cache?: CatalogueCache,
): Promise<AvailabilityAnswer> {
  const inputs = await readInputs(db, company, q, now, exceptOrderId, cache);
  return answerOf(inputs, q, now).answer;
}

/**
 * What an answer already written was made of (ADR 0029). It is the answer again for the same
 * statics object (the very one: a staff write or the cache's time bound replaces it), the same
 * query (its key) and settings, the same busy-time texts read now from the database, the same
 * gift days — and a clock that has not passed its first slot (availabilityStillHolds).
 */
type Written = {
  statics: ShopStatics;
  settings: Booker['appointment'];
  text: BusyTimeText;
  giftLimitReached: string;
  earliest: number;
  firstSlot: number | null;
};

/**
 * Availability answers already written, per API process: within their bounds (500 answers,
 * 32 MB) a busy booking page — the same month of the same service asked again and again until
 * something changes — costs its database call and a comparison instead of the engine's work and
 * the serialisation of tens of kilobytes.
 */
export class WrittenAnswers {
  readonly #kept: KeptAnswers<Written>;

  constructor(options: { maxEntries?: number; maxBytes?: number } = {}) {
    this.#kept = new KeptAnswers(options);
  }

  get size(): number {
    return this.#kept.size;
  }

  get bytes(): number {
    return this.#kept.bytes;
  }

  /** The answer kept for `key` when it was written from these very inputs, else null. */
  find(key: string, inputs: AvailabilityInputs, earliest: number): Buffer | null {
    const kept = this.#kept.get(key);
    const then = kept?.inputs;
    if (
      !kept ||
      !then ||
      then.statics !== inputs.statics ||
      then.settings !== inputs.settings ||
      then.text.busy !== inputs.text.busy ||
      then.text.closed !== inputs.text.closed ||
      then.text.opened !== inputs.text.opened ||
      then.giftLimitReached !== inputs.giftLimitReached.join(',') ||
      !availabilityStillHolds({
        earliestThen: then.earliest,
        earliestNow: earliest,
        firstSlotStart: then.firstSlot,
      })
    ) {
      return null;
    }
    return kept.bytes;
  }

  keep(key: string, written: Written, bytes: Buffer): void {
    const { busy, closed, opened } = written.text;
    this.#kept.keep(key, written, bytes, busy.length + closed.length + opened.length);
  }
}

/**
 * GET /api/appointments as bytes: the answer written once, or again when its inputs are the ones
 * it was written from (WrittenAnswers). Everything that may change is read first, every time.
 */
export async function availabilityBytesOf(
  db: Db,
  company: CompanyRow,
  q: AvailabilityQuery,
  now: Date,
  exceptOrderId: number | undefined,
  cache: CatalogueCache | undefined,
  written: WrittenAnswers,
): Promise<Buffer> {
  const inputs = await readInputs(db, company, q, now, exceptOrderId, cache);
  // Statics loaded afresh for every request (no kept reads) never match an answer written before.
  if (!cache?.enabled) return availabilityBytes(answerOf(inputs, q, now).answer);
  const earliest = earliestStart(now, inputs.settings.minNoticeMinutes);
  const key = [
    company.id,
    q.shopid,
    inputs.serviceIds.join(','),
    q.start,
    q.end,
    q.mode,
    q.employeeid ?? '',
    q.employeeids?.join(',') ?? '',
    q.checkEquipments,
    q.checkGiftLimit,
    exceptOrderId ?? '',
  ].join('|');
  const kept = written.find(key, inputs, earliest);
  if (kept) return kept;
  const { answer, firstSlot } = answerOf(inputs, q, now);
  const bytes = availabilityBytes(answer);
  written.keep(
    key,
    {
      statics: inputs.statics,
      settings: inputs.settings,
      text: inputs.text,
      giftLimitReached: inputs.giftLimitReached.join(','),
      earliest,
      firstSlot,
    },
    bytes,
  );
  return bytes;
}

/** The answer's JSON as bytes: one JSON.stringify, the answer being built to its schema. */
export function availabilityBytes(answer: AvailabilityAnswer): Buffer {
  return Buffer.from(JSON.stringify(answer));
}
