// The booking order lifecycle of ADR 0008, in one place for the API and the back office.
export const BOOKING_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'honoured',
  'no_show',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type BookingOrderStatus = (typeof BOOKING_ORDER_STATUSES)[number];

const NEXT: Record<BookingOrderStatus, readonly BookingOrderStatus[]> = {
  pending: ['confirmed', 'cancelled', 'expired'],
  confirmed: ['honoured', 'no_show', 'cancelled'],
  // honoured → no_show: staff correcting the attendance they marked (issue 20), as no_show → honoured.
  honoured: ['no_show', 'refunded'],
  no_show: ['honoured', 'refunded'],
  cancelled: ['refunded'],
  expired: [],
  refunded: [],
};

export function canChangeBookingStatus(from: BookingOrderStatus, to: BookingOrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The appointment status that follows an order status change (null: appointments unchanged). */
export function appointmentStatusFor(
  order: BookingOrderStatus,
): 'confirmed' | 'honoured' | 'no_show' | 'cancelled' | 'expired' | null {
  switch (order) {
    case 'confirmed':
    case 'honoured':
    case 'no_show':
    case 'cancelled':
    case 'expired':
      return order;
    default:
      return null;
  }
}

export const isBookingOrderStatus = (value: string): value is BookingOrderStatus =>
  (BOOKING_ORDER_STATUSES as readonly string[]).includes(value);
