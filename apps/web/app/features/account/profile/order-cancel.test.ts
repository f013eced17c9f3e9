import { describe, expect, it } from 'vitest';
import { canCancelAppointment, canCancelOrder, cancellationFeeNow, splitOrders } from './order-cancel.ts';

const now = new Date('2026-03-02T10:00:00Z');
const order = (status: string, starts: string[], appointmentStatus = 'confirmed') => ({
  status,
  appointments: starts.map((start) => ({ start, status: appointmentStatus })),
});

describe('cancelling one’s own booking (ADR 0008)', () => {
  it('is allowed up to the notice before every live appointment', () => {
    expect(canCancelOrder(order('confirmed', ['2026-03-03T10:00:00Z']), now, 24)).toBe(true);
    expect(canCancelOrder(order('confirmed', ['2026-03-03T09:59:00Z']), now, 24)).toBe(false);
    expect(
      canCancelOrder(order('confirmed', ['2026-03-05T10:00:00Z', '2026-03-02T12:00:00Z']), now, 24),
    ).toBe(false);
  });

  it('is not offered for orders already over', () => {
    for (const status of ['cancelled', 'honoured', 'no_show', 'expired', 'refunded']) {
      expect(canCancelOrder(order(status, ['2026-04-01T10:00:00Z']), now, 24)).toBe(false);
    }
    expect(canCancelOrder(order('confirmed', ['2026-04-01T10:00:00Z'], 'cancelled'), now, 24)).toBe(false);
    expect(canCancelAppointment({ start: '2026-04-01T10:00:00Z', status: 'held' }, now, 24)).toBe(true);
  });

  it('follows the policy saved with each appointment inside the notice: a fee, or refused (issue 20)', () => {
    const policy = {
      noticeHours: 24,
      lateCancellation: 'fee' as const,
      lateFee: { type: 'percent' as const, value: 50 },
      noShowFee: { type: 'none' as const, value: 0 },
      depositAmount: 0,
    };
    const late = { start: '2026-03-02T20:00:00Z', status: 'confirmed', price: 6000, policy };
    expect(canCancelOrder({ status: 'confirmed', appointments: [late] }, now, 24)).toBe(true);
    expect(cancellationFeeNow([late], now, 24)).toBe(3000);
    const refused = { ...late, policy: { ...policy, lateCancellation: 'refused' as const } };
    expect(canCancelAppointment(refused, now, 24)).toBe(false);
    const early = { ...late, start: '2026-03-05T10:00:00Z' };
    expect(cancellationFeeNow([early], now, 24)).toBe(0);
  });

  it('lists upcoming bookings soonest first, then the past', () => {
    const soon = order('confirmed', ['2026-03-04T10:00:00Z']);
    const later = order('confirmed', ['2026-03-20T10:00:00Z']);
    const past = order('honoured', ['2026-02-01T10:00:00Z']);
    const cancelled = order('cancelled', ['2026-03-10T10:00:00Z']);
    expect(splitOrders([later, past, cancelled, soon], now)).toEqual({
      upcoming: [soon, later],
      past: [cancelled, past],
    });
  });
});
