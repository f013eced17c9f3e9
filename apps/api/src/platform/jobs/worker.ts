// The job queue's worker (ADR 0022): runs due jobs, retries failures with backoff, and keeps the
// recurring ones (sweepers, the outbox relay) going. Several API processes may run it on one
// database: a job is claimed by one of them only (SKIP LOCKED, repository.ts), and a handler's
// database work commits together with the job's "done" — it happens once, even across a crash.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from './queue.ts';
import {
  bringForward,
  claimDueJobs,
  failJob,
  finishJob,
  holdClaim,
  type JobRow,
  purgeFinishedJobs,
} from './repository.ts';

export type JobContext = { job: JobRow; payload: Record<string, unknown>; now: Date };

export type JobDefinition = {
  /**
   * Runs the job. By default inside a transaction that also marks the job done (`tx`). With
   * `ownTransactions`, `db` is the database itself: for work that claims its own rows in its own
   * transactions or calls the network (sweepers, the relay) and is safe to run again.
   */
  run: (db: Db, context: JobContext) => Promise<unknown>;
  ownTransactions?: boolean;
  /** Recurring: after each run (or failure) the next is queued this many ms later. */
  everyMs?: number;
  /** Delay before try n + 1 after n failed tries; default 30 s × 4^(n−1), at most 6 h. */
  backoffMs?: (attempts: number) => number;
};

export type JobDefinitions = Record<string, JobDefinition>;

export const defaultBackoffMs = (attempts: number) => Math.min(30_000 * 4 ** (attempts - 1), 6 * 3_600_000);

const recurringKey = (name: string) => `every:${name}`;

/**
 * Queues each recurring job to run now: a new one, or the one a previous process left queued for
 * later, brought forward — a process that starts settles what ran out while none was running
 * (holds of a crash) before its first request.
 */
export async function scheduleRecurring(db: Db, definitions: JobDefinitions, now: Date): Promise<void> {
  for (const [name, definition] of Object.entries(definitions)) {
    if (!definition.everyMs) continue;
    const key = recurringKey(name);
    if ((await enqueueJob(db, { name, key, runAt: now, maxAttempts: 1 })) === null)
      await bringForward(db, key, now);
  }
}

export type RunOutcome = { done: number; failed: number; retried: number };

/**
 * Runs every job due at `now`, batch after batch until none is left (bounded, so one tick never
 * runs forever). The clock is injected: tests step it, the worker reads the wall clock.
 */
export async function runDueJobs(
  db: Db,
  definitions: JobDefinitions,
  options: { now: Date; batch?: number; leaseMs?: number; maxBatches?: number; log?: FastifyBaseLogger },
): Promise<RunOutcome> {
  const { now } = options;
  const outcome: RunOutcome = { done: 0, failed: 0, retried: 0 };
  for (let round = 0; round < (options.maxBatches ?? 20); round += 1) {
    const claimed = await claimDueJobs(
      db,
      Object.keys(definitions),
      now,
      options.batch ?? 20,
      options.leaseMs ?? 5 * 60_000,
    );
    if (claimed.length === 0) break;
    for (const job of claimed) {
      const result = await runOne(db, definitions, job, now, options.log);
      outcome[result] += 1;
    }
  }
  return outcome;
}

async function runOne(
  db: Db,
  definitions: JobDefinitions,
  job: JobRow,
  now: Date,
  log: FastifyBaseLogger | undefined,
): Promise<keyof RunOutcome> {
  const definition = definitions[job.name];
  const context: JobContext = { job, payload: job.payload, now };
  try {
    if (!definition) throw new Error(`no handler for job "${job.name}"`);
    if (definition.ownTransactions) {
      await definition.run(db, context);
      await finishJob(db, job, now, !definition.everyMs);
    } else {
      await db.transaction(async (tx) => {
        if (!(await holdClaim(tx, job))) return;
        await definition.run(tx, context);
        await finishJob(tx, job, now, !definition.everyMs);
      });
    }
    if (definition.everyMs) await queueNext(db, job, definition, now);
    return 'done';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const retry = job.attempts < job.maxAttempts && definition !== undefined;
    const backoff = definition?.backoffMs ?? defaultBackoffMs;
    await failJob(db, job, now, message, retry ? new Date(now.getTime() + backoff(job.attempts)) : null);
    log?.warn({ job: job.name, id: job.id, attempts: job.attempts, err: message }, 'job failed');
    if (definition?.everyMs) {
      // A recurring job's failed row is its record; the next run is queued all the same.
      await queueNext(db, job, definition, now);
    }
    return retry ? 'retried' : 'failed';
  }
}

async function queueNext(db: Db, job: JobRow, definition: JobDefinition, now: Date): Promise<void> {
  await enqueueJob(db, {
    name: job.name,
    key: recurringKey(job.name),
    runAt: new Date(now.getTime() + (definition.everyMs ?? 60_000)),
    maxAttempts: 1,
  });
}

/**
 * The worker of one process: schedules the recurring jobs, then runs due jobs every `pollMs`
 * (one indexed query when there is nothing to do). Answers a stop function that waits for the
 * tick in progress.
 */
export async function startJobWorker(
  db: Db,
  definitions: JobDefinitions,
  options: { pollMs?: number; now?: () => Date; log?: FastifyBaseLogger } = {},
): Promise<() => Promise<void>> {
  const clock = options.now ?? (() => new Date());
  const log = options.log;
  let current: Promise<void> = Promise.resolve();
  let busy = false;
  let stopped = false;
  // One tick at a time: a slow tick makes the next one wait rather than pile up behind it.
  const tick = () => {
    if (busy || stopped) return current;
    busy = true;
    current = runDueJobs(db, definitions, { now: clock(), log })
      .then(() => undefined)
      .catch((err: unknown) => log?.error({ err }, 'job worker tick failed'))
      .finally(() => {
        busy = false;
      });
    return current;
  };
  await scheduleRecurring(db, definitions, clock());
  await tick();
  const timer = setInterval(() => void tick(), options.pollMs ?? 5_000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}

/** The queue's own housekeeping, as a recurring job: done jobs kept a week, failed ones 90 days. */
export const purgeJobsDefinition: JobDefinition = {
  everyMs: 3_600_000,
  ownTransactions: true,
  run: (db, { now }) =>
    purgeFinishedJobs(
      db,
      new Date(now.getTime() - 7 * 86_400_000),
      new Date(now.getTime() - 90 * 86_400_000),
    ),
};
