import { z } from 'zod';
import { PolicySnapshotSchema } from './booking-policy.ts';
import { ID_LIST_MESSAGE, IdParamSchema, IdSchema, isIdList } from './ids.ts';

const LocalDate = z.iso.date();
const Flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const IdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'comma-separated ids')
  .transform((v) => v.split(',').map(Number))
  .refine(isIdList, ID_LIST_MESSAGE);
/** Per service, in order: a collaborator's id, or 'any' (null). */
const ChoiceList = z
  .string()
  .regex(/^([1-9]\d{0,9}|any)(,([1-9]\d{0,9}|any))*$/, "comma-separated ids or 'any'")
  .transform((v) => v.split(',').map((x) => (x === 'any' ? null : Number(x))))
  .refine((ids) => isIdList(ids.filter((id) => id !== null)), ID_LIST_MESSAGE);

/**
 * GET /api/appointments (spec §7). Either `serviceid` or `serviceids` (several services booked
 * back to back, a chain: ADR 0017). Modes (ADR 0008): '1' any collaborator for each service,
 * or the one `employeeids` names per service; '2' one chosen collaborator (employeeid) performs
 * every service.
 */
export const AvailabilityQuerySchema = z
  .object({
    shopid: IdParamSchema,
    serviceid: IdParamSchema.optional(),
    serviceids: IdList.optional(),
    start: LocalDate,
    end: LocalDate,
    mode: z.enum(['1', '2']).default('1'),
    employeeid: IdParamSchema.optional(),
    /** Mode '1': per service of the request, in order, a collaborator's id or 'any'. */
    employeeids: ChoiceList.optional(),
    checkEquipments: Flag,
    /** Hide the days that reached the company's daily gift-voucher limit (ADR 0008). */
    checkGiftLimit: Flag,
    /**
     * A booking order being moved (issue 20): its own live appointments count as free, as the
     * reschedule allows. Only its customer, or staff of its shop, may name it (else 404).
     */
    rescheduleorderid: IdParamSchema.optional(),
  })
  .refine((q) => q.serviceid !== undefined || q.serviceids !== undefined, {
    message: 'param manquants',
    path: ['serviceid'],
  })
  .refine((q) => q.mode === '1' || q.employeeid !== undefined, {
    message: "mode '2' needs employeeid",
    path: ['employeeid'],
  })
  .refine((q) => q.mode === '1' || q.employeeids === undefined, {
    message: "mode '2' takes employeeid, not employeeids",
    path: ['employeeids'],
  })
  .refine(
    (q) => q.employeeids === undefined || q.employeeids.length === (q.serviceids ?? [q.serviceid]).length,
    { message: 'employeeids needs one entry per service', path: ['employeeids'] },
  );

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
  /**
   * Several services: each one's time and who is free for it, in booking order (ADR 0017). The
   * slot is offered when every one has someone free; `freeEmployees` above only lists who could
   * take the whole block alone.
   */
  segments: z
    .array(
      z.object({
        serviceId: z.number(),
        start: z.string(),
        end: z.string(),
        freeEmployees: z.array(z.number()),
        freeCabins: z.array(z.number()),
      }),
    )
    .optional(),
});

/** At most this many shops and services in one next-free-slot request (a page of cards). */
export const NEXT_SLOTS_MAX_IDS = 50;

/**
 * GET /api/appointments/next (issue 17): the next free start of each shop (the soonest of its
 * services) or, with `serviceids`, of each service in each listed shop that offers it. Cards show
 * it ("demain 10:30"); the answer is cached briefly and dropped when a booking is made.
 */
export const NextSlotsQuerySchema = z.object({
  shopids: IdList.refine((ids) => ids.length <= NEXT_SLOTS_MAX_IDS, `at most ${NEXT_SLOTS_MAX_IDS} shops`),
  serviceids: IdList.refine(
    (ids) => ids.length <= NEXT_SLOTS_MAX_IDS,
    `at most ${NEXT_SLOTS_MAX_IDS} services`,
  ).optional(),
});
export type NextSlotsQuery = z.infer<typeof NextSlotsQuerySchema>;

