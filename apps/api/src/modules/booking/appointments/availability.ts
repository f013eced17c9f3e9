import type { AvailabilityAnswerSchema, AvailabilityQuerySchema } from '@eclat/contracts';
import {
  applyGiftLimit,
  computeAvailability,
  daysBetween,
  giftLimitReachedDays,
  MAX_AVAILABILITY_DAYS,
} from '@eclat/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { giftBookingsPerDay } from './gift-limit.ts';
import { loadBookingContext } from './repository.ts';
import { appointmentSettings } from './settings.ts';

export type AvailabilityAnswer = z.output<typeof AvailabilityAnswerSchema>;

/**
 * The free slots per day of GET /api/appointments, also what a manage link offers for a move.
 * `exceptOrderId`: a booking order being moved, whose own time counts as free — the caller has
 * checked that it may see that order.
 */
export async function availabilityAnswer(
  db: Db,
  company: CompanyRow,
  q: z.output<typeof AvailabilityQuerySchema>,
  now: Date,
  exceptOrderId?: number,
): Promise<AvailabilityAnswer> {
  if (q.end < q.start) throw new HttpError(400, 'end is before start');
  if (daysBetween(q.start, q.end).length > MAX_AVAILABILITY_DAYS) {
    throw new HttpError(400, `at most ${MAX_AVAILABILITY_DAYS} days per request`);
  }
  const serviceIds = q.serviceids ?? (q.serviceid ? [q.serviceid] : []);
  const context = await loadBookingContext(db, {
    companyId: company.id,
    shopId: q.shopid,
    serviceIds,
    from: q.start,
    to: q.end,
    now,
    exceptOrderId,
  });
  if (!context) throw new HttpError(404, 'shop or service not found');
  const settings = appointmentSettings(company);
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
  const giftLimitReached =
    q.checkGiftLimit && settings.giftLimitPerDay !== null
      ? giftLimitReachedDays(
          await giftBookingsPerDay(db, {
            companyId: company.id,
            shopId: q.shopid,
            timeZone: context.shop.timeZone,
            from: q.start,
            to: q.end,
          }),
          settings.giftLimitPerDay,
        )
      : [];
  // A shop with online booking off shows its days but offers no slot (spec §2).
  const data = context.shop.bookerActive
    ? applyGiftLimit(availability.days, giftLimitReached)
    : availability.days.map((d) => ({ ...d, slots: [] }));
  return {
    appointments: {
      data,
      servicesNeedingEquipment: availability.servicesNeedingEquipment,
      giftLimitReached,
    },
  };
}
