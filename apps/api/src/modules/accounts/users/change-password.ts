// A signed-in customer's password: changed with the current one, or chosen by an account that
// has none (social sign-up). Either way the other sessions end and a notice is mailed.
import { newPasswordHash, verifyPassword } from '../../../platform/auth/passwords.ts';
import { type AccountsServices, companyName } from '../../../platform/auth/services.ts';
import { revokeSubjectTokens } from '../../../platform/auth/tokens.ts';
import type { Call, Locked } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { accountKey } from '../../../platform/rate-limit/limiter.ts';
import { updateCustomer } from './repository.ts';
import type { CustomerRow } from './serialize.ts';

/** The caller's session: the one token that stays. */
type Session = { customer: CustomerRow; tokenId: number };

export async function changePassword(
  s: AccountsServices,
  call: Call,
  session: Session,
  input: { currentPassword: string; password: string },
): Promise<Locked | { done: true }> {
  const { customer } = session;
  const subjects = { account: accountKey(call.company.id, 'customer', customer.email), ip: call.ip };
  const locked = await s.limiter.lockedFor('login', subjects);
  if (locked) return { lockedMs: locked };
  if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) {
    await s.limiter.record('login', subjects);
    throw new HttpError(401, 'wrong password', { type: 'password' });
  }
  await setPassword(s, call, session, input.password);
  return { done: true };
}

export async function setFirstPassword(
  s: AccountsServices,
  call: Call,
  session: Session,
  password: string,
): Promise<void> {
  if (session.customer.passwordHash !== null) {
    throw new HttpError(409, 'this account already has a password: change it instead', {
      type: 'password_exists',
    });
  }
  await setPassword(s, call, session, password);
}

/** New password (policy, argon2id), other sessions revoked, a notice mailed. */
async function setPassword(
  s: AccountsServices,
  call: Call,
  { customer, tokenId }: Session,
  password: string,
) {
  const passwordHash = await newPasswordHash(password, customer.email);
  const companyId = call.company.id;
  const now = s.now();
  await s.db.transaction(async (tx) => {
    await updateCustomer(tx, companyId, customer.id, { passwordHash, updatedAt: now });
    await revokeSubjectTokens(tx, { type: 'customer', companyId, subjectId: customer.id }, now, {
      exceptTokenId: tokenId,
    });
  });
  await s.messenger.send(
    {
      companyId,
      channel: 'email',
      to: customer.email,
      customerId: customer.id,
      lang: customer.lang,
      template: 'password_changed',
      vars: { company: companyName(call.company) },
    },
    call.log,
  );
}
