import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_ORDER_STATUSES, canChangeBookingStatus } from './booking-status.ts';

describe('booking order lifecycle', () => {
  it('follows ADR 0008', () => {
    expect(canChangeBookingStatus('pending', 'confirmed')).toBe(true);
    expect(canChangeBookingStatus('confirmed', 'honoured')).toBe(true);
    expect(canChangeBookingStatus('confirmed', 'no_show')).toBe(true);
    expect(canChangeBookingStatus('cancelled', 'refunded')).toBe(true);
    expect(canChangeBookingStatus('expired', 'confirmed')).toBe(false);
    expect(canChangeBookingStatus('honoured', 'pending')).toBe(false);
    // Staff correct the attendance they marked, either way (issue 20).
    expect(canChangeBookingStatus('no_show', 'honoured')).toBe(true);
    expect(canChangeBookingStatus('honoured', 'no_show')).toBe(true);
  });
  it('never goes back to pending and never leaves expired or refunded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_ORDER_STATUSES),
        fc.constantFrom(...BOOKING_ORDER_STATUSES),
        (from, to) => {
          if (to === 'pending' || from === 'expired' || from === 'refunded')
            expect(canChangeBookingStatus(from, to)).toBe(false);
        },
      ),
    );
  });
});
