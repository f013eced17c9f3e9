import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingShownStatus } from './booking-shown-status.ts';
import { BOOKING_ORDER_STATUSES } from './booking-status.ts';

const now = new Date('2026-05-10T12:00:00Z');

describe('bookingShownStatus', () => {
  it('reads a confirmed booking that has ended as completed', () => {
    expect(bookingShownStatus('confirmed', ['2026-05-09T10:30:00Z'], now)).toBe('completed');
    expect(bookingShownStatus('confirmed', ['2026-05-10T12:00:00Z'], now)).toBe('completed');
  });
  it('keeps confirmed while any appointment of the order is not over', () => {
    expect(bookingShownStatus('confirmed', ['2026-05-10T11:00:00Z', '2026-05-10T12:30:00Z'], now)).toBe(
      'confirmed',
    );
    expect(bookingShownStatus('confirmed', ['2026-05-11T09:00:00Z'], now)).toBe('confirmed');
  });
  it('keeps an order without appointments as it is', () => {
    expect(bookingShownStatus('confirmed', [], now)).toBe('confirmed');
  });
  it('never changes any other status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_ORDER_STATUSES.filter((s) => s !== 'confirmed')),
        fc.array(fc.date({ noInvalidDate: true }), { maxLength: 3 }),
        (status, ends) => {
          expect(bookingShownStatus(status, ends, now)).toBe(status);
        },
      ),
    );
  });
});
