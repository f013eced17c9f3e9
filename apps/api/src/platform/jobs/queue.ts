// The job queue's write side (ADR 0022): work to do later, written in the caller's transaction so
// that it exists exactly when the change that asked for it committed (a reminder with its booking,
// a message with its payment). platform/jobs/worker.ts runs them.
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';

export type JobRequest = {
  /** The handler's name (src/jobs.ts composes name → handler). */
  name: string;
  /** Not before this instant. */
  runAt: Date;
  /** At most one queued or running job per key: a second enqueue with a live key is a no-op. */
  key?: string;
  companyId?: number | null;
  payload?: Record<string, unknown>;
  /** Tries before the job is left `failed` for staff to see (default 5). */
  maxAttempts?: number;
};

/** Queues a job; answers its id, or null when a live job with the same key already exists. */
export async function enqueueJob(tx: Db, job: JobRequest): Promise<number | null> {
  const rows = await tx
    .insert(jobs)
    .values({
      name: job.name,
      runAt: job.runAt,
      key: job.key ?? null,
      companyId: job.companyId ?? null,
      payload: job.payload ?? {},
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing({
      target: jobs.key,
      where: sql`${jobs.status} in ('queued', 'running')`,
    })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Drops queued jobs whose key starts with `keyPrefix` (a cancelled booking's reminders); a job
 * already running finishes and its handler re-checks what it is about. Answers how many.
 */
export async function cancelQueuedJobs(tx: Db, keyPrefix: string): Promise<number> {
  const escaped = keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await tx
    .delete(jobs)
    .where(and(eq(jobs.status, 'queued'), like(jobs.key, `${escaped}%`)))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Drops the queued job of exactly this key (one appointment's review invitation, whose key
 * would otherwise be a prefix of another's: `…:1` of `…:12`). Answers whether one was dropped.
 */
export async function cancelQueuedJob(tx: Db, key: string): Promise<boolean> {
  const rows = await tx
    .delete(jobs)
    .where(and(eq(jobs.status, 'queued'), eq(jobs.key, key)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
