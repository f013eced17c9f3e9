// Entries past their last day leave the queue (issue 21): a recurring job moves waiting entries
// whose last day is over in their shop's zone to `expired`. Offered ones are the offer engine's:
// their offer ends first, and it closes the entry then.
import { wishIsOver } from '@eclat/domain';
import type { Db } from '../../../../db/client.ts';
import type { JobDefinition } from '../../../../platform/jobs/worker.ts';
import { closeEntries, waitingUntilBefore } from './repository.ts';

export const WAITLIST_EXPIRE_JOB = 'waitlist-expire';

/** Expires the waiting entries that are over at `now`; answers how many. */
export async function expireEntries(db: Db, now: Date): Promise<number> {
  // Any zone's local date is at most a day after the UTC one: entries ending before tomorrow (UTC)
  // are the candidates, and each one's own zone decides.
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const candidates = await waitingUntilBefore(db, tomorrow);
  const over = candidates.filter((c) => wishIsOver(c, now.getTime(), c.timeZone)).map((c) => c.id);
  const closed = await closeEntries(db, { ids: over, to: 'expired', from: ['waiting'], now });
  return closed.length;
}

/** Every hour, in the job's transaction (done with the job's "done"). */
export const waitlistExpireJob: JobDefinition = {
  everyMs: 3_600_000,
  run: (tx, { now }) => expireEntries(tx, now),
};
