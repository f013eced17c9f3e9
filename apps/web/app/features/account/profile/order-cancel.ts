import type { PolicySnapshot } from '@eclat/contracts';
import { cancellationOutcome, legacySnapshot } from '@eclat/domain';

type AppointmentLike = {
  start: string;
  status: string;
  /** The policy saved when booked (issue 20); absent or null: the company's notice, refused after. */
  policy?: PolicySnapshot | null;
  price?: number;
};
type OrderLike = { status: string; appointments: AppointmentLike[] };

const live = (status: string) => status === 'held' || status === 'confirmed';

/** What the API (cancelAppointments) will say to this customer cancelling this appointment now. */
const outcome = (a: AppointmentLike, now: Date, noticeHours: number) =>
  cancellationOutcome({
    snapshot: a.policy ?? legacySnapshot(noticeHours),
    price: a.price ?? 0,
    startsAt: new Date(a.start),
    now,
    paid: 0,
    by: 'customer',
  });

/**
 * Whether the customer may cancel a booking order now (ADR 0008): pending or confirmed, with live
 * appointments, each of them free to cancel or — inside its notice — with a policy that allows
 * a late cancellation for a fee (issue 20).
 */
export function canCancelOrder(order: OrderLike, now: Date, noticeHours: number): boolean {
  if (order.status !== 'pending' && order.status !== 'confirmed') return false;
  const active = order.appointments.filter((a) => live(a.status));
  return active.length > 0 && active.every((a) => outcome(a, now, noticeHours).allowed);
}

export const canCancelAppointment = (a: AppointmentLike, now: Date, noticeHours: number) =>
  live(a.status) && outcome(a, now, noticeHours).allowed;

/** What cancelling these appointments now costs under their policies, cents (0: free). */
export function cancellationFeeNow(
  appointments: readonly AppointmentLike[],
  now: Date,
  noticeHours: number,
): number {
  return appointments
    .filter((a) => live(a.status))
    .reduce((sum, a) => sum + outcome(a, now, noticeHours).fee, 0);
}

/** Upcoming first (soonest first), then the past (latest first). */
export function splitOrders<O extends OrderLike>(
  orders: readonly O[],
  now: Date,
): { upcoming: O[]; past: O[] } {
  const startOf = (o: O) =>
    Math.min(...o.appointments.map((a) => Date.parse(a.start)), Number.POSITIVE_INFINITY);
  const upcoming = orders
    .filter((o) => (o.status === 'pending' || o.status === 'confirmed') && startOf(o) >= now.getTime())
    .sort((a, b) => startOf(a) - startOf(b));
  const past = orders.filter((o) => !upcoming.includes(o)).sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}
