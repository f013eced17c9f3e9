import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ACTORS,
  APPOINTMENT_MOVES,
  APPOINTMENT_STATUSES,
  canChangeAppointmentStatus,
  isAppointmentStatus,
} from './appointment-status.ts';

// Written out by hand from the code that moved appointments before it had one writer (issue 18):
// the table must allow exactly these, and refuse every other move.
const ALLOWED = new Set([
  // customer: cancels their own booking
  'held>cancelled:customer',
  'confirmed>cancelled:customer',
  // system: payments, refunds and the hold sweepers
  'held>confirmed:system',
  'expired>confirmed:system',
  'held>expired:system',
  'held>cancelled:system',
  'confirmed>cancelled:system',
  // staff: cancel, move a booking, change a booking order's status (its appointments follow)
  'held>cancelled:staff',
  'confirmed>cancelled:staff',
  'held>confirmed:staff',
  'confirmed>held:staff',
  ...['held', 'confirmed', 'honoured', 'no_show'].flatMap((from) =>
    ['confirmed', 'honoured', 'no_show', 'cancelled', 'expired']
      .filter((to) => to !== from)
      .map((to) => `${from}>${to}:staff`),
  ),
  // issue 20: a confirmed booking moved to another slot by its customer or staff
  'confirmed>rescheduled:customer',
  'confirmed>rescheduled:staff',
  // issue 21: a customer accepts a waitlist offer that asks no payment (its hold becomes the booking)
  'held>confirmed:customer',
]);

const status = fc.constantFrom(...APPOINTMENT_STATUSES);
const actor = fc.constantFrom(...APPOINTMENT_ACTORS);

describe('appointment lifecycle', () => {
  it('allows every listed move to its actors, and only those', () => {
    fc.assert(
      fc.property(status, status, actor, (from, to, by) => {
        if (from === to) return;
        expect(canChangeAppointmentStatus(from, to, by)).toBe(ALLOWED.has(`${from}>${to}:${by}`));
      }),
    );
  });

  it('lists each move once per actor, with a reason', () => {
    const keys = APPOINTMENT_MOVES.flatMap((m) => m.by.map((by) => `${m.from}>${m.to}:${by}`));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys)).toEqual(ALLOWED);
    for (const m of APPOINTMENT_MOVES) {
      expect(m.from).not.toBe(m.to);
      expect(m.why.length).toBeGreaterThan(0);
    }
  });

  it('treats staying put as no move, whoever asks', () => {
    fc.assert(
      fc.property(status, actor, (s, by) => {
        expect(canChangeAppointmentStatus(s, s, by)).toBe(true);
      }),
    );
  });

  it('never reopens a cancelled or rescheduled appointment, and only a late payment revives an expired one', () => {
    fc.assert(
      fc.property(status, actor, (to, by) => {
        if (to !== 'cancelled') expect(canChangeAppointmentStatus('cancelled', to, by)).toBe(false);
        if (to !== 'rescheduled') expect(canChangeAppointmentStatus('rescheduled', to, by)).toBe(false);
        if (to !== 'expired')
          expect(canChangeAppointmentStatus('expired', to, by)).toBe(by === 'system' && to === 'confirmed');
      }),
    );
  });

  it('lets a customer only cancel, reschedule or accept a held offer, and only what still takes time', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (from === to) return;
        expect(canChangeAppointmentStatus(from, to, 'customer')).toBe(
          (to === 'cancelled' && (from === 'held' || from === 'confirmed')) ||
            (to === 'rescheduled' && from === 'confirmed') ||
            (to === 'confirmed' && from === 'held'),
        );
      }),
    );
  });

  it('follows ADR 0008 for the usual path', () => {
    expect(canChangeAppointmentStatus('held', 'confirmed', 'system')).toBe(true);
    expect(canChangeAppointmentStatus('confirmed', 'honoured', 'staff')).toBe(true);
    expect(canChangeAppointmentStatus('confirmed', 'no_show', 'staff')).toBe(true);
    expect(canChangeAppointmentStatus('confirmed', 'honoured', 'system')).toBe(false);
    expect(canChangeAppointmentStatus('honoured', 'held', 'staff')).toBe(false);
  });

  it('recognises its statuses', () => {
    expect(isAppointmentStatus('held')).toBe(true);
    expect(isAppointmentStatus('pending')).toBe(false);
  });
});
