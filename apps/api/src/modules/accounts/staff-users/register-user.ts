// An owner creates a company user; without a password the user gets an invitation by e-mail.
import type { CompanyUserRegisterBodySchema } from '@eclat/contracts';
import type { z } from 'zod';
import { newPasswordHash } from '../../../platform/auth/passwords.ts';
import { type AccountsServices, isUniqueViolation } from '../../../platform/auth/services.ts';
import type { Call } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { mailInvitation } from './invitation.ts';
import { companyUserById, insertCompanyUser } from './repository.ts';
import type { CompanyUserRow } from './serialize.ts';

export async function registerCompanyUser(
  s: AccountsServices,
  call: Call,
  body: z.infer<typeof CompanyUserRegisterBodySchema>,
): Promise<{ user: CompanyUserRow; invitationSent: boolean }> {
  const { email, role, firstname, lastname, password } = body;
  const companyId = call.company.id;
  const passwordHash = password === undefined ? null : await newPasswordHash(password, email);
  let user: CompanyUserRow;
  try {
    user = await insertCompanyUser(s.db, { companyId, email, role, firstname, lastname, passwordHash });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'Conflict', { type: 'email_taken' });
    throw error;
  }
  if (passwordHash === null) await mailInvitation(s, call, user);
  return { user, invitationSent: passwordHash === null };
}

/** A new link to choose a password; earlier links stop working. */
export async function resendInvitation(s: AccountsServices, call: Call, id: number): Promise<void> {
  const user = await companyUserById(s.db, call.company.id, id);
  if (!user) throw new HttpError(404, 'Not Found');
  if (!user.active) throw new HttpError(409, 'this user is disabled', { type: 'disabled' });
  await mailInvitation(s, call, user);
}
