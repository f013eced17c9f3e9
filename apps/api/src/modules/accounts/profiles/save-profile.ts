// Creating and changing a profile (spec §7 /api/profiles): a customer their own, staff any (and
// walk-ins). A phone or code another profile holds is a conflict the route answers 409 (spec §8).

import type { ProfileCreateBodySchema, ProfileUpdateBodySchema } from '@eclat/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../platform/auth/services.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { phoneOf } from './find-profile.ts';
import {
  customerExists,
  insertProfile,
  ownProfile,
  phoneHeld,
  profileById,
  updateProfile,
} from './repository.ts';
import type { ProfileRow } from './serialize.ts';

export type ProfileConflict = { conflict: 'phone_taken' | 'code_taken' };
type Saved = { row: ProfileRow } | ProfileConflict;

/** A unique index refusing the write can only be the counter code (the phone was checked). */
async function codeConflictAs(write: () => Promise<ProfileRow | null>): Promise<Saved> {
  try {
    const row = await write();
    if (!row) throw new HttpError(404, 'Not Found');
    return { row };
  } catch (error) {
    if (isUniqueViolation(error)) return { conflict: 'code_taken' };
    throw error;
  }
}

export async function createProfile(
  db: Db,
  companyId: number,
  principal: Principal | null,
  body: z.infer<typeof ProfileCreateBodySchema>,
): Promise<Saved> {
  const customerId = principal?.type === 'customer' ? principal.customerId : (body.customerId ?? null);
  if (
    principal?.type !== 'customer' &&
    customerId !== null &&
    !(await customerExists(db, companyId, customerId))
  ) {
    throw new HttpError(404, 'Not Found');
  }
  const phone = body.phone ? phoneOf(body.phone, body.country) : null;
  if (phone && (await phoneHeld(db, companyId, phone, { customerId }))) return { conflict: 'phone_taken' };
  return codeConflictAs(() =>
    insertProfile(db, {
      companyId,
      customerId,
      firstname: body.firstname,
      lastname: body.lastname,
      phone,
      country: body.country,
      city: body.city ?? null,
      birthdate: body.birthdate ?? null,
      code: body.code ?? null,
    }),
  );
}

export async function editProfile(
  db: Db,
  companyId: number,
  principal: Principal | null,
  body: z.infer<typeof ProfileUpdateBodySchema>,
): Promise<Saved> {
  let current: ProfileRow | null;
  if (principal?.type === 'customer') {
    current = await ownProfile(db, companyId, principal.customerId, body.id);
  } else {
    if (!body.id)
      throw new HttpError(400, 'param manquants', { errors: [{ path: 'body.id', message: 'required' }] });
    current = await profileById(db, companyId, body.id);
  }
  if (!current) throw new HttpError(404, 'Not Found');
  const phone = body.phone ? phoneOf(body.phone, body.country ?? current.country) : body.phone;
  if (phone && (await phoneHeld(db, companyId, phone, current))) return { conflict: 'phone_taken' };
  // Only staff set the counter code.
  const code = principal?.type === 'customer' ? undefined : body.code;
  const changes = {
    ...(body.firstname !== undefined ? { firstname: body.firstname } : {}),
    ...(body.lastname !== undefined ? { lastname: body.lastname } : {}),
    ...(phone !== undefined ? { phone } : {}),
    ...(body.country !== undefined ? { country: body.country } : {}),
    ...(body.city !== undefined ? { city: body.city } : {}),
    ...(body.birthdate !== undefined ? { birthdate: body.birthdate } : {}),
    ...(code !== undefined ? { code } : {}),
  };
  if (Object.keys(changes).length === 0) return { row: current };
  const id = current.id;
  return codeConflictAs(() => updateProfile(db, companyId, id, changes));
}