export const NextSlotSchema = z.object({
  shopId: z.number(),
  /** Null: the shop's soonest over all its services. */
  serviceId: z.number().nullable(),
  /** ISO instant; null when nothing is free within the look-ahead (4 weeks) or booking is off. */
  start: z.string().nullable(),
  /** The shop's IANA zone, to say "demain 10:30" in its local time. */
  timeZone: z.string(),
});
export type NextSlot = z.infer<typeof NextSlotSchema>;
export const NextSlotsAnswerSchema = z.object({ next: z.array(NextSlotSchema) });
export type NextSlotsAnswer = z.infer<typeof NextSlotsAnswerSchema>;

export const AvailabilityAnswerSchema = z.object({
  appointments: z.object({
    data: z.array(
      z.object({
        day: z.string(),
        shopStatus: z.enum(['open', 'close']),
        slots: z.array(SlotSchema),
        /** Who performs every service of the request. */
        employees: z.array(PersonSchema),
        cabins: z.array(PersonSchema),
        /** Several services: per service, who performs it and the cabins that host it. */
        chain: z
          .array(
            z.object({
              serviceId: z.number(),
              employees: z.array(PersonSchema),
              cabins: z.array(PersonSchema),
            }),
          )
          .optional(),
      }),
    ),
    servicesNeedingEquipment: z.array(z.number()),
    /** Days without slots because their gift-voucher bookings reached the limit (checkGiftLimit). */
    giftLimitReached: z.array(z.string()),
  }),
});

const BookingRequestFields = z.object({
  shopId: IdSchema,
  /** Booked back to back in this order; several make a chain (ADR 0017). */
  serviceIds: z.array(IdSchema).min(1).max(10),
  start: z.iso.datetime({ offset: true }),
  /** One collaborator for every service; null or absent: any collaborator (mode 1). */
  employeeId: IdSchema.nullable().optional(),
  /** Per service of `serviceIds`, in order: the collaborator chosen for it, or null for any. */
  employeeIds: z.array(IdSchema.nullable()).min(1).max(10).optional(),
  customMessage: z.string().max(1000).optional(),
  /** Staff booking for a customer (by phone); customers book for themselves. */
  customerId: IdSchema.optional(),
});

/** A chain's choices: one per service, and never both ways of choosing at once. */
function chainChoices<
  T extends { serviceIds: number[]; employeeId?: number | null; employeeIds?: unknown[] },
>(body: T, ctx: z.RefinementCtx) {
  if (body.employeeIds === undefined) return;
  if (body.employeeIds.length !== body.serviceIds.length)
    ctx.addIssue({
      code: 'custom',
      message: 'employeeIds needs one entry per service',
      path: ['employeeIds'],
    });
  if (body.employeeId !== undefined && body.employeeId !== null)
    ctx.addIssue({
      code: 'custom',
      message: 'give employeeId or employeeIds, not both',
      path: ['employeeIds'],
    });
}

/** POST /api/appointments: the spec's myAppointment. */
export const BookingRequestSchema = BookingRequestFields.superRefine(chainChoices);

/** POST /api/appointments/check: whether a slot can still be booked. */
export const BookingCheckSchema = BookingRequestFields.omit({
  customMessage: true,
  customerId: true,
}).superRefine(chainChoices);

export const BookedAppointmentSchema = z.object({
  id: z.number(),
  serviceId: z.number(),
  employee: PersonSchema.nullable(),
  cabinId: z.number().nullable(),
  start: z.string(),
  end: z.string(),
  status: z.string(),
  price: z.number(),
  /** The cancellation policy in force, saved with the appointment (issue 20). */
  policy: PolicySnapshotSchema.nullable(),
});

export const BookingAnswerSchema = z.object({
  order: z.object({
    id: z.number(),
    status: z.string(),
    total: z.number(),
    /** What is to be paid online now: the deposit, the total, or 0 (confirmed at once). */
    amountDue: z.number(),
    currency: z.string(),
    expiresAt: z.string().nullable(),
    shopId: z.number(),
  }),
  appointments: z.array(BookedAppointmentSchema),
});
export type BookingAnswer = z.infer<typeof BookingAnswerSchema>;
