// Linking and unlinking a provider on the signed-in customer's account (spec §7; ADR 0007).
import type { SocialProvider } from '@eclat/contracts';
import type { AccountsServices } from '../../../platform/auth/services.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import type { Call } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { updateCustomer } from '../users/repository.ts';
import type { CustomerRow } from '../users/serialize.ts';
import { signedInCustomer } from '../users/signed-in.ts';
import { confirmedIdentity, PROVIDER_FIELD, providerOf } from './provider-identity.ts';
import { customerByProvider } from './repository.ts';
import type { ProviderRefused } from './sign-in.ts';

export async function linkProvider(
  s: AccountsServices,
  call: Call,
  principal: Principal | null,
  input: { provider: string; token: string; userID: string; email?: string },
): Promise<ProviderRefused | { customer: CustomerRow }> {
  const provider = providerOf(call, input.provider);
  const customer = await signedInCustomer(s.db, call.company.id, principal);
  const identity = await confirmedIdentity(s, call, provider, input);
  if (!identity) return { refused: true };
  const companyId = call.company.id;
  const holder = await customerByProvider(s.db, companyId, provider, identity.userId);
  if (holder && holder.id !== customer.id) {
    throw new HttpError(409, `this ${provider} account is linked to another customer`, {
      type: 'provider_taken',
    });
  }
  const row = await updateCustomer(s.db, companyId, customer.id, {
    [PROVIDER_FIELD[provider]]: identity.userId,
    updatedAt: s.now(),
  });
  return { customer: row ?? customer };
}

/** Refused when it is the last way to sign in (no password, no other provider). */
export async function unlinkProvider(
  s: AccountsServices,
  call: Call,
  principal: Principal | null,
  providerName: string,
): Promise<CustomerRow> {
  const provider = providerOf(call, providerName);
  const customer = await signedInCustomer(s.db, call.company.id, principal);
  const other: SocialProvider = provider === 'google' ? 'facebook' : 'google';
  if (customer.passwordHash === null && customer[PROVIDER_FIELD[other]] === null) {
    throw new HttpError(409, 'set a password before unlinking your last sign-in method', {
      type: 'last_sign_in_method',
    });
  }
  const row = await updateCustomer(s.db, call.company.id, customer.id, {
    [PROVIDER_FIELD[provider]]: null,
    updatedAt: s.now(),
  });
  return row ?? customer;
}
