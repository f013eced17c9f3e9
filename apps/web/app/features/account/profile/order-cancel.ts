import { canCustomerCancel } from '@eclat/domain';

type OrderLike = { status: string; appointments: { start: string; status: string }[] };

const live = (status: string) => status === 'held' || status === 'confirmed';

/**
 * Whether the customer may cancel a booking order now (ADR 0008): pending or confirmed, with live
 * appointments, all of them at least the company's notice ahead.
 */
export function canCancelOrder(order: OrderLike, now: Date, noticeHours: number): boolean {
  if (order.status !== 'pending' && order.status !== 'confirmed') return false;
  const active = order.appointments.filter((a) => live(a.status));
  return active.length > 0 && active.every((a) => canCustomerCancel(new Date(a.start), now, noticeHours));
}

export const canCancelAppointment = (a: { start: string; status: string }, now: Date, noticeHours: number) =>
  live(a.status) && canCustomerCancel(new Date(a.start), now, noticeHours);

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
