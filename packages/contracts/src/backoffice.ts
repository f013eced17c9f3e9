// What the back office (apps/admin, ADR 0011) needs beyond the spec's calls: the agenda of a shop,
// moving a booking, customers with filters, loyalty tiers and booking statistics over time.
import { z } from 'zod';
import { BookingOrderSchema } from './booking-orders.ts';
import { LocalisedInputSchema, LocalisedMapSchema, LocalisedNameSchema } from './catalogue.ts';
import { ContentFlagSchema } from './content.ts';
import { ID_LIST_MESSAGE, IdParamSchema, IdSchema, isIdList } from './ids.ts';
import { DayHoursSchema } from './shop.ts';
import { partialUpdate } from './update.ts';

const Day = z.iso.date();
const IdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'comma-separated ids')
  .transform((v) => v.split(',').map(Number))
  .refine(isIdList, ID_LIST_MESSAGE);

/** At most this many days in one agenda request (a week view needs 7). */
export const AGENDA_MAX_DAYS = 31;

// ---------------------------------------------------------------- agenda

export const AgendaQuerySchema = z
  .object({
    shopId: IdParamSchema,
    /** Local days of the shop, inclusive. */
    from: Day,
    to: Day,
    /** 1: cancelled appointments too (struck through in the calendar). */
    cancelled: ContentFlagSchema.optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'from after to', path: ['to'] });

export const AgendaResourceSchema = z.object({
  id: z.number(),
  /** 100 collaborator, 200 cabin, 300 equipment. */
  type: z.number(),
  name: z.string(),
  displayName: z.string(),
  color: z.string().nullable(),
  active: z.boolean(),
});

export const AgendaCustomerSchema = z.object({
  id: z.number(),
  email: z.string(),
  phone: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
});

export const AgendaAppointmentSchema = z.object({
  id: z.number(),
  orderId: z.number().nullable(),
  orderStatus: z.string().nullable(),
  serviceId: z.number(),
  serviceName: z.string(),
  employeeId: z.number().nullable(),
  cabinId: z.number().nullable(),
  start: z.string(),
  end: z.string(),
  /** held, confirmed, honoured, no_show, cancelled (ADR 0008). */
  status: z.string(),
  price: z.number(),
  /** Cents owed under its policy: a no-show's fee or a late cancellation's (issue 20). */
  fee: z.number(),
  customMessage: z.string().nullable(),
  origin: z.string().nullable(),
  customer: AgendaCustomerSchema.nullable(),
});
export type AgendaAppointment = z.infer<typeof AgendaAppointmentSchema>;

export const AgendaAnswerSchema = z.object({
  shop: z.object({
    id: z.number(),
    name: z.string(),
    timeZone: z.string(),
    bookerActive: z.boolean(),
    openingHours: z.record(z.string(), z.array(DayHoursSchema)),
  }),
  resources: z.array(AgendaResourceSchema),
  appointments: z.array(AgendaAppointmentSchema),
});
export type AgendaAnswer = z.infer<typeof AgendaAnswerSchema>;

// ---------------------------------------------------------------- moving a booking

/** Moves every active appointment of a booking order to a new start, in one transaction. */
export const MoveBookingBodySchema = z.object({
  orderId: IdSchema,
  start: z.iso.datetime({ offset: true }),
  /** null or absent: any qualified collaborator. */
  employeeId: IdSchema.nullable().optional(),
});
export const MoveBookingAnswerSchema = z.object({ order: BookingOrderSchema });

// ---------------------------------------------------------------- customers

export const CUSTOMER_SORTS = ['newest', 'oldest', 'name', 'lastVisit'] as const;

