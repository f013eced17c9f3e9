// Staff mark whether a customer came (issue 20 item 7): honoured or no-show, one appointment at a
// time from the agenda or every confirmed one of a shop's day at closing time.
import type { AppointmentStatus } from './appointment-status.ts';
import type { BookingOrderStatus } from './booking-status.ts';
import { localDay } from './zoned-time.ts';

export const ATTENDANCE_STATUSES = ['honoured', 'no_show'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/**
 * The statuses an appointment may be marked from: a confirmed one, or one already marked the other
 * way (staff correct a mistake). Held, cancelled, expired and rescheduled appointments are not
 * visits and cannot be marked.
 */
export function attendanceFrom(to: AttendanceStatus): readonly AppointmentStatus[] {
  return to === 'honoured' ? ['confirmed', 'no_show'] : ['confirmed', 'honoured'];
}

/**
 * Whether attendance can be marked yet: once the appointment has started, or any time on its local
 * day (a customer who arrives early is honoured before the hour). Never for a later day.
 */
export function attendanceOpen(start: Date, now: Date, timeZone: string): boolean {
  if (start.getTime() <= now.getTime()) return true;
  return localDay(start.getTime(), timeZone) <= localDay(now.getTime(), timeZone);
}

/**
 * The booking order status its appointments' attendance implies, or null while one is still to
 * come (or none is a visit). Cancelled, expired and rescheduled appointments do not count; a
 * customer who came to at least one of the order's appointments honoured the order.
 */
export function orderStatusFromAttendance(
  statuses: readonly AppointmentStatus[],
): Extract<BookingOrderStatus, 'honoured' | 'no_show'> | null {
  const visits = statuses.filter((s) => s !== 'cancelled' && s !== 'expired' && s !== 'rescheduled');
  if (visits.length === 0 || visits.some((s) => s !== 'honoured' && s !== 'no_show')) return null;
  return visits.includes('honoured') ? 'honoured' : 'no_show';
}

export const isAttendanceStatus = (value: string): value is AttendanceStatus =>
  (ATTENDANCE_STATUSES as readonly string[]).includes(value);
