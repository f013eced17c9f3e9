// The one point where a new entry asks the offer engine (waitlist/offers) to look again at the
// shop's freed times that are still to come and not refilled: one `waitlist-match` job per freed
// time, queued in the join's transaction so it exists exactly when the entry does (ADR 0022). The
// engine's job, key and payload are its own (booking/freed-times/record.ts queueWaitlistMatch:
// `waitlist-match:<company>:<freed slot>`, { freedSlotId }); a job already queued for a freed time
// makes this one a no-op, and that one will see the new entry when it runs.
import type { Db } from '../../../../db/client.ts';
import { enqueueJob } from '../../../../platform/jobs/queue.ts';
import { openFreedSlots } from './repository.ts';

export const WAITLIST_MATCH_JOB = 'waitlist-match';

export async function askForMatching(
  tx: Db,
  p: { companyId: number; shopId: number; now: Date },
): Promise<number> {
  const freed = await openFreedSlots(tx, p);
  for (const freedSlotId of freed)
    await enqueueJob(tx, {
      name: WAITLIST_MATCH_JOB,
      key: `${WAITLIST_MATCH_JOB}:${p.companyId}:${freedSlotId}`,
      runAt: p.now,
      companyId: p.companyId,
      payload: { freedSlotId },
    });
  return freed.length;
}
