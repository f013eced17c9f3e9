// The retention clock of customers (issue 23): their last activity, the notice of an erasure to
// come, and the sweep's reads. privacy_requests rows of kind retention_* are written here.
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, companies, customers, privacyRequests, profiles } from '../../../db/schema.ts';

/**
 * The customer did something (signed in, booked, paid an order): the clock starts again and a
 * notice already sent no longer holds. One UPDATE, in the caller's transaction when it has one.
 */
export async function recordActivity(
  tx: Db,
  companyId: number,
  customerId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(customers)
    .set({ lastActivityAt: now, retentionNoticeAt: null })
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
}

/** Every company with its booker (the sweep reads booker.privacy.retentionMonths). */
export function companiesForRetention(db: Db) {
  return db.select({ id: companies.id, booker: companies.booker }).from(companies);
}

export type RetentionCandidate = {
  id: number;
  email: string;
  lang: string;
  firstname: string | null;
  lastActivityAt: Date | null;
  createdAt: Date;
  retentionNoticeAt: Date | null;
};

/**
 * The company's customers not erased whose last activity (or creation) is at or before `before`,
 * and who have no appointment still to come (held or confirmed, from `now` on).
 */
export async function retentionCandidates(
  db: Db,
  companyId: number,
  before: Date,
  now: Date,
  limit: number,
): Promise<RetentionCandidate[]> {
  const since = sql`coalesce(${customers.lastActivityAt}, ${customers.createdAt})`;
  const future = db
    .select({ one: sql`1` })
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, companyId),
        eq(appointments.customerId, customers.id),
        inArray(appointments.status, ['held', 'confirmed']),
        gt(appointments.endsAt, now),
      ),
    );
  return db
    .select({
      id: customers.id,
      email: customers.email,
      lang: customers.lang,
      firstname: sql<
        string | null
      >`(select ${profiles.firstname} from ${profiles} where ${profiles.customerId} = ${customers.id} and ${profiles.companyId} = ${companyId} order by ${profiles.id} limit 1)`,
      lastActivityAt: customers.lastActivityAt,
      createdAt: customers.createdAt,
      retentionNoticeAt: customers.retentionNoticeAt,
    })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        isNull(customers.erasedAt),
        lte(since, before),
        sql`not exists (${future})`,
      ),
    )
    .orderBy(customers.id)
    .limit(limit);
}

/** The notice went out: the instant the erasure waits on (cleared by activity). */
export async function markNoticeSent(
  tx: Db,
  companyId: number,
  customerId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(customers)
    .set({ retentionNoticeAt: now })
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId), isNull(customers.erasedAt)));
}

/** The accountability log (art. 5(2)): what the sweep did, requested by the system. */
export async function logRetentionRequest(
  tx: Db,
  row: {
    companyId: number;
    customerId: number;
    kind: 'retention_notice' | 'retention_erase';
    now: Date;
    done: boolean;
  },
): Promise<void> {
  await tx.insert(privacyRequests).values({
    companyId: row.companyId,
    customerId: row.customerId,
    subjectRef: row.customerId,
    kind: row.kind,
    requestedBy: 'system',
    status: row.done ? 'done' : 'queued',
    createdAt: row.now,
    completedAt: row.done ? row.now : null,
  });
}
