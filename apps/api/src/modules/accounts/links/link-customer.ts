// Linking a customer to their id in an outside system, and reading those links (spec §7 /api/links).
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../platform/auth/services.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { customerById } from '../users/repository.ts';
import { insertLink, type LinkRow, linksOfCustomer } from './repository.ts';

async function assertCustomer(db: Db, companyId: number, customerId: number): Promise<void> {
  if (!(await customerById(db, companyId, customerId))) throw new HttpError(404, 'Not Found');
}

/** An external id names one customer per system: a taken one is a 409. */
export async function linkCustomer(
  db: Db,
  companyId: number,
  input: { userId: number; system: string; externalId: string },
): Promise<LinkRow> {
  await assertCustomer(db, companyId, input.userId);
  try {
    return await insertLink(db, {
      companyId,
      customerId: input.userId,
      system: input.system,
      externalId: input.externalId,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'Conflict', { type: 'external_id_taken' });
    throw error;
  }
}

export async function customerLinks(db: Db, companyId: number, customerId: number): Promise<LinkRow[]> {
  await assertCustomer(db, companyId, customerId);
  return linksOfCustomer(db, companyId, customerId);
}
