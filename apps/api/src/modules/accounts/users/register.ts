// Two-step customer registration (spec §4, ADR 0006): step 1 pre-registers a pending account
// with phone, e-mail and password; step 2 completes the profile and activates it, or asks for the
// SMS code when the company wants phone verification.
import type { RegisterStep1BodySchema, RegisterStep2BodySchema } from '@eclat/contracts';
import { completionOutcome, normalisePhone, phoneVerificationRequired } from '@eclat/domain';
import type { z } from 'zod';
import { newPasswordHash, verifyPassword } from '../../../platform/auth/passwords.ts';
import { type AccountsServices, isUniqueViolation } from '../../../platform/auth/services.ts';
import { issueToken } from '../../../platform/auth/tokens.ts';
import type { Call, Locked } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { accountKey } from '../../../platform/rate-limit/limiter.ts';
import { recordRegistrationMarketing } from '../consents/consents.ts';
import {
  firstProfile,
  insertProfile,
  setCustomerProfilesPhone,
  updateProfile,
} from '../profiles/repository.ts';
import { toProfile } from '../profiles/serialize.ts';
import { recordActivity } from '../retention/repository.ts';
import {
  customerByEmail,
  customerView,
  insertCustomer,
  phoneTaken,
  updateCustomer,
  updatePendingCustomer,
} from './repository.ts';
import type { CustomerRow } from './serialize.ts';
import { sendSmsCode } from './verification-codes.ts';

const conflict = (type: 'email_taken' | 'phone_taken' | 'already_registered') =>
  new HttpError(409, 'Conflict', { type });

function phoneOrThrow(raw: string, country: string | undefined): string {
  const phone = normalisePhone(raw, country ?? 'FR');
  if (!phone) {
    throw new HttpError(400, 'invalid phone number', {
      type: 'invalid_phone',
      errors: [{ path: 'body.phone', message: 'not a phone number' }],
    });
  }
  return phone;
}

/** The registration answer: the account, its first profile, its session when it has one. */
export async function registrationAnswer(
  s: AccountsServices,
  call: Call,
  customer: CustomerRow,
  token: string | null,
) {
  const companyId = call.company.id;
  const profile = await firstProfile(s.db, companyId, customer.id);
  return {
    user: await customerView(s.db, companyId, customer),
    profile: profile ? toProfile(profile) : null,
    token,
    requireSMSCode: customer.status === 'pending' && phoneVerificationRequired(call.company.booker),
  };
}

/** Step 1. An active account keeps its e-mail; an abandoned pending one is started over. */
export async function startRegistration(
  s: AccountsServices,
  call: Call,
  body: z.infer<typeof RegisterStep1BodySchema>,
): Promise<CustomerRow> {
  const { db } = s;
  const { email, password } = body;
  const companyId = call.company.id;
  const country = body.country ?? 'FR';
  const phone = phoneOrThrow(body.phone, body.country);
  const passwordHash = await newPasswordHash(password, email);
  const existing = await customerByEmail(db, companyId, email);
  if (existing && existing.status !== 'pending') throw conflict('email_taken');
  if (await phoneTaken(db, companyId, phone)) throw conflict('phone_taken');
  const now = s.now();
  const lang = body.lang ?? call.lang;
  try {
    return await db.transaction(async (tx) => {
      if (existing) {
        const row = await updatePendingCustomer(tx, existing.id, {
          passwordHash,
          phone,
          phoneVerified: false,
          lang,
          updatedAt: now,
        });
        if (!row) throw conflict('email_taken');
        await setCustomerProfilesPhone(tx, companyId, row.id, { phone, country });
        await recordRegistrationMarketing(tx, companyId, row.id, body.marketing, now);
        return row;
      }
      const row = await insertCustomer(tx, {
        companyId,
        email,
        passwordHash,
        phone,
        status: 'pending',
        lang,
      });
      await insertProfile(tx, { companyId, customerId: row.id, phone, country });
      await recordRegistrationMarketing(tx, companyId, row.id, body.marketing, now);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('email_taken');
    throw error;
  }
}

/** Step 2, with step 1's password: the account and its session (null while the SMS code is due). */
export async function completeRegistration(
  s: AccountsServices,
  call: Call,
  body: z.infer<typeof RegisterStep2BodySchema>,
): Promise<Locked | { customer: CustomerRow; token: string | null }> {
  const { db } = s;
  const { email, password, firstname, lastname, city, birthdate, country } = body;
  const companyId = call.company.id;
  const subjects = { account: accountKey(companyId, 'customer', email), ip: call.ip };
  const locked = await s.limiter.lockedFor('login', subjects);
  if (locked) return { lockedMs: locked };
  const existing = await customerByEmail(db, companyId, email);
  if (!existing) throw new HttpError(404, 'no registration for this e-mail', { type: 'unknown' });
  if (!(await verifyPassword(existing.passwordHash, password))) {
    await s.limiter.record('login', subjects);
    throw new HttpError(401, 'wrong password', { type: 'password' });
  }
  if (existing.status !== 'pending') throw conflict('already_registered');
  const phone = phoneOrThrow(body.phone, country);
  if (await phoneTaken(db, companyId, phone, existing.id)) throw conflict('phone_taken');

  const outcome = completionOutcome(call.company.booker);
  const now = s.now();
  const customer = await db.transaction(async (tx) => {
    const row = await updateCustomer(tx, companyId, existing.id, {
      phone,
      phoneVerified: phone === existing.phone ? existing.phoneVerified : false,
      status: outcome === 'activate' ? 'active' : 'pending',
      updatedAt: now,
    });
    if (!row) throw new Error('customer not updated');
    const profile = await firstProfile(tx, companyId, row.id);
    const fields = {
      phone,
      ...(firstname !== undefined ? { firstname } : {}),
      ...(lastname !== undefined ? { lastname } : {}),
      ...(city !== undefined ? { city } : {}),
      ...(birthdate !== undefined ? { birthdate } : {}),
      ...(country !== undefined ? { country } : {}),
    };
    if (profile) await updateProfile(tx, companyId, profile.id, fields);
    else await insertProfile(tx, { companyId, customerId: row.id, ...fields });
    await recordRegistrationMarketing(tx, companyId, row.id, body.marketing, now);
    // Registering is the account's first activity: the retention clock starts here.
    await recordActivity(tx, companyId, row.id, now);
    return row;
  });
  await s.limiter.succeeded('login', subjects);
  if (outcome === 'await_sms_code') {
    await sendSmsCode(s, call, customer);
    return { customer, token: null };
  }
  const token = await issueToken(db, { type: 'customer', companyId, subjectId: customer.id }, now);
  return { customer, token };
}
