// The jobs table's writes besides enqueueing (queue.ts): claiming due jobs, finishing them and
// putting them back after a failure. The one place the worker touches the table.
import { and, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;

/**
 * Claims up to `batch` due jobs — queued ones whose time has come, and running ones whose lease
 * ran out (their process died) — of the given names, in one short transaction. SKIP LOCKED: two workers never claim
 * one job; each claim counts an attempt and takes a lease.
 */
export async function claimDueJobs(
  db: Db,
  names: readonly string[],
  now: Date,
  batch: number,
  leaseMs: number,
): Promise<JobRow[]> {
  if (names.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          // Only jobs this process knows how to run: a process without an SMTP server leaves the
          // relay's jobs to one that has it.
          inArray(jobs.name, [...names]),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + leaseMs),
      })
      .where(
        inArray(
          jobs.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * Locks a claimed job inside the handler's transaction and answers whether it is still this
 * claim's (running, same attempt): a job reclaimed after its lease ran out is not run twice.
 */
export async function holdClaim(tx: Db, job: JobRow): Promise<boolean> {
  const [row] = await tx
    .select({ status: jobs.status, attempts: jobs.attempts })
    .from(jobs)
    .where(eq(jobs.id, job.id))
    .for('update');
  return row?.status === 'running' && row.attempts === job.attempts;
}

/** Done: kept for a while as a record (purged by purgeFinishedJobs), or deleted at once. */
export async function finishJob(tx: Db, job: JobRow, now: Date, keep: boolean): Promise<void> {
  if (!keep) {
    await tx.delete(jobs).where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
    return;
  }
  await tx
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
}

/** A failed attempt: queued again at `retryAt`, or `failed` for good when none is left. */
export async function failJob(
  db: Db,
  job: JobRow,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'queued', runAt: retryAt, lockedUntil: null, lastError: error.slice(0, 1000) }
        : { status: 'failed', finishedAt: now, lockedUntil: null, lastError: error.slice(0, 1000) },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running')));
}

/** Finished jobs older than `before` go (done ones; failed ones stay for staff to see longer). */
export async function purgeFinishedJobs(db: Db, doneBefore: Date, failedBefore: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, 'done'), lt(jobs.finishedAt, doneBefore)),
        and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, failedBefore)),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/** A queued job keyed `key` runs at `now` rather than later (a recurring job at a process start). */
export async function bringForward(db: Db, key: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: now })
    .where(and(eq(jobs.key, key), eq(jobs.status, 'queued'), gt(jobs.runAt, now)));
}
