import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, canChangeAppointmentStatus } from './appointment-status.ts';
import {
  ATTENDANCE_STATUSES,
  attendanceFrom,
  attendanceOpen,
  orderStatusFromAttendance,
} from './attendance.ts';
import { canChangeBookingStatus } from './booking-status.ts';

const PARIS = 'Europe/Paris';

describe('when attendance can be marked', () => {
  const now = new Date('2026-05-04T16:00:00Z'); // 18:00 in Paris
  it('once the appointment has started, whatever the day', () => {
    expect(attendanceOpen(new Date('2026-05-04T15:59:00Z'), now, PARIS)).toBe(true);
    expect(attendanceOpen(new Date('2026-04-01T08:00:00Z'), now, PARIS)).toBe(true);
  });
  it('before it starts on its local day only', () => {
    // 23:30 Paris on the 4th is still today; 00:30 Paris on the 5th (22:30 UTC on the 4th) is not.
    expect(attendanceOpen(new Date('2026-05-04T21:30:00Z'), now, PARIS)).toBe(true);
    expect(attendanceOpen(new Date('2026-05-04T22:30:00Z'), now, PARIS)).toBe(false);
    expect(attendanceOpen(new Date('2026-05-06T08:00:00Z'), now, PARIS)).toBe(false);
  });
});

describe('which appointments can be marked', () => {
  it('only confirmed ones, or ones marked the other way, and every such move is in the lifecycle table', () => {
    expect(attendanceFrom('honoured')).toEqual(['confirmed', 'no_show']);
    expect(attendanceFrom('no_show')).toEqual(['confirmed', 'honoured']);
    for (const to of ATTENDANCE_STATUSES)
      for (const from of attendanceFrom(to)) expect(canChangeAppointmentStatus(from, to, 'staff')).toBe(true);
  });
});

describe('the booking order status that attendance implies', () => {
  it('honoured when the customer came to one visit, no-show when to none, undecided while one is to come', () => {
    expect(orderStatusFromAttendance(['honoured', 'honoured'])).toBe('honoured');
    expect(orderStatusFromAttendance(['no_show', 'honoured'])).toBe('honoured');
    expect(orderStatusFromAttendance(['no_show', 'cancelled'])).toBe('no_show');
    expect(orderStatusFromAttendance(['honoured', 'confirmed'])).toBeNull();
    expect(orderStatusFromAttendance(['cancelled', 'expired'])).toBeNull();
    expect(orderStatusFromAttendance([])).toBeNull();
  });
  it('never asks an order to move where its lifecycle refuses, from confirmed or from the other mark', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...APPOINTMENT_STATUSES), { maxLength: 6 }), (statuses) => {
        const to = orderStatusFromAttendance(statuses);
        if (to === null) return;
        expect(canChangeBookingStatus('confirmed', to)).toBe(true);
        expect(canChangeBookingStatus(to === 'honoured' ? 'no_show' : 'honoured', to)).toBe(true);
      }),
    );
  });
});
