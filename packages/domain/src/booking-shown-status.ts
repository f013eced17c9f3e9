import type { BookingOrderStatus } from './booking-status.ts';

/** What a customer reads on a booking: the order's status, or 'completed' once a confirmed one is over. */
export type BookingShownStatus = BookingOrderStatus | 'completed';

/**
 * A confirmed booking (or appointment: the same rule reads one appointment with its own end) whose last appointment has ended is done: the customer reads "Terminé",
 * not "Confirmée" (issue 17). Staff mark it honoured or no-show later; until then the order stays
 * `confirmed` in the database, so this is a reading, not a status change. An order without
 * appointments keeps its status.
 */
export function bookingShownStatus<S extends string = BookingOrderStatus>(
  status: S,
  appointmentEnds: readonly (string | Date)[],
  now: Date,
): S | 'completed' {
  if (status !== 'confirmed' || appointmentEnds.length === 0) return status;
  const last = Math.max(...appointmentEnds.map((end) => new Date(end).getTime()));
  return last <= now.getTime() ? 'completed' : status;
}
