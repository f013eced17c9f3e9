// Social sign-in (spec §7; ADR 0007): the provider's confirmed account signs in, is linked by a
// vouched-for e-mail, or opens a new account the first time.
import type { SocialProvider } from '@eclat/contracts';
import type { Db } from '../../../db/client.ts';
import { type AccountsServices, isUniqueViolation } from '../../../platform/auth/services.ts';
import type { SocialIdentity } from '../../../platform/auth/social-providers.ts';
import { issueToken } from '../../../platform/auth/tokens.ts';
import type { Call, Locked } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { accountKey } from '../../../platform/rate-limit/limiter.ts';
import { insertProfile } from '../profiles/repository.ts';
import { recordActivity } from '../retention/repository.ts';
import { customerByEmail, insertCustomer, updateCustomer } from '../users/repository.ts';
import type { CustomerRow } from '../users/serialize.ts';
import { confirmedIdentity, PROVIDER_FIELD, providerOf } from './provider-identity.ts';
import { customerByProvider } from './repository.ts';

type SignIn = {
  provider: string;
  email: string;
  userID: string;
  token: string;
  firstname?: string;
  lastname?: string;
};

/** The provider did not confirm the token: the route answers the 401 of a refused sign-in. */
export type ProviderRefused = { refused: true };

export async function signInWithProvider(
  s: AccountsServices,
  call: Call,
  input: SignIn,
): Promise<Locked | ProviderRefused | { customer: CustomerRow; token: string; exist: boolean }> {
  const { db } = s;
  const provider = providerOf(call, input.provider);
  const { email, userID, token } = input;
  const companyId = call.company.id;
  const subjects = { account: accountKey(companyId, provider, userID), ip: call.ip };
  const locked = await s.limiter.lockedFor('login', subjects);
  if (locked) return { lockedMs: locked };
  const identity = await confirmedIdentity(s, call, provider, { token, userID, email });
  if (!identity) {
    await s.limiter.record('login', subjects);
    return { refused: true };
  }
  const now = s.now();
  let customer = await customerByProvider(db, companyId, provider, identity.userId);
  let exist = true;
  if (!customer) {
    const sameEmail = await customerByEmail(db, companyId, email);
    if (sameEmail) {
      // Linking by e-mail needs the provider to vouch for that address. A pending account
      // (somebody's unfinished registration) is taken over without its password.
      if (!identity.emailVerified || identity.email !== email) {
        throw new HttpError(409, 'an account uses this e-mail: sign in and link the provider', {
          type: 'email_taken',
        });
      }
      customer = await updateCustomer(db, companyId, sameEmail.id, {
        [PROVIDER_FIELD[provider]]: identity.userId,
        emailVerified: true,
        ...(sameEmail.status === 'pending' ? { status: 'active', passwordHash: null } : {}),
        updatedAt: now,
      });
    } else {
      exist = false;
      customer = await createSocialCustomer(db, call, {
        provider,
        identity,
        email,
        firstname: input.firstname ?? '',
        lastname: input.lastname ?? '',
      });
    }
  }
  if (!customer) throw new HttpError(409, 'Conflict', { type: 'email_taken' });
  await s.limiter.succeeded('login', subjects);
  await recordActivity(db, companyId, customer.id, now);
  const bearer = await issueToken(db, { type: 'customer', companyId, subjectId: customer.id }, now);
  return { customer, token: bearer, exist };
}

async function createSocialCustomer(
  db: Db,
  call: Call,
  input: {
    provider: SocialProvider;
    identity: SocialIdentity;
    email: string;
    firstname: string;
    lastname: string;
  },
): Promise<CustomerRow | null> {
  const companyId = call.company.id;
  try {
    return await db.transaction(async (tx) => {
      const row = await insertCustomer(tx, {
        companyId,
        email: input.email,
        passwordHash: null,
        status: 'active',
        emailVerified: input.identity.emailVerified,
        lang: call.lang,
        [PROVIDER_FIELD[input.provider]]: input.identity.userId,
      });
      await insertProfile(tx, {
        companyId,
        customerId: row.id,
        firstname: input.firstname,
        lastname: input.lastname,
      });
      return row;
    });
  } catch (error) {
    // The same e-mail signed up at the same moment: the caller answers 409.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
