// Staff look-ups of a profile by phone or counter code: 404 when none.
import { normalisePhone } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { profileByCode, profileByPhone } from './repository.ts';
import type { ProfileRow } from './serialize.ts';

/** The phone in international form, or 400 'invalid_phone'. */
export function phoneOf(raw: string, country: string | undefined): string {
  const phone = normalisePhone(raw, country ?? 'FR');
  if (!phone) throw new HttpError(400, 'invalid phone number', { type: 'invalid_phone' });
  return phone;
}

export async function profileWithPhone(
  db: Db,
  companyId: number,
  query: { phone: string; country?: string },
): Promise<ProfileRow> {
  const row = await profileByPhone(db, companyId, phoneOf(query.phone, query.country));
  if (!row) throw new HttpError(404, 'Not Found');
  return row;
}

export async function profileWithCode(db: Db, companyId: number, code: string): Promise<ProfileRow> {
  const row = await profileByCode(db, companyId, code);
  if (!row) throw new HttpError(404, 'Not Found');
  return row;
}
