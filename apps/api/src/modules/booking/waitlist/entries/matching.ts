// The one point where the entries ask the offer engine (waitlist/offers) to match a shop's free
// times against its queue: a job, queued in the caller's transaction so that it exists exactly when
// the new entry does (ADR 0022). The key makes joins in a burst ask once while the job is queued.
import type { Db } from '../../../../db/client.ts';
import { enqueueJob } from '../../../../platform/jobs/queue.ts';

/** The offer engine's matching job (its handler lives in waitlist/offers, composed in src/jobs.ts). */
export const WAITLIST_MATCH_JOB = 'waitlist-match';

export async function askForMatching(
  tx: Db,
  p: { companyId: number; shopId: number; now: Date },
): Promise<void> {
  await enqueueJob(tx, {
    name: WAITLIST_MATCH_JOB,
    key: `${WAITLIST_MATCH_JOB}:${p.companyId}:${p.shopId}`,
    runAt: p.now,
    companyId: p.companyId,
    payload: { shopId: p.shopId },
  });
}