export const CustomerSearchQuerySchema = z
  .object({
    /** Name, e-mail, phone or counter code (contains, case- and accent-insensitive). */
    q: z.string().trim().min(1).max(100).optional(),
    /** Customers who booked in this shop. */
    shopId: IdParamSchema.optional(),
    /** 1: with a loyalty card; 0: without. */
    hasCard: ContentFlagSchema.optional(),
    status: z.enum(['active', 'pending']).optional(),
    createdFrom: Day.optional(),
    createdTo: Day.optional(),
    sort: z.enum(CUSTOMER_SORTS).default('newest'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    itemPerPage: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, {
    message: 'createdFrom after createdTo',
    path: ['createdTo'],
  });
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuerySchema>;

export const BackofficeCustomerSchema = z.object({
  id: z.number(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  /** No password yet: created by staff or through a social provider. */
  noPass: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
  city: z.string().nullable(),
  code: z.string().nullable(),
  loyalty: z.object({ number: z.string(), points: z.number() }).nullable(),
  /** Booking orders honoured or confirmed, and the start of the latest visit. */
  visits: z.number(),
  lastVisit: z.string().nullable(),
  /** Missed visits (issue 20): one per booking the customer did not come to. */
  noShows: z.number(),
  createdAt: z.string(),
});
export type BackofficeCustomer = z.infer<typeof BackofficeCustomerSchema>;

export const CustomerSearchAnswerSchema = z.object({
  customers: z.array(BackofficeCustomerSchema),
  total: z.number(),
  page: z.number(),
  itemPerPage: z.number(),
});
export const BackofficeCustomerAnswerSchema = z.object({ customer: BackofficeCustomerSchema });

/** A customer taken on the phone: an account without password, and its first profile. */
export const CustomerCreateBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  firstname: z.string().trim().min(1).max(100),
  lastname: z.string().trim().max(100).default(''),
  phone: z.string().trim().min(4).max(32).optional(),
  country: z.string().trim().length(2).toUpperCase().default('FR'),
});

// ---------------------------------------------------------------- loyalty tiers

export const StaffLoyaltyTierSchema = z.object({
  id: z.number(),
  name: LocalisedMapSchema,
  reward: LocalisedMapSchema,
  pointsRequired: z.number(),
  rewardValue: z.number(),
  order: z.number(),
});
export type StaffLoyaltyTier = z.infer<typeof StaffLoyaltyTierSchema>;
export const StaffLoyaltyTiersAnswerSchema = z.object({ tiers: z.array(StaffLoyaltyTierSchema) });
export const StaffLoyaltyTierAnswerSchema = z.object({ tier: StaffLoyaltyTierSchema });

const tierFields = z.object({
  name: LocalisedNameSchema,
  reward: LocalisedInputSchema,
  pointsRequired: z.number().int().min(1).max(10_000_000),
  rewardValue: z.number().int().min(0).max(100_000_000),
  order: z.number().int().min(0).max(1_000_000),
});
export const LoyaltyTierInputSchema = tierFields.partial().required({ name: true, pointsRequired: true });
export const LoyaltyTierUpdateSchema = partialUpdate(tierFields);

// ---------------------------------------------------------------- statistics

export const STATS_BUCKETS = ['day', 'week', 'month'] as const;

export const BookingStatsQuerySchema = z
  .object({
    /** Local days of the appointments, inclusive. */
    start: Day,
    end: Day,
    shops: IdList.optional(),
    bucket: z.enum(STATS_BUCKETS).default('day'),
  })
  .refine((q) => q.start <= q.end, { message: 'start after end', path: ['end'] })
  .refine((q) => Date.parse(q.end) - Date.parse(q.start) <= 731 * 86_400_000, {
    message: 'at most two years',
    path: ['end'],
  });
export type BookingStatsQuery = z.infer<typeof BookingStatsQuerySchema>;

/** Attendance, cancellation, reminder and fee figures of a period (issue 20). */
export const AttendanceFiguresSchema = z.object({
  honoured: z.number(),
  noShow: z.number(),
  /** noShow / (honoured + noShow); 0 when neither. */
  noShowRate: z.number(),
  cancelled: z.number(),
  /** Cancelled inside the policy's notice. */
  lateCancellations: z.number(),
  /** Cancelled appointments by who cancelled them (older ones, with nobody recorded, in none). */
  cancelledBy: z.object({ customer: z.number(), staff: z.number(), system: z.number(), none: z.number() }),
  /** Reminder messages (e-mail and SMS) sent, and written but not sent yet (or failing). */
  reminders: z.object({ sent: z.number(), queued: z.number() }),
  /** Cents owed under the policies: no-show fees and late-cancellation fees. */
  fees: z.object({ noShow: z.number(), lateCancellation: z.number() }),
});
export type AttendanceFigures = z.infer<typeof AttendanceFiguresSchema>;

export const AttendanceMonthSchema = AttendanceFiguresSchema.extend({
  /** YYYY-MM, in the shop's zone. */
  month: z.string(),
  shopId: z.number(),
});
export type AttendanceMonth = z.infer<typeof AttendanceMonthSchema>;

export const BookingStatsAnswerSchema = z.object({
  /** One point per bucket and shop that had bookings; period is the bucket's first day. */
  series: z.array(
    z.object({ period: z.string(), shopId: z.number(), bookings: z.number(), revenue: z.number() }),
  ),
  shops: z.array(z.object({ id: z.number(), name: z.string() })),
  topServices: z.array(
    z.object({ serviceId: z.number(), name: z.string(), bookings: z.number(), revenue: z.number() }),
  ),
  /**
   * Past appointments: honoured, no-show and the share of no-shows among them; cancellations (late
   * ones, by whom), reminders written and fees owed (issue 20) — over the range, and per shop and
   * month (the month of the appointment; of the message for reminders) whatever the bucket.
   */
  attendance: AttendanceFiguresSchema.extend({ months: z.array(AttendanceMonthSchema) }),
  /** Gift vouchers sold (by order date) and redeemed (by use date), per bucket. */
  gifts: z.array(
    z.object({
      period: z.string(),
      sold: z.number(),
      soldAmount: z.number(),
      redeemed: z.number(),
      redeemedAmount: z.number(),
    }),
  ),
});
export type BookingStats = z.infer<typeof BookingStatsAnswerSchema>;
