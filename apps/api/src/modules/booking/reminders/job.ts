// The reminder job: runs at its time, in the job's transaction (it happens once with the job's
// "done"), and sends nothing when the booking was cancelled or moved since it was queued — a moved
// booking has new reminders of its own.
import type { Db } from '../../../db/client.ts';
import type { JobDefinition } from '../../../platform/jobs/worker.ts';
import { companyById, firstConfirmedStart } from './repository.ts';
import { type ReminderPayload, reminderSettings } from './schedule.ts';

/** Writes the reminder messages of one booking order on the channels the company chose. */
export type SendReminder = (
  tx: Db,
  reminder: { companyId: number; orderId: number; now: Date; channels: { email: boolean; sms: boolean } },
) => Promise<void>;

export function reminderJob(send: SendReminder): JobDefinition {
  return {
    run: async (tx, { job, payload, now }) => {
      const { orderId, startsAt } = payload as ReminderPayload;
      const companyId = job.companyId;
      if (companyId === null || typeof orderId !== 'number') throw new Error('reminder without its booking');
      const current = await firstConfirmedStart(tx, companyId, orderId);
      if (!current || current.toISOString() !== startsAt) return 'booking cancelled or moved';
      // A reminder that waited past the appointment (the API was down for hours) is not worth sending.
      if (current.getTime() <= now.getTime()) return 'too late';
      const company = await companyById(tx, companyId);
      if (!company) return 'company gone';
      const { email, sms } = reminderSettings(company);
      if (!email && !sms) return 'reminders off';
      await send(tx, { companyId, orderId, now, channels: { email, sms } });
      return 'sent';
    },
  };
}
