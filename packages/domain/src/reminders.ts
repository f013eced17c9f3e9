// Booking reminders (issue 20): when each of the company's reminders of a booking goes out. A
// reminder whose time has already passed when the booking is made or moved is not sent late (a
// booking made an hour ahead gets no "tomorrow" reminder); the same offset twice is one reminder.

export type ReminderTime = { offsetMinutes: number; at: Date };

export function reminderTimes(startsAt: Date, offsetsMinutes: readonly number[], now: Date): ReminderTime[] {
  const offsets = [...new Set(offsetsMinutes)].filter((m) => Number.isInteger(m) && m > 0);
  return offsets
    .map((offsetMinutes) => ({ offsetMinutes, at: new Date(startsAt.getTime() - offsetMinutes * 60_000) }))
    .filter((r) => r.at.getTime() > now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The job key of one reminder of one booking order: one live reminder per order and offset. */
export const reminderKey = (companyId: number, orderId: number, offsetMinutes?: number) =>
  `reminder:${companyId}:${orderId}:${offsetMinutes ?? ''}`;
