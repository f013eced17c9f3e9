// The log of privacy requests (issue 23, ADR 0026; GDPR art. 5(2)): who asked for an export or an
// erasure of which customer, and when. Rows name no personal data and outlive the customer.
import type { PrivacyRequest } from '@eclat/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companyUsers, privacyRequests } from '../../../db/schema.ts';

/** Who asked: the customer from their account, a staff member (their name kept as it was), the system. */
export type Requester =
  | { type: 'customer' }
  | { type: 'staff'; companyUserId: number; name: string }
  | { type: 'system' };

export type RequestKind = 'export' | 'erase' | 'retention_erase';

/** The staff member's name as the log keeps it ("Jeanne Owner", or their e-mail when nameless). */
export async function staffRequester(db: Db, companyId: number, userId: number): Promise<Requester> {
  const [user] = await db
    .select({ firstname: companyUsers.firstname, lastname: companyUsers.lastname, email: companyUsers.email })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.id, userId)))
    .limit(1);
  const name = user ? `${user.firstname} ${user.lastname}`.trim() || user.email : `#${userId}`;
  return { type: 'staff', companyUserId: userId, name };
}

type Row = typeof privacyRequests.$inferSelect;

export const requestView = (r: Row): PrivacyRequest => ({
  id: r.id,
  kind: r.kind as PrivacyRequest['kind'],
  requestedBy: r.requestedBy as PrivacyRequest['requestedBy'],
  staffName: r.staffName,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  completedAt: r.completedAt?.toISOString() ?? null,
});

/** The requests about one customer (by their number, which survives erasure), newest first. */
export async function requestsAbout(
  db: Db,
  companyId: number,
  customerId: number,
): Promise<PrivacyRequest[]> {
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.companyId, companyId), eq(privacyRequests.subjectRef, customerId)))
    .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id));
  return rows.map(requestView);
}
