// The waitlist (issue 21): a signed-in customer waits for a service (or chain) in a shop on the
// days and parts of day that suit; a freed time is offered to the first matching entry, held for
// them, and accepted or declined through a signed link.
import { z } from 'zod';
import { IdParamSchema, IdSchema } from './ids.ts';

export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export const DayPartSchema = z.enum(DAY_PARTS);
export type DayPart = z.infer<typeof DayPartSchema>;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'cancelled', 'expired'] as const;
export const WAITLIST_OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
/** How far ahead one may wait (days from today). */
export const WAITLIST_MAX_DAYS = 90;

const IsoDay = z.iso.date();

/** POST /api/waitlist (signed-in customer). */
export const WaitlistJoinSchema = z
  .object({
    shopId: IdSchema,
    /** One service, or a chain's services in order. */
    serviceIds: z.array(IdSchema).min(1).max(5),
    employeeId: IdSchema.nullable().optional(),
    /** ISO weekdays that suit: 1 Monday … 7 Sunday. */
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'each day once'),
    parts: z
      .array(DayPartSchema)
      .min(1)
      .max(3)
      .refine((p) => new Set(p).size === p.length, 'each part once'),
    /** The first day that suits; default today. */
    fromDate: IsoDay.optional(),
    /** The last day that suits. */
    untilDate: IsoDay,
  })
  .refine((b) => b.fromDate === undefined || b.fromDate <= b.untilDate, {
    message: 'untilDate before fromDate',
    path: ['untilDate'],
  });
export type WaitlistJoin = z.infer<typeof WaitlistJoinSchema>;

export const WaitlistOfferSchema = z.object({
  id: z.number(),
  status: z.enum(WAITLIST_OFFER_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  employeeId: z.number().nullable(),
  employeeName: z.string().nullable(),
  expiresAt: z.string(),
  /** Already extended once. */
  extended: z.boolean(),
  origin: z.enum(['auto', 'staff']),
  /**
   * The offer link's token, only in the customer's own list (GET /api/waitlist/me) while the
   * offer is open: the account links to the offer page with it. Absent elsewhere (staff lists).
   */
  token: z.string().optional(),
});
export type WaitlistOffer = z.infer<typeof WaitlistOfferSchema>;

export const WaitlistEntrySchema = z.object({
  id: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  serviceIds: z.array(z.number()),
  serviceNames: z.array(z.string()),
  employeeId: z.number().nullable(),
  employeeName: z.string().nullable(),
  weekdays: z.array(z.number()),
  parts: z.array(DayPartSchema),
  fromDate: z.string(),
  untilDate: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  createdAt: z.string(),
  /** The live offer, if any. */
  offer: WaitlistOfferSchema.nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export const WaitlistEntryAnswerSchema = z.object({ entry: WaitlistEntrySchema });
/** GET /api/waitlist/me: the customer's entries, live first. */
export const MyWaitlistSchema = z.object({ entries: z.array(WaitlistEntrySchema) });

/** The offer link's token (path parameter). */
export const WaitlistOfferTokenParamsSchema = z.object({ token: z.string().min(1).max(512) });

/** GET /api/waitlist/offers/{token}: what is offered, to decide. */
export const WaitlistOfferViewSchema = z.object({
  offer: WaitlistOfferSchema,
  entry: WaitlistEntrySchema,
  /** Cents to pay online to confirm (deposit or full payment per the policy); 0: none. */
  amountDue: z.number(),
  total: z.number(),
  currency: z.string(),
  canExtend: z.boolean(),
});
export type WaitlistOfferView = z.infer<typeof WaitlistOfferViewSchema>;

/**
 * POST /api/waitlist/offers/{token}/accept: booked (confirmed), or the held booking order waits
 * for its payment (`awaiting_payment`: pay it like any booking, within the offer's time).
 */
export const WaitlistAcceptAnswerSchema = z.object({
  status: z.enum(['confirmed', 'awaiting_payment']),
  orderId: z.number(),
  amountDue: z.number(),
});
export type WaitlistAcceptAnswer = z.infer<typeof WaitlistAcceptAnswerSchema>;

/** POST /api/waitlist/offers/{token}/decline and /extend answer the offer as it now is. */
export const WaitlistOfferAnswerSchema = z.object({ offer: WaitlistOfferSchema });

/** Staff: GET /api/waitlist?shopId=&serviceId=&status=. */
export const StaffWaitlistQuerySchema = z.object({
  shopId: IdParamSchema.optional(),
  serviceId: IdParamSchema.optional(),
  status: z.enum(WAITLIST_STATUSES).optional(),
});
export const StaffWaitlistEntrySchema = WaitlistEntrySchema.extend({
  customer: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  /** 1-based place in the shop's queue for its services, null once not waiting. */
  position: z.number().nullable(),
});
export type StaffWaitlistEntry = z.infer<typeof StaffWaitlistEntrySchema>;
export const StaffWaitlistSchema = z.object({ entries: z.array(StaffWaitlistEntrySchema) });

/** Staff: POST /api/waitlist/{id}/offer — offer a time by hand. */
export const StaffOfferBodySchema = z.object({
  start: z.iso.datetime({ offset: true }),
  employeeId: IdSchema.nullable().optional(),
});

/** Staff: GET /api/waitlist/stats?shopId=&from=&to= — freed times refilled and how fast. */
export const WaitlistStatsQuerySchema = z.object({
  shopId: IdParamSchema.optional(),
  from: IsoDay.optional(),
  to: IsoDay.optional(),
});
export const WaitlistStatsSchema = z.object({
  freed: z.number(),
  refilled: z.number(),
  /** refilled / freed, 0–1; null when nothing was freed. */
  refilledRate: z.number().nullable(),
  /** Median minutes from freed to booked again; null when none refilled. */
  medianMinutesToRefill: z.number().nullable(),
  offers: z.object({
    open: z.number(),
    accepted: z.number(),
    declined: z.number(),
    expired: z.number(),
    withdrawn: z.number(),
  }),
  waiting: z.number(),
});
export type WaitlistStats = z.infer<typeof WaitlistStatsSchema>;

/** booker.waitlist. */
export const WaitlistSettingsSchema = z.object({
  enabled: z.boolean(),
  /** How long an offer holds its time (default 15), extendable once by as much. */
  offerMinutes: z.number().int().min(5).max(1440),
  email: z.boolean(),
  sms: z.boolean(),
});
export type WaitlistSettings = z.infer<typeof WaitlistSettingsSchema>;
