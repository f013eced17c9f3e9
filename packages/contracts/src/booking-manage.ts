// Moving and managing a booking after it was made (issue 20): the reschedule of
// POST /api/appointments/{id}/reschedule, and the manage link's page
// (GET/POST /api/bookings/manage/{token}) that needs no sign-in.
import { z } from 'zod';
import { BookedAppointmentSchema } from './appointments.ts';
import { BookingOrderSchema } from './booking-orders.ts';
import { PolicySnapshotSchema } from './booking-policy.ts';
import { IdParamSchema, IdSchema } from './ids.ts';

/** The new start, as in POST /api/appointments; a collaborator for every service, or anyone. */
export const RescheduleRequestSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  employeeId: IdSchema.nullable().optional(),
});
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>;

export const RescheduleAnswerSchema = z.object({
  /** The booking order, the same before and after (its payments and deposit stay with it). */
  orderId: z.number().nullable(),
  /** Each old appointment (now `rescheduled`) and the one that replaced it. */
  moved: z.array(z.object({ from: z.number(), to: z.number() })),
  appointments: z.array(BookedAppointmentSchema),
});
export type RescheduleAnswer = z.infer<typeof RescheduleAnswerSchema>;

/** A manage link's token (path parameter); its signature says the rest. */
export const ManageTokenParamsSchema = z.object({ token: z.string().min(1).max(512) });

/** GET /api/bookings/manage/{token}: the booking order a manage link opens. */
export const ManagedBookingSchema = z.object({
  /** The order with its appointments (moved ones included, `rescheduled`); no customer details. */
  order: BookingOrderSchema,
  /** The policy in force: saved with the booking, else the company's current one. */
  policy: PolicySnapshotSchema,
  /** The live appointments' services, in order: what a reschedule books again. */
  serviceIds: z.array(z.number()),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  /** Cancelling now is late: the policy's late fee applies. */
  lateCancellation: z.boolean(),
  /** Until when cancelling is free and moving is possible online; null when nothing is live. */
  freeUntil: z.string().nullable(),
});
export type ManagedBooking = z.infer<typeof ManagedBookingSchema>;

/**
 * GET /api/bookings/manage/{token}/availability: the free times to move the managed booking to,
 * for its services in its shop, its own time free. Without `employeeid`, anyone (mode '1').
 */
export const ManageAvailabilityQuerySchema = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  employeeid: IdParamSchema.optional(),
});
export type ManageAvailabilityQuery = z.infer<typeof ManageAvailabilityQuerySchema>;

/** POST /api/bookings/manage/{token}: cancel, or move to a new start. */
export const ManageActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel') }),
  RescheduleRequestSchema.extend({ action: z.literal('reschedule') }),
]);
export type ManageAction = z.infer<typeof ManageActionSchema>;
