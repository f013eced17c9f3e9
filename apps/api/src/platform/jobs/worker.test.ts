import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../test-support/databases.ts';
import { type Database, type Db, openDatabase } from '../../db/client.ts';
import { jobs, outbox } from '../../db/schema.ts';
import { cancelQueuedJobs, enqueueJob } from './queue.ts';
import { claimDueJobs } from './repository.ts';
import { type JobDefinitions, runDueJobs, scheduleRecurring } from './worker.ts';

const t0 = new Date('2026-11-25T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** A job whose effect is an outbox row named after it: counting rows counts runs. */
const marking: JobDefinitions = {
  mark: {
    run: async (tx, { payload }) => {
      await tx.insert(outbox).values({ channel: 'email', to: `mark:${String(payload.n)}`, body: 'x' });
    },
  },
};
const marks = async (db: Db) =>
  (await db.select({ to: outbox.to }).from(outbox).where(like(outbox.to, 'mark:%'))).map((r) => r.to);

describe.each(engines)('job queue (%s)', (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await db.delete(jobs);
    await db.delete(outbox);
  });

  it('runs a job at its time, not before, and once', async () => {
    await enqueueJob(db, { name: 'mark', runAt: at(60_000), payload: { n: 1 } });
    expect(await runDueJobs(db, marking, { now: at(59_999) })).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(await marks(db)).toEqual([]);
    expect((await runDueJobs(db, marking, { now: at(60_000) })).done).toBe(1);
    expect((await runDueJobs(db, marking, { now: at(120_000) })).done).toBe(0);
    expect(await marks(db)).toEqual(['mark:1']);
    const [row] = await db.select().from(jobs);
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('keeps one live job per key, and a key can be used again once its job is done', async () => {
    expect(await enqueueJob(db, { name: 'mark', key: 'k:1', runAt: t0, payload: { n: 1 } })).not.toBeNull();
    expect(await enqueueJob(db, { name: 'mark', key: 'k:1', runAt: t0, payload: { n: 2 } })).toBeNull();
    await runDueJobs(db, marking, { now: t0 });
    expect(await enqueueJob(db, { name: 'mark', key: 'k:1', runAt: t0, payload: { n: 3 } })).not.toBeNull();
    await runDueJobs(db, marking, { now: t0 });
    expect((await marks(db)).sort()).toEqual(['mark:1', 'mark:3']);
  });

  it('retries a failing job with backoff, its writes undone, then gives up', async () => {
    let calls = 0;
    const flaky: JobDefinitions = {
      flaky: {
        backoffMs: (n) => n * 1_000,
        run: async (tx) => {
          calls += 1;
          await tx.insert(outbox).values({ channel: 'email', to: `mark:${calls}`, body: 'x' });
          throw new Error(`boom ${calls}`);
        },
      },
    };
    await enqueueJob(db, { name: 'flaky', runAt: t0, maxAttempts: 3 });
    expect(await runDueJobs(db, flaky, { now: t0 })).toEqual({ done: 0, failed: 0, retried: 1 });
    expect(await runDueJobs(db, flaky, { now: at(999) })).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(await runDueJobs(db, flaky, { now: at(1_000) })).toEqual({ done: 0, failed: 0, retried: 1 });
    expect(await runDueJobs(db, flaky, { now: at(2_999) })).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(await runDueJobs(db, flaky, { now: at(3_000) })).toEqual({ done: 0, failed: 1, retried: 0 });
    expect(await runDueJobs(db, flaky, { now: at(1e9) })).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(calls).toBe(3);
    expect(await marks(db)).toEqual([]);
    const [row] = await db.select().from(jobs);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
  });

  it('runs again a job whose worker died mid-run, once its lease ran out', async () => {
    await enqueueJob(db, { name: 'mark', runAt: t0, payload: { n: 7 } });
    // A worker claims it and its process dies before running it (the claim committed).
    expect(await claimDueJobs(db, ['mark'], t0, 10, 60_000)).toHaveLength(1);
    expect((await runDueJobs(db, marking, { now: at(59_000) })).done).toBe(0);
    expect((await runDueJobs(db, marking, { now: at(61_000) })).done).toBe(1);
    expect(await marks(db)).toEqual(['mark:7']);
    expect((await db.select().from(jobs))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('never claims a job whose name this process does not run', async () => {
    await enqueueJob(db, { name: 'outbox-relay', runAt: t0 });
    expect(await runDueJobs(db, marking, { now: t0 })).toEqual({ done: 0, failed: 0, retried: 0 });
    expect((await db.select().from(jobs))[0]?.status).toBe('queued');
  });

  it('keeps each recurring job queued once, and queues the next run after each', async () => {
    let runs = 0;
    const recurring: JobDefinitions = {
      sweep: { everyMs: 60_000, ownTransactions: true, run: async () => (runs += 1) },
    };
    await scheduleRecurring(db, recurring, t0);
    await scheduleRecurring(db, recurring, t0);
    expect(await db.select().from(jobs)).toHaveLength(1);
    await runDueJobs(db, recurring, { now: t0 });
    await runDueJobs(db, recurring, { now: at(30_000) });
    await runDueJobs(db, recurring, { now: at(60_000) });
    expect(runs).toBe(2);
    const live = await db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(live.map((j) => j.runAt.toISOString())).toEqual([at(120_000).toISOString()]);
    // A process starting at 90 s runs it at once, not at 120 s.
    await scheduleRecurring(db, recurring, at(90_000));
    await runDueJobs(db, recurring, { now: at(90_000) });
    expect(runs).toBe(3);
  });

  it('drops queued jobs by key prefix, taking % and _ literally', async () => {
    await enqueueJob(db, { name: 'mark', key: 'reminder:1:10:1440', runAt: t0 });
    await enqueueJob(db, { name: 'mark', key: 'reminder:1:10:120', runAt: t0 });
    await enqueueJob(db, { name: 'mark', key: 'reminder:1:100:120', runAt: t0 });
    expect(await cancelQueuedJobs(db, 'reminder:1:1_:')).toBe(0);
    expect(await cancelQueuedJobs(db, 'reminder:1:10:')).toBe(2);
    expect((await db.select().from(jobs)).map((j) => j.key)).toEqual(['reminder:1:100:120']);
  });
});

describe.skipIf(!engines.includes('postgres'))('job queue across processes (postgres)', () => {
  let database: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    other = await openDatabase({ kind: 'postgres', url: database.url ?? '', poolSize: 5 });
  });
  afterAll(async () => {
    await other?.close();
    await database?.drop();
  });

  it('runs each of 200 jobs exactly once with two workers at it', async () => {
    for (let n = 0; n < 200; n += 1)
      await enqueueJob(database.db, { name: 'mark', runAt: t0, payload: { n } });
    const [a, b] = await Promise.all([
      runDueJobs(database.db, marking, { now: t0, batch: 7 }),
      runDueJobs(other.db, marking, { now: t0, batch: 7 }),
    ]);
    expect((a?.done ?? 0) + (b?.done ?? 0)).toBe(200);
    expect(a?.done).toBeGreaterThan(0);
    expect(b?.done).toBeGreaterThan(0);
    const runs = await marks(database.db);
    expect(runs).toHaveLength(200);
    expect(new Set(runs).size).toBe(200);
  });
});

describe('job queue across a restart (pglite on disk)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'eclat-jobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps queued jobs when the process stops, and runs them after it starts again', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.migrate();
    await enqueueJob(first.db, { name: 'mark', runAt: at(3_600_000), payload: { n: 'later' } });
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    await second.migrate();
    expect((await runDueJobs(second.db, marking, { now: at(3_600_000) })).done).toBe(1);
    expect(await marks(second.db)).toEqual(['mark:later']);
    await second.close();
  });
});
