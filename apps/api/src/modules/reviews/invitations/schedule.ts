// Review invitations follow the honoured status (issue 22): the one status writer
// (booking/appointments/status.ts) calls syncReviewInvitations in the transaction of every move to
// or from `honoured` — one visit marked, a day marked in bulk, an order's status set by staff. A
// visit that becomes honoured gets one invitation job, keyed per appointment, the company's delay
// later; one that stops being honoured (corrected to a no-show) loses the job not run yet. The job
// re-checks everything when it runs (job.ts).
import type { AppointmentStatus } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { cancelQueuedJob, enqueueJob } from '../../../platform/jobs/queue.ts';
import { doneKeys, reviewSettings, visitsOf } from './repository.ts';

export const REVIEW_INVITE_JOB = 'review-invite';

export type ReviewInvitePayload = { appointmentId: number };

/** One key per appointment: a second honoured mark while one is queued queues nothing. */
export const reviewInviteKey = (companyId: number, appointmentId: number) =>
  `${REVIEW_INVITE_JOB}:${companyId}:${appointmentId}`;

/**
 * Queues (moved to honoured) or drops (moved elsewhere) the invitations of appointments the status
 * writer just moved. Queues only when the company has reviews on and the visit has a customer,
 * and never twice for a visit whose invitation already went out (honoured, corrected, honoured
 * again). Answers how many jobs were queued or dropped.
 */
export async function syncReviewInvitations(
  tx: Db,
  moved: readonly { id: number; companyId: number }[],
  to: AppointmentStatus,
  now: Date,
): Promise<number> {
  let changed = 0;
  if (to !== 'honoured') {
    for (const { id, companyId } of moved)
      if (await cancelQueuedJob(tx, reviewInviteKey(companyId, id))) changed += 1;
    return changed;
  }
  const byCompany = new Map<number, number[]>();
  for (const { id, companyId } of moved) byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), id]);
  for (const [companyId, ids] of byCompany) {
    const settings = await reviewSettings(tx, companyId);
    if (!settings?.enabled || (!settings.email && !settings.sms)) continue;
    const runAt = new Date(now.getTime() + settings.inviteDelayMinutes * 60_000);
    const visits = (await visitsOf(tx, companyId, ids)).filter(
      (v) => v.status === 'honoured' && v.customerId !== null,
    );
    const sent = await doneKeys(
      tx,
      visits.map((v) => reviewInviteKey(companyId, v.id)),
    );
    for (const visit of visits) {
      const key = reviewInviteKey(companyId, visit.id);
      if (sent.has(key)) continue;
      const payload: ReviewInvitePayload = { appointmentId: visit.id };
      if ((await enqueueJob(tx, { name: REVIEW_INVITE_JOB, key, companyId, runAt, payload })) !== null)
        changed += 1;
    }
  }
  return changed;
}
