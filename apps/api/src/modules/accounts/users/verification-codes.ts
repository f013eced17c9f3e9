// The registration's codes (ADR 0006): an SMS code verifies the phone (and completes a
// registration waiting for it), an e-mailed code verifies the address.
import { CODE_TTL_MS, type CodeCheck, normalisePhone } from '@eclat/domain';
import { issueCode, useCode } from '../../../platform/auth/one-time.ts';
import { type AccountsServices, companyName } from '../../../platform/auth/services.ts';
import { issueToken } from '../../../platform/auth/tokens.ts';
import type { Call, Locked } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { accountKey } from '../../../platform/rate-limit/limiter.ts';
import { recordActivity } from '../retention/repository.ts';
import { customerByEmail, customerById, hasIssuedCode, updateCustomer } from './repository.ts';
import type { CustomerRow } from './serialize.ts';

const CODE_MINUTES = CODE_TTL_MS / 60_000;

const CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, { type: string; message: string }> = {
  none: { type: 'code_invalid', message: 'invalid code' },
  wrong: { type: 'code_invalid', message: 'invalid code' },
  expired: { type: 'code_expired', message: 'this code has expired: ask for a new one' },
  exhausted: { type: 'code_exhausted', message: 'too many wrong tries on this code: ask for a new one' },
};

type CodeChannel = { purpose: 'register_sms' | 'verify_email'; channel: 'sms' | 'email' };
const SMS: CodeChannel = { purpose: 'register_sms', channel: 'sms' };
const EMAIL: CodeChannel = { purpose: 'verify_email', channel: 'email' };

async function sendCode(
  s: AccountsServices,
  call: Call,
  customer: CustomerRow,
  { purpose, channel }: CodeChannel,
  to: string,
): Promise<void> {
  const companyId = call.company.id;
  const code = await issueCode(s.db, {
    companyId,
    customerId: customer.id,
    purpose,
    ttlMs: CODE_TTL_MS,
    now: s.now(),
  });
  await s.messenger.send(
    {
      companyId,
      channel,
      to,
      customerId: customer.id,
      lang: customer.lang,
      template: channel === 'sms' ? 'sms_code' : 'email_code',
      vars: { company: companyName(call.company), minutes: CODE_MINUTES },
      secret: code,
    },
    call.log,
  );
}

/** Texts a code to the number on file (none when the account has no phone). */
export async function sendSmsCode(s: AccountsServices, call: Call, customer: CustomerRow): Promise<void> {
  if (customer.phone) await sendCode(s, call, customer, SMS, customer.phone);
}

/**
 * A new code by SMS or e-mail, answered the same for any e-mail. The SMS goes to the number on
 * file (set at step 1 or 2, with the password), never to one given here; a pending account gets
 * one only once step 2 asked for it.
 */
export async function resendCode(
  s: AccountsServices,
  call: Call,
  input: { email: string; type: 'sms' | 'email'; phone?: string },
): Promise<Locked | { sent: true }> {
  const companyId = call.company.id;
  const subjects = { account: accountKey(companyId, 'customer', input.email), ip: call.ip };
  const locked = await s.limiter.lockedFor('resend', subjects);
  if (locked) return { lockedMs: locked };
  await s.limiter.record('resend', subjects);

  const customer = await customerByEmail(s.db, companyId, input.email);
  if (customer && input.type === 'sms' && customer.phone && !customer.phoneVerified) {
    const given = input.phone ? normalisePhone(input.phone) : customer.phone;
    const askedBefore =
      customer.status !== 'pending' || (await hasIssuedCode(s.db, companyId, customer.id, 'register_sms'));
    if (given === customer.phone && askedBefore) await sendSmsCode(s, call, customer);
  }
  if (customer && input.type === 'email' && !customer.emailVerified) {
    await sendCode(s, call, customer, EMAIL, customer.email);
  }
  return { sent: true };
}

/**
 * Checks the codes given: smsCode verifies the phone (and activates a pending account, signed in
 * at once), code verifies the e-mail. Any wrong code counts towards the 'code' lockout.
 */
export async function verifyCodes(
  s: AccountsServices,
  call: Call,
  input: { userID: number; code?: string; smsCode?: string },
): Promise<Locked | { customer: CustomerRow; token: string | null }> {
  const { userID, code, smsCode } = input;
  const companyId = call.company.id;
  const subjects = { account: accountKey(companyId, 'customer-id', userID), ip: call.ip };
  const locked = await s.limiter.lockedFor('code', subjects);
  if (locked) return { lockedMs: locked };

  const customer = await customerById(s.db, companyId, userID);
  const now = s.now();
  const checks: { purpose: CodeChannel['purpose']; verdict: CodeCheck }[] = [];
  for (const [purpose, given] of [
    [SMS.purpose, smsCode],
    [EMAIL.purpose, code],
  ] as const) {
    if (customer && given !== undefined) {
      const verdict = await useCode(s.db, { companyId, customerId: userID, purpose, code: given, now });
      checks.push({ purpose, verdict });
    }
  }
  const failed = customer ? checks.find((c) => c.verdict !== 'ok') : { verdict: 'none' as const };
  if (!customer || failed) {
    await s.limiter.record('code', subjects);
    const verdict = (failed?.verdict ?? 'none') as Exclude<CodeCheck, 'ok'>;
    throw new HttpError(400, CODE_ERRORS[verdict].message, { type: CODE_ERRORS[verdict].type });
  }
  await s.limiter.succeeded('code', subjects);

  const phoneChecked = checks.some((c) => c.purpose === SMS.purpose);
  const emailChecked = checks.some((c) => c.purpose === EMAIL.purpose);
  const activates = phoneChecked && customer.status === 'pending';
  const updated = await updateCustomer(s.db, companyId, customer.id, {
    ...(phoneChecked ? { phoneVerified: true } : {}),
    ...(emailChecked ? { emailVerified: true } : {}),
    ...(activates ? { status: 'active' } : {}),
    updatedAt: now,
  });
  if (!updated) throw new HttpError(404, 'Not Found');
  // The account's first session (activated by the code) is its first activity.
  if (activates) await recordActivity(s.db, companyId, updated.id, now);
  const token = activates
    ? await issueToken(s.db, { type: 'customer', companyId, subjectId: updated.id }, now)
    : null;
  return { customer: updated, token };
}
