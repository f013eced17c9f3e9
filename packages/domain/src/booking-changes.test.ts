import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerChanges, policyInForce } from './booking-changes.ts';
import { DEFAULT_BOOKER } from './company-defaults.ts';

const start = new Date('2026-06-10T10:00:00Z');
const refused = { noticeHours: 24, lateCancellation: 'refused' as const };
const fee = { noticeHours: 24, lateCancellation: 'fee' as const };

describe('customer changes of a booking', () => {
  it('allows moving and cancelling up to the notice, nothing after it when the policy refuses', () => {
    const live = [{ start, status: 'confirmed' }];
    expect(customerChanges({ live, policy: refused, now: new Date('2026-06-09T10:00:00Z') })).toEqual({
      canReschedule: true,
      canCancel: true,
      lateCancellation: false,
      freeUntil: new Date('2026-06-09T10:00:00Z'),
    });
    expect(customerChanges({ live, policy: refused, now: new Date('2026-06-09T10:00:01Z') })).toMatchObject({
      canReschedule: false,
      canCancel: false,
      lateCancellation: false,
    });
  });

  it('lets a late cancellation through with its fee, never a late move', () => {
    const live = [{ start, status: 'confirmed' }];
    expect(customerChanges({ live, policy: fee, now: new Date('2026-06-10T09:00:00Z') })).toMatchObject({
      canReschedule: false,
      canCancel: true,
      lateCancellation: true,
    });
  });

  it('counts from the first appointment of a chain and refuses a move while a payment is pending', () => {
    const later = new Date('2026-06-10T11:00:00Z');
    const now = new Date('2026-06-01T00:00:00Z');
    expect(
      customerChanges({
        live: [
          { start: later, status: 'confirmed' },
          { start, status: 'confirmed' },
        ],
        policy: refused,
        now,
      }).freeUntil,
    ).toEqual(new Date('2026-06-09T10:00:00Z'));
    expect(customerChanges({ live: [{ start, status: 'held' }], policy: refused, now })).toMatchObject({
      canReschedule: false,
      canCancel: true,
    });
  });

  it('never allows anything once started or with nothing live, whatever the policy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom('refused' as const, 'fee' as const),
        fc.integer({ min: 0, max: 10_000_000 }),
        (noticeHours, lateCancellation, afterMs) => {
          const policy = { noticeHours, lateCancellation };
          const now = new Date(start.getTime() + afterMs);
          const started = customerChanges({ live: [{ start, status: 'confirmed' }], policy, now });
          const none = customerChanges({ live: [], policy, now: new Date(0) });
          return [started, none].every((c) => !c.canCancel && !c.canReschedule && !c.lateCancellation);
        },
      ),
    );
  });

  it("uses the booking's saved policy, else the company's notice with no fee (what older bookings were promised)", () => {
    const saved = {
      ...fee,
      lateFee: { type: 'fixed' as const, value: 1000 },
      noShowFee: { type: 'none' as const, value: 0 },
      depositAmount: 0,
    };
    expect(policyInForce(saved, DEFAULT_BOOKER.appointment)).toBe(saved);
    const feeNow = {
      ...DEFAULT_BOOKER.appointment,
      cancellationNoticeHours: 12,
      policy: { ...DEFAULT_BOOKER.appointment.policy, lateCancellation: 'fee' as const },
    };
    expect(policyInForce(null, feeNow)).toEqual({
      noticeHours: 12,
      lateCancellation: 'refused',
      lateFee: { type: 'none', value: 0 },
      noShowFee: { type: 'none', value: 0 },
      depositAmount: 0,
    });
  });
});
