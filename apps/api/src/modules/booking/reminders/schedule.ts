// Booking reminders (issue 20): queued on the job queue in the transaction that confirms, moves or
// cancels a booking, at the company's offsets (default 24 h and 2 h before). Moving a booking drops
// its queued reminders and queues new ones; cancelling drops them. The job re-checks the booking
// when it runs, so a reminder never goes out for a booking cancelled or moved meanwhile.
import { DEFAULT_BOOKER, mergeSettings, reminderKey, reminderTimes } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { cancelQueuedJobs, enqueueJob } from '../../../platform/jobs/queue.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { companyById, firstConfirmedStart } from './repository.ts';

export const REMINDER_JOB = 'booking-reminder';

export type ReminderPayload = { orderId: number; offsetMinutes: number; startsAt: string };

/**
 * (Re)queues the reminders of a booking order from its first confirmed appointment; none when
 * nothing of it is confirmed (still held, cancelled). Answers how many were queued.
 */
export async function scheduleReminders(
  tx: Db,
  company: CompanyRow,
  orderId: number,
  now: Date,
): Promise<number> {
  await dropReminders(tx, company.id, orderId);
  const startsAt = await firstConfirmedStart(tx, company.id, orderId);
  if (!startsAt) return 0;
  const reminders = reminderSettings(company);
  if (!reminders.email && !reminders.sms) return 0;
  let queued = 0;
  for (const { offsetMinutes, at } of reminderTimes(startsAt, reminders.offsetsMinutes, now)) {
    const payload: ReminderPayload = { orderId, offsetMinutes, startsAt: startsAt.toISOString() };
    const id = await enqueueJob(tx, {
      name: REMINDER_JOB,
      key: reminderKey(company.id, orderId, offsetMinutes),
      companyId: company.id,
      runAt: at,
      payload,
    });
    if (id !== null) queued += 1;
  }
  return queued;
}

/** Drops the booking order's reminders not sent yet (cancelled). */
export function dropReminders(tx: Db, companyId: number, orderId: number): Promise<number> {
  return cancelQueuedJobs(tx, reminderKey(companyId, orderId));
}

/** The company's reminder settings with their defaults (24 h and 2 h, e-mail and SMS). */
export const reminderSettings = (company: CompanyRow) =>
  mergeSettings(DEFAULT_BOOKER, company.booker).appointment.reminders;

/** scheduleReminders for a company known by its id (the status writer's moves). */
export async function syncReminders(tx: Db, companyId: number, orderId: number, now: Date): Promise<number> {
  const company = await companyById(tx, companyId);
  return company ? scheduleReminders(tx, company, orderId, now) : 0;
}
