// The export's signed link (issue 23, ADR 0026): a random token whose SHA-256 is kept on the
// request's log row with its expiry. The document itself is never stored: it is built again from
// the database each time the link is opened, until it expires (410 after).
import { createHash, randomBytes } from 'node:crypto';
import { EXPORT_LINK_MINUTES, type ExportLink } from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies, privacyRequests } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { logRequest } from './repository.ts';
import type { Requester } from './request-log.ts';

export const EXPORT_PATH = '/api/privacy/exports';

const hashOf = (token: string) => createHash('sha256').update(`privacy-export:${token}`).digest('hex');

/** Logs the request and answers the link; the token is shown once, here. */
export async function createExportLink(
  db: Db,
  input: { companyId: number; customerId: number; by: Requester; now: Date },
): Promise<ExportLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + EXPORT_LINK_MINUTES * 60_000);
  const requestId = await logRequest(db, {
    ...input,
    kind: 'export',
    tokenHash: hashOf(token),
    expiresAt,
  });
  return { url: `${EXPORT_PATH}/${token}`, expiresAt: expiresAt.toISOString(), requestId };
}

/**
 * The customer a link exports and their company: 404 for an unknown token (or, when the caller
 * names a company, one of another company), 410 once it has expired or its customer was erased since.
 */
export async function exportedCustomer(
  db: Db,
  input: { companyId?: number; token: string; now: Date },
): Promise<{ customerId: number; requestId: number; company: CompanyRow }> {
  const [row] = await db
    .select({
      id: privacyRequests.id,
      companyId: privacyRequests.companyId,
      customerId: privacyRequests.customerId,
      expiresAt: privacyRequests.expiresAt,
      company: companies,
    })
    .from(privacyRequests)
    .innerJoin(companies, eq(companies.id, privacyRequests.companyId))
    .where(and(eq(privacyRequests.kind, 'export'), eq(privacyRequests.tokenHash, hashOf(input.token))))
    .limit(1);
  if (!row || (input.companyId !== undefined && row.companyId !== input.companyId))
    throw new HttpError(404, 'export not found');
  if (!row.expiresAt || row.expiresAt <= input.now || row.customerId === null)
    throw new HttpError(410, 'this export link has expired: ask for a new one', { type: 'export_expired' });
  return { customerId: row.customerId, requestId: row.id, company: row.company };
}
