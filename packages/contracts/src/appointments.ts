import { z } from 'zod';

const LocalDate = z.iso.date();
const Flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const IdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'comma-separated ids')
  .transform((v) => v.split(',').map(Number));

/**
 * GET /api/appointments (spec §7). Either `serviceid` or `serviceids` (several services booked
 * back to back). Modes (ADR 0008): '1' any collaborator, '2' one chosen collaborator (employeeid).
 */
export const AvailabilityQuerySchema = z
  .object({
    shopid: z.coerce.number().int().positive(),
    serviceid: z.coerce.number().int().positive().optional(),
    serviceids: IdList.optional(),
    start: LocalDate,
    end: LocalDate,
    mode: z.enum(['1', '2']).default('1'),
    employeeid: z.coerce.number().int().positive().optional(),
    checkEquipments: Flag,
    /** Hide the days that reached the company's daily gift-voucher limit (ADR 0008). */
    checkGiftLimit: Flag,
  })
  .refine((q) => q.serviceid !== undefined || q.serviceids !== undefined, {
    message: 'param manquants',
    path: ['serviceid'],
  })
  .refine((q) => q.mode === '1' || q.employeeid !== undefined, {
    message: "mode '2' needs employeeid",
    path: ['employeeid'],
  });

export const PersonSchema = z.object({ id: z.number(), displayName: z.string(), visible: z.boolean() });

export const SlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  day: z.string(),
  shopStatus: z.literal('open'),
  /** Ids of the day's employees and cabins. */
  freeEmployees: z.array(z.number()),
  busyEmployees: z.array(z.number()),
  freeCabins: z.array(z.number()),
  busyCabins: z.array(z.number()),
});

export const AvailabilityAnswerSchema = z.object({
  appointments: z.object({
    data: z.array(
      z.object({
        day: z.string(),
        shopStatus: z.enum(['open', 'close']),
        slots: z.array(SlotSchema),
        employees: z.array(PersonSchema),
        cabins: z.array(PersonSchema),
      }),
    ),
    servicesNeedingEquipment: z.array(z.number()),
    /** Days without slots because their gift-voucher bookings reached the limit (checkGiftLimit). */
    giftLimitReached: z.array(z.string()),
  }),
});

/** POST /api/appointments: the spec's myAppointment. */
export const BookingRequestSchema = z.object({
  shopId: z.number().int().positive(),
  serviceIds: z.array(z.number().int().positive()).min(1).max(10),
  start: z.iso.datetime({ offset: true }),
  /** null or absent: any collaborator (mode 1). */
  employeeId: z.number().int().positive().nullable().optional(),
  customMessage: z.string().max(1000).optional(),
  /** Staff booking for a customer (by phone); customers book for themselves. */
  customerId: z.number().int().positive().optional(),
});

export const BookedAppointmentSchema = z.object({
  id: z.number(),
  serviceId: z.number(),
  employee: PersonSchema.nullable(),
  cabinId: z.number().nullable(),
  start: z.string(),
  end: z.string(),
  status: z.string(),
  price: z.number(),
});

export const BookingAnswerSchema = z.object({
  order: z.object({
    id: z.number(),
    status: z.string(),
    total: z.number(),
    currency: z.string(),
    expiresAt: z.string().nullable(),
    shopId: z.number(),
  }),
  appointments: z.array(BookedAppointmentSchema),
});
export type BookingAnswer = z.infer<typeof BookingAnswerSchema>;
