// Password reset by e-mailed link (spec §7): single use, 60 minutes (ADR 0006).
import { PASSWORD_RESET_PAGE } from '@eclat/contracts';
import { RESET_TOKEN_TTL_MS } from '@eclat/domain';
import type { LinkInput } from '../../../platform/auth/link-holder.ts';
import { consumeLinkToken, issueLinkToken, type LinkTokenRow } from '../../../platform/auth/one-time.ts';
import { assertPasswordPolicy, hashPassword } from '../../../platform/auth/passwords.ts';
import {
  type AccountsServices,
  companyName,
  langPrefix,
  storefrontOrigin,
} from '../../../platform/auth/services.ts';
import { revokeSubjectTokens } from '../../../platform/auth/tokens.ts';
import type { Call, Locked } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { SECRET } from '../../../platform/mail/templates.ts';
import { accountKey } from '../../../platform/rate-limit/limiter.ts';
import { customerByEmail, customerById, updateCustomer } from './repository.ts';
import type { CustomerRow } from './serialize.ts';

const invalidToken = () =>
  new HttpError(404, 'this link is invalid, used or expired: ask for a new one', { type: 'invalid_token' });

/** What liveLinkHolder opens: a reset link names a customer of the company. */
export function resetLink(s: AccountsServices, companyId: number, token: string) {
  return {
    purpose: 'password_reset' as const,
    token,
    holder: async (live: LinkTokenRow) =>
      live.customerId ? customerById(s.db, companyId, live.customerId) : null,
    invalid: invalidToken,
  };
}

/** Mails a reset link to an active account; the caller learns nothing either way. */
export async function mailResetLink(
  s: AccountsServices,
  call: Call,
  email: string,
): Promise<Locked | { done: true }> {
  const companyId = call.company.id;
  const subjects = { account: accountKey(companyId, 'customer', email), ip: call.ip };
  const locked = await s.limiter.lockedFor('reset', subjects);
  if (locked) return { lockedMs: locked };
  await s.limiter.record('reset', subjects);

  const customer = await customerByEmail(s.db, companyId, email);
  if (customer && customer.status === 'active') {
    const token = await issueLinkToken(s.db, {
      companyId,
      subject: { customerId: customer.id },
      purpose: 'password_reset',
      ttlMs: RESET_TOKEN_TTL_MS,
      now: s.now(),
    });
    const origin = await storefrontOrigin(s.db, companyId, call.forwarded);
    await s.messenger.send(
      {
        companyId,
        channel: 'email',
        to: customer.email,
        customerId: customer.id,
        lang: customer.lang,
        template: 'password_reset',
        vars: {
          company: companyName(call.company),
          minutes: RESET_TOKEN_TTL_MS / 60_000,
          link: `${origin}${langPrefix(customer.lang)}${PASSWORD_RESET_PAGE}/${SECRET}`,
        },
        secret: token,
      },
      call.log,
    );
  }
  return { done: true };
}

/**
 * The new password of an opened link; the link then stops working, every session too. The policy
 * is checked before the link is used, so a refused password keeps it alive.
 */
export async function resetPassword(
  s: AccountsServices,
  call: Call,
  opened: { holder: CustomerRow; link: LinkInput },
  password: string,
): Promise<void> {
  const { holder: customer, link } = opened;
  const companyId = call.company.id;
  const { now } = link;
  assertPasswordPolicy(password, customer.email);
  const passwordHash = await hashPassword(password);
  await s.db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, link);
    if (used?.customerId !== customer.id) throw invalidToken();
    await updateCustomer(tx, companyId, customer.id, { passwordHash, emailVerified: true, updatedAt: now });
    await revokeSubjectTokens(tx, { type: 'customer', companyId, subjectId: customer.id }, now);
  });
  // The holder proved they own the mailbox: the account's slowdown goes, and the address that
  // used the link is one they sign in from (ADR 0013).
  const account = accountKey(companyId, 'customer', customer.email);
  await s.limiter.forgetAccount('login', account);
  await s.limiter.succeeded('login', { account, ip: call.ip });
}
