import { bookingShownStatus } from '@eclat/domain';
import type { TextKey } from '../../../locales/index.ts';

/** Booking order statuses (ADR 0008) as the customer reads them. */
export const BOOKING_STATUS: Record<string, TextKey<'journeys'>> = {
  pending: 'bookingStatusPending',
  confirmed: 'bookingStatusConfirmed',
  honoured: 'bookingStatusHonoured',
  no_show: 'bookingStatusNoShow',
  cancelled: 'bookingStatusCancelled',
  expired: 'bookingStatusExpired',
  refunded: 'bookingStatusRefunded',
  held: 'bookingStatusPending',
  completed: 'bookingStatusCompleted',
  // An appointment moved to another slot (issue 20); its replacement is listed beside it.
  rescheduled: 'bookingStatusRescheduled',
};

/** The status a customer reads: a confirmed booking that has ended is "Terminé" (packages/domain). */
export function shownBookingStatusKey(
  status: string,
  ends: readonly string[],
  now: Date,
): TextKey<'journeys'> {
  return BOOKING_STATUS[bookingShownStatus(status, ends, now)] ?? 'bookingStatusPending';
}

/** E-shop order statuses (ADR 0010). */
export const ESHOP_STATUS: Record<string, TextKey<'journeys'>> = {
  pending: 'eshopStatusPending',
  paid: 'eshopStatusPaid',
  ready: 'eshopStatusReady',
  collected: 'eshopStatusCollected',
  cancelled: 'eshopStatusCancelled',
  expired: 'eshopStatusExpired',
  refunded: 'eshopStatusRefunded',
};
