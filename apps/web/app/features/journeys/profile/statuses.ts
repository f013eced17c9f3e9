import type { JourneyKey } from '../i18n.ts';

/** Booking order statuses (ADR 0008) as the customer reads them. */
export const BOOKING_STATUS: Record<string, JourneyKey> = {
  pending: 'bookingStatusPending',
  confirmed: 'bookingStatusConfirmed',
  honoured: 'bookingStatusHonoured',
  no_show: 'bookingStatusNoShow',
  cancelled: 'bookingStatusCancelled',
  expired: 'bookingStatusExpired',
  refunded: 'bookingStatusRefunded',
  held: 'bookingStatusPending',
};

/** E-shop order statuses (ADR 0010). */
export const ESHOP_STATUS: Record<string, JourneyKey> = {
  pending: 'eshopStatusPending',
  paid: 'eshopStatusPaid',
  ready: 'eshopStatusReady',
  collected: 'eshopStatusCollected',
  cancelled: 'eshopStatusCancelled',
  expired: 'eshopStatusExpired',
  refunded: 'eshopStatusRefunded',
};
