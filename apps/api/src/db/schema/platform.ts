// Tables of the platform: the job queue (ADR 0022) and the instance's own keys. Jobs are written only through
// platform/jobs/repository.ts.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, createdAt, id, tstz } from './base.ts';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** The handler that runs it (platform/jobs/registry). */
    name: text('name').notNull(),
    /** At most one queued or running job per key: enqueueing it again is a no-op. */
    key: text('key'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Not before this instant. */
    runAt: tstz('run_at').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** A running job whose lease ran out (its process died) is claimed again. */
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_live_key_uq').on(t.key).where(sql`${t.status} in ('queued', 'running')`),
    check('jobs_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * Keys the instance makes for itself once and every process shares through the database (the
 * signing key of booking manage links, unless LINK_KEY is set).
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
