// The appointment lifecycle of ADR 0008, with who may make each move. The API has one writer of
// `appointments.status` (booking/appointments/status.ts) and it refuses any move not listed here.
// The list is what the code did before it had one writer (issue 18): nothing was taken away, so a
// few staff moves only happen to appointments that have drifted from their booking order.

export const APPOINTMENT_STATUSES = [
  'held',
  'confirmed',
  'honoured',
  'no_show',
  'cancelled',
  'expired',
  'rescheduled',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Who moves an appointment: its customer, a staff member, or the system (payments, sweepers). */
export const APPOINTMENT_ACTORS = ['customer', 'staff', 'system'] as const;
export type AppointmentActor = (typeof APPOINTMENT_ACTORS)[number];

export type AppointmentMove = {
  from: AppointmentStatus;
  to: AppointmentStatus;
  by: readonly AppointmentActor[];
  why: string;
};

/**
 * Staff changing a booking order's status drag every live appointment of the order (held,
 * confirmed, honoured, no_show) to the order's new status (confirmed, honoured, no_show,
 * cancelled, expired). The order's own table (booking-status.ts) keeps that to held → confirmed,
 * cancelled or expired, confirmed → honoured, no_show or cancelled, and no_show → honoured while
 * the appointments agree with their order; the other moves below exist because an appointment
 * that disagrees with its order (an edited row) is dragged along too.
 */
const ORDER_FOLLOW = 'follows its booking order, changed by staff';
/** Staff marking whether the customer came (issue 20): PUT /api/appointments/{id}/attendance. */
const ATTENDANCE = 'staff mark the attendance of an appointment that has started (or is today)';

export const APPOINTMENT_MOVES: readonly AppointmentMove[] = [
  { from: 'held', to: 'confirmed', by: ['system'], why: 'the payment succeeded' },
  {
    from: 'held',
    to: 'confirmed',
    by: ['customer'],
    why: 'accepting a waitlist offer that asks no payment (issue 21)',
  },
  { from: 'held', to: 'confirmed', by: ['staff'], why: `moved into a confirmed booking; ${ORDER_FOLLOW}` },
  {
    from: 'held',
    to: 'expired',
    by: ['system'],
    why: 'no payment within the hold (hold sweeper, booking sweep, payment expired)',
  },
  { from: 'held', to: 'expired', by: ['staff'], why: ORDER_FOLLOW },
  {
    from: 'held',
    to: 'cancelled',
    by: ['customer', 'staff', 'system'],
    why: 'cancelled by its customer or staff (also when moved); payment failed, replaced, refunded or paid too late for a slot taken meanwhile',
  },
  { from: 'held', to: 'honoured', by: ['staff'], why: ORDER_FOLLOW },
  { from: 'held', to: 'no_show', by: ['staff'], why: ORDER_FOLLOW },
  {
    from: 'expired',
    to: 'confirmed',
    by: ['system'],
    why: 'paid after its hold ran out, its slot still free (ADR 0010)',
  },
  {
    from: 'confirmed',
    to: 'held',
    by: ['staff'],
    why: 'moved into a booking still waiting for its payment (booked confirmed, then held again)',
  },
  {
    from: 'confirmed',
    to: 'honoured',
    by: ['staff'],
    why: `the customer came: ${ATTENDANCE}, alone or all of a day at closing; ${ORDER_FOLLOW}`,
  },
  {
    from: 'confirmed',
    to: 'no_show',
    by: ['staff'],
    why: `the customer did not come and owes the no-show fee of the policy snapshot: ${ATTENDANCE}; ${ORDER_FOLLOW}`,
  },
  {
    from: 'confirmed',
    to: 'cancelled',
    by: ['customer', 'staff', 'system'],
    why: 'cancelled by its customer or staff (also when moved); its booking fully refunded',
  },
  { from: 'confirmed', to: 'expired', by: ['staff'], why: ORDER_FOLLOW },
  {
    from: 'confirmed',
    to: 'rescheduled',
    by: ['customer', 'staff'],
    why: 'moved to another slot (issue 20): a new appointment replaces it in the same transaction',
  },
  {
    from: 'no_show',
    to: 'honoured',
    by: ['staff'],
    why: `the customer came after all (attendance corrected, the fee dropped); ${ORDER_FOLLOW}`,
  },
  { from: 'no_show', to: 'confirmed', by: ['staff'], why: ORDER_FOLLOW },
  { from: 'no_show', to: 'cancelled', by: ['staff'], why: ORDER_FOLLOW },
  { from: 'no_show', to: 'expired', by: ['staff'], why: ORDER_FOLLOW },
  { from: 'honoured', to: 'confirmed', by: ['staff'], why: ORDER_FOLLOW },
  {
    from: 'honoured',
    to: 'no_show',
    by: ['staff'],
    why: `attendance corrected: the customer did not come after all; ${ORDER_FOLLOW}`,
  },
  { from: 'honoured', to: 'cancelled', by: ['staff'], why: ORDER_FOLLOW },
  { from: 'honoured', to: 'expired', by: ['staff'], why: ORDER_FOLLOW },
];

/**
 * Whether `by` may move an appointment from `from` to `to`. Staying where it is is no move: the
 * writer may refresh such a row (its hold, its order) whoever asks.
 */
export function canChangeAppointmentStatus(
  from: AppointmentStatus,
  to: AppointmentStatus,
  by: AppointmentActor,
): boolean {
  if (from === to) return true;
  return APPOINTMENT_MOVES.some((m) => m.from === from && m.to === to && m.by.includes(by));
}

export const isAppointmentStatus = (value: string): value is AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(value);
