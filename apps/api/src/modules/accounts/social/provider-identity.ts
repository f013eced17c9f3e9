// Which provider a call names, the company's app there, and the identity the provider confirms.
import { SOCIAL_PROVIDERS, type SocialProvider } from '@eclat/contracts';
import type { AccountsServices } from '../../../platform/auth/services.ts';
import type { SocialApp, SocialIdentity } from '../../../platform/auth/social-providers.ts';
import type { Call } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';

/** The customers column each provider's user id is kept in. */
export const PROVIDER_FIELD = { google: 'googleId', facebook: 'facebookId' } as const;

/** Spec §8: an unknown provider is logged; the API answers a clear 400. */
export function providerOf(call: Call, value: string): SocialProvider {
  const provider = value.toLowerCase();
  if ((SOCIAL_PROVIDERS as readonly string[]).includes(provider)) return provider as SocialProvider;
  call.log.warn({ provider: value.slice(0, 40) }, 'unknown social sign-in provider');
  throw new HttpError(400, `unknown provider '${value.slice(0, 40)}': use google or facebook`, {
    type: 'unknown_provider',
  });
}

/** The company's app at the provider: booker.oauthKeys, and the Facebook secret kept server-side. */
function appOf(call: Call, provider: SocialProvider): SocialApp {
  const keys = (call.company.booker as { oauthKeys?: Partial<Record<SocialProvider, string | null>> })
    .oauthKeys;
  const clientId = keys?.[provider];
  if (!clientId) {
    throw new HttpError(400, `${provider} sign-in is not enabled for this company`, {
      type: 'provider_disabled',
    });
  }
  const secrets = call.company.paymentSecrets as Record<string, string | undefined>;
  return { clientId, clientSecret: provider === 'facebook' ? (secrets.facebookAppSecret ?? null) : null };
}

/** The identity the provider confirms for this token, user id and (when given) e-mail. */
export async function confirmedIdentity(
  s: AccountsServices,
  call: Call,
  provider: SocialProvider,
  input: { token: string; userID: string; email?: string },
): Promise<SocialIdentity | null> {
  let identity: SocialIdentity | null;
  try {
    identity = await s.social[provider].verify(input.token, appOf(call, provider));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    call.log.warn({ provider, reason: (error as Error).message }, 'social provider unreachable');
    throw new HttpError(503, `${provider} could not be reached`, { type: 'provider_unavailable' });
  }
  if (!identity || identity.userId !== input.userID) return null;
  if (input.email && identity.email && identity.email !== input.email) return null;
  return identity;
}
